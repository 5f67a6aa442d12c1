//! One connection's course until its game starts: russh serves it on the watched
//! socket, and it is closed, told why, if it gives its slot up to a newcomer, if its
//! client has not sent its part of the key exchange within the handshake time (a
//! socket that says nothing is let go long before a real login would time out), or
//! if its game has not
//! started within the login time. Once the game starts it runs its course.

use super::door::Door;
use super::farewell::{self, BY_APPLICATION, TOO_MANY_CONNECTIONS};
use super::limits::DoorLimits;
use super::notes::Notes;
use super::slots::{SlotView, Stage};
use super::watched::{Seen, Watched, if_silent};
use russh::Disconnect;
use russh::server::{Config, Handle, run_stream};
use std::net::Shutdown;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio::sync::oneshot;
use tokio::time::{Instant, sleep_until};

/// How long a connection closed by the door has to end before it is let go.
const CLOSING_GRACE: Duration = Duration::from_secs(5);

/// What the connection needs besides its socket and its door.
pub struct Course {
    pub slot: SlotView,
    /// Told, with the stage it had come to, when it must make room for a newcomer.
    pub evicted: oneshot::Receiver<Stage>,
    pub accepted: Instant,
    pub limits: DoorLimits,
    pub config: Arc<Config>,
    pub notes: Arc<Notes>,
    /// The length of the server's identification line.
    pub ident: usize,
}

/// Why the door closes a connection that is not playing.
enum Close {
    Evicted(Stage),
    Handshake(Stage),
    Login(Stage),
}

/// Serves one connection until it ends, or closes it.
pub async fn serve(socket: TcpStream, door: Door, course: Course) {
    let peer = door.peer;
    let _ = socket.set_nodelay(true);
    // A second handle on the socket, to close it under the session.
    let (socket, closer) = match twin(socket) {
        Ok(pair) => pair,
        Err(error) => {
            tracing::warn!(?peer, %error, "an ssh connection could not be served");
            return;
        }
    };
    let seen = Arc::new(Mutex::new(Seen::default()));
    let stream = Watched::new(socket, course.slot.clone(), Arc::clone(&seen));
    let (handle_out, mut handle) = oneshot::channel::<Handle>();
    let config = Arc::clone(&course.config);
    let session = async move {
        if let Ok(running) = run_stream(config, stream, door).await {
            let _ = handle_out.send(running.handle());
            let _ = running.await;
        }
    };
    tokio::pin!(session);
    let mut evicted = course.evicted;
    let close = tokio::select! {
        () = &mut session => return,
        // A sender dropped untold is a game started, or the connection gone.
        Ok(stage) = &mut evicted => Close::Evicted(stage),
        close = deadlines(&course.slot, course.accepted, &course.limits) => close,
    };
    let (stage, text, reason) = say(&close, &course.limits);
    let note = match close {
        Close::Evicted(_) => &course.notes.evicted,
        Close::Handshake(_) => &course.notes.handshake,
        Close::Login(_) => &course.notes.login,
    };
    note.happened(&format!(
        "{} ({stage:?})",
        peer.map_or_else(String::new, |p| p.to_string())
    ));
    let text = format!("connect4: {text}");
    let told = if_silent(&seen, course.ident, || {
        let _ = std::io::Write::write_all(&mut &closer, &farewell::disconnect(reason, &text));
        let _ = closer.shutdown(Shutdown::Both);
    });
    if !told && stage == Stage::SigningIn {
        // Keys exchanged: russh can say it in the encrypted stream, then close.
        if let Ok(handle) = handle.try_recv() {
            let _ = handle
                .disconnect(Disconnect::ByApplication, text, String::new())
                .await;
            let _ = tokio::time::timeout(Duration::from_secs(1), &mut session).await;
        }
    }
    let _ = closer.shutdown(Shutdown::Both);
    let _ = tokio::time::timeout(CLOSING_GRACE, session).await;
}

/// Waits out the handshake time, then the login time, for a connection that has not
/// come far enough by either.
async fn deadlines(slot: &SlotView, accepted: Instant, limits: &DoorLimits) -> Close {
    // A handshake time no shorter than the login time leaves the login time alone.
    if limits.handshake < limits.login {
        sleep_until(accepted + limits.handshake).await;
        if slot.stage() == Some(Stage::Silent) {
            return Close::Handshake(Stage::Silent);
        }
    }
    sleep_until(accepted + limits.login).await;
    match slot.stage() {
        Some(stage) => Close::Login(stage),
        None => std::future::pending().await,
    }
}

/// The stage it had come to, what it is told, and the disconnect's reason code.
fn say(close: &Close, limits: &DoorLimits) -> (Stage, String, u32) {
    match *close {
        Close::Evicted(stage) => (
            stage,
            "the door is full, and this connection made room for a newcomer: it had not signed in"
                .into(),
            TOO_MANY_CONNECTIONS,
        ),
        Close::Handshake(stage) => (
            stage,
            format!(
                "no ssh key exchange started within {} s",
                limits.handshake.as_secs()
            ),
            BY_APPLICATION,
        ),
        Close::Login(stage) => (
            stage,
            format!(
                "no game started within {} s of connecting",
                limits.login.as_secs()
            ),
            BY_APPLICATION,
        ),
    }
}

/// The socket for the session, and a handle on the same socket to close it with.
fn twin(socket: TcpStream) -> std::io::Result<(TcpStream, std::net::TcpStream)> {
    let socket = socket.into_std()?;
    let closer = socket.try_clone()?;
    Ok((TcpStream::from_std(socket)?, closer))
}
