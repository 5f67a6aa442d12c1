//! `--flood KIND`: one hostile client beside the honest games, from an address of its
//! own (127.0.0.2, so the server's per-address limits meet it as they would a real
//! attacker), reconnecting whenever it is closed. The load run measures the honest
//! games before it starts and while it runs, so one run gives both figures.

use connect4_protocol::{ClientMessage, PROTOCOL_VERSION, encode};
use futures_util::{SinkExt, StreamExt};
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use tokio::net::TcpSocket;
use tokio::sync::watch;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{WebSocketStream, client_async};

/// The attacker's own address on loopback.
const ATTACKER: [u8; 4] = [127, 0, 0, 2];

/// Connections the attacker keeps going at once.
const CONNECTIONS: usize = 8;

/// Frames written before the attacker waits for the socket to take them.
const FEED: usize = 64;

/// What the attacker sends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flood {
    /// Binary frames, which no honest client sends.
    Binary,
    /// WebSocket pings, which the socket layer answers.
    Ping,
    /// Unasked-for pongs.
    Pong,
    /// A new player's hello on every connection.
    Hello,
    /// One player hosting game after game, reconnecting with its token.
    Host,
}

impl Flood {
    pub fn parse(word: &str) -> Result<Flood, String> {
        Ok(match word {
            "binary" => Flood::Binary,
            "ping" => Flood::Ping,
            "pong" => Flood::Pong,
            "hello" => Flood::Hello,
            "host" => Flood::Host,
            _ => {
                return Err(format!(
                    "--flood: binary, ping, pong, hello or host, not {word:?}"
                ));
            }
        })
    }
}

/// What the attacker managed.
#[derive(Debug, Default)]
pub struct FloodStats {
    /// Connections upgraded.
    pub connections: AtomicU64,
    /// Connections refused before or at the upgrade.
    pub refused: AtomicU64,
    /// Frames written.
    pub sent: AtomicU64,
    /// Frames the server sent back.
    pub replies: AtomicU64,
    /// Players welcomed (hello) and games created (host).
    pub welcomed: AtomicU64,
    pub games: AtomicU64,
}

impl FloodStats {
    pub fn line(&self) -> String {
        let get = |n: &AtomicU64| n.load(Ordering::Relaxed);
        format!(
            "{} connections upgraded, {} refused; {} frames sent, {} replies; {} players welcomed, {} games hosted",
            get(&self.connections),
            get(&self.refused),
            get(&self.sent),
            get(&self.replies),
            get(&self.welcomed),
            get(&self.games)
        )
    }
}

type Socket = WebSocketStream<tokio::net::TcpStream>;

/// Runs the attack on `url` until `stop`.
pub fn start(url: &str, kind: Flood, stats: Arc<FloodStats>, stop: watch::Receiver<bool>) {
    let Some(host) = url.strip_prefix("ws://").and_then(|r| r.split('/').next()) else {
        eprintln!("load: --flood needs a ws:// URL");
        return;
    };
    let Ok(server) = host.parse::<SocketAddr>() else {
        eprintln!("load: --flood needs an IP address and port in the URL");
        return;
    };
    let token = Arc::new(tokio::sync::Mutex::new(None::<String>));
    for _ in 0..CONNECTIONS {
        let (url, stats, stop, token) = (
            url.to_string(),
            Arc::clone(&stats),
            stop.clone(),
            Arc::clone(&token),
        );
        tokio::spawn(async move {
            while !*stop.borrow() {
                match connect(server, &url).await {
                    Some(socket) => {
                        stats.connections.fetch_add(1, Ordering::Relaxed);
                        attack(socket, kind, &stats, &token, stop.clone()).await;
                    }
                    None => {
                        stats.refused.fetch_add(1, Ordering::Relaxed);
                        tokio::time::sleep(Duration::from_millis(20)).await;
                    }
                }
            }
        });
    }
}

async fn connect(server: SocketAddr, url: &str) -> Option<Socket> {
    let socket = TcpSocket::new_v4().ok()?;
    socket.bind(SocketAddr::from((ATTACKER, 0))).ok()?;
    let stream = socket.connect(server).await.ok()?;
    let upgrade = client_async(url, stream);
    let (socket, _) = tokio::time::timeout(Duration::from_secs(5), upgrade)
        .await
        .ok()?
        .ok()?;
    Some(socket)
}

/// One connection's attack, until the server closes it or the run stops.
async fn attack(
    socket: Socket,
    kind: Flood,
    stats: &FloodStats,
    token: &tokio::sync::Mutex<Option<String>>,
    mut stop: watch::Receiver<bool>,
) {
    let (mut sink, mut stream) = socket.split();
    let hello = match kind {
        Flood::Hello => Some(hello_text(None)),
        Flood::Host => Some(hello_text(token.lock().await.clone())),
        _ => None,
    };
    if let Some(hello) = hello
        && sink.send(Message::text(hello)).await.is_err()
    {
        return;
    }
    let writing = async {
        // The hello was the whole of a hello flood's connection.
        let Some(frame) = frame(kind) else { return };
        loop {
            for _ in 0..FEED {
                if sink.feed(frame.clone()).await.is_err() {
                    return;
                }
            }
            if sink.flush().await.is_err() {
                return;
            }
            stats.sent.fetch_add(FEED as u64, Ordering::Relaxed);
        }
    };
    let reading = async {
        while let Some(Ok(message)) = stream.next().await {
            stats.replies.fetch_add(1, Ordering::Relaxed);
            if let Message::Text(text) = message {
                note_reply(text.as_str(), stats, token).await;
                if kind == Flood::Hello {
                    // Welcomed or refused: the next new player on a new connection.
                    break;
                }
            }
        }
    };
    tokio::select! {
        () = async { tokio::join!(writing, reading); } => {}
        _ = stop.changed() => {}
    }
}

fn hello_text(token: Option<String>) -> String {
    encode(&ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        name: format!("fl{:08x}", fastrand::u32(..)),
        token,
        games: None,
    })
}

/// The frame each kind sends over and over (none: hello sends its hello only).
fn frame(kind: Flood) -> Option<Message> {
    Some(match kind {
        Flood::Binary => Message::binary(vec![0u8; 16]),
        Flood::Ping => Message::Ping(vec![1u8; 8].into()),
        Flood::Pong => Message::Pong(vec![1u8; 8].into()),
        Flood::Host => Message::text(encode(&ClientMessage::Host {
            kind: connect4_classic::game::wire::STANDARD,
            clock: None,
            rated: false,
        })),
        Flood::Hello => return None,
    })
}

async fn note_reply(text: &str, stats: &FloodStats, token: &tokio::sync::Mutex<Option<String>>) {
    let Ok(json) = serde_json::from_str::<serde_json::Value>(text) else {
        return;
    };
    match json["type"].as_str() {
        Some("welcome") => {
            stats.welcomed.fetch_add(1, Ordering::Relaxed);
            if let Some(given) = json["token"].as_str() {
                token.lock().await.get_or_insert_with(|| given.to_string());
            }
        }
        Some("game") => {
            stats.games.fetch_add(1, Ordering::Relaxed);
        }
        _ => {}
    }
}
