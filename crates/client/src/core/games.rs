//! The games a client follows, each as the server acknowledged it (the protocol's
//! mirror), with the moves made here that the server has not acknowledged yet. Each
//! such move carries the ply it is for, so a move sent again after a reconnect is
//! played once or answered as played, never played twice; and what the server sends
//! is checked against the mirror, so the program hears each move once, in order.

use connect4_protocol::{ErrorCode, GameMirror, GameStatus, InviteCode, Position, ServerMessage};
use std::collections::{BTreeMap, VecDeque};

/// The most moves one game may have waiting for their acknowledgement: a seat
/// moves once, then the other seat does, which it cannot before the server has
/// taken the first.
const MAX_UNACKNOWLEDGED: usize = 1;

/// A move made here that the server has not acknowledged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unacknowledged {
    pub ply: u32,
    pub mv: String,
    /// Sent on the connection up now (all are sent again on the next one).
    pub sent: bool,
}

/// A move made here that the server did not take, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unplayed {
    pub game: InviteCode,
    pub mv: String,
    pub reason: String,
}

/// What to do with a message of the server's, once the games have seen it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Hand it to the program.
    Pass,
    /// Keep it from the program: a move already told, an answer meant for the core.
    Drop,
    /// It does not follow from what was acknowledged: connect again to be sent
    /// every game whole.
    OutOfStep(String),
    /// The server could not store a waiting move just now: send it again later.
    Retry(String),
}

#[derive(Debug)]
struct Followed {
    mirror: GameMirror,
    waiting: VecDeque<Unacknowledged>,
}

/// Every game followed, by code.
#[derive(Debug, Default)]
pub struct Games {
    games: BTreeMap<InviteCode, Followed>,
    /// Games with a move sent on this connection that something other than its own
    /// answer settled (the game sent whole holding it, the end): the answer still to
    /// come (`already_played`, `not_now`) is the core's, not news, once for each.
    answers_due: Vec<InviteCode>,
}

impl Games {
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
                let mirror = match GameMirror::new(game.clone(), now_ms) {
                    Ok(mirror) => mirror,
                    Err(error) => return Verdict::OutOfStep(error.to_string()),
                };
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
                // A game over takes no more moves: nothing to follow.
                if game.status == GameStatus::Over {
                    self.games.remove(&game.code);
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
    }
}

impl Followed {
    fn moved(
        &mut self,
        message: &ServerMessage,
        game: InviteCode,
        ply: u32,
        mv: &str,
        now_ms: u64,
        unplayed: &mut Vec<Unplayed>,
    ) -> (Verdict, usize) {
        let known = self.mirror.moves().len();
        let index = (ply as usize).wrapping_sub(1);
        if index < known {
            // Told already (in a snapshot, or before): the same move is no news.
            let verdict = match self.mirror.moves()[index] == mv {
                true => Verdict::Drop,
                false => Verdict::OutOfStep(format!("move {ply} was {mv}, not as told before")),
            };
            return (verdict, 0);
        }
        if let Err(error) = self.mirror.apply(message, now_ms) {
            return (Verdict::OutOfStep(error.to_string()), 0);
        }
        (Verdict::Pass, self.settle(game, unplayed, Some(ply)))
    }

    /// Settles the waiting moves the acknowledged ones now cover: the same move at
    /// its ply is acknowledged, another is not played. A game over takes no more.
    /// How many moves sent on this connection it settled whose own answer is still
    /// to come: all but the one `relayed` now, whose relay is its answer.
    fn settle(
        &mut self,
        game: InviteCode,
        unplayed: &mut Vec<Unplayed>,
        relayed: Option<u32>,
    ) -> usize {
        let mut owed = 0;
        let moves = self.mirror.moves();
        while let Some(front) = self.waiting.front() {
            let Some(played) = moves.get(front.ply as usize - 1) else {
                break;
            };
            let same = same_move(&self.mirror, front.ply, &front.mv, played);
            if !same {
                let reason = format!("move {} was {played}", front.ply);
                return owed + self.give_up(game, &reason, unplayed);
            }
            owed += usize::from(front.sent && relayed != Some(front.ply));
            self.waiting.pop_front();
        }
        if self.mirror.status() == GameStatus::Over {
            owed += self.give_up(game, "the game is over", unplayed);
        }
        owed
    }

    /// A refusal naming this game: an answer to a waiting move sent now settles it.
    fn refused(
        &mut self,
        game: InviteCode,
        code: ErrorCode,
        why: &str,
        unplayed: &mut Vec<Unplayed>,
    ) -> Verdict {
        let sent = self.waiting.front().is_some_and(|w| w.sent);
        match code {
            // The move is in, and the snapshot or the relay that says so came first
            // and settled it; a move still waiting means this copy missed it.
            ErrorCode::AlreadyPlayed if sent => Verdict::OutOfStep(why.to_string()),
            ErrorCode::AlreadyPlayed => Verdict::Drop,
            // Not stored, so not played: the store may be back in a moment.
            ErrorCode::Unavailable if sent => {
                self.waiting.iter_mut().for_each(|w| w.sent = false);
                Verdict::Retry(why.to_string())
            }
            // The answer to the move: told as unplayed, with the server's words.
            ErrorCode::IllegalMove
            | ErrorCode::NotYourTurn
            | ErrorCode::NotNow
            | ErrorCode::NoSuchGame
            | ErrorCode::NotYourGame
                if sent =>
            {
                self.give_up(game, why, unplayed);
                Verdict::Drop
            }
            _ => Verdict::Pass,
        }
    }

    /// Every waiting move is not played, for `reason`; how many of them were sent
    /// on this connection.
    fn give_up(&mut self, game: InviteCode, reason: &str, unplayed: &mut Vec<Unplayed>) -> usize {
        let sent = self.waiting.iter().filter(|w| w.sent).count();
        unplayed.extend(self.waiting.drain(..).map(|w| Unplayed {
            game,
            mv: w.mv,
            reason: reason.to_string(),
        }));
        sent
    }
}

/// Whether an error with `code` may be the answer to a move.
fn answers_a_move(code: ErrorCode) -> bool {
    matches!(
        code,
        ErrorCode::AlreadyPlayed
            | ErrorCode::IllegalMove
            | ErrorCode::NotYourTurn
            | ErrorCode::NotNow
            | ErrorCode::NoSuchGame
            | ErrorCode::NotYourGame
            | ErrorCode::Unavailable
    )
}

/// Whether the move made here as `mine` is the one the server holds at `ply`, read
/// by the rules (`11-15` and `11 - 15` are one checkers move).
fn same_move(mirror: &GameMirror, ply: u32, mine: &str, played: &str) -> bool {
    if mine == played {
        return true;
    }
    let mut position = match Position::new(mirror.snapshot().kind) {
        Ok(position) => position,
        Err(_) => return false,
    };
    let before = &mirror.moves()[..ply as usize - 1];
    before.iter().all(|mv| position.play(mv).is_ok())
        && position.play(mine).is_ok_and(|normal| normal == played)
}

#[cfg(test)]
#[path = "games_tests.rs"]
mod tests;
