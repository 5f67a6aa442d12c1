//! What a game of checkers starts from, in checkers' own words: the players' names
//! (Black and White unless the config names them), the computer's level, the seat
//! playing Black, the keys, and whether the clipboard may be used. The app reads them from its config, so the config
//! names no game.

use crate::Level;
use connect4_game::seat::{ByPlayer, Player};
use connect4_shell::Keymap;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckersSettings {
    /// The players' names; `None`: named after their colours.
    pub names: Option<ByPlayer<String>>,
    /// The computer's level in seat two, or `None` for two people.
    pub computer: Option<Level>,
    /// The seat playing Black, which moves first.
    pub black: Player,
    pub keys: Keymap,
    /// Whether the game may be copied to the clipboard (`[display] clipboard`).
    pub clipboard: bool,
}

impl Default for CheckersSettings {
    fn default() -> Self {
        CheckersSettings {
            names: None,
            computer: None,
            black: Player::One,
            keys: Keymap::of_one(&super::GAME),
            clipboard: true,
        }
    }
}

impl CheckersSettings {
    /// The names the players go by: the config's, else their colours.
    pub fn names(&self) -> ByPlayer<String> {
        self.names.clone().unwrap_or_else(|| {
            let colour = |seat| if seat == self.black { "Black" } else { "White" };
            ByPlayer::new(colour(Player::One).into(), colour(Player::Two).into())
        })
    }
}
