//! What menus say of each registered game: its computer's levels as the config's
//! opponents, its line in the door's menu with the words under it, and its button on
//! the page's start screen. A game that
//! writes none gets words made from its title and levels ("PopOut against the
//! computer"; "Left and Right choose the level: easy, medium or hard.").

use super::{REGISTERED, position};
use crate::config::Opponent;
use crate::shell::GameChoice;
use std::sync::LazyLock;

/// Each game's levels as opponents and its door words, in the registry's order:
/// made once, so menus can hold them as `&'static`.
static MADE: LazyLock<Vec<Made>> = LazyLock::new(|| REGISTERED.iter().map(Made::of).collect());

struct Made {
    levels: Vec<Opponent>,
    line: String,
    about: String,
}

impl Made {
    fn of(row: &super::Registered) -> Made {
        // A name no computer level of the config has is no level of the menus (the
        // registry's test checks each game's).
        let levels: Vec<Opponent> = (row.levels.iter())
            .filter_map(|name| Opponent::from_name(name))
            .filter(|opponent| opponent.computer_level().is_some())
            .collect();
        let (line, about) = match row.door {
            Some(words) => (words.line.to_string(), words.about.to_string()),
            None => (
                format!("{} against the computer", capitalised(row.game.title())),
                format!("Left and Right choose the level: {}.", listed(row.levels)),
            ),
        };
        Made {
            levels,
            line,
            about,
        }
    }
}

/// The levels `game`'s computer plays, weakest first.
pub fn levels(game: GameChoice) -> &'static [Opponent] {
    &MADE[position(game)].levels
}

/// `game`'s line in the door's menu, and what is said under the menu while it is
/// highlighted.
pub fn door_words(game: GameChoice) -> (&'static str, &'static str) {
    let made = &MADE[position(game)];
    (&made.line, &made.about)
}

/// The start screen's button for `game` when another is open: its words, and the
/// line under them. The page writes it, and so does the build for the start screen
/// served in `index.html`.
pub fn start_line(game: GameChoice) -> (String, String) {
    let title = game.title();
    (
        format!("Play {title}"),
        format!("The computer, two players or online, at {title}"),
    )
}

fn capitalised(title: &str) -> String {
    let mut chars = title.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "easy, medium or hard".
fn listed(levels: &[&str]) -> String {
    match levels {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_of_every_game_is_an_opponent_of_the_menus() {
        for row in REGISTERED {
            assert_eq!(
                levels(row.game).len(),
                row.levels.len(),
                "{}",
                row.game.name()
            );
        }
    }

    #[test]
    fn a_game_without_words_of_its_own_gets_them_from_its_title_and_levels() {
        let (line, about) = door_words(connect4_checkers::terminal::GAME);
        assert_eq!(line, "Checkers against the computer");
        assert_eq!(
            about,
            "Left and Right choose the level: easy, medium or hard."
        );
        let (line, _) = door_words(connect4_popout::terminal::GAME);
        assert_eq!(line, "PopOut against the computer");
        assert_eq!(
            door_words(connect4_classic::terminal::GAME).0,
            "Connect 4 against the computer"
        );
    }
}
