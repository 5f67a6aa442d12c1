//! The one place where keys and mouse events become messages: the key table
//! (`actions`) with the config's `[keys]` on top, looked up by where the key is read.

use super::actions::{ACTIONS, Action, Context};
use super::key::{Key, KeyPress};
use super::{Message, Mode};
use crate::game::column_from_char;
use crate::ui::BoardGeometry;
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use std::collections::HashMap;

/// The keys in effect: each action's keys, and what each key does where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Keymap {
    keys: HashMap<Action, Vec<KeyPress>>,
    bindings: HashMap<(Context, KeyPress), Action>,
}

/// Two actions given one key where both are read.
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
    pub fn with(chosen: &[(Action, Vec<KeyPress>)]) -> Result<Keymap, KeyConflict> {
        let mut keymap = Keymap {
            keys: HashMap::new(),
            bindings: HashMap::new(),
        };
        for info in &ACTIONS {
            let keys = match chosen.iter().find(|(action, _)| *action == info.action) {
                Some((_, keys)) => keys.clone(),
                None => info
                    .default_keys
                    .iter()
                    .map(|name| name.parse().expect("default key names are valid"))
                    .collect(),
            };
            for &key in &keys {
                for &context in info.contexts {
                    if let Some(&first) = keymap.bindings.get(&(context, key)) {
                        let second = info.action;
                        return Err(KeyConflict { key, first, second });
                    }
                    keymap.bindings.insert((context, key), info.action);
                }
            }
            keymap.keys.insert(info.action, keys);
        }
        Ok(keymap)
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

    /// The message a key press means in this mode. Ctrl-C always quits at once, and
    /// on the board a digit no action took puts the hover on its column.
    pub fn message(&self, mode: Mode, key: KeyPress) -> Option<Message> {
        if key == KeyPress::ctrl('c') {
            return Some(Message::ForceQuit);
        }
        let context = Context::of(mode);
        if let Some(action) = self.bindings.get(&(context, key)) {
            return Some(action.message(context));
        }
        match (context, key) {
            (
                Context::Board,
                KeyPress {
                    key: Key::Char(c),
                    ctrl: false,
                },
            ) => Some(Message::HoverColumn(column_from_char(c)?)),
            _ => None,
        }
    }
}

/// The message a terminal key event means. Repeats and releases mean nothing: some
/// terminals report them, and a held key must not drop a column full of discs.
pub fn key_to_message(keymap: &Keymap, mode: Mode, key: KeyEvent) -> Option<Message> {
    if key.kind != KeyEventKind::Press {
        return None;
    }
    keymap.message(mode, key_press(key)?)
}

/// A terminal key event as the app's key, if it is one the app knows.
fn key_press(event: KeyEvent) -> Option<KeyPress> {
    let key = match event.code {
        KeyCode::Char(' ') => Key::Space,
        KeyCode::Char(c) => Key::Char(c),
        KeyCode::Enter => Key::Enter,
        KeyCode::Esc => Key::Esc,
        KeyCode::Tab => Key::Tab,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::Left => Key::Left,
        KeyCode::Right => Key::Right,
        KeyCode::Up => Key::Up,
        KeyCode::Down => Key::Down,
        KeyCode::Home => Key::Home,
        KeyCode::End => Key::End,
        KeyCode::PageUp => Key::PageUp,
        KeyCode::PageDown => Key::PageDown,
        _ => return None,
    };
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    let key = match (ctrl, key) {
        // Terminals report Ctrl with the letter in either case.
        (true, Key::Char(c)) => Key::Char(c.to_ascii_lowercase()),
        (_, key) => key,
    };
    Some(KeyPress { key, ctrl })
}

/// The message a mouse event means: hovering a column moves the marker, a left click
/// drops there. `board` says where the board is on screen.
pub fn mouse_to_message(mode: Mode, board: &BoardGeometry, mouse: MouseEvent) -> Option<Message> {
    if !matches!(mode, Mode::Playing | Mode::GameOver) {
        return None;
    }
    let column = board.column_at(mouse.column, mouse.row)?;
    match mouse.kind {
        MouseEventKind::Moved | MouseEventKind::Drag(MouseButton::Left) => {
            Some(Message::HoverColumn(column))
        }
        MouseEventKind::Down(MouseButton::Left) => Some(Message::DropAt(column)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_is_reachable_with_the_default_keys() {
        let keymap = Keymap::default();
        for info in &ACTIONS {
            let key = keymap.keys(info.action)[0];
            for &context in info.contexts {
                assert_eq!(keymap.bindings.get(&(context, key)), Some(&info.action));
            }
        }
    }

    #[test]
    fn a_key_given_to_two_actions_where_both_are_read_is_refused() {
        let u = "u".parse().unwrap();
        let conflict = Keymap::with(&[(Action::Redo, vec![u])]).unwrap_err();
        assert_eq!(
            (conflict.first, conflict.second),
            (Action::Undo, Action::Redo)
        );
        // The same key in two places that never overlap is fine: n is "new match" on
        // the board and "no" in a question.
        assert!(Keymap::with(&[]).is_ok());
    }

    #[test]
    fn rebinding_moves_the_action_to_the_new_key() {
        let x: KeyPress = "x".parse().unwrap();
        let keymap = Keymap::with(&[(Action::Drop, vec![x])]).unwrap();
        assert_eq!(keymap.message(Mode::Playing, x), Some(Message::Drop));
        let enter = KeyPress::plain(Key::Enter);
        assert_eq!(keymap.message(Mode::Playing, enter), None);
    }
}
