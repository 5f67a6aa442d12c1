//! The opening book: exact scores and a best move for the early positions of the
//! standard 7x6 board, which are too slow to solve during a game.
//!
//! Format (little-endian): a magic, then width, height and depth (one byte each) and
//! the entry count (u32), then the entries sorted by the position's canonical key (the
//! smaller of its key and its mirror image's), each with the score (i8) and the best
//! move's column in that canonical orientation (u8). `C4BOOK2\0` stores each key as
//! its difference from the previous one in LEB128 (about 3 bytes instead of 8 for a
//! dense book); `C4BOOK1\0`, still read, stores whole u64 keys.

use super::position::Position;
use crate::game::BoardSize;
use std::fmt;
use std::sync::OnceLock;

const MAGIC_V1: &[u8; 8] = b"C4BOOK1\0";
const MAGIC: &[u8; 8] = b"C4BOOK2\0";
const HEADER: usize = 8 + 3 + 4;
/// A version-1 entry: key, score, column.
const ENTRY_V1: usize = 10;

/// The book shipped with the game, built by `connect4 book build`. The page leaves it
/// out of its module (feature `fetched-data`) and installs it once fetched.
#[cfg(not(feature = "fetched-data"))]
static EMBEDDED: &[u8] = include_bytes!("../../assets/book.bin");

/// The book fetched by the program (feature `fetched-data`).
#[cfg(feature = "fetched-data")]
static INSTALLED: OnceLock<Book> = OnceLock::new();

/// One book answer: the exact score for the player to move, and a best move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BookMove {
    pub score: i32,
    /// 0-based column of a best move.
    pub column: usize,
}

/// A bad book file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookError(String);

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad opening book: {}", self.0)
    }
}

impl std::error::Error for BookError {}

/// A loaded opening book: sorted keys for binary search, with scores and moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Book {
    size: BoardSize,
    depth: usize,
    keys: Vec<u64>,
    answers: Vec<(i8, u8)>,
}

impl Book {
    /// The book embedded in the binary (parsed once, on first use).
    #[cfg(not(feature = "fetched-data"))]
    pub fn embedded() -> &'static Book {
        static BOOK: OnceLock<Book> = OnceLock::new();
        BOOK.get_or_init(|| Book::from_bytes(EMBEDDED).expect("the embedded book is valid"))
    }

    /// The shipped book once [`Book::install`] was given it; until then an empty book,
    /// so the engines still play (only slower in the opening).
    #[cfg(feature = "fetched-data")]
    pub fn embedded() -> &'static Book {
        static EMPTY: OnceLock<Book> = OnceLock::new();
        INSTALLED.get().unwrap_or_else(|| {
            EMPTY.get_or_init(|| Book::from_entries(BoardSize::default(), 0, Vec::new()))
        })
    }

    /// Installs the shipped book's bytes, fetched by the program; the first good one
    /// stays.
    #[cfg(feature = "fetched-data")]
    pub fn install(bytes: &[u8]) -> Result<(), BookError> {
        let book = Book::from_bytes(bytes)?;
        let _ = INSTALLED.set(book);
        Ok(())
    }

    /// Whether [`Book::install`] was given the book.
    #[cfg(feature = "fetched-data")]
    pub fn installed() -> bool {
        INSTALLED.get().is_some()
    }

    /// A book from entries `(canonical key, score, canonical best column)`.
    pub fn from_entries(size: BoardSize, depth: usize, mut entries: Vec<(u64, i8, u8)>) -> Book {
        entries.sort_unstable_by_key(|e| e.0);
        entries.dedup_by_key(|e| e.0);
        Book {
            size,
            depth,
            keys: entries.iter().map(|e| e.0).collect(),
            answers: entries.iter().map(|e| (e.1, e.2)).collect(),
        }
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BookError> {
        let err = |m: &str| BookError(m.to_string());
        let magic = bytes.get(..8).ok_or_else(|| err("missing header"))?;
        if bytes.len() < HEADER || (magic != MAGIC && magic != MAGIC_V1) {
            return Err(err("missing header"));
        }
        let size = BoardSize::new(bytes[8].into(), bytes[9].into())
            .map_err(|e| BookError(e.to_string()))?;
        let depth = bytes[10].into();
        let count = u32::from_le_bytes(bytes[11..15].try_into().expect("4 bytes")) as usize;
        let body = &bytes[HEADER..];
        let entries = if magic == MAGIC_V1 {
            entries_v1(body, count)
        } else {
            entries_v2(body, count)
        }
        .ok_or_else(|| err("length does not match the entry count"))?;
        Ok(Book::from_entries(size, depth, entries))
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER + self.keys.len() * 5);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&[
            self.size.columns() as u8,
            self.size.rows() as u8,
            self.depth as u8,
        ]);
        out.extend_from_slice(&(self.keys.len() as u32).to_le_bytes());
        let mut previous = 0;
        for (&key, &(score, column)) in self.keys.iter().zip(&self.answers) {
            push_leb128(&mut out, key - previous);
            previous = key;
            out.extend_from_slice(&[score as u8, column]);
        }
        out
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The number of discs up to which the book covers the perfect player's positions.
    pub fn depth(&self) -> usize {
        self.depth
    }

    pub fn len(&self) -> usize {
        self.keys.len()
    }

    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// The book's answer for `pos`, if it has one (mirror images included).
    pub fn lookup(&self, pos: &Position) -> Option<BookMove> {
        if pos.size() != self.size {
            return None;
        }
        let (key, mirrored) = canonical_key(pos);
        let index = self.keys.binary_search(&key).ok()?;
        let (score, column) = self.answers[index];
        let column = usize::from(column);
        Some(BookMove {
            score: score.into(),
            column: if mirrored {
                self.size.columns() - 1 - column
            } else {
                column
            },
        })
    }

    /// Every entry, as `(canonical key, score, canonical best column)`.
    pub fn entries(&self) -> impl Iterator<Item = (u64, i8, u8)> + '_ {
        self.keys
            .iter()
            .zip(&self.answers)
            .map(|(k, (s, c))| (*k, *s, *c))
    }
}

