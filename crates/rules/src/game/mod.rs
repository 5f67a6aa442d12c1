//! Connect 4 rules: the board, the players, legal drops, wins and draws. Pure: no UI.

mod board;
mod column;
mod name;
mod notation;
mod play_error;
mod reaching;
mod state;
mod win;

pub use board::{Board, BoardSize, Cell, SizeError};
pub use column::Column;
pub use name::{
    NAME_MAX_BYTES, NAME_MAX_CHARS, NAME_MAX_MARKS, NAME_MAX_WIDTH, NameFault, is_valid_name,
    name_fault, name_key,
};
pub use notation::NotationError;
pub use play_error::PlayError;
// The seats belong to every game; Connect 4's rules name them here too.
pub use crate::seat::{ByPlayer, Player};
pub use reaching::{Unreachable, reaching};
pub use state::{Game, Move, Outcome};
pub use win::{find_any_win, find_win_through};
