//! The messages of a hosted game: the shell's, carried as one, the game's own keys on
//! its board, and the computer's move.

use super::Act;
use crate::ShellMessage;

/// Something that happened to a hosted game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HostMessage<C> {
    Shell(ShellMessage),
    /// One of the game's own keys on the board.
    Board(Act<C>),
    /// Take back the last move (and the computer's reply).
    Undo,
    /// Replay the move taken back.
    Redo,
    /// The computer's move, in answer to the ticket.
    ComputerMoved {
        ticket: u64,
        mv: String,
    },
}
