//! A TCP proxy between a client and a real server that cuts a connection just as the
//! client's move goes out, as a flaky network would. It reads the client's WebSocket
//! frames (a client's frames are masked: header, length, mask, then the payload to
//! unmask) and, once armed, swallows the first text frame whose JSON `type` is
//! `move` and closes both sockets at that instant; or, armed to lose the move's
//! acknowledgement instead, passes the move on and then closes both. It then
//! disarms itself: later connections, the client's reconnection among them, pass
//! through untouched.

use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Notify;
use tokio::task::{JoinHandle, JoinSet};

/// A WebSocket text frame's opcode.
const TEXT: u8 = 1;

/// The longest handshake and frame the proxy reads: a test's are well under them,
/// and anything longer is a stream it cannot have parsed right.
const MAX_HANDSHAKE_BYTES: usize = 16 * 1024;
const MAX_FRAME_BYTES: u64 = 1024 * 1024;

pub struct CutProxy {
    pub addr: SocketAddr,
    shared: Arc<Shared>,
    accepting: JoinHandle<()>,
}

/// Where the proxy cuts the next move's connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Cut {
    /// The move is swallowed: the server never has it.
    BeforeTheMove = 1,
    /// The move reaches the server, its acknowledgement is lost.
    AfterTheMove = 2,
}

/// What the proxy's connections share: where the next move's connection is cut (0
/// for nowhere), and the news that one was.
#[derive(Default)]
struct Shared {
    armed: AtomicU8,
    cut: Notify,
}

/// How the client's side of a connection ended.
enum Ending {
    /// The client closed it, or it broke.
    Closed,
    /// A move was swallowed: both sockets are to close now.
    Cut,
}

impl CutProxy {
    /// A proxy to the server at `server`, unarmed.
    pub async fn start(server: SocketAddr) -> CutProxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let shared = Arc::new(Shared::default());
        let accepting = tokio::spawn(accept(listener, server, Arc::clone(&shared)));
        CutProxy {
            addr,
            shared,
            accepting,
        }
    }

    pub fn url(&self) -> String {
        format!("ws://{}/ws", self.addr)
    }

    /// The next move a client sends through the proxy is swallowed, and its
    /// connection cut.
    pub fn arm(&self) {
        self.arm_to(Cut::BeforeTheMove);
    }

    /// The connection of the next move a client sends is cut, `at` it.
    pub fn arm_to(&self, at: Cut) {
        self.shared.armed.store(at as u8, Ordering::SeqCst);
    }

    /// Waits until a move's connection has been cut (at once if one was already).
    pub async fn cut(&self) {
        self.shared.cut.notified().await;
    }
}

impl Drop for CutProxy {
    fn drop(&mut self) {
        // The accepting task holds every connection's task: all end with it.
        self.accepting.abort();
    }
}

async fn accept(listener: TcpListener, server: SocketAddr, shared: Arc<Shared>) {
    let mut connections = JoinSet::new();
    while let Ok((client, _)) = listener.accept().await {
        connections.spawn(relay(client, server, Arc::clone(&shared)));
        while connections.try_join_next().is_some() {}
    }
}

/// Relays one connection both ways until either side ends it, or a cut.
async fn relay(client: TcpStream, server: SocketAddr, shared: Arc<Shared>) {
    let Ok(server) = TcpStream::connect(server).await else {
        return;
    };
    let (from_client, mut to_client) = client.into_split();
    let (mut from_server, mut to_server) = server.into_split();
    let ending = tokio::select! {
        _ = tokio::io::copy(&mut from_server, &mut to_client) => return,
        ending = client_frames(from_client, &mut to_server, &shared) => ending,
    };
    if let Ending::Closed = ending {
        // The server may still have something to say before it closes.
        let _ = to_server.shutdown().await;
        let _ = tokio::io::copy(&mut from_server, &mut to_client).await;
    }
    // Every half dropped here: both sockets close at once.
}

/// Passes the client's handshake on, then its frames one by one, whole.
async fn client_frames(from: OwnedReadHalf, to: &mut OwnedWriteHalf, shared: &Shared) -> Ending {
    let mut from = BufReader::new(from);
    if pass_handshake(&mut from, to).await.is_err() {
        return Ending::Closed;
    }
    loop {
        let frame = match read_frame(&mut from).await {
            Ok(Some(frame)) => frame,
            Ok(None) | Err(_) => return Ending::Closed,
        };
        let cut = if frame.is_move() {
            shared.armed.swap(0, Ordering::SeqCst)
        } else {
            0
        };
        if cut != Cut::BeforeTheMove as u8 && to.write_all(&frame.bytes).await.is_err() {
            return Ending::Closed;
        }
        if cut != 0 {
            shared.cut.notify_one();
            return Ending::Cut;
        }
    }
}

