//! What the page and the engine's worker say to each other, as JSON: a job for one
//! game's engine and its answers, each in the game's own words (`connect4_protocol`,
//! `checkers_protocol`), in an envelope that names the game. Nothing here knows a
//! game: the worker finds the engine by the name (`worker_games`).

use connect4::shell::WorkerGame;
use serde::{Deserialize, Serialize};

/// What the page sends the worker: a job for the engine of the game named.
#[derive(Debug, Serialize, Deserialize)]
pub struct Request {
    /// The game's name in the registry ("connect4").
    pub game: String,
    pub job: serde_json::Value,
}

/// What the worker sends back: one answer of the game named.
#[derive(Debug, Serialize, Deserialize)]
pub struct Reply {
    pub game: String,
    pub answer: serde_json::Value,
    /// Whether this answer ends its job (an analysis also sends partial ones).
    pub last: bool,
}

impl Request {
    /// The envelope for a job of `W`'s.
    pub fn of<W: WorkerGame>(job: &W::Job) -> Request {
        Request {
            game: W::GAME.name().to_string(),
            job: serde_json::to_value(job).expect("a job always serializes"),
        }
    }
}

impl Reply {
    /// The envelope for an answer of `W`'s.
    pub fn of<W: WorkerGame>(answer: &W::Answer, last: bool) -> Reply {
        Reply {
            game: W::GAME.name().to_string(),
            answer: serde_json::to_value(answer).expect("an answer always serializes"),
            last,
        }
    }

    /// The answer, if it is `W`'s and reads as one.
    pub fn answer<W: WorkerGame>(self) -> Option<W::Answer> {
        (self.game == W::GAME.name())
            .then(|| serde_json::from_value(self.answer).ok())
            .flatten()
    }
}
