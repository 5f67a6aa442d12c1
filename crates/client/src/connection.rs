//! A connection that stays up: it reconnects with backoff (a quarter second,
//! doubling, at most `MAX_BACKOFF`), says hello again with the token the server gave,
//! and the server then sends every game in progress whole. Events go to a callback,
//! so a program can post them into its own event loop.

use crate::error::ClientError;
use crate::session::{Session, Welcome};
use connect4_protocol::{ClientMessage, ErrorCode, ServerMessage};
use std::time::Duration;
use tokio::sync::mpsc;

/// The longest wait between two attempts to reconnect.
pub const MAX_BACKOFF: Duration = Duration::from_secs(4);
const FIRST_BACKOFF: Duration = Duration::from_millis(250);

/// Who to play as: the token is none the first time, and kept from the welcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    pub name: String,
    pub token: Option<String>,
}

/// What happens to a connection.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// Connected and welcomed; keep `welcome.token` for next time.
    Connected(Welcome),
    Message(ServerMessage),
    /// The connection dropped or could not be made; trying again after `retry_in`.
    Disconnected {
        reason: String,
        retry_in: Duration,
    },
    /// The server speaks another version: the player must upgrade. Final.
    Upgrade(String),
    /// The server refused this identity (an unknown token, a bad name). Final.
    Refused(ErrorCode, String),
}

/// Runs a connection until `commands` closes or a final event; each event goes to
/// `emit`, which returns false to stop.
pub async fn run(
    url: String,
    mut identity: Identity,
    mut commands: mpsc::UnboundedReceiver<ClientMessage>,
    mut emit: impl FnMut(Event) -> bool,
) {
    let mut backoff = FIRST_BACKOFF;
    loop {
        let reason = match connect(&url, &identity).await {
            Ok((mut session, welcome)) => {
                identity.token = Some(welcome.token.clone());
                backoff = FIRST_BACKOFF;
                if !emit(Event::Connected(welcome)) {
                    return;
                }
                match pump(&mut session, &mut commands, &mut emit).await {
                    Some(reason) => reason,
                    None => return session.close().await,
                }
            }
            Err(ClientError::Upgrade(message)) => {
                emit(Event::Upgrade(message));
                return;
            }
            Err(ClientError::Refused(code, message)) => {
                emit(Event::Refused(code, message));
                return;
            }
            Err(error) => error.to_string(),
        };
        if !emit(Event::Disconnected {
            reason,
            retry_in: backoff,
        }) || commands.is_closed()
        {
            return;
        }
        tokio::time::sleep(backoff).await;
        backoff = (backoff * 2).min(MAX_BACKOFF);
    }
}

async fn connect(url: &str, identity: &Identity) -> Result<(Session, Welcome), ClientError> {
    let mut session = Session::connect(url).await?;
    let welcome = session
        .hello(&identity.name, identity.token.as_deref())
        .await?;
    Ok((session, welcome))
}

/// Passes commands out and messages in; the reason it stopped, or none when the
/// program is done with the connection.
async fn pump(
    session: &mut Session,
    commands: &mut mpsc::UnboundedReceiver<ClientMessage>,
    emit: &mut impl FnMut(Event) -> bool,
) -> Option<String> {
    loop {
        tokio::select! {
            command = commands.recv() => {
                let command = command?;
                if let Err(error) = session.send(&command).await {
                    return Some(error.to_string());
                }
            }
            message = session.recv() => match message {
                Ok(message) => {
                    if !emit(Event::Message(message)) {
                        return None;
                    }
                }
                Err(error) => return Some(error.to_string()),
            },
        }
    }
}

/// Starts a connection on the current tokio runtime; events come on the receiver.
pub fn start(
    url: impl Into<String>,
    identity: Identity,
) -> (
    mpsc::UnboundedSender<ClientMessage>,
    mpsc::UnboundedReceiver<Event>,
) {
    let (commands, inbox) = mpsc::unbounded_channel();
    let (events, received) = mpsc::unbounded_channel();
    tokio::spawn(run(url.into(), identity, inbox, move |event| {
        events.send(event).is_ok()
    }));
    (commands, received)
}

/// Runs a connection on a thread of its own (with its own small runtime) and gives
/// each event to `on_event`, which returns false to stop. The sender works from any
/// thread; dropping it closes the connection.
pub fn spawn_with(
    url: impl Into<String>,
    identity: Identity,
    on_event: impl FnMut(Event) -> bool + Send + 'static,
) -> std::io::Result<mpsc::UnboundedSender<ClientMessage>> {
    let (commands, inbox) = mpsc::unbounded_channel();
    let url = url.into();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    std::thread::Builder::new()
        .name("connect4-client".into())
        .spawn(move || runtime.block_on(run(url, identity, inbox, on_event)))?;
    Ok(commands)
}

/// `spawn_with` whose events arrive on a std channel.
pub fn spawn(
    url: impl Into<String>,
    identity: Identity,
) -> std::io::Result<(
    mpsc::UnboundedSender<ClientMessage>,
    std::sync::mpsc::Receiver<Event>,
)> {
    let (events, received) = std::sync::mpsc::channel();
    let commands = spawn_with(url, identity, move |event| events.send(event).is_ok())?;
    Ok((commands, received))
}
