//! A move's ply, as a client may say it (protocol 2): the move due is played, and a
//! move sent again after a reconnect is answered as played, never played twice.

use super::state::{Refusal, Room};
use connect4_protocol::{ErrorCode, Player};

impl Room {
    /// Whether move number `ply` is the one due. A ply the sender played already is
    /// a move sent again after a reconnect: answered as played, before whether the
    /// game is still on, so that it is never played twice nor taken for illegal.
    pub(super) fn check_ply(&self, seat: Player, ply: u32) -> Result<(), Refusal> {
        let due = self.moves.len() + 1;
        let index = (ply as usize).wrapping_sub(1);
        match self.moves.get(index) {
            _ if ply as usize == due => Ok(()),
            Some(played) if mover_of(index) == seat => Err((
                ErrorCode::AlreadyPlayed,
                format!("move {ply} was played already: {played}"),
            )),
            Some(_) => Err((
                ErrorCode::NotYourTurn,
                format!("move {ply} was the opponent's"),
            )),
            None => Err((
                ErrorCode::IllegalMove,
                format!("move {ply} is not due: move {due} is"),
            )),
        }
    }
}

/// Who makes the move at `index` (from 0): in both games the seats alternate, a
/// multi-jump being one move.
fn mover_of(index: usize) -> Player {
    if index.is_multiple_of(2) {
        Player::One
    } else {
        Player::Two
    }
}
