//! The key table of the registered games, the lobby's rows with them: built here, so
//! the shell's key map gets the games from the registry and names none itself. The
//! config's `[keys]`, the help and README's key table read it through here.

use super::GAMES;
use crate::shell::{Action, ActionInfo, Key, KeyConflict, KeyPress, KeyTable, Keymap};
use connect4_classic::game::Column;
use std::sync::LazyLock;

/// The registered games and the lobby, as the shell's key table is made of them.
pub fn table() -> KeyTable {
    KeyTable {
        games: &GAMES,
        lobby: &crate::lobby::KEY_ROWS,
    }
}

/// Built once: every row, in the order README lists them.
static TABLE: LazyLock<Vec<ActionInfo>> = LazyLock::new(|| table().actions().copied().collect());

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

/// The default keys of the registered games, with `chosen` replacing the keys of the
/// actions it names; a conflict if two actions read in one place share a key.
pub fn keymap(chosen: &[(Action, Vec<KeyPress>)]) -> Result<Keymap, KeyConflict> {
    Keymap::with(table(), chosen)
}

/// Why `key` cannot be given to an action (in the config's `[keys]`): the digits
/// always put the hover on their column, and Ctrl-C always quits at once, so that
/// both work whatever the config says. `None` for every other key.
pub fn why_fixed(key: KeyPress) -> Option<&'static str> {
    if key == KeyPress::ctrl('c') {
        return Some("Ctrl-C always quits at once");
    }
    match key {
        KeyPress {
            key: Key::Char(c),
            ctrl: false,
        } if Column::from_char(c).is_some() => {
            Some("the digits always choose a column (0 is column 10)")
        }
        _ => None,
    }
}

/// The default keys of the registered games.
pub fn default_keys() -> Keymap {
    keymap(&[]).expect("the default keys do not conflict")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lobby::action as lobby_action;
    use crate::shell::{Action, Context, Key, KeyPress};
    use crate::shell::{SHELL_ROWS, contexts_of, help_in, rows_of};
    use connect4_checkers::terminal::GAME as CHECKERS;
    use connect4_checkers::terminal::action as checkers_action;
    use connect4_classic::terminal::GAME as CONNECT4;
    use connect4_classic::terminal::action as connect4_action;
    use connect4_classic::terminal::key_message;
    use connect4_classic::terminal::{Message, Mode};

    fn row_of(action: Action) -> Option<&'static ActionInfo> {
        let mut rows = actions().iter().filter(|info| info.action == action);
        rows.next().filter(|_| rows.next().is_none())
    }

    #[test]
    fn each_games_help_speaks_of_that_game_only() {
        for info in rows_of(CONNECT4) {
            let board = help_in(CONNECT4, info);
            assert!(!board.contains("checkers"), "{}: {board}", info.name());
        }
        for info in rows_of(CHECKERS) {
            let squares = help_in(CHECKERS, info);
            assert!(!squares.contains("column"), "{}: {squares}", info.name());
        }
        // And whatever the games: none names another by its name or its title.
        for game in super::super::all() {
            for info in rows_of(game) {
                let help = help_in(game, info).to_lowercase();
                for other in game.others(&GAMES) {
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
        let names: Vec<&str> = table().lobby_rows().map(ActionInfo::name).collect();
        assert_eq!(names.len(), table().lobby.rows.len() + 6, "{names:?}");
        assert!(names.contains(&"host") && names.contains(&"menu_down"));
        assert!(!names.contains(&"undo"));
        let down = row_of(Action::MENU_DOWN).unwrap();
        assert_eq!(table().lobby_help(down), "move down the list");
        assert_eq!(
            table()
                .lobby_help(row_of(lobby_action::HOST).unwrap())
                .find("lobby"),
            None
        );
    }

    #[test]
    fn a_game_reads_its_own_rows_and_the_shells() {
        for game in super::super::all() {
            let own = game.key_rows().rows.len();
            assert_eq!(rows_of(game).count(), own + SHELL_ROWS.len());
        }
        let review = CONNECT4.key_rows().shared_in[0].0;
        let help = row_of(Action::HELP).unwrap();
        assert!(contexts_of(CONNECT4, help).any(|c| c == review));
        assert!(!contexts_of(CHECKERS, help).any(|c| c == review));
    }

    #[test]
    fn every_action_is_reachable_with_the_default_keys() {
        let keymap = crate::games::default_keys();
        for game in super::super::all() {
            for info in rows_of(game) {
                let key = keymap.keys(info.action)[0];
                for context in contexts_of(game, info) {
                    let action = keymap.action(game, context, key);
                    assert_eq!(action, Some(info.action));
                }
            }
        }
    }

    #[test]
    fn a_key_given_to_two_actions_where_both_are_read_is_refused() {
        let u = "u".parse().unwrap();
        let conflict = keymap(&[(Action::REDO, vec![u])]).unwrap_err();
        assert_eq!(
            (conflict.first, conflict.second),
            (Action::UNDO, Action::REDO)
        );
        // The same key in two places that never overlap is fine: n is "new match" on
        // the board and "no" in a question.
        assert!(keymap(&[]).is_ok());
    }

    #[test]
    fn the_lobby_reads_its_keys_and_refuses_one_given_twice_there() {
        let keymap = crate::games::default_keys();
        for info in table().lobby_rows() {
            let key = keymap.keys(info.action)[0];
            assert_eq!(keymap.lobby_action(key), Some(info.action));
        }
        // j moves down the lobby's lists: joining by code cannot have it too.
        let j: KeyPress = "j".parse().unwrap();
        let conflict = super::keymap(&[(lobby_action::JOIN, vec![j])]).unwrap_err();
        assert_eq!(
            (conflict.first, conflict.second),
            (lobby_action::JOIN, Action::MENU_DOWN)
        );
        // The board's keys are no concern of the lobby's: h is host there.
        let h: KeyPress = "h".parse().unwrap();
        assert_eq!(keymap.lobby_action(h), Some(lobby_action::HOST));
    }

    #[test]
    fn two_games_may_give_one_key_to_actions_of_their_own() {
        let keymap = crate::games::default_keys();
        let left = KeyPress::plain(Key::Left);
        let board = Context::BOARD;
        let connect4 = keymap.action(connect4_classic::terminal::GAME, board, left);
        let checkers = keymap.action(connect4_checkers::terminal::GAME, board, left);
        assert_eq!(connect4, Some(connect4_action::LEFT));
        assert_eq!(checkers, Some(checkers_action::CURSOR_LEFT));
    }

    #[test]
    fn rebinding_moves_the_action_to_the_new_key() {
        let x: KeyPress = "x".parse().unwrap();
        let keymap = keymap(&[(connect4_action::DROP, vec![x])]).unwrap();
        assert_eq!(key_message(&keymap, Mode::Playing, x), Some(Message::Drop));
        let enter = KeyPress::plain(Key::Enter);
        assert_eq!(key_message(&keymap, Mode::Playing, enter), None);
    }
}
