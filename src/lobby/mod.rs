//! The lobby of a server of online play, as a program of the app shell: open
//! challenges to accept, games being played to watch, the players online and the
//! leaderboard, all kept live by the server; from here a player posts a challenge or
//! asks to be paired. It ends when a game opens (one accepted, paired, watched, or a
//! game of this player's still in progress), and the board of that game takes over.
//! Pure like the games: the server's messages come in as messages, and what is said
//! to the server goes out as effects.

mod form;
mod keys;
mod model;
mod program;
mod update;
mod view;
mod view_boxes;
mod words;

pub use form::{Form, Purpose};
pub use model::{List, Lobby, opens_board};
pub use update::{LobbyMessage, update};
pub use view::view;
