//! Who plays against player one (`[players] opponent`, `--vs`): a file of its own,
//! below the registry of games, which lists each game's levels with it.

use connect4_rules::ai::Level;
use serde::{Deserialize, Serialize};

/// Who plays against player one: another person, or the computer at a level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Opponent {
    #[default]
    Human,
    Easy,
    Medium,
    Hard,
    Perfect,
}

impl Opponent {
    /// The computer's level name ("easy" … "perfect"), or `None` against a person.
    pub fn computer_level(self) -> Option<&'static str> {
        match self {
            Opponent::Human => None,
            Opponent::Easy => Some("easy"),
            Opponent::Medium => Some("medium"),
            Opponent::Hard => Some("hard"),
            Opponent::Perfect => Some("perfect"),
        }
    }

    /// The computer's level, or `None` against a person.
    pub fn level(self) -> Option<Level> {
        match self {
            Opponent::Human => None,
            Opponent::Easy => Some(Level::Easy),
            Opponent::Medium => Some(Level::Medium),
            Opponent::Hard => Some(Level::Hard),
            Opponent::Perfect => Some(Level::Perfect),
        }
    }

    /// Checkers' computer at this level, which stops at hard there; `None` against a
    /// person.
    pub fn checkers_level(self) -> Option<connect4_rules::checkers::Level> {
        use connect4_rules::checkers::Level as Checkers;
        Some(match self {
            Opponent::Human => return None,
            Opponent::Easy => Checkers::Easy,
            Opponent::Medium => Checkers::Medium,
            Opponent::Hard | Opponent::Perfect => Checkers::Hard,
        })
    }

    /// The opponent named on the command line (`--vs`): "human" or a level.
    pub fn from_name(name: &str) -> Option<Opponent> {
        match name {
            "human" => Some(Opponent::Human),
            other => Some(match other.parse::<Level>().ok()? {
                Level::Easy => Opponent::Easy,
                Level::Medium => Opponent::Medium,
                Level::Hard => Opponent::Hard,
                Level::Perfect => Opponent::Perfect,
            }),
        }
    }
}
