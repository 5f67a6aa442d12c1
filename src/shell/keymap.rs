//! The one place where keys and pointer events become messages: the key table
//! (`key_table`) with the config's `[keys]` on top, looked up by the game played and
//! where the key is read. What reads the keyboard and the mouse (a terminal, a
//! browser) turns its events into [`KeyPress`] and [`Pointer`] first.

use super::actions::{Action, Context};
use super::games::GameChoice;
use super::key::{Key, KeyPress};
use super::key_table::{actions, contexts_of, lobby_rows, rows_of};
use connect4_rules::game::Column;
use std::collections::HashMap;

/// The keys in effect: each action's keys, and what each key does in each game where
/// it is read. One key map serves every game: the config gives keys once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Keymap {
    keys: HashMap<Action, Vec<KeyPress>>,
    bindings: HashMap<(GameChoice, Context, KeyPress), Action>,
    /// What each key does in the lobby, which is no game.
    lobby: HashMap<KeyPress, Action>,
}

/// Two actions given one key where one game, or the lobby, reads both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyConflict {
    pub key: KeyPress,
    pub first: Action,
    pub second: Action,
}

impl Default for Keymap {
    fn default() -> Self {
        Keymap::with(&[]).expect("the default keys do not conflict")
    }
}

impl Keymap {
    /// The default keys, with `chosen` replacing the keys of the actions it names.
    /// Conflicts are looked for game by game: each game reads its own rows and the
    /// shell's, so two games may give one key to actions of their own.
    pub fn with(chosen: &[(Action, Vec<KeyPress>)]) -> Result<Keymap, KeyConflict> {
        let keys: HashMap<Action, Vec<KeyPress>> = actions()
            .iter()
            .map(|info| {
                let keys = match chosen.iter().find(|(action, _)| *action == info.action) {
                    Some((_, keys)) => keys.clone(),
                    None => info
                        .default_keys
                        .iter()
                        .map(|name| name.parse().expect("default key names are valid"))
                        .collect(),
                };
                (info.action, keys)
            })
            .collect();
        let mut bindings = HashMap::new();
        for game in GameChoice::all() {
            for info in rows_of(game) {
                // Every row a game reads is in the table, so it has its keys.
                for &key in &keys[&info.action] {
                    for context in contexts_of(game, info) {
                        let place = (game, context, key);
                        if let Some(&first) = bindings.get(&place) {
                            let second = info.action;
                            return Err(KeyConflict { key, first, second });
                        }
                        bindings.insert(place, info.action);
                    }
                }
            }
        }
        let mut lobby = HashMap::new();
        for info in lobby_rows() {
            for &key in &keys[&info.action] {
                if let Some(&first) = lobby.get(&key) {
                    let second = info.action;
                    return Err(KeyConflict { key, first, second });
                }
                lobby.insert(key, info.action);
            }
        }
        Ok(Keymap {
            keys,
            bindings,
            lobby,
        })
    }

    /// The keys of an action, in the order they were given.
    pub fn keys(&self, action: Action) -> &[KeyPress] {
        self.keys.get(&action).map_or(&[], Vec::as_slice)
    }

    /// The keys of an action as the help shows them: "Left, h".
    pub fn shown(&self, action: Action) -> String {
        let shown: Vec<String> = self.keys(action).iter().map(KeyPress::to_string).collect();
        shown.join(", ")
    }

    /// The first key of an action, for the status bar's short hints.
    pub fn first(&self, action: Action) -> String {
        self.keys(action)
            .first()
            .map_or_else(|| "-".to_string(), KeyPress::to_string)
    }

    /// The action a key press means in the lobby, if any.
    pub fn lobby_action(&self, key: KeyPress) -> Option<Action> {
        self.lobby.get(&key).copied()
    }

    /// The action a key press means in `game` where it is read, if any.
    pub fn action(&self, game: GameChoice, context: Context, key: KeyPress) -> Option<Action> {
        self.bindings.get(&(game, context, key)).copied()
    }
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

/// A pointer event as the app sees it, whatever reads it (a terminal, a browser): the
/// screen cell under it, and whether it only moved or pressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pointer {
    pub action: PointerAction,
    pub x: u16,
    pub y: u16,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointerAction {
    /// Moved over the cell (or dragged with the button held).
    Hover,
    /// The main button went down.
    Press,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::connect4::{Message, Mode};

    #[test]
    fn every_action_is_reachable_with_the_default_keys() {
        let keymap = Keymap::default();
        for game in GameChoice::all() {
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
        let conflict = Keymap::with(&[(Action::REDO, vec![u])]).unwrap_err();
        assert_eq!(
            (conflict.first, conflict.second),
            (Action::UNDO, Action::REDO)
        );
        // The same key in two places that never overlap is fine: n is "new match" on
        // the board and "no" in a question.
        assert!(Keymap::with(&[]).is_ok());
    }

    #[test]
    fn the_lobby_reads_its_keys_and_refuses_one_given_twice_there() {
        let keymap = Keymap::default();
        for info in lobby_rows() {
            let key = keymap.keys(info.action)[0];
            assert_eq!(keymap.lobby_action(key), Some(info.action));
        }
        // j moves down the lobby's lists: joining by code cannot have it too.
        let j: KeyPress = "j".parse().unwrap();
        let conflict = Keymap::with(&[(Action::JOIN, vec![j])]).unwrap_err();
        assert_eq!(
            (conflict.first, conflict.second),
            (Action::JOIN, Action::MENU_DOWN)
        );
        // The board's keys are no concern of the lobby's: h is host there.
        let h: KeyPress = "h".parse().unwrap();
        assert_eq!(keymap.lobby_action(h), Some(Action::HOST));
    }

    #[test]
    fn two_games_may_give_one_key_to_actions_of_their_own() {
        let keymap = Keymap::default();
        let left = KeyPress::plain(Key::Left);
        let board = Context::BOARD;
        let connect4 = keymap.action(GameChoice::Connect4, board, left);
        let checkers = keymap.action(GameChoice::Checkers, board, left);
        assert_eq!(connect4, Some(Action::LEFT));
        assert_eq!(checkers, Some(Action::CURSOR_LEFT));
    }

    #[test]
    fn rebinding_moves_the_action_to_the_new_key() {
        let x: KeyPress = "x".parse().unwrap();
        let keymap = Keymap::with(&[(Action::DROP, vec![x])]).unwrap();
        assert_eq!(keymap.message(Mode::Playing, x), Some(Message::Drop));
        let enter = KeyPress::plain(Key::Enter);
        assert_eq!(keymap.message(Mode::Playing, enter), None);
    }
}
