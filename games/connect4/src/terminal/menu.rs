//! The opponent menu: two people or a computer level, who moves first, the puzzles,
//! and the other games the app plays (from the shell's list). While a puzzle is open
//! it offers the way back to the match, the next puzzle and the day's instead.

use super::puzzle::{PuzzlePick, leave_puzzles, start_puzzle};
use super::{Effect, Model};
use crate::ai::Level;
use crate::game::Game;
use connect4_shell::Seats;
use connect4_shell::{GameChoice, StoreEffect};

/// What switching to another game does to this match, as the menu says it.
pub const LEFT_FOR_LATER: &str = "this match is kept for later";

/// One line of the menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuItem {
    /// Two people (`None`) or the computer at a level: a new series against it.
    Opponent(Option<Level>),
    /// Switch who moves first.
    FirstMove,
    /// Open the puzzles (the match waits).
    Puzzles,
    /// Leave the puzzles for the match.
    BackToMatch,
    NextPuzzle,
    DailyPuzzle,
    /// Switch to another game.
    Game(GameChoice),
}

/// The menu's lines, in order: the other games of `games` always last.
pub fn menu_items(puzzling: bool, games: &[GameChoice]) -> Vec<MenuItem> {
    let own = if puzzling {
        vec![
            MenuItem::BackToMatch,
            MenuItem::NextPuzzle,
            MenuItem::DailyPuzzle,
        ]
    } else {
        let levels = Level::ALL
            .into_iter()
            .map(|level| MenuItem::Opponent(Some(level)));
        std::iter::once(MenuItem::Opponent(None))
            .chain(levels)
            .chain([MenuItem::FirstMove, MenuItem::Puzzles])
            .collect()
    };
    let others = super::GAME.others(games).map(MenuItem::Game);
    own.into_iter().chain(others).collect()
}

/// The menu line of an opponent, to open the menu on the current choice.
pub fn menu_line(opponent: Option<Level>) -> usize {
    menu_items(false, &[])
        .iter()
        .position(|item| *item == MenuItem::Opponent(opponent))
        .unwrap_or(0)
}

/// The line the menu opens on: the current opponent, or the way back to the match.
pub(super) fn menu_opening_line(model: &Model) -> usize {
    if model.puzzle.is_some() {
        0
    } else {
        menu_line(model.opponent())
    }
}

/// Takes the highlighted line: an opponent starts a new series against it at once
/// (the menu says so), the first-move line switches who moves first, the puzzle lines
/// open or leave the puzzles.
pub(super) fn menu_select(model: &mut Model, effects: &mut Vec<Effect>) {
    let Some(line) = model.shell.menu_line() else {
        return;
    };
    let games = model.settings.keys.games();
    let Some(item) = menu_items(model.puzzle.is_some(), games).get(line).copied() else {
        return;
    };
    // The menu closes, but for the first-move switch, which may be followed by an
    // opponent's line.
    if item != MenuItem::FirstMove {
        model.shell.overlay = connect4_shell::Overlay::None;
    }
    match item {
        MenuItem::Opponent(opponent) => {
            // A new match, the other player starting if one had begun, as `n` does.
            model.new_match(effects);
            model.settings.seats = Seats::against(opponent);
            model.shell.saving_started();
            effects.push(Effect::Store(StoreEffect::LoadScores {
                matchup: model.matchup(),
            }));
            model.message = Some(match opponent {
                Some(level) => format!("New match against the {level} computer"),
                None => "New match for two players".to_string(),
            });
        }
        MenuItem::Game(game) => {
            // The match in progress stays saved, as on quitting, and resumes when
            // Connect 4 is played next.
            model.cancel_searches(effects);
            leave_puzzles(model, effects);
            model.shell.leave(Some(game));
        }
        MenuItem::FirstMove => {
            let starter = model.settings.first_starter.other();
            model.settings.first_starter = starter;
            if model.game.moves().is_empty() {
                model.game = Game::new(model.settings.size, starter);
            }
        }
        MenuItem::Puzzles | MenuItem::NextPuzzle => start_puzzle(model, PuzzlePick::Next, effects),
        MenuItem::DailyPuzzle => start_puzzle(model, PuzzlePick::Daily, effects),
        MenuItem::BackToMatch => leave_puzzles(model, effects),
    }
}
