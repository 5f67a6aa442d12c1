//! The game on the board copied to the clipboard as PDN (`p`): the way to take a game
//! played here to CheckerBoard, KingsRow or any program that reads PDN.

use super::CheckersModel;
use super::transitions::Routes;
use crate::pdn::{PdnGame, write};
use connect4_shell::Route;

/// Said when copying is asked for and the config turned it off.
pub const COPY_OFF: &str = "Copying is off ([display] clipboard)";

impl CheckersModel {
    /// The game as PDN: the players by colour, the moves from its first position,
    /// and the result so far.
    pub fn pdn(&self) -> String {
        let tags = vec![
            ("Event".to_string(), "connect4 checkers".to_string()),
            ("Black".to_string(), self.names[self.black].clone()),
            ("White".to_string(), self.names[self.black.other()].clone()),
        ];
        write(&PdnGame::from_game(&self.game, tags))
    }
}

/// Sends the game as PDN to the clipboard, through the terminal (OSC 52), which may
/// ignore it: the message says it was sent, not that it arrived.
pub fn copy_pdn(model: &mut CheckersModel, routes: &mut Routes) {
    if !model.clipboard {
        model.message = Some(COPY_OFF.to_string());
        return;
    }
    routes.push(Route::Clipboard(model.pdn()));
    model.message = Some("Sent the game's PDN to the clipboard".to_string());
}
