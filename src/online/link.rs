//! The board's ear on the connection while a game online is open: the core's news
//! becomes the board's (the opponent's move, the status line, notices, a move of ours
//! the server did not play), read against the core's copy of the game at the core's
//! time (the transport's, which its clocks count in, not the board's), and the status
//! line is worked out again each second (the clocks, an absence counting down). When
//! both players agree to a rematch, it stops listening and hands the new game over:
//! that game's news waits for its board.

use super::Session;
use super::listener::Listener;
use crate::shell::{Mailbox, News, OnlineNews, OnlineSeats};
use connect4_client::Event;
use connect4_client::core::Core;
use connect4_protocol::GameSnapshot;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};

/// How often the status line is worked out again.
const STATUS_EVERY: Duration = Duration::from_secs(1);

/// What a board hears of its game.
pub struct BoardLink<M> {
    session: Session,
    mailbox: Mailbox<M>,
    rematch: Sender<GameSnapshot>,
    status_due: Instant,
    /// The status line posted last.
    shown: Option<Option<String>>,
    /// The seats' ratings and clocks posted last.
    shown_seats: Option<OnlineSeats>,
}

impl<M> BoardLink<M> {
    /// The link of the board of `session`'s game, posting to `mailbox`; the receiver
    /// gets the rematch, if one starts.
    pub fn new(session: Session, mailbox: Mailbox<M>) -> (BoardLink<M>, Receiver<GameSnapshot>) {
        let (rematch, next) = channel();
        let now = Instant::now();
        let link = BoardLink {
            session,
            mailbox,
            rematch,
            status_due: now,
            shown: None,
            shown_seats: None,
        };
        (link, next)
    }

    /// Posts the status line and the seats' clocks and ratings where they changed,
    /// so an idle board is not redrawn; false once the loop has gone.
    fn refresh(&mut self, core: &Core, now: u64) -> bool {
        let game = core.game(self.session.code());
        let status = self.session.status(game, now);
        let seats = self.session.seats(game, now);
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
}

impl<M: Send> Listener for BoardLink<M> {
    fn heard(&mut self, event: Event, core: &mut Core, now: u64) -> bool {
        // A message may change the clocks and ratings the side panel shows.
        let message = matches!(event, Event::Message(_));
        let game = core.game(self.session.code());
        let news = self.session.heard(event, game, now);
        let next = news.contains(&OnlineNews::NextGame);
        if next && let Some(rematch) = self.session.rematch() {
            let _ = self.rematch.send(rematch.clone());
        }
        news.into_iter().all(|news| self.post(news))
            && !next
            && (!message || self.refresh(core, now))
    }

    fn tick(&mut self, core: &Core, now: u64) -> bool {
        if Instant::now() < self.status_due {
            return true;
        }
        self.status_due += STATUS_EVERY;
        self.refresh(core, now)
    }
}

#[cfg(test)]
#[path = "link_tests.rs"]
mod tests;
