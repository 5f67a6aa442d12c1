//! Connect 4 rules: the board, the players, legal drops, wins and draws. Pure: no UI.

mod board;
mod board_kinds;
mod column;
mod notation;
mod play_error;
mod reaching;
mod state;
mod win;
pub mod wire;

pub use board::{Board, Cell};
pub use board_kinds::BoardKinds;
pub use column::Column;
pub use connect4_game::board_size::{BoardSize, SizeError};
// What a player's name may be belongs to every game (and the server).
pub use connect4_game::player_name::{
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