/// The HTTP upgrade request, up to and with its blank line.
async fn pass_handshake(
    from: &mut BufReader<OwnedReadHalf>,
    to: &mut OwnedWriteHalf,
) -> io::Result<()> {
    let mut head = Vec::new();
    while !head.ends_with(b"\r\n\r\n") {
        let read = from.read_until(b'\n', &mut head).await?;
        if read == 0 || head.len() > MAX_HANDSHAKE_BYTES {
            return Err(io::ErrorKind::InvalidData.into());
        }
    }
    to.write_all(&head).await
}

/// One client frame: its bytes as they came, and what they say.
struct Frame {
    bytes: Vec<u8>,
    fin: bool,
    opcode: u8,
    payload: Vec<u8>,
}

impl Frame {
    /// Whether this is a whole text message whose `type` is `move`.
    fn is_move(&self) -> bool {
        let kind = |json: serde_json::Value| Some(json.get("type")?.as_str()? == "move");
        self.fin
            && self.opcode == TEXT
            && serde_json::from_slice(&self.payload)
                .ok()
                .and_then(kind)
                .unwrap_or(false)
    }
}

/// The next frame (RFC 6455, section 5.2), none at the stream's end.
async fn read_frame(from: &mut (impl AsyncRead + Unpin)) -> io::Result<Option<Frame>> {
    let mut head = [0u8; 2];
    match from.read_exact(&mut head).await {
        Ok(_) => {}
        Err(error) if error.kind() == io::ErrorKind::UnexpectedEof => return Ok(None),
        Err(error) => return Err(error),
    }
    let mut bytes = head.to_vec();
    let length = match head[1] & 0x7f {
        126 => u64::from(u16::from_be_bytes(read_array(from, &mut bytes).await?)),
        127 => u64::from_be_bytes(read_array(from, &mut bytes).await?),
        short => u64::from(short),
    };
    let mask: [u8; 4] = if head[1] & 0x80 != 0 {
        read_array(from, &mut bytes).await?
    } else {
        [0; 4]
    };
    if length > MAX_FRAME_BYTES {
        return Err(io::ErrorKind::InvalidData.into());
    }
    let mut payload = vec![0u8; length as usize];
    from.read_exact(&mut payload).await?;
    bytes.extend_from_slice(&payload);
    for (i, byte) in payload.iter_mut().enumerate() {
        *byte ^= mask[i % 4];
    }
    Ok(Some(Frame {
        bytes,
        fin: head[0] & 0x80 != 0,
        opcode: head[0] & 0x0f,
        payload,
    }))
}

/// Reads `N` bytes of a frame's header, kept in `bytes` too.
async fn read_array<const N: usize>(
    from: &mut (impl AsyncRead + Unpin),
    bytes: &mut Vec<u8>,
) -> io::Result<[u8; N]> {
    let mut array = [0u8; N];
    from.read_exact(&mut array).await?;
    bytes.extend_from_slice(&array);
    Ok(array)
}

/// A long move (its length in the frame's two extra bytes) passes while unarmed, is
/// swallowed with its connection once armed, and the next connection passes.
#[tokio::test]
async fn the_proxy_swallows_the_first_move_once_armed_and_nothing_else() {
    use connect4_client::Session;
    let server = crate::harness::TestServer::start(|_| {});
    let proxy = CutProxy::start(server.addr).await;
    let mut session = Session::connect(&proxy.url()).await.unwrap();
    let token = session.hello("ann", None).await.unwrap().token;
    let long = format!(
        r#"{{"type":"move","game":"ABCDEF","move":"{}"}}"#,
        "4".repeat(200)
    );
    session.send_text(long.clone()).await.unwrap();
    let answer = session.recv().await.unwrap();
    assert!(
        matches!(answer, connect4_protocol::ServerMessage::Error { .. }),
        "{answer:?}"
    );

    proxy.arm();
    session.send_text(long).await.unwrap();
    tokio::time::timeout(std::time::Duration::from_secs(10), proxy.cut())
        .await
        .expect("the move swallowed");
    assert!(session.recv().await.is_err(), "the connection cut");

    let mut again = Session::connect(&proxy.url()).await.unwrap();
    again.hello("ann", Some(&token)).await.unwrap();
    again
        .send(&connect4_protocol::ClientMessage::Ping { n: 3 })
        .await
        .unwrap();
    let pong = again.recv().await.unwrap();
    assert_eq!(pong, connect4_protocol::ServerMessage::Pong { n: 3 });
}
