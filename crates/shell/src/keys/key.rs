//! A key press as the app sees it, whatever reads the keyboard (a terminal library
//! today, a browser later), and the names a config file writes keys with: `q`, `?`,
//! `enter`, `space`, `left`, `ctrl-z`.

use std::fmt;
use std::str::FromStr;

/// One key, with Ctrl held or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KeyPress {
    pub key: Key,
    pub ctrl: bool,
}

/// The keys the game can be played with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    /// A visible character (case matters: `Y` is not `y`).
    Char(char),
    Enter,
    Esc,
    Space,
    Tab,
    Backspace,
    Left,
    Right,
    Up,
    Down,
    Home,
    End,
    PageUp,
    PageDown,
}

/// The named keys and how a config file writes them.
const NAMED: [(Key, &str, &str); 13] = [
    (Key::Enter, "enter", "Enter"),
    (Key::Esc, "esc", "Esc"),
    (Key::Space, "space", "Space"),
    (Key::Tab, "tab", "Tab"),
    (Key::Backspace, "backspace", "Backspace"),
    (Key::Left, "left", "Left"),
    (Key::Right, "right", "Right"),
    (Key::Up, "up", "Up"),
    (Key::Down, "down", "Down"),
    (Key::Home, "home", "Home"),
    (Key::End, "end", "End"),
    (Key::PageUp, "pageup", "PageUp"),
    (Key::PageDown, "pagedown", "PageDown"),
];

impl KeyPress {
    pub const fn plain(key: Key) -> KeyPress {
        KeyPress { key, ctrl: false }
    }

    pub const fn ctrl(c: char) -> KeyPress {
        KeyPress {
            key: Key::Char(c),
            ctrl: true,
        }
    }
}

/// A key name that is not one: what a config error says is allowed.
pub const KEY_NAMES: &str = "a single character ('q', '?'), one of enter, esc, space, tab, \
     backspace, left, right, up, down, home, end, pageup, pagedown, or ctrl- before a \
     letter ('ctrl-z')";

impl FromStr for KeyPress {
    type Err = ();

    /// `q`, `Q`, `?`, `enter`, `ctrl-z`. Named keys and `ctrl-` ignore case.
    fn from_str(text: &str) -> Result<KeyPress, ()> {
        let lower = text.to_ascii_lowercase();
        if let Some(letter) = lower.strip_prefix("ctrl-") {
            let mut chars = letter.chars();
            return match (chars.next(), chars.next()) {
                (Some(c), None) if c.is_ascii_alphabetic() => Ok(KeyPress::ctrl(c)),
                _ => Err(()),
            };
        }
        if let Some((key, _, _)) = NAMED.iter().find(|(_, name, _)| *name == lower) {
            return Ok(KeyPress::plain(*key));
        }
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(' '), None) => Ok(KeyPress::plain(Key::Space)),
            (Some(c), None) if !c.is_control() && !c.is_whitespace() => {
                Ok(KeyPress::plain(Key::Char(c)))
            }
            _ => Err(()),
        }
    }
}

impl fmt::Display for KeyPress {
    /// As the help shows it: `q`, `Enter`, `Ctrl-Z`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.ctrl, self.key) {
            (true, Key::Char(c)) => write!(f, "Ctrl-{}", c.to_ascii_uppercase()),
            (_, Key::Char(c)) => write!(f, "{c}"),
            (_, key) => {
                let (_, _, shown) = NAMED.iter().find(|(k, _, _)| *k == key).expect("named");
                f.write_str(shown)
            }
        }
    }
}

impl KeyPress {
    /// As a config file writes it: `q`, `enter`, `ctrl-z`.
    pub fn config_name(&self) -> String {
        match (self.ctrl, self.key) {
            (true, Key::Char(c)) => format!("ctrl-{c}"),
            (_, Key::Char(c)) => c.to_string(),
            (_, key) => {
                let (_, name, _) = NAMED.iter().find(|(k, _, _)| *k == key).expect("named");
                name.to_string()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_and_write_back() {
        for name in [
            "q", "Y", "?", "enter", "space", "left", "ctrl-z", "pagedown",
        ] {
            let key: KeyPress = name.parse().unwrap();
            assert_eq!(key.config_name(), name);
        }
        assert_eq!("ENTER".parse::<KeyPress>(), Ok(KeyPress::plain(Key::Enter)));
        assert_eq!("Ctrl-Y".parse::<KeyPress>(), Ok(KeyPress::ctrl('y')));
    }

    #[test]
    fn shown_as_the_help_writes_them() {
        assert_eq!(KeyPress::ctrl('z').to_string(), "Ctrl-Z");
        assert_eq!(KeyPress::plain(Key::Enter).to_string(), "Enter");
        assert_eq!(KeyPress::plain(Key::Char('?')).to_string(), "?");
    }

    #[test]
    fn anything_else_is_refused() {
        for bad in [
            "",
            "qq",
            "ctrl-",
            "ctrl-1",
            "ctrl-shift-q",
            "f13",
            "\u{1b}",
            "\t",
        ] {
            assert!(bad.parse::<KeyPress>().is_err(), "{bad:?}");
        }
    }
}
