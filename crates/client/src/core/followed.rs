//! One game as the server acknowledged it (the protocol's mirror), with the moves
//! made here that the server has not acknowledged yet. Each such move carries the
//! ply it is for, so a move sent again after a reconnect is played once or answered
//! as played, never played twice; and what the server sends is checked against the
//! mirror, so the program hears each move once, in order.

use connect4_protocol::{ErrorCode, GameMirror, GameStatus, InviteCode, ServerMessage};
use std::collections::VecDeque;

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
/// A game followed.
pub struct Followed {
    pub mirror: GameMirror,
    pub waiting: VecDeque<Unacknowledged>,
}

impl Followed {
    pub fn moved(
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
    pub fn settle(
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
    pub fn refused(
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
    pub fn give_up(
        &mut self,
        game: InviteCode,
        reason: &str,
        unplayed: &mut Vec<Unplayed>,
    ) -> usize {
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
pub fn answers_a_move(code: ErrorCode) -> bool {
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
    let mut position = match mirror.games().start(&mirror.snapshot().kind) {
        Ok(position) => position,
        Err(_) => return false,
    };
    let before = &mirror.moves()[..ply as usize - 1];
    before.iter().all(|mv| position.play(mv).is_ok())
        && position.play(mine).is_ok_and(|normal| normal == played)
}
