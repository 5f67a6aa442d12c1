//! One channel for every source of news: the terminal's input, the engine's answers,
//! the storage's answers, the server's news of a match online. The loop sleeps on it and wakes for whichever comes first, so
//! nothing that has arrived waits for a key press, and an idle game uses no CPU.

use super::{OnlineNews, StoreAnswer};
use ratatui::crossterm::event::Event;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Instant;

/// Something that happened outside the loop.
#[derive(Debug)]
pub enum News<M> {
    /// A key, the mouse, a resize or a paste from the terminal.
    Input(Event),
    /// An answer from a helper of the program's own (the engine, or the lobby's link
    /// to the server), already the program's message.
    Answer(M),
    /// The storage's answer to a store effect.
    Stored(StoreAnswer),
    /// The server's news of the match played online.
    Online(OnlineNews),
    /// The engine's thread is gone (it panicked): no answer will ever come.
    EngineGone,
    /// The terminal cannot be read any more.
    InputLost(std::io::Error),
}

/// The loop's end of the channel.
pub struct Inbox<M> {
    mailbox: Mailbox<M>,
    news: Receiver<News<M>>,
}

/// What a source keeps to post news to the loop; cheap to clone, one per source.
pub struct Mailbox<M>(Sender<News<M>>);

impl<M> Clone for Mailbox<M> {
    fn clone(&self) -> Self {
        Mailbox(self.0.clone())
    }
}

impl<M> Mailbox<M> {
    /// Posts news; false once the loop has gone and nobody will read it.
    pub fn post(&self, news: News<M>) -> bool {
        self.0.send(news).is_ok()
    }
}

impl<M> Inbox<M> {
    pub fn new() -> Self {
        let (sender, news) = channel();
        Inbox {
            mailbox: Mailbox(sender),
            news,
        }
    }

    /// A mailbox for one more source.
    pub fn mailbox(&self) -> Mailbox<M> {
        self.mailbox.clone()
    }

    /// The next news, waiting as long as it takes (`until: None`) or until the instant
    /// given; `None` when that instant came first. The inbox holds a mailbox itself,
    /// so the channel never closes while it is read.
    pub fn next(&self, until: Option<Instant>) -> Option<News<M>> {
        match until {
            None => self.news.recv().ok(),
            Some(deadline) => {
                let wait = deadline.saturating_duration_since(Instant::now());
                self.news.recv_timeout(wait).ok()
            }
        }
    }

    /// News that has already arrived, if any; never waits.
    pub fn try_next(&self) -> Option<News<M>> {
        self.news.try_recv().ok()
    }
}

impl<M> Default for Inbox<M> {
    fn default() -> Self {
        Inbox::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn news_from_any_source_wakes_the_reader() {
        let inbox = Inbox::<u32>::new();
        let engine = inbox.mailbox();
        std::thread::spawn(move || engine.post(News::Answer(7)));
        match inbox.next(None) {
            Some(News::Answer(7)) => {}
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_deadline_with_no_news_gives_nothing() {
        let inbox = Inbox::<u32>::new();
        let soon = Instant::now() + Duration::from_millis(20);
        assert!(inbox.next(Some(soon)).is_none());
        assert!(Instant::now() >= soon);
        assert!(inbox.try_next().is_none());
    }

    #[test]
    fn news_posted_before_a_deadline_comes_at_once() {
        let inbox = Inbox::<u32>::new();
        inbox.mailbox().post(News::Stored(StoreAnswer::SaveDelayed));
        let late = Instant::now() + Duration::from_secs(60);
        assert!(matches!(
            inbox.next(Some(late)),
            Some(News::Stored(StoreAnswer::SaveDelayed))
        ));
    }
}
