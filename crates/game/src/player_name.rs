//! What a player's name may be: something visible, bounded in columns, characters and
//! bytes, and free of every character that shows nothing or changes what is around
//! it, so a name can neither break a layout nor hide inside another name.

use std::fmt;
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};
use unicode_width::UnicodeWidthChar;

/// The widest a player's name may be, in terminal columns: wide enough for any real
/// name, narrow enough for the side panel.
pub const NAME_MAX_WIDTH: usize = 20;

/// The most characters in a name. Columns alone do not bound a name: marks and other
/// characters of no width add none.
pub const NAME_MAX_CHARS: usize = 32;

/// The most bytes of UTF-8 in a name: every message that carries names stays small.
pub const NAME_MAX_BYTES: usize = 64;

/// The most combining marks one character may carry: enough for Vietnamese, Thai or
/// Devanagari written with separate marks, too few to pile marks over a line.
pub const NAME_MAX_MARKS: usize = 3;

/// Why a text is not a name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameFault {
    /// Nothing visible in it.
    Empty,
    /// More than [`NAME_MAX_WIDTH`] columns.
    TooWide,
    /// More than [`NAME_MAX_CHARS`] characters or [`NAME_MAX_BYTES`] bytes.
    TooLong,
    /// A control, format, invisible or unassigned character, or a space other than
    /// the plain one.
    Hidden(char),
    /// A combining mark with no letter under it, or too many on one.
    StrayMark,
}

impl fmt::Display for NameFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameFault::Empty => write!(f, "a name needs something visible in it"),
            NameFault::TooWide => write!(f, "a name is at most {NAME_MAX_WIDTH} columns wide"),
            NameFault::TooLong => write!(
                f,
                "a name is at most {NAME_MAX_CHARS} characters and {NAME_MAX_BYTES} bytes long"
            ),
            NameFault::Hidden(c) => write!(
                f,
                "a name cannot hold invisible, control or direction characters (U+{:04X})",
                u32::from(*c)
            ),
            NameFault::StrayMark => write!(
                f,
                "a combining mark needs a letter under it, and at most {NAME_MAX_MARKS} on one"
            ),
        }
    }
}

/// Whether `name` (already trimmed) can be shown as a player's name: see [`name_fault`].
pub fn is_valid_name(name: &str) -> bool {
    name_fault(name).is_none()
}

/// What is wrong with `name` (already trimmed) as a player's name, if anything. A name
/// is at most [`NAME_MAX_WIDTH`] columns, [`NAME_MAX_CHARS`] characters and
/// [`NAME_MAX_BYTES`] bytes; it holds no control, format (Cf: zero-width spaces and
/// joiners, the BOM, soft hyphens, tags, direction controls), unassigned or private
/// character, no default-ignorable one (variation selectors, Hangul fillers), no line
/// or paragraph separator, no space but U+0020 and no braille blank; and each
/// combining mark sits on a character, at most [`NAME_MAX_MARKS`] to one.
pub fn name_fault(name: &str) -> Option<NameFault> {
    if name.len() > NAME_MAX_BYTES || name.chars().count() > NAME_MAX_CHARS {
        return Some(NameFault::TooLong);
    }
    if let Some(c) = name.chars().find(|&c| is_hidden(c)) {
        return Some(NameFault::Hidden(c));
    }
    if !marks_sit_on_characters(name) {
        return Some(NameFault::StrayMark);
    }
    let width: usize = name.chars().filter_map(|c| c.width()).sum();
    if width == 0 || name.trim().is_empty() {
        Some(NameFault::Empty)
    } else if width > NAME_MAX_WIDTH {
        Some(NameFault::TooWide)
    } else {
        None
    }
}

/// Whether every combining mark follows a character that is neither a space nor the
/// start of the name, with at most [`NAME_MAX_MARKS`] in a row.
fn marks_sit_on_characters(name: &str) -> bool {
    let mut marks = 0;
    let mut on_base = false;
    for c in name.chars() {
        if is_mark(c) {
            marks += 1;
            if !on_base || marks > NAME_MAX_MARKS {
                return false;
            }
        } else {
            marks = 0;
            on_base = c != ' ';
        }
    }
    true
}

fn is_mark(c: char) -> bool {
    matches!(
        c.general_category(),
        GeneralCategory::NonspacingMark
            | GeneralCategory::SpacingMark
            | GeneralCategory::EnclosingMark
    )
}

/// A character that shows nothing, reorders or joins what is around it, or may show
/// anything: never part of a name.
fn is_hidden(c: char) -> bool {
    use GeneralCategory::*;
    let hidden_category = matches!(
        c.general_category(),
        Control | Format | Unassigned | PrivateUse | Surrogate | LineSeparator | ParagraphSeparator
    );
    let other_space = c.general_category() == SpaceSeparator && c != ' ';
    // The braille pattern with no dots is a letter-like symbol that draws nothing.
    hidden_category || other_space || is_default_ignorable(c) || c == '\u{2800}'
}

/// Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt): what a font
/// draws as nothing. Most are Cf, refused anyway; this adds the variation selectors,
/// the Hangul fillers, the combining grapheme joiner and the rest.
fn is_default_ignorable(c: char) -> bool {
    matches!(
        c,
        '\u{00ad}'
            | '\u{034f}'
            | '\u{061c}'
            | '\u{115f}'..='\u{1160}'
            | '\u{17b4}'..='\u{17b5}'
            | '\u{180b}'..='\u{180f}'
            | '\u{200b}'..='\u{200f}'
            | '\u{202a}'..='\u{202e}'
            | '\u{2060}'..='\u{206f}'
            | '\u{3164}'
            | '\u{fe00}'..='\u{fe0f}'
            | '\u{feff}'
            | '\u{ffa0}'
            | '\u{fff0}'..='\u{fff8}'
            | '\u{1bca0}'..='\u{1bca3}'
            | '\u{1d173}'..='\u{1d17a}'
            | '\u{e0000}'..='\u{e0fff}'
    )
}

/// A name as two names are compared by a client: trimmed and lowercased, so "Ann" and
/// " ann" are one name to a client matching the name it was given with the one it
/// remembers. (A server holds names by a stricter key that also folds look-alikes.)
pub fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_any_script_are_names() {
        for name in [
            "Zoë O'Neil",
            "日本語",
            "Nguyê\u{0323}\u{0302}n",
            "กั้ง",
            "क़्षत्रिय",
            "Дмитрий",
            "محمد",
            "😀 Ann",
        ] {
            assert_eq!(name_fault(name), None, "{name:?}");
        }
    }

    #[test]
    fn names_must_be_visible_narrow_and_free_of_controls() {
        assert_eq!(name_fault(""), Some(NameFault::Empty));
        assert!(!is_valid_name("\u{200b}\u{200b}"), "zero-width only");
        assert!(!is_valid_name("a\u{1b}]0;x\u{7}"), "control characters");
        assert!(!is_valid_name("abc\u{202e}def"), "a bidi override");
        let wide = "w".repeat(NAME_MAX_WIDTH + 1);
        assert_eq!(name_fault(&wide), Some(NameFault::TooWide));
    }

    #[test]
    fn names_are_bounded_in_characters_and_bytes_not_only_columns() {
        // One column, thousands of bytes: the attack that broke the lobby.
        let zero_width = format!("a{}", "\u{200b}".repeat(1340));
        assert_eq!(name_fault(&zero_width), Some(NameFault::TooLong));
        // Ten wide characters each carrying three marks: 20 columns, 40 characters.
        let marked = "日\u{20dd}\u{20dd}\u{20dd}".repeat(10);
        assert_eq!(name_fault(&marked), Some(NameFault::TooLong));
        // Sixteen columns, 17 characters of four bytes: 68 bytes.
        assert_eq!(name_fault(&"𐌰".repeat(17)), Some(NameFault::TooLong));
        assert_eq!(name_fault(&"𐌰".repeat(16)), None);
    }

    #[test]
    fn invisible_and_format_characters_are_refused_anywhere() {
        for hidden in [
            '\u{200b}',
            '\u{200c}',
            '\u{200d}',
            '\u{2060}',
            '\u{feff}',
            '\u{00ad}',
            '\u{e0041}',
            '\u{fe0f}',
            '\u{e0100}',
            '\u{2028}',
            '\u{2029}',
            '\u{2800}',
            '\u{3164}',
            '\u{115f}',
            '\u{1160}',
            '\u{ffa0}',
            '\u{00a0}',
            '\u{3000}',
            '\u{180e}',
            '\u{061c}',
            '\u{2066}',
            '\u{e000}',
            '\u{0378}',
        ] {
            for name in [
                format!("{hidden}Alice"),
                format!("Ali{hidden}ce"),
                format!("Alice{hidden}"),
            ] {
                assert_eq!(
                    name_fault(&name),
                    Some(NameFault::Hidden(hidden)),
                    "{name:?}"
                );
            }
        }
        assert!(!is_valid_name("\u{2800}"), "a braille blank alone");
        assert!(!is_valid_name("\u{3164}\u{3164}"), "Hangul fillers alone");
    }

    #[test]
    fn marks_need_a_character_under_them_and_do_not_pile_up() {
        assert_eq!(name_fault("\u{0301}Alice"), Some(NameFault::StrayMark));
        assert_eq!(name_fault("Al \u{0301}ice"), Some(NameFault::StrayMark));
        assert_eq!(name_fault("A\u{0301}\u{0300}\u{0302}lice"), None);
        let piled = format!("A{}lice", "\u{0301}".repeat(NAME_MAX_MARKS + 1));
        assert_eq!(name_fault(&piled), Some(NameFault::StrayMark));
    }

    #[test]
    fn names_compare_trimmed_and_without_case() {
        assert_eq!(name_key(" Ann "), name_key("ann"));
        assert_eq!(name_key("ZOË"), name_key("zoë"), "beyond ASCII too");
        assert_ne!(name_key("ann"), name_key("anne"));
    }
}
