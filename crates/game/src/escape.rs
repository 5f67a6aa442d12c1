//! Text from files, the command line or the environment made safe to print: a
//! terminal obeys control characters, so an escape sequence hidden in a player's name or
//! a config key could retitle the window, clear the screen or hide text.
//!
//! Control characters, bidirectional overrides, zero-width and other invisible format
//! characters are written as Rust-style escapes (`\u{1b}`); everything else, quotes and
//! accents included, is printed as it is.

use std::borrow::Cow;
use std::fmt;
use std::path::Path;

/// `text` with every character a terminal would not simply show written as an escape.
pub fn escape(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut safe = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if needs_escape(c) {
            safe.extend(c.escape_unicode());
        } else {
            safe.push(c);
        }
    }
    Cow::Owned(safe)
}

/// `escape` of a path as `Path::display` would show it.
pub fn escape_path(path: &Path) -> String {
    escape(&path.display().to_string()).into_owned()
}

/// `escape` of `text`, cut to at most `max` characters with `…` after a cut, so a huge
/// value in a file does not fill the screen when it is quoted back.
pub fn escape_cut(text: &str, max: usize) -> String {
    let escaped = escape(text);
    if escaped.chars().count() <= max {
        return escaped.into_owned();
    }
    let mut cut: String = escaped.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// A character that is not shown as itself: what `char::escape_debug` escapes, except
/// the quotes and the backslash, which print fine.
pub fn needs_escape(c: char) -> bool {
    !matches!(c, '"' | '\'' | '\\') && c.escape_debug().nth(1).is_some()
}

/// Displays a `char` escaped, for messages that quote one character.
pub struct EscapedChar(pub char);

impl fmt::Display for EscapedChar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if needs_escape(self.0) {
            write!(f, "{}", self.0.escape_unicode())
        } else {
            write!(f, "{}", self.0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case::osc_title("a\u{1b}]0;owned\u{7}b", "a\\u{1b}]0;owned\\u{7}b")]
    #[case::clear_screen("\u{1b}[2J", "\\u{1b}[2J")]
    #[case::bidi_override("\u{202e}evil", "\\u{202e}evil")]
    #[case::zero_width("a\u{200b}b", "a\\u{200b}b")]
    #[case::newline_and_tab("a\nb\tc", "a\\u{a}b\\u{9}c")]
    #[case::c1_control("\u{9b}31m", "\\u{9b}31m")]
    #[case::plain_text_is_kept("Zoë \"the\" O'Neil \\ 日本", "Zoë \"the\" O'Neil \\ 日本")]
    fn escapes_what_a_terminal_would_obey(#[case] text: &str, #[case] expected: &str) {
        assert_eq!(escape(text), expected);
    }

    #[test]
    fn plain_text_is_not_copied() {
        assert!(matches!(escape("Red"), Cow::Borrowed("Red")));
    }

    #[test]
    fn long_values_are_cut_after_escaping() {
        assert_eq!(escape_cut("abcdef", 4), "abc…");
        assert_eq!(escape_cut("abcd", 4), "abcd");
        assert_eq!(escape_cut("\u{1b}xyz", 5), "\\u{1…");
    }

    #[test]
    fn single_characters_too() {
        assert_eq!(EscapedChar('\u{1b}').to_string(), "\\u{1b}");
        assert_eq!(EscapedChar('x').to_string(), "x");
    }
}
