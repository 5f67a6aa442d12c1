//! The door's listener: every TCP connection is counted from its accept, in all and
//! against its address, until its game starts; one over either limit is closed at
//! once, unread, and one whose game has not started within the login time (the key
//! exchange, the sign-in and the shell request) is closed then, so that sockets that
//! never sign in hold nothing for long.

use super::DoorShared;
use super::door::Door;
use super::limits::{Arrival, DoorLimits, Over, Tally, count_in};
use russh::server::{Config, run_stream};
use std::net::{Shutdown, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::oneshot;
use tokio::time::Instant;

/// How long an accept that failed (out of file descriptors, most often) waits before
/// the next, so that the loop does not spin while nothing can be accepted.
const ACCEPT_PAUSE: Duration = Duration::from_millis(100);

/// How long a connection closed at its deadline has to end before it is let go.
const CLOSING_GRACE: Duration = Duration::from_secs(5);

/// Accepts connections on `listener` until the process ends.
pub async fn accept(listener: TcpListener, config: Arc<Config>, shared: Arc<DoorShared>) {
    let arriving = Arc::new(Mutex::new(Tally::default()));
    let mut refusals = Note::new("ssh connections refused");
    let mut failures = Note::new("ssh connections cannot be accepted");
    loop {
        let (socket, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(error) => {
                failures.happened(&error.to_string());
                tokio::time::sleep(ACCEPT_PAUSE).await;
                continue;
            }
        };
        let limits = &shared.limits;
        let address = Some(peer.ip());
        let counted = match count_in(&arriving, limits.sessions, limits.per_address, address) {
            Ok(counted) => counted,
            Err(over) => {
                refusals.happened(&why_refused(over, limits, peer));
                continue;
            }
        };
        let (started, has_started) = oneshot::channel();
        let arrival = Arrival::new(counted, started);
        let door = Door::new(Arc::clone(&shared), Some(peer), arrival);
        let login = limits.login;
        tokio::spawn(serve(socket, door, has_started, login, Arc::clone(&config)));
    }
}

fn why_refused(over: Over, limits: &DoorLimits, peer: SocketAddr) -> String {
    match over {
        Over::All => format!(
            "{} connections are signing in at once (the last refused from {peer})",
            limits.sessions
        ),
        Over::Address => format!(
            "{} connections from {} are signing in at once",
            limits.per_address,
            peer.ip()
        ),
    }
}

/// Serves one connection, and closes it if its game has not started by `login`.
async fn serve(
    socket: TcpStream,
    door: Door,
    has_started: oneshot::Receiver<()>,
    login: Duration,
    config: Arc<Config>,
) {
    let peer = door.peer;
    let _ = socket.set_nodelay(true);
    // A second handle on the socket, to close it under the session at the deadline.
    let (socket, closer) = match twin(socket) {
        Ok(pair) => pair,
        Err(error) => {
            tracing::warn!(?peer, %error, "an ssh connection could not be served");
            return;
        }
    };
    let session = async move {
        if let Ok(running) = run_stream(config, socket, door).await {
            let _ = running.await;
        }
    };
    tokio::pin!(session);
    let deadline = tokio::time::sleep_until(Instant::now() + login);
    tokio::select! {
        () = &mut session => return,
        // Started, or the door gone with the session: either way it runs its course.
        _ = has_started => {
            session.await;
            return;
        }
        () = deadline => {}
    }
    tracing::info!(
        ?peer,
        seconds = login.as_secs(),
        "ssh connection closed: no game started in time"
    );
    let _ = closer.shutdown(Shutdown::Both);
    let _ = tokio::time::timeout(CLOSING_GRACE, session).await;
}

/// The socket for the session, and a handle on the same socket to shut it down with.
fn twin(socket: TcpStream) -> std::io::Result<(TcpStream, std::net::TcpStream)> {
    let socket = socket.into_std()?;
    let closer = socket.try_clone()?;
    Ok((TcpStream::from_std(socket)?, closer))
}

/// Something that may happen many times a second, said in the log at most once in
/// `NOTE_EVERY` with how often it happened, so that a flood is not a flood of lines.
struct Note {
    what: &'static str,
    said: Option<Instant>,
    unsaid: u64,
}

const NOTE_EVERY: Duration = Duration::from_secs(10);

impl Note {
    fn new(what: &'static str) -> Note {
        Note {
            what,
            said: None,
            unsaid: 0,
        }
    }

    fn happened(&mut self, why: &str) {
        self.unsaid += 1;
        let now = Instant::now();
        if self.said.is_some_and(|said| now - said < NOTE_EVERY) {
            return;
        }
        tracing::warn!(times = self.unsaid, why, "{}", self.what);
        self.said = Some(now);
        self.unsaid = 0;
    }
}
