//! What the page's own controls need of a game: the keys its config binds (the touch
//! bar presses them) and what is on screen (the bar shows the buttons for it).

use super::touch_bar::Screen;
use connect4::checkers::CheckersModel;
use connect4::connect4::{Mode, Model};
use connect4::shell::{Keymap, Overlay, ShellState};

pub trait PageChrome {
    /// The class the page's body takes while this game is played (its type is sized
    /// for the board's shape on a phone).
    const CLASS: &'static str;

    fn keymap(&self) -> &Keymap;
    fn screen(&self) -> Screen;
}

impl PageChrome for Model {
    const CLASS: &'static str = "connect4";

    fn keymap(&self) -> &Keymap {
        &self.settings.keys
    }

    fn screen(&self) -> Screen {
        match self.mode() {
            Mode::Menu(_) => Screen::Menu,
            Mode::Confirm(_) => Screen::Question,
            Mode::Help | Mode::Notice | Mode::Share => Screen::Reading,
            Mode::Playing | Mode::GameOver | Mode::Review | Mode::Puzzle => Screen::Board,
        }
    }
}

impl PageChrome for CheckersModel {
    const CLASS: &'static str = "checkers";

    fn keymap(&self) -> &Keymap {
        &self.keys
    }

    fn screen(&self) -> Screen {
        shell_screen(&self.shell)
    }
}

fn shell_screen(shell: &ShellState) -> Screen {
    match shell.overlay {
        Overlay::Menu(_) => Screen::Menu,
        Overlay::Confirm(_) => Screen::Question,
        Overlay::Help => Screen::Reading,
        Overlay::None if !shell.notices.is_empty() => Screen::Reading,
        Overlay::None => Screen::Board,
    }
}
