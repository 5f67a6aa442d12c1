//! A board's session and the client core it reads its game from, put together as a
//! transport and its glue put them: the session's tests speak to both at once.

use super::Session;
use super::test_core::{LINK, holding, resync};
use crate::shell::OnlineNews;
use connect4_client::core::Core;
use connect4_protocol::{GameMirror, GameSnapshot, ServerMessage};

/// A board's session and the core it reads its game from, as a transport and its
/// glue put them together.
pub struct Board {
    pub core: Core,
    link: u64,
    pub session: Session,
}

impl Board {
    pub fn new(game: GameSnapshot) -> Board {
        Board {
            core: holding(&game),
            link: LINK,
            session: Session::new(&game),
        }
    }

    pub fn game(&self) -> Option<&GameMirror> {
        self.core.game(self.session.code())
    }

    /// What the board is told of `message`, once the core has taken it in.
    pub fn on_server(&mut self, message: &ServerMessage, now_ms: u64) -> Vec<OnlineNews> {
        self.core.received(self.link, message.clone(), now_ms);
        self.told(now_ms)
    }

    /// What the board is told of a connection cut, and the game sent whole again.
    pub fn resync(&mut self, whole: &GameSnapshot, now_ms: u64) -> Vec<OnlineNews> {
        self.link = resync(&mut self.core, self.link, whole, now_ms);
        self.told(now_ms)
    }

    /// The core's news since, as the glue hands it to the session.
    fn told(&mut self, now_ms: u64) -> Vec<OnlineNews> {
        let mut news = Vec::new();
        while let Some(event) = self.core.poll_event() {
            let game = self.core.game(self.session.code());
            news.extend(self.session.heard(event, game, now_ms));
        }
        news
    }

    pub fn status(&self, now_ms: u64) -> Option<String> {
        self.session.status(self.game(), now_ms)
    }

    pub fn connection(&mut self, up: bool, now_ms: u64) -> OnlineNews {
        let game = self.core.game(self.session.code());
        self.session.connection(up, game, now_ms)
    }
}
