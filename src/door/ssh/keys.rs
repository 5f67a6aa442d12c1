//! Keys over ssh: the client's terminal sends bytes (escape sequences for arrows,
//! function keys, the mouse, a paste), and terminput reads them as events, which are
//! given to the app as the events its own terminal's reader gives (crossterm's), so
//! the key table, rebinding and help work the same at both.
//!
//! An escape byte alone may be the Esc key or the start of a sequence cut in two by
//! the network: it waits a moment for what follows (`ESC_WAIT`), as terminals' own
//! readers do.

use ratatui::crossterm::event as ct;
use std::time::Duration;
use terminput as ti;

/// How long a lone escape byte waits for the rest of a sequence before it is the Esc
/// key.
pub const ESC_WAIT: Duration = Duration::from_millis(30);

/// The longest sequence kept while incomplete (a bracketed paste is one); past it the
/// bytes are dropped, so a client cannot grow it without bound.
const MOST_PENDING: usize = 16 * 1024;

const PASTE_START: &[u8] = b"\x1b[200~";
const PASTE_END: &[u8] = b"\x1b[201~";

/// Bytes read but not yet an event.
#[derive(Debug, Default)]
pub struct KeyReader {
    pending: Vec<u8>,
    /// Inside a paste too long to keep: its bytes are dropped, not read as keys,
    /// until its end; the last few are kept to see the end come.
    skipping: Option<Vec<u8>>,
}

impl KeyReader {
    /// The events `bytes` complete, in order. A lone escape at the end waits: see
    /// `waiting` and `timed_out`.
    pub fn read(&mut self, bytes: &[u8]) -> Vec<ct::Event> {
        let mut events = Vec::new();
        for (i, &byte) in bytes.iter().enumerate() {
            if let Some(tail) = self.skipping.as_mut() {
                tail.push(byte);
                if tail.ends_with(PASTE_END) {
                    self.skipping = None;
                } else if tail.len() > PASTE_END.len() {
                    tail.remove(0);
                }
                continue;
            }
            self.pending.push(byte);
            let more = i + 1 < bytes.len();
            // An escape with more bytes behind it starts a sequence.
            if self.pending == [0x1b] && more {
                continue;
            }
            if self.pending == [0x1b] {
                return events;
            }
            self.parse(&mut events);
        }
        events
    }

    /// Whether a lone escape waits for the rest of its sequence.
    pub fn waiting(&self) -> bool {
        self.pending == [0x1b]
    }

    /// Nothing followed the lone escape in time: it was the Esc key.
    pub fn timed_out(&mut self) -> Vec<ct::Event> {
        let mut events = Vec::new();
        if self.waiting() {
            self.parse(&mut events);
        }
        events
    }

    fn parse(&mut self, events: &mut Vec<ct::Event>) {
        match ti::Event::parse_from(&self.pending) {
            Ok(Some(event)) => {
                self.pending.clear();
                events.extend(to_crossterm(event));
            }
            // A sequence not yet complete.
            Ok(None) if self.pending.len() < MOST_PENDING => {}
            // A paste too long to take: the rest of it is dropped too.
            Ok(None) if self.pending.starts_with(PASTE_START) => {
                self.pending.clear();
                self.skipping = Some(Vec::new());
            }
            // Not a sequence anyone sends, or one too long to be honest: dropped.
            Ok(None) | Err(_) => self.pending.clear(),
        }
    }
}

/// terminput's event as crossterm's, if the app has a use for it.
fn to_crossterm(event: ti::Event) -> Option<ct::Event> {
    Some(match event {
        ti::Event::Key(key) => ct::Event::Key(key_event(key)?),
        ti::Event::Mouse(mouse) => ct::Event::Mouse(mouse_event(mouse)?),
        ti::Event::Paste(text) => ct::Event::Paste(text),
        ti::Event::FocusGained => ct::Event::FocusGained,
        ti::Event::FocusLost => ct::Event::FocusLost,
        // A window's size comes with ssh's window-change request, not in the bytes.
        ti::Event::Resize { .. } => return None,
    })
}

fn key_event(key: ti::KeyEvent) -> Option<ct::KeyEvent> {
    let code = match key.code {
        ti::KeyCode::Char(c) => ct::KeyCode::Char(c),
        ti::KeyCode::Enter => ct::KeyCode::Enter,
        ti::KeyCode::Esc => ct::KeyCode::Esc,
        ti::KeyCode::Tab => ct::KeyCode::Tab,
        ti::KeyCode::Backspace => ct::KeyCode::Backspace,
        ti::KeyCode::Delete => ct::KeyCode::Delete,
        ti::KeyCode::Insert => ct::KeyCode::Insert,
        ti::KeyCode::Left => ct::KeyCode::Left,
        ti::KeyCode::Right => ct::KeyCode::Right,
        ti::KeyCode::Up => ct::KeyCode::Up,
        ti::KeyCode::Down => ct::KeyCode::Down,
        ti::KeyCode::Home => ct::KeyCode::Home,
        ti::KeyCode::End => ct::KeyCode::End,
        ti::KeyCode::PageUp => ct::KeyCode::PageUp,
        ti::KeyCode::PageDown => ct::KeyCode::PageDown,
        ti::KeyCode::F(n) => ct::KeyCode::F(n),
        _ => return None,
    };
    let kind = match key.kind {
        ti::KeyEventKind::Press => ct::KeyEventKind::Press,
        ti::KeyEventKind::Repeat => ct::KeyEventKind::Repeat,
        ti::KeyEventKind::Release => ct::KeyEventKind::Release,
    };
    Some(ct::KeyEvent::new_with_kind(
        code,
        modifiers(key.modifiers),
        kind,
    ))
}

fn modifiers(from: ti::KeyModifiers) -> ct::KeyModifiers {
    let mut to = ct::KeyModifiers::NONE;
    for (ti, ct) in [
        (ti::KeyModifiers::SHIFT, ct::KeyModifiers::SHIFT),
        (ti::KeyModifiers::CTRL, ct::KeyModifiers::CONTROL),
        (ti::KeyModifiers::ALT, ct::KeyModifiers::ALT),
    ] {
        if from.contains(ti) {
            to |= ct;
        }
    }
    to
}

fn mouse_event(mouse: ti::MouseEvent) -> Option<ct::MouseEvent> {
    let button = |b: ti::MouseButton| match b {
        ti::MouseButton::Left => Some(ct::MouseButton::Left),
        ti::MouseButton::Right => Some(ct::MouseButton::Right),
        ti::MouseButton::Middle => Some(ct::MouseButton::Middle),
        _ => None,
    };
    let kind = match mouse.kind {
        ti::MouseEventKind::Down(b) => ct::MouseEventKind::Down(button(b)?),
        ti::MouseEventKind::Up(b) => ct::MouseEventKind::Up(button(b)?),
        ti::MouseEventKind::Drag(b) => ct::MouseEventKind::Drag(button(b)?),
        ti::MouseEventKind::Moved => ct::MouseEventKind::Moved,
        _ => return None,
    };
    Some(ct::MouseEvent {
        kind,
        column: mouse.column,
        row: mouse.row,
        modifiers: modifiers(mouse.modifiers),
    })
}

#[cfg(test)]
#[path = "keys_tests.rs"]
mod tests;
