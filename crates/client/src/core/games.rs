//! The games a client follows, each as the server acknowledged it, with the moves
//! made here that the server has not acknowledged yet (`followed`): what the server
//! sends goes to its game, and the answers still owed for moves settled before their
//! answer came are the core's. A game over is no longer followed, but is kept to be
//! read (`ended`): the core's copy is the program's only one.

use super::ended::Ended;
use super::followed::{Followed, Unacknowledged, Unplayed, Verdict, answers_a_move};
use connect4_protocol::{GameMirror, GameStatus, InviteCode, ServerMessage};
// The program's registry of games, as told from the games this client follows.
use connect4_protocol::Games as Registry;
use std::collections::BTreeMap;

/// The most moves one game may have waiting for their acknowledgement: a seat
/// moves once, then the other seat does, which it cannot before the server has
/// taken the first.
const MAX_UNACKNOWLEDGED: usize = 1;

/// Every game followed, by code.
#[derive(Debug)]
pub struct Games {
    /// The games this program plays: how a game sent whole is read.
    registry: Registry,
    games: BTreeMap<InviteCode, Followed>,
    /// Games with a move sent on this connection that something other than its own
    /// answer settled (the game sent whole holding it, the end): the answer still to
    /// come (`already_played`, `not_now`) is the core's, not news, once for each.
    answers_due: Vec<InviteCode>,
    ended: Ended,
}

impl Games {
    /// The names of the games this client plays, as its hello says them.
    pub fn played(&self) -> Vec<connect4_protocol::GameName> {
        self.registry.iter().map(|game| game.name()).collect()
    }

    /// None followed yet, of the games in `registry`.
    pub fn new(registry: Registry) -> Games {
        Games {
            registry,
            games: BTreeMap::new(),
            answers_due: Vec::new(),
            ended: Ended::default(),
        }
    }

    /// A move made here in `game`, numbered after every move acknowledged or
    /// waiting; `Err` with the reason when it cannot be taken. `Ok(None)` for a game
    /// not followed (sent once, without a ply).
    pub fn play(&mut self, game: InviteCode, mv: &str) -> Result<Option<u32>, String> {
        let Some(followed) = self.games.get_mut(&game) else {
            return Ok(None);
        };
        if followed.waiting.len() >= MAX_UNACKNOWLEDGED {
            return Err("the move before it is still on its way to the server".to_string());
        }
        let ply = (followed.mirror.moves().len() + followed.waiting.len() + 1) as u32;
        followed.waiting.push_back(Unacknowledged {
            ply,
            mv: mv.to_string(),
            sent: false,
        });
        Ok(Some(ply))
    }

    /// The moves to send now, oldest first, each marked sent.
    pub fn take_unsent(&mut self) -> Vec<(InviteCode, Unacknowledged)> {
        let mut out = Vec::new();
        for (code, followed) in &mut self.games {
            for waiting in followed.waiting.iter_mut().filter(|w| !w.sent) {
                waiting.sent = true;
                out.push((*code, waiting.clone()));
            }
        }
        out
    }

    /// The connection is gone: every waiting move goes out again on the next.
    pub fn unsend_all(&mut self) {
        // Answers on the connection gone never come.
        self.answers_due.clear();
        for followed in self.games.values_mut() {
            followed.waiting.iter_mut().for_each(|w| w.sent = false);
        }
    }

    /// Every move made here and not acknowledged, by game.
    pub fn waiting(&self) -> impl Iterator<Item = (InviteCode, &Unacknowledged)> {
        self.games
            .iter()
            .flat_map(|(code, f)| f.waiting.iter().map(move |w| (*code, w)))
    }

    /// The game as acknowledged, if followed.
    pub fn mirror(&self, game: InviteCode) -> Option<&GameMirror> {
        self.games.get(&game).map(|f| &f.mirror)
    }

    /// The game as acknowledged, followed or among the last that ended.
    pub fn game(&self, game: InviteCode) -> Option<&GameMirror> {
        self.mirror(game).or_else(|| self.ended.get(game))
    }

    /// Takes in a message of the server's; moves made here that it settles against
    /// go to `unplayed`.
    pub fn on_server(
        &mut self,
        message: &ServerMessage,
        now_ms: u64,
        unplayed: &mut Vec<Unplayed>,
    ) -> Verdict {
        match message {
            ServerMessage::Game { game } => {
                // Older than what was acknowledged (frames came out of order): the
                // moves since would be told twice.
                if let Some(known) = self.games.get(&game.code)
                    && known.mirror.moves().len() > game.moves.len()
                    && known.mirror.moves().starts_with(&game.moves)
                {
                    return Verdict::Drop;
                }
                let mut mirror = match GameMirror::new(self.registry, game.clone(), now_ms) {
                    Ok(mirror) => mirror,
                    Err(error) => return Verdict::OutOfStep(error.to_string()),
                };
                // What the game sent whole does not say (a seat's countdown, the
                // ratings a result gave) stays from the copy it replaces.
                if let Some(before) = self.game(game.code) {
                    mirror.carry(before);
                }
                let waiting = self
                    .games
                    .remove(&game.code)
                    .map(|f| f.waiting)
                    .unwrap_or_default();
                let followed = self
                    .games
                    .entry(game.code)
                    .or_insert(Followed { mirror, waiting });
                let owed = followed.settle(game.code, unplayed, None);
                self.owe(game.code, owed);
                // A game over takes no more moves: nothing to follow, only to read.
                self.ended.forget(game.code);
                if game.status == GameStatus::Over
                    && let Some(over) = self.games.remove(&game.code)
                {
                    self.ended.keep(over.mirror);
                }
                Verdict::Pass
            }
            ServerMessage::Moved { game, ply, mv, .. } => match self.games.get_mut(game) {
                Some(followed) => {
                    let (verdict, owed) =
                        followed.moved(message, *game, *ply, mv, now_ms, unplayed);
                    self.owe(*game, owed);
                    verdict
                }
                None => Verdict::Pass,
            },
            ServerMessage::Ended { game, .. } => {
                if let Some(mut followed) = self.games.remove(game) {
                    let _ = followed.mirror.apply(message, now_ms);
                    let owed = followed.give_up(*game, "the game ended first", unplayed);
                    self.owe(*game, owed);
                    self.ended.keep(followed.mirror);
                }
                Verdict::Pass
            }
            ServerMessage::Error {
                code,
                game: Some(game),
                ..
            } if answers_a_move(*code) && self.answers_due.contains(game) => {
                let due = self.answers_due.iter().position(|g| g == game);
                due.map(|at| self.answers_due.remove(at));
                Verdict::Drop
            }
            ServerMessage::Error {
                code,
                game: Some(game),
                message: why,
            } => match self.games.get_mut(game) {
                Some(followed) => followed.refused(*game, *code, why, unplayed),
                None => Verdict::Pass,
            },
            // Absences and draw offers, for the mirror (it skips other games').
            _ => {
                for followed in self.games.values_mut() {
                    let _ = followed.mirror.apply(message, now_ms);
                }
                self.ended.apply(message, now_ms);
                Verdict::Pass
            }
        }
    }

    /// Notes `owed` answers still to come for moves of `game` settled already.
    fn owe(&mut self, game: InviteCode, owed: usize) {
        self.answers_due.extend(std::iter::repeat_n(game, owed));
    }

    /// Stops following a game (unwatched): its waiting moves, if any, are dropped.
    pub fn forget(&mut self, game: InviteCode) {
        self.games.remove(&game);
        self.ended.forget(game);
    }
}

#[cfg(test)]
#[path = "games_tests.rs"]
mod tests;
