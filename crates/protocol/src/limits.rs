//! The protocol's version and the sizes every side checks before trusting a message.

/// The version both sides must speak; a `hello` of another version is answered with
/// `upgrade`. Raised whenever a message changes shape.
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest message a client may send, in bytes of JSON: every client message is a
/// few fields, so a larger one is a mistake or an attack, refused before parsing.
pub const MAX_MESSAGE_BYTES: usize = 4 * 1024;

/// The largest message a client accepts from the server: a whole game's moves and the
/// lobby's lists (each cut at a few dozen entries) fit well within it.
pub const MAX_SERVER_MESSAGE_BYTES: usize = 64 * 1024;

/// The longest move text: a checkers capture of many jumps (`1x10x19x28x…`) is the
/// longest real one.
pub const MAX_MOVE_CHARS: usize = 64;
