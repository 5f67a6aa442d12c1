//! A socket's task: a writer task drains the outbox into the socket, while this one
//! reads frames, charges each to the connection's budget, decodes them and hands them
//! on. Whatever arrives, the worst that happens is an error reply, a line in the log
//! (at most one a second) and, for floods, silence without `hello` and old versions,
//! a closed connection.

use super::budget::{FrameBudget, Verdict};
use super::dispatch::{Client, Me};
use super::refusals::RefusalLog;
use crate::ctx::Ctx;
use crate::limits::{ConnectionPermit, Settled};
use crate::outbox::{OUTBOX_CAPACITY, Outbox, OutboxReader, Outgoing};
use axum::extract::ws::{Message, Utf8Bytes, WebSocket};
use connect4_protocol::{
    DecodeError, ErrorCode, InviteCode, PROTOCOL_VERSION, ServerMessage, decode_client,
};
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use std::collections::HashSet;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::task::JoinHandle;
use tokio::time::Instant;

/// Why a connection flooding is closed.
const FLOODING: &str = "flooding";

/// How long a closing connection may take to send what was queued for it.
const DRAIN_TIME: Duration = Duration::from_secs(1);

/// The most frames read from a closing connection, while what was queued for it goes
/// out: enough for what an honest client had in flight, while a flood closed for
/// flooding would otherwise be read at full speed for all of `DRAIN_TIME`.
const DRAIN_FRAMES: usize = 256;

/// Serves the WebSocket of `who`, from `addr` (the peer's, or the address a trusted
/// proxy forwarded).
pub async fn serve(
    ctx: Arc<Ctx>,
    socket: WebSocket,
    addr: SocketAddr,
    permit: ConnectionPermit,
    who: Settled,
    join: Option<InviteCode>,
) {
    let conn = ctx.next_conn();
    let (sink, mut stream) = socket.split();
    let (outbox, reader) = Outbox::new(conn, OUTBOX_CAPACITY);
    let outbox = outbox.counted_in(Arc::clone(&ctx.metrics));
    let mut writer = tokio::spawn(write_out(reader, sink));
    tracing::info!(conn, %addr, "connected");
    let mut client = Client {
        ctx: Arc::clone(&ctx),
        outbox: outbox.clone(),
        addr: addr.ip(),
        door: matches!(who, Settled::Door(_)),
        peer: match who {
            Settled::Player(ip) => Some(ip),
            Settled::Door(visitor) => visitor,
        },
        me: None,
        watching: HashSet::new(),
        refusals: RefusalLog::default(),
        version: 0,
        join,
    };
    let why = read(&mut client, &mut stream, &mut writer).await;
    if why == FLOODING && !client.door {
        let wait = ctx.cool_off.punish(addr.ip(), Instant::now());
        tracing::warn!(conn, %addr, wait_secs = wait.as_secs(), "closed for flooding: the address is kept out a while");
    }
    client.refusals.finish(conn);
    let me = client
        .me
        .as_ref()
        .map(|Me { id, name }| (*id, connect4_game::escape::escape(name).into_owned()));
    tracing::info!(conn, %addr, player = ?me, why, "disconnected");
    client.leave();
    // What was queued (the last refusals) goes out before the close, if the client
    // reads it in reasonable time.
    outbox.close();
    let _ = tokio::time::timeout(DRAIN_TIME, async {
        // A handle already awaited to its end must not be awaited again.
        let writing = async {
            if !writer.is_finished() {
                let _ = (&mut writer).await;
            }
        };
        tokio::join!(writing, read_to_close(&mut stream));
    })
    .await;
    writer.abort();
    drop(permit);
}

/// Drains the outbox into the socket until a close, the queue's end, a failed send
/// or a cut. A cut is watched during each send too: a client that never reads
/// blocks the send itself once the socket's buffers are full.
async fn write_out(mut reader: OutboxReader, mut sink: SplitSink<WebSocket, Message>) {
    while let Some(outgoing) = reader.next().await {
        let frame = match outgoing {
            Outgoing::Text(text) => Message::Text(text.as_ref().into()),
            Outgoing::Close => Message::Close(None),
        };
        let last = matches!(frame, Message::Close(_));
        let sent = tokio::select! {
            biased;
            () = reader.cut() => return,
            sent = sink.send(frame) => sent,
        };
        if last || sent.is_err() {
            return;
        }
    }
}

/// Reads frames until the connection should end; says why it ends.
async fn read(
    client: &mut Client,
    stream: &mut SplitStream<WebSocket>,
    writer: &mut JoinHandle<()>,
) -> &'static str {
    let config = &client.ctx.config;
    let mut budget = FrameBudget::new(config.rate, config.burst, Instant::now());
    let hello_timeout = config.hello_timeout;
    let hello_by = Instant::now() + hello_timeout;
    loop {
        let frame = tokio::select! {
            frame = stream.next() => frame,
            _ = &mut *writer => return "closed by the server",
            _ = tokio::time::sleep_until(hello_by), if client.me.is_none() => {
                let message = format!("say hello within {} s of connecting", hello_timeout.as_secs_f64());
                client.refuse(ErrorCode::NotIntroduced, &message);
                return "no hello in time";
            }
        };
        let frame = match frame {
            None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return "closed by the client",
            Some(Ok(frame)) => frame,
        };
        // Charged before anything else, whatever its kind: a ping's pong is already
        // queued by the socket, but it keeps one at most, and a flood is closed.
        match budget.charge(Instant::now()) {
            Verdict::Pass => {}
            Verdict::Refuse => {
                client.refuse(ErrorCode::RateLimited, "too many messages: slow down");
                continue;
            }
            Verdict::Close => {
                client.refuse(ErrorCode::RateLimited, "too many messages: slow down");
                return FLOODING;
            }
        }
        match frame {
            Message::Text(text) => {
                if let Some(why) = handle_text(client, text).await {
                    return why;
                }
            }
            Message::Binary(_) => client.refuse(
                ErrorCode::Malformed,
                "binary frames are not part of the protocol",
            ),
            // Pings are answered by the socket itself; pongs ask nothing.
            _ => {}
        }
    }
}

/// Decodes a text frame and hands it on; a reason to end the connection, if any.
async fn handle_text(client: &mut Client, text: Utf8Bytes) -> Option<&'static str> {
    match decode_client(text.as_str()) {
        Ok(message) => client.handle(message).await,
        Err(DecodeError::Version { theirs }) => {
            let message = DecodeError::Version { theirs }.to_string();
            let conn = client.outbox.conn;
            tracing::info!(conn, theirs, "refused: another protocol version");
            client.outbox.send(&ServerMessage::Upgrade {
                server_version: PROTOCOL_VERSION,
                message,
            });
            client.outbox.close();
            return Some("another protocol version");
        }
        Err(error @ DecodeError::TooLarge { .. }) => {
            client.refuse(ErrorCode::TooLarge, &error.to_string())
        }
        Err(error @ DecodeError::Malformed { .. }) => {
            client.refuse(ErrorCode::Malformed, &error.to_string())
        }
    }
    None
}

/// Reads and drops what the client still sends until its close frame, the end of
/// the stream or `DRAIN_FRAMES`. A socket closed with unread input is reset, and a
/// reset makes the client's system throw away what it had received but not yet read:
/// the last refusals, which say why the connection was closed.
async fn read_to_close(stream: &mut SplitStream<WebSocket>) {
    for _ in 0..DRAIN_FRAMES {
        match stream.next().await {
            Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return,
            Some(Ok(_)) => {}
        }
    }
}
