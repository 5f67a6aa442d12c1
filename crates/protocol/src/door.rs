//! The ssh door's headers on its WebSocket handshakes: the server believes them
//! only with the door's key, drawn by the process that runs both.

/// The header that carries the door's credential.
pub const DOOR_HEADER: &str = "x-connect4-door";

/// The header in which the door names its visitor's address, believed only beside
/// the door's credential: so that two ssh keys on one machine are two players from
/// one address, as two terminals there would be.
pub const DOOR_CLIENT_HEADER: &str = "x-connect4-door-client";
