//! A hosted game as it is kept for a restart, in its game's file beside the
//! scoreboard: TOML with its schema version, its moves as the game's record writes
//! them, and the computer's level when it plays one seat. Read back with every move
//! played again by the rules, so a damaged file is never a game.

use super::TerminalView;
use crate::scoreboard::Played;
use crate::{Resumable, SavedMatchError, check_version, damaged};
use connect4_game::{GameKind, Rules};
use serde::{Deserialize, Serialize};
use std::marker::PhantomData;

/// The newest schema this program writes.
const VERSION: i64 = 1;

/// The file as written.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct KeptFile {
    version: i64,
    moves: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    computer: Option<String>,
}

/// A game of `G` kept for a restart: its moves, and the computer's level in seat two
/// (`None`: two people).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptGame<G> {
    pub moves: Vec<String>,
    pub computer: Option<&'static str>,
    game: PhantomData<G>,
}

impl<G: TerminalView> KeptGame<G> {
    pub fn new(moves: Vec<String>, computer: Option<&'static str>) -> KeptGame<G> {
        KeptGame {
            moves,
            computer,
            game: PhantomData,
        }
    }

    /// The file's text.
    pub fn to_toml(&self) -> String {
        let file = KeptFile {
            version: VERSION,
            moves: self.moves.clone(),
            computer: self.computer.map(str::to_string),
        };
        toml::to_string(&file).expect("a kept game always serializes")
    }
}

/// The position `moves` make from the start of `kind`, or why they make none (a
/// move past the end, or one the rules refuse).
pub fn replayed<G: Rules>(kind: &GameKind, moves: &[String]) -> Result<G, String> {
    let mut position = G::start(kind);
    for mv in moves {
        if position.result().is_some() {
            return Err("it has moves after the end of the game".to_string());
        }
        position.play(mv).map_err(|why| {
            let quoted = connect4_game::escape::escape_cut(mv, 20);
            format!("its move \"{quoted}\" cannot be played: {why}")
        })?;
    }
    Ok(position)
}

impl<G: TerminalView> Resumable for KeptGame<G> {
    const GAME: Played = Played::named(G::GAME.name());

    fn from_toml(text: &str) -> Result<KeptGame<G>, SavedMatchError> {
        check_version(text, VERSION)?;
        let file: KeptFile = toml::from_str(text).map_err(|e| damaged(&e))?;
        let computer = match file.computer {
            None => None,
            Some(level) => Some(*G::LEVELS.iter().find(|known| **known == level).ok_or_else(
                || {
                    SavedMatchError::Damaged(format!(
                        "\"{}\" is not a level of its computer",
                        connect4_game::escape::escape_cut(&level, 20)
                    ))
                },
            )?),
        };
        let kept = KeptGame::new(file.moves, computer);
        replayed::<G>(&G::STANDARD, &kept.moves).map_err(SavedMatchError::Damaged)?;
        Ok(kept)
    }

    /// A hosted game's result is counted when it ends, and the file forgotten then.
    fn id(&self) -> Option<&str> {
        None
    }
}
