//! The tokio transport of the client core: one task owns the WebSocket and the
//! core, performs what the core asks (connect, send, close, wake), and hands the
//! core's news to a callback, so a program can post them into its own event loop.
//! All the connection logic (hello, backoff, resync, moves played once) is the
//! core's.

use crate::core::{Action, Core, Event, LinkId};
use crate::error::ClientError;
use crate::identity::Identity;
use crate::session::Session;
use connect4_protocol::{ClientMessage, Games, ServerMessage};
use std::time::Duration;
use tokio::sync::mpsc;
use tokio::time::Instant;

/// How long opening a connection and closing one may take here.
const OPEN_TIMEOUT: Duration = Duration::from_secs(10);
const CLOSE_TIMEOUT: Duration = Duration::from_secs(1);

/// The socket up now, and the core's number for it.
type Socket = Option<(LinkId, Session)>;

/// Runs a connection until `commands` closes or a final event; each event goes to
/// `emit`, which returns false to stop.
pub async fn run(
    url: String,
    identity: Identity,
    games: Games,
    mut commands: mpsc::UnboundedReceiver<ClientMessage>,
    mut emit: impl FnMut(Event) -> bool,
) {
    let start = Instant::now();
    let now = move || start.elapsed().as_millis() as u64;
    let mut core = Core::new(url, identity, games, fastrand::u64(..), now());
    let mut socket: Socket = None;
    loop {
        perform(&mut core, &mut socket, &now).await;
        while let Some(event) = core.poll_event() {
            let last = event.is_final();
            if !emit(event) || last {
                core.close();
                return perform(&mut core, &mut socket, &now).await;
            }
        }
        let due = core
            .deadline()
            .map_or(start + Duration::from_secs(3600), |ms| {
                start + Duration::from_millis(ms)
            });
        tokio::select! {
            command = commands.recv() => match command {
                Some(message) => core.say(message),
                None => {
                    core.close();
                    return perform(&mut core, &mut socket, &now).await;
                }
            },
            (link, read) = recv(&mut socket) => match read {
                Ok(message) => core.received(link, message, now()),
                Err(error) => core.closed(link, &error.to_string(), now()),
            },
            () = tokio::time::sleep_until(due) => core.tick(now()),
        }
    }
}

/// Does what the core asks until it asks nothing more.
async fn perform(core: &mut Core, socket: &mut Socket, now: &impl Fn() -> u64) {
    while let Some(action) = core.poll_action() {
        match action {
            Action::Connect { link, url } => {
                match tokio::time::timeout(OPEN_TIMEOUT, Session::connect(&url)).await {
                    Ok(Ok(session)) => {
                        *socket = Some((link, session));
                        core.opened(link, now());
                    }
                    Ok(Err(error)) => core.closed(link, &error.to_string(), now()),
                    Err(_) => core.closed(link, "no answer from the server", now()),
                }
            }
            Action::Send { link, message } => {
                let Some((_, session)) = socket.as_mut().filter(|(up, _)| *up == link) else {
                    continue;
                };
                if let Err(error) = session.send(&message).await {
                    core.closed(link, &error.to_string(), now());
                }
            }
            Action::Close { link } => {
                if socket.as_ref().is_some_and(|(up, _)| *up == link)
                    && let Some((_, session)) = socket.take()
                {
                    let _ = tokio::time::timeout(CLOSE_TIMEOUT, session.close()).await;
                }
            }
        }
    }
}

/// The next message on the socket up, with its link; never, while none is.
async fn recv(socket: &mut Socket) -> (LinkId, Result<ServerMessage, ClientError>) {
    match socket {
        Some((link, session)) => (*link, session.recv().await),
        None => std::future::pending().await,
    }
}

/// Starts a connection on the current tokio runtime, playing `games`; events come on
/// the receiver.
pub fn start(
    url: impl Into<String>,
    identity: Identity,
    games: Games,
) -> (
    mpsc::UnboundedSender<ClientMessage>,
    mpsc::UnboundedReceiver<Event>,
) {
    let (commands, inbox) = mpsc::unbounded_channel();
    let (events, received) = mpsc::unbounded_channel();
    tokio::spawn(run(url.into(), identity, games, inbox, move |event| {
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
    games: Games,
    on_event: impl FnMut(Event) -> bool + Send + 'static,
) -> std::io::Result<mpsc::UnboundedSender<ClientMessage>> {
    let (commands, inbox) = mpsc::unbounded_channel();
    let url = url.into();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    std::thread::Builder::new()
        .name("connect4-client".into())
        .spawn(move || runtime.block_on(run(url, identity, games, inbox, on_event)))?;
    Ok(commands)
}

/// `spawn_with` whose events arrive on a std channel.
pub fn spawn(
    url: impl Into<String>,
    identity: Identity,
    games: Games,
) -> std::io::Result<(
    mpsc::UnboundedSender<ClientMessage>,
    std::sync::mpsc::Receiver<Event>,
)> {
    let (events, received) = std::sync::mpsc::channel();
    let commands = spawn_with(url, identity, games, move |event| {
        events.send(event).is_ok()
    })?;
    Ok((commands, received))
}
