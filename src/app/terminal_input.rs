//! The terminal's keys and mouse as the app's: crossterm's events turned into
//! [`KeyPress`] and [`Pointer`], then into messages by the key map.

use super::keymap::{Pointer, PointerAction, pointer_to_message};
use super::{Key, KeyPress, Keymap, Message, Mode};
use crate::ui::BoardGeometry;
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

/// The message a terminal key event means in Connect 4.
pub fn key_to_message(keymap: &Keymap, mode: Mode, key: KeyEvent) -> Option<Message> {
    keymap.message(mode, key_press(key)?)
}

/// A terminal key event as the app's key, if it is one the app knows. Repeats and
/// releases mean nothing: some terminals report them, and a held key must not drop a
/// column full of discs.
pub fn key_press(event: KeyEvent) -> Option<KeyPress> {
    if event.kind != KeyEventKind::Press {
        return None;
    }
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

/// The message a mouse event means in Connect 4: hovering a column moves the marker,
/// a left click drops there. `board` says where the board is on screen.
pub fn mouse_to_message(mode: Mode, board: &BoardGeometry, mouse: MouseEvent) -> Option<Message> {
    pointer_to_message(mode, board, pointer(mouse)?)
}

/// A terminal mouse event as the app's pointer: a move (or a drag with the left
/// button) hovers, a left press presses; anything else means nothing.
pub fn pointer(mouse: MouseEvent) -> Option<Pointer> {
    let action = match mouse.kind {
        MouseEventKind::Moved | MouseEventKind::Drag(MouseButton::Left) => PointerAction::Hover,
        MouseEventKind::Down(MouseButton::Left) => PointerAction::Press,
        _ => return None,
    };
    Some(Pointer {
        action,
        x: mouse.column,
        y: mouse.row,
    })
}
