//! Checkers' game in progress as saved for the next start (`checkers-match.toml`, beside
//! Connect 4's `match.toml`): written after every change (see `keeping`) so a quit, a
//! closed terminal or a `kill -9` loses nothing, and read back into a model when
//! checkers starts again.
//!
//! The file is TOML a person can read, with a schema version; everything in it is
//! checked on the way back (the moves are replayed by the rules, the names checked as
//! the config's are), so a damaged file is refused as a whole, never half-trusted.

use super::CheckersModel;
use crate::{Game, Level};
use connect4_game::player_name::is_valid_name;
use connect4_game::seat::{ByPlayer, Player};
use connect4_shell::scoreboard::{Aids, Played};
use connect4_shell::{Resumable, SavedMatchError, Seats, check_version, damaged};
use serde::{Deserialize, Serialize};

/// The schema version written.
const VERSION: i64 = 1;

/// What the status line says of a game resumed.
pub const RESUMED: &str = "Resumed the game in progress (n starts a new one)";

/// The longest id read back: ours are 16 hex digits, a dash and a number.
const ID_MAX: usize = 40;

/// Everything needed to put a game of checkers back on screen as it was.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    version: i64,
    /// The moves from the start in standard notation, a space apart (`11-15 23-19`).
    moves: String,
    /// The seat playing Black (moving first).
    black: Player,
    /// The computer's level (in seat two), or absent for two people.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    opponent: Option<String>,
    /// The names of seat one and seat two: the result counts for their matchup.
    names: [String; 2],
    hints: bool,
    hints_used: u32,
    undos_used: u32,
    /// The game's id, which its result carries to the scoreboard: a saved game whose
    /// id the scoreboard counted is over, whatever position it holds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    id: Option<String>,
}

impl SavedGame {
    /// The game of `model` if one is under way (begun and not over).
    pub fn of(model: &CheckersModel) -> Option<SavedGame> {
        model.match_in_progress().then(|| SavedGame {
            version: VERSION,
            moves: notation(model.game.moves()),
            black: model.black,
            opponent: model.opponent().map(|level| level.name().to_string()),
            names: [model.names.one.clone(), model.names.two.clone()],
            hints: model.hints,
            hints_used: model.aids.hints,
            undos_used: model.aids.undos,
            id: model.keeping.id.clone(),
        })
    }

    pub fn to_toml(&self) -> String {
        toml::to_string(self).expect("a saved game always serializes")
    }

    /// Reads a saved game, checking every part of it; why when it is not one.
    pub fn from_toml(text: &str) -> Result<SavedGame, SavedMatchError> {
        check_version(text, VERSION)?;
        let saved: SavedGame = toml::from_str(text).map_err(|e| damaged(&e))?;
        let check = || -> Result<(), String> {
            saved.game()?;
            saved.level()?;
            saved.names()?;
            saved.check_id()
        };
        check().map_err(SavedMatchError::Damaged)?;
        Ok(saved)
    }

    /// The game replayed move by move by the rules: every move must be legal, and the
    /// game still going.
    fn game(&self) -> Result<Game, String> {
        let mut game = Game::new();
        for (number, text) in self.moves.split_whitespace().enumerate() {
            game.play_notation(text)
                .map_err(|e| format!("its move {} cannot be replayed: {e}", number + 1))?;
        }
        if game.moves().is_empty() || game.outcome().is_some() {
            return Err("it holds no game in progress".into());
        }
        Ok(game)
    }

    fn level(&self) -> Result<Option<Level>, String> {
        self.opponent
            .as_deref()
            .map(str::parse::<Level>)
            .transpose()
    }

    /// The names by seat, held to the config's rules: shown on screen and kept in the
    /// scoreboard, so nothing a config could not say gets in.
    fn names(&self) -> Result<ByPlayer<String>, String> {
        let [one, two] = &self.names;
        for name in [one, two] {
            if name.trim() != name || !is_valid_name(name) {
                return Err(format!("{name:?} is not a player's name"));
            }
        }
        if one.to_lowercase() == two.to_lowercase() {
            return Err(format!("both players are called {one:?}"));
        }
        Ok(ByPlayer::new(one.clone(), two.clone()))
    }

    fn check_id(&self) -> Result<(), String> {
        let fits = |id: &str| {
            (1..=ID_MAX).contains(&id.len())
                && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        };
        match self.id.as_deref() {
            Some(id) if !fits(id) => Err(format!("{id:?} is not a game's id")),
            _ => Ok(()),
        }
    }

    /// `fresh` (the game the settings ask for, its keys and keeping) with the saved
    /// game, opponent, seats and aids on it. The status line says it was resumed.
    pub fn restore(&self, mut fresh: CheckersModel) -> CheckersModel {
        fresh.game = self.game().expect("checked when read");
        fresh.seats = Seats::against(self.level().expect("checked when read"));
        fresh.black = self.black;
        fresh.names = self.names().expect("checked when read");
        fresh.hints = self.hints;
        fresh.aids = Aids {
            hints: self.hints_used,
            undos: self.undos_used,
        };
        fresh.keeping.id = self.id.clone();
        fresh.keeping.sent = Some(self.to_toml());
        fresh.message = Some(RESUMED.to_string());
        fresh.place_cursor();
        fresh
    }
}

impl Resumable for SavedGame {
    const GAME: Played = super::PLAYED;

    fn from_toml(text: &str) -> Result<SavedGame, SavedMatchError> {
        SavedGame::from_toml(text)
    }

    fn id(&self) -> Option<&str> {
        self.id.as_deref()
    }
}

/// The moves as written on a score sheet, a space apart.
fn notation(moves: &[crate::Move]) -> String {
    let written: Vec<String> = moves.iter().map(ToString::to_string).collect();
    written.join(" ")
}
