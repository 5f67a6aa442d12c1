//! The link to the server while the board is open: a thread that owns the connection
//! and the session, posts what the server says to the loop's inbox, sends the moves
//! made here, refreshes the status line each second (the clocks, an absence counting
//! down), and reconnects by itself with a backoff capped at a few seconds.

use super::connection::{Connection, Read};
use super::{Identity, Session};
use crate::shell::{Mailbox, News, OnlineNews};
use std::collections::VecDeque;
use std::io;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread;
use std::time::{Duration, Instant};

/// The longest wait between two tries to reconnect.
const MAX_BACKOFF: Duration = Duration::from_secs(3);

/// How often the status line is worked out again.
const STATUS_EVERY: Duration = Duration::from_secs(1);

/// Where to reconnect, and as whom.
#[derive(Debug, Clone)]
pub struct Reconnect {
    pub url: String,
    pub identity: Identity,
}

/// Starts the link thread; the sender takes each move made here (in the game's
/// notation). The thread ends once the loop has gone.
pub fn spawn_link<M: Send + 'static>(
    connection: Connection,
    session: Session,
    mailbox: Mailbox<M>,
    reconnect: Reconnect,
) -> Sender<String> {
    let (moves, made_here) = channel();
    let link = Link {
        connection: Some(connection),
        session,
        mailbox,
        reconnect,
        start: Instant::now(),
        shown: None,
    };
    thread::Builder::new()
        .name("server link".into())
        .spawn(move || link.run(made_here))
        .expect("a thread can be started");
    moves
}

struct Link<M> {
    /// `None` while the connection is down.
    connection: Option<Connection>,
    session: Session,
    mailbox: Mailbox<M>,
    reconnect: Reconnect,
    start: Instant,
    /// The status line posted last.
    shown: Option<Option<String>>,
}

impl<M> Link<M> {
    fn run(mut self, made_here: Receiver<String>) {
        let mut status_due = Instant::now();
        // Moves made here and not sent yet: one that fails to go out is sent again
        // once the connection is back, before any later one.
        let mut unsent = VecDeque::new();
        loop {
            if Instant::now() >= status_due {
                status_due += STATUS_EVERY;
                let status = self.session.status(self.now());
                if !self.show(status) {
                    return;
                }
            }
            let Some(connection) = self.connection.as_mut() else {
                if !self.reconnect() {
                    return;
                }
                continue;
            };
            unsent.extend(made_here.try_iter());
            let sent = send_all(connection, &self.session, &mut unsent);
            let read = sent.and_then(|()| connection.read());
            match read {
                Ok(Read::Message(message)) => {
                    let news = self.session.on_server(&message, self.now());
                    if !news.into_iter().all(|news| self.post(news)) {
                        return;
                    }
                }
                Ok(Read::Nothing) => {}
                Err(_) => {
                    self.connection = None;
                    let news = self.session.connection(false, self.now());
                    if !self.post(news) {
                        return;
                    }
                }
            }
        }
    }

    /// Tries again until the server answers, waiting longer each time up to the cap;
    /// false once the loop has gone.
    fn reconnect(&mut self) -> bool {
        let mut wait = Duration::from_millis(250);
        loop {
            thread::sleep(wait);
            let identity = &self.reconnect.identity;
            let opened = Connection::open(&self.reconnect.url, &identity.name, Some(identity));
            if let Ok((mut connection, _)) = opened
                // A spectator is forgotten with its connection: it asks again.
                && (self.session.rejoin()).is_none_or(|again| connection.send(&again).is_ok())
            {
                self.connection = Some(connection);
                let news = self.session.connection(true, self.now());
                return self.post(news);
            }
            let status = self.session.status(self.now());
            if !self.show(status) {
                return false;
            }
            wait = (wait * 2).min(MAX_BACKOFF);
        }
    }

    /// Posts the status line if it changed, so an idle board is not redrawn; false
    /// once the loop has gone (the thread then ends, as the program does).
    fn show(&mut self, status: Option<String>) -> bool {
        if self.shown.as_ref() == Some(&status) {
            return true;
        }
        self.post(OnlineNews::Status(status))
    }

    fn post(&mut self, news: OnlineNews) -> bool {
        if let OnlineNews::Status(status) = &news {
            self.shown = Some(status.clone());
        }
        self.mailbox.post(News::Online(news))
    }

    fn now(&self) -> u64 {
        self.start.elapsed().as_millis() as u64
    }
}

/// Sends the moves waiting, oldest first; each leaves the queue once it went out.
fn send_all(
    connection: &mut Connection,
    session: &Session,
    unsent: &mut VecDeque<String>,
) -> io::Result<()> {
    while let Some(mv) = unsent.front() {
        connection.send(&session.move_made_here(mv.clone()))?;
        unsent.pop_front();
    }
    Ok(())
}
