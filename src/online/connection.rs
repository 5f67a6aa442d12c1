//! Opening one blocking WebSocket to the server, as the terminal's transport does on
//! each connection its core asks for: the server's address, the size limit, the read
//! timeout, and the ssh door's key and visitor's address in the handshake.

use connect4_protocol::MAX_SERVER_MESSAGE_BYTES;
use std::collections::BTreeMap;
use std::io;
use std::net::IpAddr;
use std::net::TcpStream;
use std::sync::{Mutex, OnceLock};
use std::time::Duration;
use tungstenite::WebSocket;
use tungstenite::client::IntoClientRequest;
use tungstenite::handshake::client::Request;
use tungstenite::http::HeaderValue;
use tungstenite::protocol::WebSocketConfig;
use tungstenite::stream::MaybeTlsStream;

/// How long a read waits before the transport's thread looks at its other duties.
pub const POLL: Duration = Duration::from_millis(100);

/// The WebSocket endpoint of the server at `url`: its `/ws` when the address gives
/// no path (`ws://host:4747`), as `connect4 serve` serves the page at `/`.
pub fn endpoint(url: &str) -> String {
    let after_scheme = url.split_once("://").map_or(url, |(_, rest)| rest);
    if after_scheme.contains('/') {
        url.to_string()
    } else {
        format!("{url}/ws")
    }
}

/// The ssh door's credential for the server beside it (`connect4 serve --ssh`): the
/// door's visitors run in this process, and each connection they open to that server
/// carries it, so that the server counts them as the door's, which limits them per
/// ssh client itself, rather than as so many from 127.0.0.1. Set once at the door's
/// start; it never leaves the process but to that server.
static DOOR_KEY: OnceLock<DoorKey> = OnceLock::new();

struct DoorKey {
    endpoint: String,
    key: HeaderValue,
}

/// Where each of the door's visitors is, by the token they play with: the door names
/// it to its server beside its key, so that two ssh keys on one machine are two
/// players from one address there (no rated game between them), as they would be
/// from two terminals.
static DOOR_VISITORS: Mutex<BTreeMap<String, IpAddr>> = Mutex::new(BTreeMap::new());

fn door_visitors() -> std::sync::MutexGuard<'static, BTreeMap<String, IpAddr>> {
    DOOR_VISITORS.lock().unwrap_or_else(|e| e.into_inner())
}

/// The door's visitor playing with `token` is at `address` until the guard goes.
pub fn door_visitor_at(token: &str, address: IpAddr) -> DoorVisitor {
    door_visitors().insert(token.to_string(), address);
    DoorVisitor {
        token: token.to_string(),
        address,
    }
}

/// A door visitor's address, named to the server while this lives.
pub struct DoorVisitor {
    token: String,
    address: IpAddr,
}

impl Drop for DoorVisitor {
    fn drop(&mut self) {
        let mut visitors = door_visitors();
        // A second visit with the same key, from elsewhere, may have taken over.
        if visitors.get(&self.token) == Some(&self.address) {
            visitors.remove(&self.token);
        }
    }
}

/// Makes every connection to `server` from now on carry the door's `key`.
pub fn carry_door_key(server: &str, key: &str) -> io::Result<()> {
    let key = HeaderValue::from_str(key).map_err(io::Error::other)?;
    let endpoint = endpoint(server);
    DOOR_KEY
        .set(DoorKey { endpoint, key })
        .map_err(|_| io::Error::other("the door's key is set already"))
}

/// The handshake for `url`, as the player of `token`: with the door's key (and the
/// visitor's address, if the door knows it) when it is the door's server.
fn handshake(url: &str, token: Option<&str>) -> io::Result<Request> {
    let endpoint = endpoint(url);
    let mut request = endpoint
        .as_str()
        .into_client_request()
        .map_err(|e| io::Error::other(format!("cannot reach {url}: {e}")))?;
    if let Some(door) = DOOR_KEY.get().filter(|door| door.endpoint == endpoint) {
        let headers = request.headers_mut();
        headers.insert(connect4_protocol::DOOR_HEADER, door.key.clone());
        let visitor = token.and_then(|token| door_visitors().get(token).copied());
        if let Some(Ok(address)) = visitor.map(|a| HeaderValue::from_str(&a.to_string())) {
            headers.insert(connect4_protocol::DOOR_CLIENT_HEADER, address);
        }
    }
    Ok(request)
}

/// Opens a WebSocket to `url` as the player of `token` (the door's headers, if any),
/// reading at most the protocol's largest message, with reads that give up after
/// `POLL` so that one thread can read, write and keep time.
pub fn open_socket(url: &str, token: Option<&str>) -> io::Result<Socket> {
    let config = WebSocketConfig::default()
        .max_message_size(Some(MAX_SERVER_MESSAGE_BYTES))
        .max_frame_size(Some(MAX_SERVER_MESSAGE_BYTES));
    let (mut socket, _) =
        tungstenite::client::connect_with_config(handshake(url, token)?, Some(config), 3)
            .map_err(|e| io::Error::other(format!("cannot reach {url}: {e}")))?;
    if let MaybeTlsStream::Plain(stream) = socket.get_mut() {
        stream.set_read_timeout(Some(POLL))?;
    }
    Ok(socket)
}

/// One WebSocket to the server.
pub type Socket = WebSocket<MaybeTlsStream<TcpStream>>;

#[cfg(test)]
mod tests {
    use super::{carry_door_key, door_visitor_at, endpoint, handshake};

    #[test]
    fn the_doors_key_goes_to_the_doors_server_only() {
        let door = "ws://127.0.0.1:1";
        carry_door_key(door, "k3y").unwrap();
        let to_door = handshake(door, None).unwrap();
        let header = to_door.headers().get(connect4_protocol::DOOR_HEADER);
        assert_eq!(header.map(|k| k.as_bytes()), Some(&b"k3y"[..]));
        let visitor = connect4_protocol::DOOR_CLIENT_HEADER;
        assert!(to_door.headers().get(visitor).is_none());
        let here = door_visitor_at("t0k", [203, 0, 113, 9].into());
        let as_visitor = handshake(door, Some("t0k")).unwrap();
        let address = as_visitor.headers().get(visitor).map(|a| a.as_bytes());
        assert_eq!(address, Some(&b"203.0.113.9"[..]));
        drop(here);
        let gone = handshake(door, Some("t0k")).unwrap();
        assert!(gone.headers().get(visitor).is_none());
        let elsewhere = handshake("ws://127.0.0.1:2", Some("t0k")).unwrap();
        assert!(
            elsewhere
                .headers()
                .get(connect4_protocol::DOOR_HEADER)
                .is_none()
        );
        assert!(carry_door_key(door, "another").is_err());
    }

    #[test]
    fn an_address_without_a_path_means_the_servers_websocket() {
        assert_eq!(endpoint("ws://127.0.0.1:4747"), "ws://127.0.0.1:4747/ws");
        assert_eq!(
            endpoint("wss://example.org/play/ws"),
            "wss://example.org/play/ws"
        );
    }
}
