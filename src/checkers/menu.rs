//! Checkers' opponent menu: two people or the computer at a level (a new game starts
//! against the choice), or Connect 4 instead (the game in progress stays kept, and
//! resumes when checkers is played again).

use super::{CheckersModel, Think};
use crate::shell::Route;
use crate::shell::Seats;
use crate::shell::{GameChoice, StoreEffect};
use connect4_rules::checkers::Level;

/// The menu's lines: two people, each level, then Connect 4.
pub const LINES: usize = Level::ALL.len() + 2;
const OTHER_GAME_LINE: usize = LINES - 1;

/// The last line's text: the other game, and what happens to this one.
pub const OTHER_GAME: &str = "   Play Connect 4 (this game is kept for later)";

/// The opponent a line stands for (`None`: two people), or nothing for the last line.
fn opponent(line: usize) -> Option<Option<Level>> {
    match line {
        0 => Some(None),
        l if l < OTHER_GAME_LINE => Some(Some(Level::ALL[l - 1])),
        _ => None,
    }
}

/// The menu's text, the current opponent marked.
pub fn lines(model: &CheckersModel) -> Vec<String> {
    (0..LINES)
        .map(|line| match opponent(line) {
            Some(choice) => {
                let mark = if choice == model.opponent() { '*' } else { ' ' };
                let name = choice.map_or("Two players at this keyboard".to_string(), |level| {
                    format!("Computer, {level}")
                });
                format!(" {mark} {name}")
            }
            None => OTHER_GAME.to_string(),
        })
        .collect()
}

/// Opens the menu on the current opponent, or closes it.
pub fn toggle(model: &mut CheckersModel) {
    model.menu = match model.menu {
        Some(_) => None,
        None => {
            let current = (0..LINES).find(|&line| opponent(line) == Some(model.opponent()));
            Some(current.unwrap_or(0))
        }
    };
}

pub fn step(model: &mut CheckersModel, by: i8) {
    if let Some(line) = model.menu {
        model.menu = Some((line as isize + by as isize).rem_euclid(LINES as isize) as usize);
    }
}

/// Takes the highlighted line: a new game against that opponent, its score loaded; or
/// Connect 4, once this program has stopped.
pub fn choose(model: &mut CheckersModel, routes: &mut Vec<Route<Think>>) {
    let Some(line) = model.menu.take() else {
        return;
    };
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
        None => {
            model.next_game = Some(GameChoice::Connect4);
            model.running = false;
        }
    }
}
