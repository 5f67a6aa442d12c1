//! What each of the client core's events means for the board of a game online, as
//! the terminal (and so the door) and the page both hear it: one translation, so a
//! refusal, a lost connection or a move the server did not play reads the same on
//! every client. The glue around it only delivers the news and, on the page, stops.

use super::Session;
use crate::shell::{OnlineNews, server_says};
use connect4_client::Event;
use connect4_protocol::GameMirror;

impl Session {
    /// The board's news of `event`; `game` is the core's copy of this game, the event
    /// taken in. A rematch the server started is `OnlineNews::NextGame` (and
    /// `rematch`); a refusal is the server's words and a status line saying the game
    /// is no longer followed, the core having given up.
    pub fn heard(
        &mut self,
        event: Event,
        game: Option<&GameMirror>,
        now_ms: u64,
    ) -> Vec<OnlineNews> {
        match event {
            Event::Message(message) => self.on_server(&message, game, now_ms),
            Event::Connected(_) => vec![self.connection(true, game, now_ms)],
            Event::Disconnected { .. } => vec![self.connection(false, game, now_ms)],
            Event::Unplayed {
                game: code,
                mv,
                reason,
            } if code == self.code() => vec![OnlineNews::Unplayed { mv, reason }],
            Event::Upgrade(why) | Event::Refused(_, why) => {
                let notice = OnlineNews::Notice(server_says(&why));
                vec![notice, self.stopped(game, now_ms)]
            }
            // Another game's move; the core follows a redirect by itself.
            Event::Unplayed { .. } | Event::Redirected(_) => Vec::new(),
        }
    }
}

#[cfg(test)]
#[path = "session_events_tests.rs"]
mod tests;
