//! Checkers' opponent menu: two people or the computer at a level (a new game starts
//! against the choice), or another game the app plays (from the shell's list); the
//! game in progress stays kept, and resumes when checkers is played again.

use super::{CheckersModel, Think};
use crate::Level;
use connect4_shell::Route;
use connect4_shell::{GameChoice, StoreEffect};
use connect4_shell::{Overlay, Seats, opponent_line};

const OPPONENT_LINES: usize = Level::ALL.len() + 1;

/// What switching to another game does to this game, as the menu says it.
const LEFT: &str = "this game is kept for later";

/// The opponent a line stands for (`None`: two people), or nothing for a game's line.
fn opponent(line: usize) -> Option<Option<Level>> {
    match line {
        0 => Some(None),
        l if l < OPPONENT_LINES => Some(Some(Level::ALL[l - 1])),
        _ => None,
    }
}

/// The game a line after the opponents switches to.
fn other_game(model: &CheckersModel, line: usize) -> Option<GameChoice> {
    let games = model.keys.games();
    super::GAME
        .others(games)
        .nth(line.checked_sub(OPPONENT_LINES)?)
}

/// How many lines the menu has: two people, each level, then the other games.
pub fn line_count(model: &CheckersModel) -> usize {
    OPPONENT_LINES + super::GAME.others(model.keys.games()).count()
}

/// The menu's text, the current opponent marked.
pub fn lines(model: &CheckersModel) -> Vec<String> {
    (0..line_count(model))
        .map(|line| match opponent(line) {
            Some(choice) => {
                let mark = if choice == model.opponent() { '*' } else { ' ' };
                let name = opponent_line(choice);
                format!(" {mark} {name}")
            }
            None => other_game(model, line).map_or(String::new(), |game| {
                format!("   {}", game.switch_line(LEFT))
            }),
        })
        .collect()
}

/// The line the menu opens on: the current opponent.
pub fn opening_line(model: &CheckersModel) -> usize {
    let current = (0..line_count(model)).find(|&line| opponent(line) == Some(model.opponent()));
    current.unwrap_or(0)
}

/// Takes the highlighted line: a new game against that opponent, its score loaded; or
/// Connect 4, once this program has stopped.
pub fn choose(model: &mut CheckersModel, routes: &mut Vec<Route<Think>>) {
    let Some(line) = model.shell.menu_line() else {
        return;
    };
    model.shell.overlay = Overlay::None;
    if model.asked.take().is_some() {
        routes.push(Route::CancelEngine);
    }
    match opponent(line) {
        Some(computer) => {
            model.seats = Seats::against(computer);
            model.restart();
            model.message = Some(match computer {
                Some(level) => format!("New game against the {level} computer"),
                None => "New game for two players".to_string(),
            });
            routes.push(Route::Store(StoreEffect::LoadScores {
                matchup: model.matchup(),
            }));
        }
        None => model.shell.leave(other_game(model, line)),
    }
}
