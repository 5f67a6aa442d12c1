//! The kinds of a game played on Connect 4's boards (Connect 4 itself, PopOut): its
//! settings are the board's width and height, 4 to 10 each, only 7x6 is rated, and a
//! server's records write the board after the name (`popout 8x7`). What such a game's
//! `Rules` say of its kinds, written once.

use super::BoardSize;
use connect4_game::escape::escape_cut;
use connect4_game::{GameKind, GameName, KindError};
use serde_json::json;

/// The kinds of the game of this name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardKinds(pub GameName);

impl BoardKinds {
    /// The game on `size`.
    pub fn kind(self, size: BoardSize) -> GameKind {
        let (width, height) = (size.columns() as u64, size.rows() as u64);
        let settings = [("height", json!(height)), ("width", json!(width))];
        GameKind::new(self.0, &settings).expect("a board's sides fit a kind")
    }

    /// The board of `kind`, if it is this game on a board the rules allow (and
    /// nothing else).
    pub fn size_of(self, kind: &GameKind) -> Option<BoardSize> {
        let settings = kind.settings();
        if kind.game() != self.0 || settings.len() != 2 {
            return None;
        }
        let side = |key| {
            settings
                .get(key)?
                .as_u64()
                .and_then(|n| usize::try_from(n).ok())
        };
        BoardSize::new(side("width")?, side("height")?).ok()
    }

    /// `Rules::check`: this game on an allowed board, or why not.
    pub fn check(self, kind: &GameKind) -> Result<(), KindError> {
        if self.size_of(kind).is_some() {
            return Ok(());
        }
        let side = |key| kind.small_number(key).map_or("?".into(), |n| n.to_string());
        let (width, height) = (side("width"), side("height"));
        Err(KindError::new(format!(
            "{width}x{height} is not a board size"
        )))
    }

    /// `Rules::rated`: only the standard board.
    pub fn rated(self, kind: &GameKind) -> bool {
        self.size_of(kind) == Some(BoardSize::STANDARD)
    }

    /// `Rules::record`: the board, `8x7`.
    pub fn record(self, kind: &GameKind) -> String {
        let size = self.size_of(kind).unwrap_or(BoardSize::STANDARD);
        format!("{}x{}", size.columns(), size.rows())
    }

    /// `Rules::read_record`: the board a record wrote as `words`, the standard one when
    /// it wrote none.
    pub fn read_record(self, words: Option<&str>) -> Result<GameKind, KindError> {
        let Some(words) = words else {
            return Ok(self.kind(BoardSize::STANDARD));
        };
        let bad = || KindError::new(format!("{} is not a board size", escape_cut(words, 30)));
        let (width, height) = words.split_once('x').ok_or_else(bad)?;
        let width = width.parse().map_err(|_| bad())?;
        let height = height.parse().map_err(|_| bad())?;
        BoardSize::new(width, height)
            .map(|size| self.kind(size))
            .map_err(|_| bad())
    }
}
