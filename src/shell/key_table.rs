//! The key table the registered games make: each game's own rows, in the order the
//! games are registered (`games.rs`), then the shell's rows, which every game reads,
//! then the rows of the lobby of online play, which reads some of the shell's too.
//! The key map, the help, the config's `[keys]` and README's key table read it here.

use super::actions::{ActionInfo, Context, KeyRows, SHELL_ROWS};
use super::games::GameChoice;
use std::sync::LazyLock;

/// The lobby's rows, from its folder: it is no game, but its keys are in the table.
pub const LOBBY: &KeyRows = &crate::lobby::KEY_ROWS;

/// Built once: the rows come from several games' constants, whose number is known
/// only where they are registered.
static TABLE: LazyLock<Vec<ActionInfo>> = LazyLock::new(|| {
    GameChoice::all()
        .flat_map(|game| game.key_rows().rows)
        .chain(SHELL_ROWS)
        .chain(LOBBY.rows)
        .copied()
        .collect()
});

/// Static so that a config error can list them (serde wants `&'static [&'static str]`).
static NAMES: LazyLock<Vec<&'static str>> =
    LazyLock::new(|| TABLE.iter().map(ActionInfo::name).collect());

/// Every row of every game, in the order README lists them.
pub fn actions() -> &'static [ActionInfo] {
    &TABLE
}

/// The names of the actions, as the config's `[keys]` section writes them.
pub fn action_names() -> &'static [&'static str] {
    &NAMES
}

/// The rows `game` reads: its own, then the shell's, in the order its help lists them.
pub fn rows_of(game: GameChoice) -> impl Iterator<Item = &'static ActionInfo> {
    game.key_rows().rows.iter().chain(SHELL_ROWS)
}

/// The rows the lobby reads: its own, then the shell's it reads too.
pub fn lobby_rows() -> impl Iterator<Item = &'static ActionInfo> {
    let shared = LOBBY.shared_in.iter().flat_map(|(_, actions)| *actions);
    let shell = SHELL_ROWS
        .iter()
        .filter(move |info| shared.clone().any(|action| *action == info.action));
    LOBBY.rows.iter().chain(shell)
}

/// What the lobby's help says of a row: its words for a shell action, else the
/// row's, without the "lobby:" README needs.
pub fn lobby_help(info: &ActionInfo) -> &'static str {
    let words = LOBBY
        .words
        .iter()
        .find(|(action, _)| *action == info.action);
    let help = words.map_or(info.help, |&(_, words)| words);
    help.strip_prefix("lobby: ").unwrap_or(help)
}

/// Where `game` reads the keys of a row: the row's contexts, and the game's own
/// contexts that read a shell action too.
pub fn contexts_of(game: GameChoice, info: &ActionInfo) -> impl Iterator<Item = Context> {
    let shared = game.key_rows().shared_in.iter();
    let also = shared.filter(move |(_, actions)| actions.contains(&info.action));
    info.contexts
        .iter()
        .copied()
        .chain(also.map(|&(context, _)| context))
}

/// What `game`'s help says of a row: the game's own words for a shell action whose
/// help speaks of every game, else the row's.
pub fn help_in(game: GameChoice, info: &ActionInfo) -> &'static str {
    let mut words = game.key_rows().words.iter();
    words
        .find(|(action, _)| *action == info.action)
        .map_or(info.help, |&(_, words)| words)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::Action;

    fn row_of(action: Action) -> Option<&'static ActionInfo> {
        let mut rows = actions().iter().filter(|info| info.action == action);
        rows.next().filter(|_| rows.next().is_none())
    }

    #[test]
    fn each_games_help_speaks_of_that_game_only() {
        for info in rows_of(GameChoice::Connect4) {
            let board = help_in(GameChoice::Connect4, info);
            assert!(!board.contains("checkers"), "{}: {board}", info.name());
        }
        for info in rows_of(GameChoice::Checkers) {
            let squares = help_in(GameChoice::Checkers, info);
            assert!(!squares.contains("column"), "{}: {squares}", info.name());
        }
        // And whatever the games: none names another by its name or its title.
        for game in GameChoice::all() {
            for info in rows_of(game) {
                let help = help_in(game, info).to_lowercase();
                for other in game.others() {
                    for name in [other.name(), other.title()] {
                        let name = name.to_lowercase();
                        assert!(!help.contains(&name), "{}: {help}", info.name());
                    }
                }
            }
        }
    }

    #[test]
    fn every_action_has_exactly_one_row_with_a_unique_name() {
        for (i, info) in actions().iter().enumerate() {
            assert_eq!(row_of(info.action).map(ActionInfo::name), Some(info.name()));
            assert!(
                actions()[i + 1..]
                    .iter()
                    .all(|other| other.name() != info.name()),
                "{} twice",
                info.name()
            );
            assert!(!info.contexts.is_empty() && !info.default_keys.is_empty());
        }
        assert_eq!(action_names().len(), actions().len());
    }

    #[test]
    fn the_lobby_reads_its_own_rows_and_the_shells_it_names() {
        let names: Vec<&str> = lobby_rows().map(ActionInfo::name).collect();
        assert_eq!(names.len(), LOBBY.rows.len() + 6, "{names:?}");
        assert!(names.contains(&"host") && names.contains(&"menu_down"));
        assert!(!names.contains(&"undo"));
        let down = row_of(Action::MENU_DOWN).unwrap();
        assert_eq!(lobby_help(down), "move down the list");
        assert_eq!(
            lobby_help(row_of(Action::HOST).unwrap()).find("lobby"),
            None
        );
    }

    #[test]
    fn a_game_reads_its_own_rows_and_the_shells() {
        for game in GameChoice::all() {
            let own = game.key_rows().rows.len();
            assert_eq!(rows_of(game).count(), own + SHELL_ROWS.len());
        }
        let review = GameChoice::Connect4.key_rows().shared_in[0].0;
        let help = row_of(Action::HELP).unwrap();
        assert!(contexts_of(GameChoice::Connect4, help).any(|c| c == review));
        assert!(!contexts_of(GameChoice::Checkers, help).any(|c| c == review));
    }
}
