//! Game records in the PGN style that every game's record shares (Connect 4's
//! records, checkers' PDN): the text cut into tokens, read with a bound on its size,
//! and written back as tag pairs and lines of moves. What a move means is each game's.

mod tokens;
mod write;

pub use tokens::{Located, Token, TokenError, tokens};
pub use write::{Line, WIDTH, tag_line};

use std::fmt;
use std::io::Read;

/// The most record text read at once: 16 MiB, tens of thousands of games, well beyond
/// any real collection of a player's games; anything larger is refused before it is
/// all read.
pub const MAX_RECORD_BYTES: u64 = 16 * 1024 * 1024;

/// Why record text could not be read at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    /// More than [`MAX_RECORD_BYTES`].
    TooLarge,
    /// What the reader said.
    Io(String),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::TooLarge => write!(
                f,
                "it is larger than {} MiB, the most record text read at once",
                MAX_RECORD_BYTES / (1024 * 1024)
            ),
            ReadError::Io(why) => write!(f, "it could not be read: {why}"),
        }
    }
}

impl std::error::Error for ReadError {}

/// Reads record text from `reader`, refusing more than [`MAX_RECORD_BYTES`] without
/// reading further. UTF-8 is read as such; anything else as Latin-1, the encoding of
/// older collections (names with accents), so no byte is refused. A byte-order mark
/// is dropped.
pub fn read_bounded(reader: impl Read) -> Result<String, ReadError> {
    let mut bytes = Vec::new();
    reader
        .take(MAX_RECORD_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| ReadError::Io(e.to_string()))?;
    if bytes.len() as u64 > MAX_RECORD_BYTES {
        return Err(ReadError::TooLarge);
    }
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(not_utf8) => not_utf8
            .into_bytes()
            .iter()
            .map(|&b| char::from(b))
            .collect(),
    };
    Ok(text
        .strip_prefix('\u{feff}')
        .map(str::to_string)
        .unwrap_or(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_over_the_limit_is_refused_and_latin1_is_read() {
        let big = std::io::repeat(b' ').take(MAX_RECORD_BYTES + 10);
        assert_eq!(read_bounded(big), Err(ReadError::TooLarge));
        let latin1: &[u8] = b"[White \"Jos\xe9\"]";
        assert_eq!(read_bounded(latin1).unwrap(), "[White \"José\"]");
        let bom = "\u{feff}1. 11-15 *".as_bytes();
        assert_eq!(read_bounded(bom).unwrap(), "1. 11-15 *");
    }
}