/// Version-1 entries: fixed 10 bytes each.
fn entries_v1(body: &[u8], count: usize) -> Option<Vec<(u64, i8, u8)>> {
    if body.len() != count * ENTRY_V1 {
        return None;
    }
    let entry = |chunk: &[u8]| {
        let key = u64::from_le_bytes(chunk[..8].try_into().expect("8 bytes"));
        (key, chunk[8] as i8, chunk[9])
    };
    Some(body.chunks_exact(ENTRY_V1).map(entry).collect())
}

/// Version-2 entries: a LEB128 key difference, then score and column.
fn entries_v2(mut body: &[u8], count: usize) -> Option<Vec<(u64, i8, u8)>> {
    let mut entries = Vec::with_capacity(count);
    let mut key = 0u64;
    for _ in 0..count {
        let (delta, rest) = read_leb128(body)?;
        let [score, column, rest @ ..] = rest else {
            return None;
        };
        key = key.checked_add(delta)?;
        entries.push((key, *score as i8, *column));
        body = rest;
    }
    body.is_empty().then_some(entries)
}

fn push_leb128(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push(value as u8 | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// A LEB128 number and the bytes after it; `None` if cut short or over 64 bits.
fn read_leb128(bytes: &[u8]) -> Option<(u64, &[u8])> {
    let mut value = 0u64;
    for (i, &byte) in bytes.iter().enumerate().take(10) {
        value |= u64::from(byte & 0x7f).checked_shl(7 * i as u32)?;
        if byte & 0x80 == 0 {
            return Some((value, &bytes[i + 1..]));
        }
    }
    None
}

/// The smaller of the position's key and its mirror image's, and whether the mirror
/// image's was taken. Fits a u64 on 7x6 (49 bits).
pub fn canonical_key(pos: &Position) -> (u64, bool) {
    let key = pos.key();
    let mirror = pos.mirrored().key();
    if mirror < key {
        (mirror as u64, true)
    } else {
        (key as u64, false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip_and_mirrors_answer() {
        let size = BoardSize::STANDARD;
        let pos = Position::from_moves(size, "1").unwrap();
        let (key, mirrored) = canonical_key(&pos);
        // Best reply to a disc in column 1: column 3 (0-based 2), stored canonically.
        let column = if mirrored { 4 } else { 2 };
        let book = Book::from_entries(size, 1, vec![(key, -2, column)]);
        let back = Book::from_bytes(&book.to_bytes()).unwrap();
        assert_eq!(back, book);
        let answer = |column| Some(BookMove { score: -2, column });
        assert_eq!(back.lookup(&pos), answer(2));
        // The mirror image gets the mirrored answer.
        let seven = Position::from_moves(size, "7").unwrap();
        assert_eq!(back.lookup(&seven), answer(4));
        assert_eq!(back.lookup(&Position::new(size)), None);
    }

    #[test]
    fn version_one_files_are_still_read() {
        let mut bytes = b"C4BOOK1\0".to_vec();
        bytes.extend_from_slice(&[7, 6, 1]);
        bytes.extend_from_slice(&2u32.to_le_bytes());
        for (key, score, column) in [(5u64, -2i8, 2u8), (1 << 40, 3, 4)] {
            bytes.extend_from_slice(&key.to_le_bytes());
            bytes.extend_from_slice(&[score as u8, column]);
        }
        let book = Book::from_bytes(&bytes).unwrap();
        let entries: Vec<_> = book.entries().collect();
        assert_eq!(entries, vec![(5, -2, 2), (1 << 40, 3, 4)]);
        assert_eq!(Book::from_bytes(&book.to_bytes()).unwrap(), book);
    }

    #[test]
    fn garbage_is_refused() {
        assert!(Book::from_bytes(b"nope").is_err());
        let mut bytes = Book::from_entries(BoardSize::STANDARD, 0, vec![]).to_bytes();
        bytes.push(0);
        assert!(Book::from_bytes(&bytes).is_err());
    }
}
