//! The terminal's keys and mouse as the app's: crossterm's events turned into
//! [`KeyPress`] and [`Pointer`], which a program (a game) turns into its messages.

use crate::keys::keymap::{Pointer, PointerAction};
use crate::{Key, KeyPress};
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

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

/// A terminal mouse event as the app's pointer: a move (or a drag with the left
/// button) hovers, a left press presses; anything else means nothing.
pub fn mouse_pointer(mouse: MouseEvent) -> Option<Pointer> {
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
