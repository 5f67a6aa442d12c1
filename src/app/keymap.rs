//! The one place where keys and mouse events become messages, depending on the mode.

use super::{Message, Mode};
use crate::game::column_from_char;
use crate::ui::BoardGeometry;
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

/// The message a key press means in this mode. Repeats and releases mean nothing: some
/// terminals report them, and a held key must not drop a column full of discs.
pub fn key_to_message(mode: Mode, key: KeyEvent) -> Option<Message> {
    if key.kind != KeyEventKind::Press {
        return None;
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match (mode, key.code) {
            (_, KeyCode::Char('c')) => Some(Message::ForceQuit),
            (Mode::Playing | Mode::GameOver, KeyCode::Char('z')) => Some(Message::Undo),
            (Mode::Playing | Mode::GameOver, KeyCode::Char('y')) => Some(Message::Redo),
            _ => None,
        };
    }
    match mode {
        Mode::Help => help_key(key.code),
        Mode::Confirm(_) => confirm_key(key.code),
        Mode::Menu(_) => menu_key(key.code),
        Mode::Notice => notice_key(key.code),
        Mode::Playing | Mode::GameOver => board_key(key.code),
    }
}

fn board_key(code: KeyCode) -> Option<Message> {
    Some(match code {
        KeyCode::Left | KeyCode::Char('h') => Message::HoverLeft,
        KeyCode::Right | KeyCode::Char('l') => Message::HoverRight,
        KeyCode::Enter | KeyCode::Char(' ') => Message::Drop,
        KeyCode::Char('n') => Message::NewMatch,
        KeyCode::Char('?') => Message::ToggleHelp,
        KeyCode::Char('a') => Message::ToggleHints,
        KeyCode::Char('o') => Message::OpenMenu,
        KeyCode::Char('u') => Message::Undo,
        KeyCode::Char('r') => Message::Redo,
        KeyCode::Char('q') | KeyCode::Esc => Message::Quit,
        KeyCode::Char(c) => Message::HoverColumn(column_from_char(c)?),
        _ => return None,
    })
}

fn help_key(code: KeyCode) -> Option<Message> {
    match code {
        KeyCode::Char('?') => Some(Message::ToggleHelp),
        KeyCode::Esc => Some(Message::CloseOverlay),
        KeyCode::Char('q') => Some(Message::Quit),
        _ => None,
    }
}

fn menu_key(code: KeyCode) -> Option<Message> {
    match code {
        KeyCode::Up | KeyCode::Char('k') => Some(Message::MenuUp),
        KeyCode::Down | KeyCode::Char('j') => Some(Message::MenuDown),
        KeyCode::Enter | KeyCode::Char(' ') => Some(Message::MenuSelect),
        KeyCode::Esc | KeyCode::Char('o') => Some(Message::CloseOverlay),
        KeyCode::Char('q') => Some(Message::Quit),
        _ => None,
    }
}

fn notice_key(code: KeyCode) -> Option<Message> {
    match code {
        KeyCode::Enter | KeyCode::Esc | KeyCode::Char(' ') => Some(Message::DismissNotice),
        KeyCode::Char('q') => Some(Message::Quit),
        _ => None,
    }
}

fn confirm_key(code: KeyCode) -> Option<Message> {
    match code {
        KeyCode::Char('y') | KeyCode::Char('Y') | KeyCode::Enter => Some(Message::Confirm),
        KeyCode::Char('n') | KeyCode::Char('N') | KeyCode::Esc => Some(Message::Cancel),
        _ => None,
    }
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
