//! Invite codes: six letters and digits, read aloud or typed without doubt, so the
//! alphabet leaves out 0 and O, 1 and I.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The 32 characters of a code: digits 2-9 and the letters but I and O. 32 divides
/// 256, so a random byte picks one without bias.
pub const CODE_ALPHABET: &[u8; 32] = b"23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/// Characters in a code: 32^6, about a billion codes, many more than live games.
pub const CODE_LENGTH: usize = 6;

/// A game's code, in its canonical form (upper case, no separator).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InviteCode([u8; CODE_LENGTH]);

/// Why typed text is not a code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InviteCodeError {
    Length(usize),
    Character(char),
}

impl fmt::Display for InviteCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InviteCodeError::Length(n) => {
                write!(f, "an invite code has {CODE_LENGTH} characters, not {n}")
            }
            InviteCodeError::Character(c) => write!(
                f,
                "{} cannot be in an invite code (letters and digits, no 0, O, 1 or I)",
                connect4_game::escape::escape(&c.to_string())
            ),
        }
    }
}

impl std::error::Error for InviteCodeError {}

impl InviteCode {
    /// The code these random bytes pick (the server draws them from a CSPRNG).
    pub fn from_random(bytes: [u8; CODE_LENGTH]) -> InviteCode {
        InviteCode(bytes.map(|b| CODE_ALPHABET[usize::from(b % 32)]))
    }

    /// A code as a person typed it: any case, spaces and dashes ignored.
    pub fn parse(typed: &str) -> Result<InviteCode, InviteCodeError> {
        let mut code = [0u8; CODE_LENGTH];
        let mut len = 0;
        for c in typed.chars().filter(|c| !matches!(c, ' ' | '-')) {
            let upper = c.to_ascii_uppercase();
            if !upper.is_ascii() || !CODE_ALPHABET.contains(&(upper as u8)) {
                return Err(InviteCodeError::Character(c));
            }
            if len < CODE_LENGTH {
                code[len] = upper as u8;
            }
            len += 1;
        }
        if len != CODE_LENGTH {
            return Err(InviteCodeError::Length(len));
        }
        Ok(InviteCode(code))
    }

    pub fn as_str(&self) -> &str {
        // Only alphabet bytes are ever stored, all ASCII.
        std::str::from_utf8(&self.0).unwrap_or("??????")
    }
}

impl fmt::Display for InviteCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for InviteCode {
    type Err = InviteCodeError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        InviteCode::parse(s)
    }
}

impl Serialize for InviteCode {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for InviteCode {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        InviteCode::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_alphabet_has_no_look_alikes() {
        for c in [b'0', b'O', b'1', b'I'] {
            assert!(!CODE_ALPHABET.contains(&c), "{}", c as char);
        }
        let mut sorted = CODE_ALPHABET.to_vec();
        sorted.dedup();
        assert_eq!(sorted.len(), 32);
    }

    #[test]
    fn typed_codes_are_read_kindly() {
        let code = InviteCode::parse("k7m-p3q").unwrap();
        assert_eq!(code.to_string(), "K7MP3Q");
        assert_eq!(InviteCode::parse(" K7M P3Q "), Ok(code));
        assert_eq!(InviteCode::parse("K7MP3"), Err(InviteCodeError::Length(5)));
        assert_eq!(
            InviteCode::parse("K7MP3O"),
            Err(InviteCodeError::Character('O'))
        );
        assert_eq!(
            InviteCode::parse("K7MP31"),
            Err(InviteCodeError::Character('1'))
        );
        assert!(InviteCode::parse("K7MP3Qé").is_err());
    }

    #[test]
    fn a_code_is_a_json_string_checked_on_the_way_in() {
        let code = InviteCode::parse("ABCDEF").unwrap();
        assert_eq!(serde_json::to_string(&code).unwrap(), "\"ABCDEF\"");
        assert!(serde_json::from_str::<InviteCode>("\"ABCDE0\"").is_err());
    }

    proptest! {
        #[test]
        fn every_random_code_round_trips(bytes in any::<[u8; CODE_LENGTH]>()) {
            let code = InviteCode::from_random(bytes);
            prop_assert_eq!(InviteCode::parse(code.as_str()), Ok(code));
        }
    }
}
