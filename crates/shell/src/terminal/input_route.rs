//! Where a terminal's input goes: to the inbox of the loop running on it, or, between
//! two loops (one per screen of a run: a game, the lobby, the next game), held for
//! the next one, so a key typed while the screen changes is not lost. This process's
//! own terminal has one route (`terminal_reader`); a terminal at the end of a
//! connection has its own (`console`).

use crate::inbox::{Mailbox, News};
use ratatui::crossterm::event::Event;
use std::io;

type Forward = Box<dyn Fn(io::Result<Event>) -> bool + Send>;

/// Most input held while no loop runs: a client that types faster than screens open
/// must not grow it without bound.
const MOST_HELD: usize = 256;

/// The running loop's inbox, if a loop runs, and what came while none did.
#[derive(Default)]
pub struct InputRoute {
    forward: Option<Forward>,
    /// Read while no loop was connected, oldest first.
    held: Vec<io::Result<Event>>,
    /// The terminal is gone: the next loop hears so at once.
    lost: Option<(io::ErrorKind, String)>,
}

impl InputRoute {
    pub const fn new() -> InputRoute {
        InputRoute {
            forward: None,
            held: Vec::new(),
            lost: None,
        }
    }

    /// Connects `mailbox`: what was held goes to it first (a terminal error arrives as
    /// `News::InputLost`).
    pub fn connect<M: Send + 'static>(&mut self, mailbox: Mailbox<M>) {
        let forward: Forward = Box::new(move |read| {
            mailbox.post(match read {
                Ok(event) => News::Input(event),
                Err(error) => News::InputLost(error),
            })
        });
        for read in self.held.drain(..) {
            forward(read);
        }
        if let Some((kind, text)) = &self.lost {
            forward(Err(io::Error::new(*kind, text.clone())));
        }
        self.forward = Some(forward);
    }

    /// The loop has ended: input is held again.
    pub fn disconnect(&mut self) {
        self.forward = None;
    }

    /// Passes what was read on to the running loop, or holds it.
    pub fn deliver(&mut self, read: io::Result<Event>) {
        if let Err(error) = &read {
            self.lost = Some((error.kind(), error.to_string()));
        }
        let delivered = self
            .forward
            .as_ref()
            .is_some_and(|forward| forward(copy(&read)));
        if !delivered && self.held.len() < MOST_HELD {
            self.held.push(read);
        }
    }
}

/// `io::Error` is not `Clone`: a failed read is passed on as an error of the same kind
/// and text.
fn copy(read: &io::Result<Event>) -> io::Result<Event> {
    match read {
        Ok(event) => Ok(event.clone()),
        Err(error) => Err(io::Error::new(error.kind(), error.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Inbox;
    use ratatui::crossterm::event::{KeyCode, KeyEvent};

    fn key(c: char) -> Event {
        Event::Key(KeyEvent::from(KeyCode::Char(c)))
    }

    #[test]
    fn input_between_two_loops_waits_for_the_next() {
        let mut route = InputRoute::new();
        route.deliver(Ok(key('a')));
        let inbox = Inbox::<()>::new();
        route.connect(inbox.mailbox());
        route.deliver(Ok(key('b')));
        for wanted in ['a', 'b'] {
            match inbox.try_next() {
                Some(News::Input(Event::Key(k))) => assert_eq!(k.code, KeyCode::Char(wanted)),
                other => panic!("{other:?}"),
            }
        }
    }

    #[test]
    fn a_lost_terminal_is_told_to_every_later_loop() {
        let mut route = InputRoute::new();
        route.deliver(Err(io::Error::new(io::ErrorKind::BrokenPipe, "gone")));
        for _ in 0..2 {
            let inbox = Inbox::<()>::new();
            route.connect(inbox.mailbox());
            let mut lost = 0;
            while let Some(news) = inbox.try_next() {
                lost += usize::from(matches!(news, News::InputLost(_)));
            }
            assert!(lost >= 1);
            route.disconnect();
        }
    }

    #[test]
    fn what_is_held_is_bounded() {
        let mut route = InputRoute::new();
        for _ in 0..MOST_HELD * 2 {
            route.deliver(Ok(key('x')));
        }
        assert_eq!(route.held.len(), MOST_HELD);
    }
}
