//! The one place where keys and pointer events become messages: the key table
//! (`key_table`) with the config's `[keys]` on top, looked up by the game played and
//! where the key is read. The registry above the shell builds it, with the games it
//! lists; the key map carries that list to the games, whose menus offer the others. What reads the keyboard and the mouse (a terminal, a
//! browser) turns its events into [`KeyPress`] and [`Pointer`] first.

use super::actions::{Action, Context, KeyRows};
use super::key::KeyPress;
use super::key_table::{KeyTable, contexts_of, rows_of};
use crate::games::GameChoice;
use std::collections::HashMap;

/// The keys in effect: each action's keys, and what each key does in each game where
/// it is read. One key map serves every game: the config gives keys once.
#[derive(Debug, Clone)]
pub struct Keymap {
    /// The games and the lobby whose rows it was built from.
    table: KeyTable,
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

impl Keymap {
    /// The default keys, with `chosen` replacing the keys of the actions it names.
    /// Conflicts are looked for game by game: each game reads its own rows and the
    /// shell's, so two games may give one key to actions of their own.
    pub fn with(
        table: KeyTable,
        chosen: &[(Action, Vec<KeyPress>)],
    ) -> Result<Keymap, KeyConflict> {
        let keys: HashMap<Action, Vec<KeyPress>> = table
            .actions()
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
        for &game in table.games {
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
        for info in table.lobby_rows() {
            for &key in &keys[&info.action] {
                if let Some(&first) = lobby.get(&key) {
                    let second = info.action;
                    return Err(KeyConflict { key, first, second });
                }
                lobby.insert(key, info.action);
            }
        }
        Ok(Keymap {
            table,
            keys,
            bindings,
            lobby,
        })
    }

    /// One game's keys alone, its rows and the shell's at their defaults: a model's
    /// keys until its settings give the app's, whose key map lists every registered
    /// game (and so its menus offer the others).
    pub fn of_one(game: &'static GameChoice) -> Keymap {
        let table = KeyTable {
            games: std::slice::from_ref(game),
            lobby: &KeyRows::NONE,
        };
        Keymap::with(table, &[]).expect("a game's default keys do not conflict")
    }

    /// The games and the lobby whose keys these are.
    pub fn table(&self) -> KeyTable {
        self.table
    }

    /// The games the app plays, in the registry's order.
    pub fn games(&self) -> &'static [GameChoice] {
        self.table.games
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

/// Two key maps are the same when they give the same keys to the same actions.
impl PartialEq for Keymap {
    fn eq(&self, other: &Keymap) -> bool {
        self.keys == other.keys && self.bindings == other.bindings && self.lobby == other.lobby
    }
}

impl Eq for Keymap {}

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
