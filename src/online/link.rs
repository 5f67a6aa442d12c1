//! The link to the server while the board is open: a thread that owns the connection
//! and the session, posts what the server says to the loop's inbox, sends the moves
//! and words said here, refreshes the status line each second (the clocks, an absence
//! counting down), and reconnects by itself with a backoff capped at a few seconds.
//! When the board closes, the thread hands the connection back, with the rematch if
//! one started (its news left unread on the connection, for the next board).

use super::connection::{Connection, Read};
use super::{Identity, Session};
use crate::shell::{Mailbox, News, OnlineNews, OnlineSeats, Tell};
use connect4_protocol::GameSnapshot;
use std::collections::VecDeque;
use std::io;
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use std::thread::{self, JoinHandle};
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

impl Reconnect {
    /// A new connection as this player.
    pub fn open(&self) -> io::Result<Connection> {
        let identity = &self.identity;
        Connection::open(&self.url, &identity.name, Some(identity))
            .map(|(connection, _)| connection)
    }
}

/// What the link hands back when the board has closed.
pub struct LinkEnd {
    /// The connection, if it is up.
    pub connection: Option<Connection>,
    /// The rematch both players agreed to, to play next.
    pub rematch: Option<GameSnapshot>,
}

/// Starts the link thread; the sender takes what is said here (moves in the game's
/// notation, words about the game). The thread ends once the sender is dropped or the
/// loop has gone, and hands back what it held.
pub fn spawn_link<M: Send + 'static>(
    connection: Connection,
    session: Session,
    mailbox: Mailbox<M>,
    reconnect: Reconnect,
) -> (Sender<Tell>, JoinHandle<LinkEnd>) {
    let (moves, made_here) = channel();
    let link = Link {
        connection: Some(connection),
        session,
        mailbox,
        reconnect,
        start: Instant::now(),
        shown: None,
        shown_seats: None,
    };
    let thread = thread::Builder::new()
        .name("server link".into())
        .spawn(move || link.run(made_here))
        .expect("a thread can be started");
    (moves, thread)
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
    /// The seats' ratings and clocks posted last.
    shown_seats: Option<OnlineSeats>,
}

impl<M> Link<M> {
    fn run(mut self, made_here: Receiver<Tell>) -> LinkEnd {
        self.serve(&made_here);
        // The rematch's news stays on the connection, unread, until the board closes.
        while self.session.rematch().is_some() && made_here.recv().is_ok() {}
        LinkEnd {
            connection: self.connection,
            rematch: self.session.rematch().cloned(),
        }
    }

    /// Carries news both ways until the board closes or a rematch starts.
    fn serve(&mut self, made_here: &Receiver<Tell>) {
        let mut status_due = Instant::now();
        // What was said here and not sent yet: a move that fails to go out is sent
        // again once the connection is back, before any later one.
        let mut unsent = VecDeque::new();
        while self.session.rematch().is_none() {
            if Instant::now() >= status_due {
                status_due += STATUS_EVERY;
                if !self.refresh() {
                    return;
                }
            }
            loop {
                match made_here.try_recv() {
                    Ok(tell) => unsent.push_back(tell),
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => return,
                }
            }
            let Some(connection) = self.connection.as_mut() else {
                if !self.reconnect() {
                    return;
                }
                continue;
            };
            let sent = send_all(connection, &self.session, &mut unsent);
            let read = sent.and_then(|()| connection.read());
            match read {
                Ok(Read::Message(message)) => {
                    let news = self.session.on_server(&message, self.now());
                    if !news.into_iter().all(|news| self.post(news)) || !self.refresh() {
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
            if let Ok(mut connection) = self.reconnect.open()
                // A spectator is forgotten with its connection: it asks again.
                && (self.session.rejoin()).is_none_or(|again| connection.send(&again).is_ok())
            {
                self.connection = Some(connection);
                let news = self.session.connection(true, self.now());
                return self.post(news);
            }
            if !self.refresh() {
                return false;
            }
            wait = (wait * 2).min(MAX_BACKOFF);
        }
    }

    /// Posts the status line and the seats' clocks and ratings where they changed,
    /// so an idle board is not redrawn; false once the loop has gone (the thread then
    /// ends, as the program does).
    fn refresh(&mut self) -> bool {
        let now = self.now();
        let status = self.session.status(now);
        let seats = self.session.seats(now);
        let status_same = self.shown.as_ref() == Some(&status);
        let seats_same = self.shown_seats.as_ref() == Some(&seats);
        (status_same || self.post(OnlineNews::Status(status)))
            && (seats_same || self.post(OnlineNews::Seats(seats)))
    }

    fn post(&mut self, news: OnlineNews) -> bool {
        match &news {
            OnlineNews::Status(status) => self.shown = Some(status.clone()),
            OnlineNews::Seats(seats) => self.shown_seats = Some(seats.clone()),
            _ => {}
        }
        self.mailbox.post(News::Online(news))
    }

    fn now(&self) -> u64 {
        self.start.elapsed().as_millis() as u64
    }
}

/// Sends what waits, oldest first; each leaves the queue once it went out.
fn send_all(
    connection: &mut Connection,
    session: &Session,
    unsent: &mut VecDeque<Tell>,
) -> io::Result<()> {
    while let Some(tell) = unsent.front() {
        connection.send(&session.message_for(tell.clone()))?;
        unsent.pop_front();
    }
    Ok(())
}
