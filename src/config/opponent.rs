//! Who plays against player one (`[players] opponent`, `--vs`): a file of its own,
//! below the registry of games, which lists each game's levels with it.

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

    /// The opponent named on the command line (`--vs`): "human" or a level.
    pub fn from_name(name: &str) -> Option<Opponent> {
        let all = [
            Opponent::Human,
            Opponent::Easy,
            Opponent::Medium,
            Opponent::Hard,
            Opponent::Perfect,
        ];
        let named = |o: &Opponent| o.computer_level().unwrap_or("human");
        all.into_iter()
            .find(|o| named(o).eq_ignore_ascii_case(name))
    }
}
