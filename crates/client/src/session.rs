//! One WebSocket connection to a server, speaking typed messages (and raw text, for
//! tests and tools that must send what no client would).

use crate::error::ClientError;
use crate::identity::Welcome;
use connect4_protocol::{ClientMessage, PROTOCOL_VERSION, ServerMessage, decode_server, encode};
use futures_util::{SinkExt, StreamExt};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async};

/// How long a `hello` may wait for its `welcome`.
const HELLO_TIMEOUT: Duration = Duration::from_secs(10);

pub struct Session {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

/// A frame no client of the protocol sends, for tests and tools that check the
/// server refuses it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RawFrame {
    Binary(Vec<u8>),
    Ping(Vec<u8>),
    Pong(Vec<u8>),
}

impl Session {
    /// Connects to `url` (`ws://127.0.0.1:4747/ws`).
    pub async fn connect(url: &str) -> Result<Session, ClientError> {
        let (socket, _) = connect_async(url)
            .await
            .map_err(|e| ClientError::Network(e.to_string()))?;
        Ok(Session { socket })
    }

    /// Connects with a handshake of the caller's making (headers of its choosing).
    pub async fn connect_request(
        request: tokio_tungstenite::tungstenite::handshake::client::Request,
    ) -> Result<Session, ClientError> {
        let (socket, _) = connect_async(request)
            .await
            .map_err(|e| ClientError::Network(e.to_string()))?;
        Ok(Session { socket })
    }

    pub async fn send(&mut self, message: &ClientMessage) -> Result<(), ClientError> {
        self.send_text(encode(message)).await
    }

    /// Sends any text as one frame.
    pub async fn send_text(&mut self, text: String) -> Result<(), ClientError> {
        self.socket
            .send(Message::Text(text.into()))
            .await
            .map_err(|e| ClientError::Network(e.to_string()))
    }

    /// Sends a frame other than text.
    pub async fn send_raw(&mut self, frame: RawFrame) -> Result<(), ClientError> {
        let frame = match frame {
            RawFrame::Binary(data) => Message::Binary(data.into()),
            RawFrame::Ping(data) => Message::Ping(data.into()),
            RawFrame::Pong(data) => Message::Pong(data.into()),
        };
        self.socket
            .send(frame)
            .await
            .map_err(|e| ClientError::Network(e.to_string()))
    }

    /// The next message from the server.
    pub async fn recv(&mut self) -> Result<ServerMessage, ClientError> {
        loop {
            match self.socket.next().await {
                None | Some(Ok(Message::Close(_))) => return Err(ClientError::Closed),
                Some(Err(error)) => return Err(ClientError::Network(error.to_string())),
                Some(Ok(Message::Text(text))) => {
                    return decode_server(text.as_str()).map_err(ClientError::Unreadable);
                }
                Some(Ok(_)) => {}
            }
        }
    }

    /// Introduces the client and waits for the welcome (messages before it, such as
    /// none, are not expected).
    pub async fn hello(&mut self, name: &str, token: Option<&str>) -> Result<Welcome, ClientError> {
        let hello = ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: name.to_string(),
            token: token.map(str::to_string),
            games: None,
        };
        self.send(&hello).await?;
        let answer = tokio::time::timeout(HELLO_TIMEOUT, self.recv())
            .await
            .map_err(|_| ClientError::Timeout)??;
        match answer {
            ServerMessage::Welcome { player, token, .. } => Ok(Welcome {
                name: player.name,
                token,
                ratings: player.ratings,
            }),
            ServerMessage::Upgrade { message, .. } => Err(ClientError::Upgrade(message)),
            ServerMessage::Error { code, message, .. } => Err(ClientError::Refused(code, message)),
            other => Err(ClientError::Network(format!(
                "expected welcome, got {other:?}"
            ))),
        }
    }

    /// Closes the connection politely.
    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}
