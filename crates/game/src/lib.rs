//! connect4-game: what a game is to the rest of the program. Every game (Connect 4,
//! checkers, PopOut) implements [`Rules`] in its own crate, and [`Engine`] for its
//! computer; the program's registry lists them as [`Games`], and the server, the protocol and the clients know games
//! only through that list: a [`GameKind`] is a game's name and its own settings, a
//! [`Position`] takes moves as text, a [`GameResult`] says how a game ended.
//!
//! Beneath every game and every front end, so it depends on no terminal, UI or async
//! crate. `board_size` is the grid Connect 4 and its variants share, `seat` names the two seats every game shares, `player_name` what a player
//! may be called; `escape` makes quoted text safe to show; `record` reads and writes
//! the PGN-style text of every game's records.

pub mod board_size;
mod engine;
pub mod escape;
mod games;
mod inline;
mod kind;
mod name;
mod outcome;
pub mod player_name;
mod position;
pub mod record;
mod rules;
pub mod seat;
#[cfg(test)]
mod test_game;

pub use engine::Engine;
pub use games::{Game, Games};
pub use kind::{GameKind, KindError, MAX_SETTINGS_BYTES, RatingKind};
pub use name::{GameName, MAX_NAME_BYTES};
pub use outcome::{EndReason, GameResult};
pub use position::Position;
pub use rules::{MAX_MOVE_CHARS, MoveError, Rules};
pub use seat::{ByPlayer, Player};
