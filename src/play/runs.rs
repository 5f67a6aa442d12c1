//! A game's runs in the terminal: the one runner made for its `TerminalGame` at
//! compile time, so the command line reaches a game through its line in
//! `terminals.rs` and matches on none.

#[cfg(feature = "online")]
use super::online::board::play_board;
use super::runner::play;
use super::terminal_game::{Launch, TerminalGame};
#[cfg(feature = "online")]
use crate::online::Transport;
use crate::shell::GameChoice;
#[cfg(feature = "online")]
use connect4_protocol::GameSnapshot;

/// A game's runs in the terminal.
#[derive(Debug, Clone, Copy)]
pub struct TerminalRuns {
    /// Runs the game until the player leaves it; the game picked to play next.
    pub play: fn(&Launch) -> color_eyre::Result<Option<GameChoice>>,
    /// Runs the server's game on its board until the player leaves it or a rematch
    /// starts; the rematch, if one did.
    #[cfg(feature = "online")]
    pub online: fn(&Launch, &Transport, GameSnapshot) -> color_eyre::Result<Option<GameSnapshot>>,
}

impl TerminalRuns {
    /// The runs of the game `G`.
    pub const fn of<G: TerminalGame>() -> TerminalRuns {
        TerminalRuns {
            play: play::<G>,
            #[cfg(feature = "online")]
            online: play_board::<G>,
        }
    }
}
