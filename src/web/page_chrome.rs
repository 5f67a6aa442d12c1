//! What the page's own controls need of a game: the keys its config binds (the touch
//! bar presses them), what is on screen (the bar shows the buttons for it), and the
//! score in a line (shown on a phone, where the side panel has no room).

use super::touch_bar::Screen;
use connect4::checkers::CheckersModel;
use connect4::connect4::{Mode, Model};
use connect4::scoreboard::Tally;
use connect4::shell::{Keymap, Overlay, ShellState};
use connect4_rules::game::Player;

pub trait PageChrome {
    /// The class the page's body takes while this game is played (its type is sized
    /// for the board's shape on a phone).
    const CLASS: &'static str;

    fn keymap(&self) -> &Keymap;
    fn screen(&self) -> Screen;

    /// The score in one line, for a screen too narrow for the side panel: "Red 2 ·
    /// Yellow 1 · draws 0".
    fn score(&self) -> String;
}

fn score_line(names: [&str; 2], tally: &Tally) -> String {
    format!(
        "{} {} · {} {} · draws {}",
        names[0],
        tally.wins[Player::One],
        names[1],
        tally.wins[Player::Two],
        tally.draws
    )
}

impl PageChrome for Model {
    const CLASS: &'static str = "connect4";

    fn keymap(&self) -> &Keymap {
        &self.settings.keys
    }

    fn score(&self) -> String {
        score_line(
            [self.name(Player::One), self.name(Player::Two)],
            &self.tally,
        )
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

    fn score(&self) -> String {
        let names = [&self.names[Player::One], &self.names[Player::Two]];
        score_line(names.map(String::as_str), &self.tally)
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
