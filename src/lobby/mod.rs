//! The lobby of a server of online play, as a program of the app shell: open
//! challenges to accept, games being played to watch, the players online and the
//! leaderboard, all kept live by the server; from here a player posts a challenge,
//! asks to be paired, hosts a private game with an invite code, or joins or watches
//! a game by its code. It ends when a game opens (one accepted, paired, joined,
//! watched, a hosted one a friend joined, or a game of this player's still in
//! progress), and the board of that game takes over.
//! Pure like the games: the server's messages come in as messages, and what is said
//! to the server goes out as effects. All but its rows of the key table is the
//! `online` feature's: those rows stay, so the config's `[keys]` and the key table are
//! the same in every build.

#[cfg(feature = "online")]
mod entry;
#[cfg(feature = "online")]
mod form;
#[cfg(feature = "online")]
mod heard;
mod key_rows;
#[cfg(feature = "online")]
mod keys;
#[cfg(feature = "online")]
mod model;
#[cfg(feature = "online")]
mod program;
#[cfg(feature = "online")]
mod update;
#[cfg(feature = "online")]
mod view;
#[cfg(feature = "online")]
mod view_boxes;
#[cfg(feature = "online")]
mod view_code;
#[cfg(feature = "online")]
mod words;

#[cfg(feature = "online")]
pub use entry::{Aim, CodeEntry};
#[cfg(feature = "online")]
pub use form::{Field, Form, Purpose};
pub use key_rows::{KEY_ROWS, action, context};
#[cfg(feature = "online")]
pub use model::{List, Lobby, opens_board};
#[cfg(feature = "online")]
pub use update::{LobbyMessage, update};
#[cfg(feature = "online")]
pub use view::{kind_name, title_line, view};
#[cfg(feature = "online")]
pub use view_boxes::help_rows;
#[cfg(feature = "online")]
pub use view_code::hosting_words;
#[cfg(feature = "online")]
pub use words::{NAME, clock_text, game_text, live_game_text};
