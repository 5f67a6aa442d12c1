//! The bytes terminals send, read as the app's terminal reader would give them.

use super::*;
use ct::{Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEventKind};

fn keys(bytes: &[u8]) -> Vec<Event> {
    KeyReader::default().read(bytes)
}

fn key(code: KeyCode) -> Event {
    Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

#[test]
fn letters_enter_and_backspace() {
    assert_eq!(
        keys(b"q\r\x7f"),
        [
            key(KeyCode::Char('q')),
            key(KeyCode::Enter),
            key(KeyCode::Backspace)
        ]
    );
}

#[test]
fn arrows_home_end_and_function_keys() {
    assert_eq!(
        keys(b"\x1b[D\x1b[C\x1bOA\x1b[B\x1b[H\x1b[F\x1b[4~\x1bOP\x1b[15~"),
        [
            key(KeyCode::Left),
            key(KeyCode::Right),
            key(KeyCode::Up),
            key(KeyCode::Down),
            key(KeyCode::Home),
            key(KeyCode::End),
            key(KeyCode::End),
            key(KeyCode::F(1)),
            key(KeyCode::F(5)),
        ]
    );
}

#[test]
fn ctrl_and_alt_combinations() {
    assert_eq!(
        keys(b"\x03\x1bx\x1b[1;5C"),
        [
            Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)),
            Event::Key(KeyEvent::new(KeyCode::Char('x'), KeyModifiers::ALT)),
            Event::Key(KeyEvent::new(KeyCode::Right, KeyModifiers::CONTROL)),
        ]
    );
}

#[test]
fn a_ctrl_letter_is_the_apps_ctrl_key() {
    let press = match keys(b"\x1a").as_slice() {
        [Event::Key(k)] => crate::shell::key_press(*k),
        other => panic!("{other:?}"),
    };
    let press = press.unwrap();
    assert!(press.ctrl);
    assert_eq!(press.key, crate::shell::Key::Char('z'));
}

#[test]
fn sgr_mouse_presses_and_moves() {
    let events = keys(b"\x1b[<0;12;5M\x1b[<35;3;4M");
    let [Event::Mouse(press), Event::Mouse(moved)] = events.as_slice() else {
        panic!("{events:?}");
    };
    assert_eq!(press.kind, MouseEventKind::Down(MouseButton::Left));
    assert_eq!((press.column, press.row), (11, 4));
    assert_eq!(moved.kind, MouseEventKind::Moved);
    assert_eq!((moved.column, moved.row), (2, 3));
}

#[test]
fn a_bracketed_paste_is_one_event() {
    assert_eq!(
        keys(b"\x1b[200~qqq\r\x1b[201~"),
        [Event::Paste("qqq\r".into())]
    );
}

#[test]
fn a_sequence_cut_in_two_is_read_whole() {
    let mut reader = KeyReader::default();
    assert!(reader.read(b"\x1b").is_empty());
    assert!(reader.waiting());
    assert_eq!(reader.read(b"[A"), [key(KeyCode::Up)]);
    assert!(reader.read(b"\x1b[").is_empty());
    assert_eq!(reader.read(b"B"), [key(KeyCode::Down)]);
}

#[test]
fn a_lone_escape_is_esc_once_nothing_follows() {
    let mut reader = KeyReader::default();
    assert!(reader.read(b"\x1b").is_empty());
    assert_eq!(reader.timed_out(), [key(KeyCode::Esc)]);
    assert!(!reader.waiting());
    assert!(reader.timed_out().is_empty());
}

#[test]
fn utf8_letters_arrive_whole() {
    assert_eq!(keys("é".as_bytes()), [key(KeyCode::Char('é'))]);
}

#[test]
fn garbage_is_dropped_and_reading_goes_on() {
    assert_eq!(keys(b"\x1b[999;999;999Zq"), [key(KeyCode::Char('q'))]);
    let mut reader = KeyReader::default();
    let flood = vec![b'x'; MOST_PENDING * 2];
    let mut paste = b"\x1b[200~".to_vec();
    paste.extend(&flood);
    assert!(reader.read(&paste).is_empty());
    assert!(reader.pending.len() < MOST_PENDING);
    assert!(reader.read(b"more x").is_empty());
    assert_eq!(reader.read(b"\x1b[201~q"), [key(KeyCode::Char('q'))]);
}
