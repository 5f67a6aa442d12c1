//! The one-line text entry of the naming screen: what was typed, and what is wrong
//! with it as a name. The rule is the games' common crate's `name_fault`, the one the
//! server checks; here it only gains the width typed when a name is too wide.

use connect4_classic::game::{NAME_MAX_WIDTH, NameFault, is_valid_name, name_fault};
use unicode_width::UnicodeWidthChar;

/// The most characters kept: twice a name's widest, so a name too long is seen to
/// be, while a flood of pasted text stays small.
pub const MOST_TYPED: usize = 2 * NAME_MAX_WIDTH;

/// The name as typed so far.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NameEntry {
    /// Every character typed, untrimmed and unescaped (escaped when drawn).
    pub text: String,
    /// Enter was pressed on a name that is not one, and nothing was typed since:
    /// an empty entry's reason is said only then, not before the first key.
    pub tried: bool,
}

impl NameEntry {
    /// Adds one character at the end, unless the entry is full.
    pub fn push(&mut self, c: char) {
        if self.text.chars().count() < MOST_TYPED {
            self.text.push(c);
        }
        self.tried = false;
    }

    /// Takes back the last character.
    pub fn erase(&mut self) {
        self.text.pop();
        self.tried = false;
    }

    /// The name typed, without the spaces around it, if it is a valid name.
    pub fn name(&self) -> Option<&str> {
        let name = self.text.trim();
        is_valid_name(name).then_some(name)
    }

    /// Why what was typed is not a name, when it is worth saying: as soon as there
    /// is something typed, or after Enter on nothing.
    pub fn problem(&self) -> Option<String> {
        if self.name().is_some() || (self.text.is_empty() && !self.tried) {
            return None;
        }
        let name = self.text.trim();
        let fault = name_fault(name)?;
        if fault == NameFault::TooWide {
            let width: usize = name.chars().filter_map(UnicodeWidthChar::width).sum();
            return Some(format!(
                "A name is at most {NAME_MAX_WIDTH} columns wide (this one is {width})"
            ));
        }
        if let NameFault::Hidden(_) = fault {
            // The code point the terminal and the server name would not fit the box.
            return Some("A name cannot hold invisible, control or direction characters".into());
        }
        let said = fault.to_string();
        let mut letters = said.chars();
        Some(letters.next().map_or(String::new(), |first| {
            first.to_uppercase().chain(letters).collect()
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(text: &str) -> NameEntry {
        let mut entry = NameEntry::default();
        text.chars().for_each(|c| entry.push(c));
        entry
    }

    #[test]
    fn a_name_is_trimmed_and_may_be_any_script() {
        assert_eq!(typed("  Zoë O'Neil ").name(), Some("Zoë O'Neil"));
        assert_eq!(typed("李小龍").name(), Some("李小龍"));
        assert_eq!(typed("ann").problem(), None);
    }

    #[test]
    fn each_kind_of_bad_name_says_why() {
        let nothing = typed("   ").problem().unwrap();
        assert!(nothing.contains("visible"), "{nothing}");
        let long = typed(&"w".repeat(21)).problem().unwrap();
        assert!(long.contains("(this one is 21)"), "{long}");
        let control = typed("ann\u{1b}[2J").problem().unwrap();
        assert!(control.contains("control"), "{control}");
        let bidi = typed("ann\u{202e}").problem().unwrap();
        assert!(bidi.contains("direction"), "{bidi}");
        let hidden = typed("a\u{200b}nn").problem().unwrap();
        assert!(
            hidden.starts_with("A name cannot hold invisible"),
            "{hidden}"
        );
        let long = typed(&"\u{e9}".repeat(33)).problem().unwrap();
        assert!(long.contains("32 characters"), "{long}");
    }

    #[test]
    fn an_empty_entry_says_nothing_until_enter_and_typing_clears_that() {
        let mut entry = NameEntry::default();
        assert_eq!(entry.problem(), None);
        entry.tried = true;
        assert!(entry.problem().is_some());
        entry.push('a');
        entry.erase();
        assert_eq!(entry.problem(), None);
    }

    #[test]
    fn the_entry_stops_growing_when_full() {
        let entry = typed(&"x".repeat(MOST_TYPED + 5));
        assert_eq!(entry.text.chars().count(), MOST_TYPED);
        let mut entry = typed("é");
        entry.erase();
        assert_eq!(entry.text, "", "a whole character is taken back");
    }
}
