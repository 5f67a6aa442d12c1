//! The lobby of a server of online play, as a program of the app shell: open
//! challenges to accept, games being played to watch, the players online and the
//! leaderboard, all kept live by the server; from here a player posts a challenge,
//! asks to be paired, hosts a private game with an invite code, or joins or watches
//! a game by its code. It ends when a game opens (one accepted, paired, joined,
//! watched, a hosted one a friend joined, or a game of this player's still in
//! progress), and the board of that game takes over.
//! Pure like the games: the server's messages come in as messages, and what is said
//! to the server goes out as effects.

mod entry;
mod form;
mod heard;
mod key_rows;
mod keys;
mod model;
mod program;
mod update;
mod view;
mod view_boxes;
mod view_code;
mod words;

pub use entry::{Aim, CodeEntry};
pub use form::{Field, Form, Purpose};
pub use key_rows::KEY_ROWS;
pub use model::{List, Lobby, opens_board};
pub use update::{LobbyMessage, update};
pub use view::{kind_name, title_line, view};
pub use view_boxes::help_rows;
pub use view_code::hosting_words;
pub use words::{clock_text, game_text};
