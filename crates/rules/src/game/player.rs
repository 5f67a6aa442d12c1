//! The two sides of a match and a pair of values, one per side.

use serde::{Deserialize, Serialize};
use unicode_width::UnicodeWidthChar;

/// A seat at the table. Who moves first alternates between matches, so a
/// player is a seat, not "the first mover".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    One,
    Two,
}

impl Player {
    pub const BOTH: [Player; 2] = [Player::One, Player::Two];

    /// The opponent.
    pub fn other(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }

    /// 0 for player one, 1 for player two: an index into per-player arrays.
    pub fn index(self) -> usize {
        match self {
            Player::One => 0,
            Player::Two => 1,
        }
    }
}

/// The widest a player's name may be, in terminal columns: wide enough for any real
/// name, narrow enough for the side panel.
pub const NAME_MAX_WIDTH: usize = 20;

/// Whether `name` (already trimmed) can be shown as a player's name: not empty, at most
/// [`NAME_MAX_WIDTH`] columns, something visible in it, and no control character or
/// bidirectional override (either would break the layout or reorder the screen).
pub fn is_valid_name(name: &str) -> bool {
    let width: usize = name.chars().filter_map(|c| c.width()).sum();
    let forbidden = |c: char| c.is_control() || is_bidi_control(c);
    width > 0 && width <= NAME_MAX_WIDTH && !name.chars().any(forbidden)
}

/// A name as two names are compared: trimmed and lowercased, so "Ann" and " ann" are
/// one name to a server that holds each name once, and to a client matching the name
/// it was given with the one it remembers.
pub fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// The invisible characters that change the direction of the text around them.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// One value for each player, indexed by [`Player`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash, Serialize, Deserialize)]
pub struct ByPlayer<T> {
    pub one: T,
    pub two: T,
}

impl<T> ByPlayer<T> {
    pub fn new(one: T, two: T) -> Self {
        ByPlayer { one, two }
    }

    pub fn get(&self, player: Player) -> &T {
        match player {
            Player::One => &self.one,
            Player::Two => &self.two,
        }
    }

    pub fn get_mut(&mut self, player: Player) -> &mut T {
        match player {
            Player::One => &mut self.one,
            Player::Two => &mut self.two,
        }
    }
}

impl<T> std::ops::Index<Player> for ByPlayer<T> {
    type Output = T;
    fn index(&self, player: Player) -> &T {
        self.get(player)
    }
}

impl<T> std::ops::IndexMut<Player> for ByPlayer<T> {
    fn index_mut(&mut self, player: Player) -> &mut T {
        self.get_mut(player)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_must_be_visible_narrow_and_free_of_controls() {
        assert!(is_valid_name("Zoë O'Neil"));
        assert!(is_valid_name("日本語"));
        assert!(!is_valid_name(""));
        assert!(!is_valid_name("\u{200b}\u{200b}"), "zero-width only");
        assert!(!is_valid_name("a\u{1b}]0;x\u{7}"), "control characters");
        assert!(!is_valid_name("abc\u{202e}def"), "a bidi override");
        assert!(!is_valid_name(&"w".repeat(NAME_MAX_WIDTH + 1)));
    }

    #[test]
    fn names_compare_trimmed_and_without_case() {
        assert_eq!(name_key(" Ann "), name_key("ann"));
        assert_eq!(name_key("ZOË"), name_key("zoë"), "beyond ASCII too");
        assert_ne!(name_key("ann"), name_key("anne"));
    }

    #[test]
    fn other_swaps_sides() {
        assert_eq!(Player::One.other(), Player::Two);
        assert_eq!(Player::Two.other(), Player::One);
    }

    #[test]
    fn by_player_indexes_each_side() {
        let mut wins = ByPlayer::new(1, 2);
        wins[Player::Two] += 5;
        assert_eq!((wins[Player::One], wins[Player::Two]), (1, 7));
    }
}
