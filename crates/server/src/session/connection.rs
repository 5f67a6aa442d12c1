//! A socket's task: a writer task drains the outbox into the socket, while this one
//! reads frames, limits their rate, decodes them and hands them on. Whatever arrives,
//! the worst that happens is an error reply, a log line and, for floods and old
//! versions, a closed connection.

use super::dispatch::{Client, Me};
use crate::ctx::Ctx;
use crate::limits::{ConnectionPermit, TokenBucket};
use crate::outbox::{OUTBOX_CAPACITY, Outbox, OutboxReader, Outgoing};
use axum::extract::ws::{Message, WebSocket};
use connect4_protocol::{DecodeError, ErrorCode, PROTOCOL_VERSION, ServerMessage, decode_client};
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use std::collections::HashSet;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::time::Instant;

/// Refusals for rate in a row that close the connection: a client that does not
/// slow down when told is flooding.
const STRIKES_TO_CLOSE: u32 = 10;

/// How long a closing connection may take to send what was queued for it.
const DRAIN_TIME: Duration = Duration::from_secs(1);

pub async fn serve(ctx: Arc<Ctx>, socket: WebSocket, addr: SocketAddr, permit: ConnectionPermit) {
    let conn = ctx.next_conn();
    let (sink, mut stream) = socket.split();
    let (outbox, reader) = Outbox::new(conn, OUTBOX_CAPACITY);
    let mut writer = tokio::spawn(write_out(reader, sink));
    tracing::info!(conn, %addr, "connected");
    let mut client = Client {
        ctx: Arc::clone(&ctx),
        outbox: outbox.clone(),
        addr: addr.ip(),
        door: permit.is_door(),
        me: None,
        watching: HashSet::new(),
    };
    let mut bucket = TokenBucket::new(ctx.config.rate, ctx.config.burst, Instant::now());
    let mut strikes = 0;
    let why = loop {
        let frame = tokio::select! {
            frame = stream.next() => frame,
            _ = &mut writer => break "closed by the server",
        };
        let text = match frame {
            None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break "closed by the client",
            Some(Ok(Message::Text(text))) => text,
            Some(Ok(Message::Binary(_))) => {
                refuse(
                    &client,
                    ErrorCode::Malformed,
                    "binary frames are not part of the protocol",
                );
                continue;
            }
            Some(Ok(_)) => continue,
        };
        if !bucket.take(Instant::now()) {
            strikes += 1;
            refuse(
                &client,
                ErrorCode::RateLimited,
                "too many messages: slow down",
            );
            if strikes >= STRIKES_TO_CLOSE {
                break "flooding";
            }
            continue;
        }
        strikes = 0;
        match decode_client(text.as_str()) {
            Ok(message) => client.handle(message).await,
            Err(DecodeError::Version { theirs }) => {
                let message = DecodeError::Version { theirs }.to_string();
                tracing::info!(conn, %addr, theirs, "refused: another protocol version");
                outbox.send(&ServerMessage::Upgrade {
                    server_version: PROTOCOL_VERSION,
                    message,
                });
                outbox.close();
                break "another protocol version";
            }
            Err(error @ DecodeError::TooLarge { .. }) => {
                refuse(&client, ErrorCode::TooLarge, &error.to_string())
            }
            Err(error @ DecodeError::Malformed { .. }) => {
                refuse(&client, ErrorCode::Malformed, &error.to_string())
            }
        }
    };
    let me = client
        .me
        .as_ref()
        .map(|Me { id, name }| (*id, name.clone()));
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

/// Reads and drops what the client still sends until its close frame or the end of
/// the stream. A socket closed with unread input is reset, and a reset makes the
/// client's system throw away what it had received but not yet read: the last
/// refusals, which say why the connection was closed.
async fn read_to_close(stream: &mut SplitStream<WebSocket>) {
    while let Some(Ok(frame)) = stream.next().await {
        if matches!(frame, Message::Close(_)) {
            break;
        }
    }
}

fn refuse(client: &Client, code: ErrorCode, message: &str) {
    tracing::info!(conn = client.outbox.conn, ?code, message, "message refused");
    client.outbox.send(&ServerMessage::error(code, message));
}
