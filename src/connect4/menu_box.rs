//! The opponent menu's box as Connect 4 fills it: each opponent, the current one
//! marked, who moves first, and the other game.

use super::{LEFT_FOR_LATER, MENU_LINES, Model, menu_game, menu_opponent};
use crate::shell::{MenuBox, Theme};

/// Connect 4's opponent menu: two players or a computer level, who moves first, and
/// the other game.
pub fn opponent_menu<'a>(model: &Model, selected: usize, theme: &'a Theme) -> MenuBox<'a> {
    MenuBox {
        title: " Opponent ",
        lines: (0..MENU_LINES).map(|line| menu_text(model, line)).collect(),
        selected,
        footer: "Enter chooses (a new match starts), Esc closes",
        theme,
    }
}

fn menu_text(model: &Model, line: usize) -> String {
    if let Some(other) = menu_game(line) {
        return format!("   {}", other.switch_line(LEFT_FOR_LATER));
    }
    match menu_opponent(line) {
        Some(opponent) => {
            let mark = if opponent == model.opponent() {
                '*'
            } else {
                ' '
            };
            let name = opponent.map_or("Two players at this keyboard".to_string(), |level| {
                format!("Computer, {level}")
            });
            format!(" {mark} {name}")
        }
        None => {
            let first = model.settings.first_starter;
            let who = match model.settings.seats.computer(first) {
                Some(_) => "the computer".to_string(),
                None => model.name(first).to_string(),
            };
            format!("   First move of the series: {who}")
        }
    }
}
