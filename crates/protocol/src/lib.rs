//! connect4-protocol: the messages of online play, as the server, the terminal client
//! and the page all speak them (see docs/protocol.md).
//!
//! JSON text frames over a WebSocket, one message each, internally tagged by `type`.
//! Pure: no async runtime, no network, so the page builds it for wasm32. The
//! [`GameMirror`] is a client's copy of a game, kept by applying what the server sends.
//! It knows no game: the program's registry of games ([`Games`]) reads a kind.

mod client_message;
mod clock;
mod decode;
mod door;
mod error_code;
mod invite;
mod limits;
mod lobby;
mod mirror;
pub mod page_files;
mod server_message;
mod snapshot;
mod spoken;

pub use client_message::ClientMessage;
pub use clock::{Clock, ClockError};
pub use decode::{DecodeError, decode_client, decode_server, encode};
pub use door::{DOOR_CLIENT_HEADER, DOOR_HEADER};
pub use error_code::ErrorCode;
pub use invite::{CODE_ALPHABET, CODE_LENGTH, InviteCode, InviteCodeError};
pub use limits::{
    MAX_MESSAGE_BYTES, MAX_MOVE_CHARS, MAX_SERVER_MESSAGE_BYTES, MIN_PROTOCOL_VERSION,
    PROTOCOL_VERSION,
};
pub use lobby::{Challenge, LIST_MAX, LeaderEntry, LiveGame, LobbyView, OnlinePlayer};
pub use mirror::{Absence, GameMirror, MirrorError};
pub use server_message::{PlayerInfo, RatingInfo, ServerMessage};
pub use snapshot::{GameSnapshot, GameStatus, SeatInfo};
pub use spoken::{
    FIRST_GAMES, MAX_HELLO_GAMES, OPEN_KINDS_FROM, Reads, as_spoken, lobby_as_read, not_played,
};

/// What the protocol carries of games, from the games' common crate: a kind is a
/// game's name and its settings, a position takes moves as text, and a seat `one`
/// moves first. Re-exported so clients need not name that crate for them.
pub use connect4_game::{
    ByPlayer, EndReason, Game, GameKind, GameName, GameResult, Games, KindError, MoveError, Player,
    Position, RatingKind,
};
