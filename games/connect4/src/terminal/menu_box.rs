//! The opponent menu's box as Connect 4 fills it: each opponent, the current one
//! marked, who moves first, the puzzles, and the other game; or, while a puzzle is
//! open, the way back to the match and the puzzles to open.

use super::Model;
use super::menu::{LEFT_FOR_LATER, MenuItem, menu_items};
use connect4_shell::{MenuBox, Theme, opponent_line};

/// Connect 4's menu, its `selected` line highlighted.
pub fn opponent_menu<'a>(model: &Model, selected: usize, theme: &'a Theme) -> MenuBox<'a> {
    let puzzling = model.puzzle.is_some();
    let (title, footer) = if puzzling {
        (" Puzzles ", "Enter chooses, Esc closes")
    } else {
        (
            " Opponent ",
            "Enter chooses (a new match starts), Esc closes",
        )
    };
    MenuBox {
        title,
        lines: menu_items(puzzling, model.settings.keys.games())
            .into_iter()
            .map(|item| menu_text(model, item))
            .collect(),
        selected,
        footer,
        theme,
    }
}

fn menu_text(model: &Model, item: MenuItem) -> String {
    match item {
        MenuItem::Opponent(opponent) => {
            let mark = if opponent == model.opponent() {
                '*'
            } else {
                ' '
            };
            let name = opponent_line(opponent);
            format!(" {mark} {name}")
        }
        MenuItem::FirstMove => {
            let first = model.settings.first_starter;
            let who = match model.settings.seats.computer(first) {
                Some(_) => "the computer".to_string(),
                None => model.name(first).to_string(),
            };
            format!("   First move of the series: {who}")
        }
        MenuItem::Puzzles => format!("   Puzzles ({LEFT_FOR_LATER})"),
        MenuItem::BackToMatch => "   Back to the match".to_string(),
        MenuItem::NextPuzzle => "   Next puzzle".to_string(),
        MenuItem::DailyPuzzle => {
            let today = model.today.as_deref();
            let solved = today.is_some() && model.puzzles.daily_solved.as_deref() == today;
            let state = if solved { ", solved" } else { "" };
            format!(
                "   Today's puzzle{}{state}",
                today.map_or(String::new(), |d| format!(" ({d})"))
            )
        }
        MenuItem::Game(other) => format!("   {}", other.switch_line(LEFT_FOR_LATER)),
    }
}
