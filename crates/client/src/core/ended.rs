//! The last games that ended here, as the server left them: no longer followed (they
//! take no more moves), but still the program's to read, so a board that shows a
//! game over (its result, its clocks, who went away) reads it from the core rather
//! than keeping a copy of its own.

use connect4_protocol::{GameMirror, InviteCode, ServerMessage};
use std::collections::VecDeque;

/// How many games over are kept: a board shows one at a time, and a visit of many
/// games must not keep them all.
const MAX_ENDED: usize = 16;

/// The games over, oldest first.
#[derive(Debug, Default)]
pub struct Ended {
    games: VecDeque<GameMirror>,
}

impl Ended {
    /// Keeps `game`, over now, in place of any older copy; the oldest goes when full.
    pub fn keep(&mut self, game: GameMirror) {
        self.forget(game.code());
        if self.games.len() >= MAX_ENDED {
            self.games.pop_front();
        }
        self.games.push_back(game);
    }

    pub fn get(&self, code: InviteCode) -> Option<&GameMirror> {
        self.games.iter().find(|game| game.code() == code)
    }

    /// Takes in what still changes a game over: an absence, a return.
    pub fn apply(&mut self, message: &ServerMessage, now_ms: u64) {
        for game in &mut self.games {
            let _ = game.apply(message, now_ms);
        }
    }

    pub fn forget(&mut self, code: InviteCode) {
        self.games.retain(|game| game.code() != code);
    }
}
