//! The rules of a game as online play needs them, written once by each game: its name,
//! which of its kinds exist and are rated, how a kind is written in a server's
//! records, and a position that takes moves as text and says who is to move and how
//! it ended. The server checks every move with it and every client replays the
//! server's moves with it, so they never disagree.

use crate::kind::{GameKind, KindError};
use crate::name::GameName;
use crate::outcome::GameResult;
use crate::seat::Player;
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt;

/// The longest move text a game is asked to read (longer text is refused unread).
pub const MAX_MOVE_CHARS: usize = 64;

/// A game's rules: implemented by the game's position, with the game's name and kinds
/// as associated items. Seat `One` moves first.
pub trait Rules: Clone + fmt::Debug + Send + Sync + 'static {
    /// The game's name on the wire, in records, configs and scoreboards.
    const NAME: GameName;

    /// The kind played when nothing says which (Connect 4's 7x6 board): what hosting
    /// asks for, what a record writing the name alone means, and the kind whose
    /// games are rated if any are.
    const STANDARD: GameKind;

    /// Whether `kind` (of this game) is one the rules play, and if not, why.
    fn check(kind: &GameKind) -> Result<(), KindError>;

    /// Whether games of `kind` change their players' ratings (a standard board is
    /// rated, an odd one is not).
    fn rated(kind: &GameKind) -> bool;

    /// The first position of `kind`, once `check` passed it.
    fn start(kind: &GameKind) -> Self;

    /// How a server's records write `kind`'s settings after the game's name (`8x7`):
    /// by default its settings' compact JSON, or nothing when it has none.
    fn record(kind: &GameKind) -> String {
        kind.settings_text().to_string()
    }

    /// The kind a record wrote as `words` after the name (`None`: the name alone);
    /// reads what `record` writes.
    fn read_record(words: Option<&str>) -> Result<GameKind, KindError> {
        let kind = match words {
            None => Self::STANDARD,
            Some(json) => {
                let fields: BTreeMap<String, Value> =
                    serde_json::from_str(json).map_err(|_| bad_record(json))?;
                let fields: Vec<(&str, Value)> = fields
                    .iter()
                    .map(|(key, value)| (key.as_str(), value.clone()))
                    .collect();
                GameKind::new(Self::NAME, &fields)?
            }
        };
        Self::check(&kind).map(|()| kind)
    }

    /// Plays the move written `text` for the side to move, if it is readable and legal
    /// (the game is not over: the caller checks); returns it as the game's record
    /// writes it. `text` is at most `MAX_MOVE_CHARS` long.
    fn play(&mut self, text: &str) -> Result<String, MoveError>;

    /// The seat to move (the game may be over).
    fn to_move(&self) -> Player;

    /// Moves played so far.
    fn ply(&self) -> usize;

    /// How the rules ended the game, if they did.
    fn result(&self) -> Option<GameResult>;
}

fn bad_record(words: &str) -> KindError {
    KindError::new(format!(
        "{} is not a kind's settings",
        crate::escape::escape_cut(words, 30)
    ))
}

/// Why a move was refused. The texts are shown to players: a game quotes what it was
/// sent with `escape::escape_cut`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// Not a move's text at all (for Connect 4 a column number, for checkers `11-15`).
    Unreadable(String),
    /// Readable, but not legal here.
    Illegal(String),
    /// The game is already over.
    Over,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Unreadable(why) | MoveError::Illegal(why) => f.write_str(why),
            MoveError::Over => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for MoveError {}
