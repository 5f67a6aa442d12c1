//! The opponent menu: two people or a computer level, who moves first, and the other
//! games the app plays (from the shell's list).

use super::{Effect, Model};
use crate::shell::Seats;
use crate::shell::{GameChoice, StoreEffect};
use connect4_rules::ai::Level;
use connect4_rules::game::Game;

/// The menu's lines: one per opponent, the first-move switch, then the other games.
pub const MENU_LINES: usize = FIRST_MOVE_LINE + 1 + GameChoice::COUNT - 1;
const FIRST_MOVE_LINE: usize = Level::ALL.len() + 1;

/// What switching to another game does to this match, as the menu says it.
pub const LEFT_FOR_LATER: &str = "this match is kept for later";

/// The opponent a menu line stands for (`None` is two people), or nothing for the
/// first-move and game lines.
pub fn menu_opponent(line: usize) -> Option<Option<Level>> {
    match line {
        0 => Some(None),
        l if l < FIRST_MOVE_LINE => Some(Some(Level::ALL[l - 1])),
        _ => None,
    }
}

/// The game a menu line switches to, for the lines after the first-move switch.
pub fn menu_game(line: usize) -> Option<GameChoice> {
    let index = line.checked_sub(FIRST_MOVE_LINE + 1)?;
    GameChoice::Connect4.others().nth(index)
}

/// The menu line of an opponent, to open the menu on the current choice.
pub fn menu_line(opponent: Option<Level>) -> usize {
    opponent.map_or(0, |level| {
        1 + Level::ALL.iter().position(|&l| l == level).unwrap_or(0)
    })
}

pub(super) fn menu_move(model: &mut Model, step: isize) {
    model.shell.menu_move(step, MENU_LINES);
}

/// Takes the highlighted line: an opponent starts a new series against it at once
/// (the menu says so), the last line switches who moves first.
pub(super) fn menu_select(model: &mut Model, effects: &mut Vec<Effect>) {
    let Some(line) = model.shell.menu_line() else {
        return;
    };
    match menu_opponent(line) {
        Some(opponent) => {
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
        None if menu_game(line).is_some() => {
            // The match in progress stays saved, as on quitting, and resumes when
            // Connect 4 is played next.
            model.cancel_searches(effects);
            model.shell.leave(menu_game(line));
        }
        None => {
            let starter = model.settings.first_starter.other();
            model.settings.first_starter = starter;
            if model.game.moves().is_empty() {
                model.game = Game::new(model.settings.size, starter);
            }
        }
    }
}
