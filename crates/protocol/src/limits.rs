//! The protocol's version and the sizes every side checks before trusting a message.

/// The version this side speaks; a `hello` of a version outside
/// `MIN_PROTOCOL_VERSION..=PROTOCOL_VERSION` is answered with `upgrade`. Raised
/// whenever a message changes shape. Version 2 added a move's `ply`, the server's
/// `redirect` and the `already_played` answer; version 3, kinds of any game (a game's
/// name and its own settings), of which versions 1 and 2 are sent only Connect 4's
/// and checkers' (`as_spoken`).
pub const PROTOCOL_VERSION: u32 = 3;

/// The oldest version a server still serves: a version-1 client's messages are all
/// version 2's (a move without its ply is the move due), and it is never sent a
/// message version 1 does not know.
pub const MIN_PROTOCOL_VERSION: u32 = 1;

/// The largest message a client may send, in bytes of JSON: every client message is a
/// few fields, so a larger one is a mistake or an attack, refused before parsing.
pub const MAX_MESSAGE_BYTES: usize = 4 * 1024;

/// The largest message a client accepts from the server: a whole game's moves and the
/// lobby's lists (each cut at a few dozen entries) fit well within it.
pub const MAX_SERVER_MESSAGE_BYTES: usize = 64 * 1024;

/// The longest move text: a checkers capture of many jumps (`1x10x19x28x…`) is the
/// longest real one. The games' rules refuse longer text unread.
pub use connect4_game::MAX_MOVE_CHARS;
