//! Names as the server tells them apart: folded so that a name that looks like one
//! already held is the same name (refused as taken), and names read from an old
//! database cut to what a name may be now before they are shown to anyone.
//!
//! The fold is Unicode's: NFKC (fullwidth `Ａ` is `A`), full case folding, and the
//! confusables skeleton of UTS #39 (Cyrillic `а` is `a`, `I` is `l`, `rn` is `m`), with
//! combining marks dropped and runs of spaces made one; and, for what that skeleton
//! misses, two tables of our own (`lookalikes`): letters of other scripts drawn as
//! Latin ones (Coptic `Ⲁ`, Armenian `Լ`, Cherokee `Ꮖ`), mapped before the skeleton,
//! and letters that look like others side by side (`d` and `cl`, `w` and `vv`, `m`
//! and `rn`) or a digit like a letter (`5` and `s`), mapped in the finished key. The
//! skeleton maps characters as they look, and case changes looks (`I` and `l` look
//! alike, `i` and `l` do not), so each name has two keys: the skeleton of the
//! case-folded name and the case-folded skeleton of the name. A new name is taken
//! when either of its keys is held.
//!
//! Changing the fold changes keys: the keys a database holds from an older fold
//! stay, and the server adds each player's keys by today's fold at start
//! (`db::hold_names`), so the first player read holds a key two names now share.

use caseless::default_case_fold_str;
use connect4_game::player_name::{NAME_MAX_BYTES, NAME_MAX_CHARS, NAME_MAX_WIDTH, is_valid_name};
use unicode_normalization::UnicodeNormalization;
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};
use unicode_security::skeleton;
use unicode_width::UnicodeWidthChar;

mod lookalikes;

/// The keys under which a player holds `name`: a new name is refused if it shares
/// either with a name already held.
pub fn name_keys(name: &str) -> [String; 2] {
    // Our table before NFKC too: it writes the lunate sigma `Ϲ`, drawn as a C, as `Σ`.
    let compatible: String = lookalikes::latin_letters(name.trim()).nfkc().collect();
    let case_first = prototypes(&default_case_fold_str(&compatible));
    let skeleton_first = prototypes(&compatible);
    [tidy(&case_first), tidy(&skeleton_first)]
}

/// Each character as the letters it looks like: our table of other scripts' letters
/// first (`Ⲁ` to `A`), then the skeleton (so what ours gives is mapped on by it).
fn prototypes(text: &str) -> String {
    skeleton(&lookalikes::latin_letters(text)).collect()
}

/// A skeleton case-folded (its prototypes may be capitals), without its combining
/// marks (a name that differs from another only by accents or marks is that name),
/// with its spaces made single, and what looks like other letters once folded
/// written as those (`d` as `cl`: after the marks are gone, so `ḍ` is too).
fn tidy(skeleton: &str) -> String {
    let folded: String = default_case_fold_str(skeleton)
        .nfd()
        .filter(|&c| !is_nonspacing_mark(c))
        .collect();
    lookalikes::folded_prototypes(&folded.split_whitespace().collect::<Vec<_>>().join(" "))
}

fn is_nonspacing_mark(c: char) -> bool {
    matches!(
        c.general_category(),
        GeneralCategory::NonspacingMark | GeneralCategory::EnclosingMark
    )
}

/// A stored name as the server shows it: as it is if it is a name by today's rules.
/// A database from before them may hold anything that was once valid (a letter and
/// a thousand zero-width spaces): such a name is shown without its invisible and
/// control characters, cut to today's bounds, or as `player N` if nothing is left.
pub fn shown_name(stored: &str, id: i64) -> String {
    if is_valid_name(stored) {
        return stored.to_string();
    }
    let mut shown = String::new();
    let (mut chars, mut width) = (0, 0);
    for c in stored
        .trim()
        .chars()
        .filter(|&c| is_valid_name(&format!("x{c}")))
    {
        let c_width = c.width().unwrap_or(0);
        if chars + 1 > NAME_MAX_CHARS
            || shown.len() + c.len_utf8() > NAME_MAX_BYTES
            || width + c_width > NAME_MAX_WIDTH
        {
            break;
        }
        shown.push(c);
        chars += 1;
        width += c_width;
    }
    let shown = shown.trim();
    if is_valid_name(shown) {
        shown.to_string()
    } else {
        format!("player {id}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn same_name(a: &str, b: &str) -> bool {
        let (a, b) = (name_keys(a), name_keys(b));
        a.iter().any(|key| b.contains(key))
    }

    #[test]
    fn look_alikes_of_a_name_are_that_name() {
        for alike in [
            "alice",
            "ALICE",
            " Alice ",
            "\u{410}lice",
            "Alic\u{435}",
            "\u{391}lice",
            "\u{ff21}\u{ff4c}\u{ff49}\u{ff43}\u{ff45}",
            "Al\u{131}ce",
            "AIice",
            "A1ice",
            "A|ice",
            "Alicé",
            "Alice\u{0301}",
            "\u{1d400}\u{1d425}\u{1d422}\u{1d41c}\u{1d41e}",
        ] {
            assert!(same_name("Alice", alike), "{alike:?}");
        }
    }

    #[test]
    fn other_names_stay_apart() {
        for other in ["Alicia", "Alie", "Bob", "Al ice", "Malice"] {
            assert!(!same_name("Alice", other), "{other:?}");
        }
        assert!(same_name("Straße", "STRASSE"), "full case folding");
        assert!(same_name("Emma", "Ernrna"), "rn looks like m");
        assert!(same_name("ann  bob", "ann bob"), "runs of spaces");
    }

    #[test]
    fn an_old_name_is_shown_cut_to_todays_bounds() {
        assert_eq!(shown_name("Alice", 1), "Alice");
        let padded = format!("a{}", "\u{200b}".repeat(1340));
        assert_eq!(shown_name(&padded, 7), "a");
        assert_eq!(shown_name(&"\u{200b}".repeat(50), 7), "player 7");
        let long = "w".repeat(300);
        assert_eq!(shown_name(&long, 1), "w".repeat(NAME_MAX_WIDTH));
        let crowded = "日".repeat(100);
        assert!(is_valid_name(&shown_name(&crowded, 1)));
    }
}
