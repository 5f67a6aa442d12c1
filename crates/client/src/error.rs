//! What can go wrong for a client, as one type.

use connect4_protocol::{DecodeError, ErrorCode};
use std::fmt;

#[derive(Debug)]
pub enum ClientError {
    /// Could not connect, or the socket failed.
    Network(String),
    /// The server closed the connection.
    Closed,
    /// The server sent something this client cannot read.
    Unreadable(DecodeError),
    /// The server speaks another protocol version: the player must upgrade.
    Upgrade(String),
    /// The server refused the introduction (an unknown token, a bad name).
    Refused(ErrorCode, String),
    /// No answer in time.
    Timeout,
}

impl fmt::Display for ClientError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClientError::Network(why) => write!(f, "network: {why}"),
            ClientError::Closed => f.write_str("the server closed the connection"),
            ClientError::Unreadable(error) => {
                write!(f, "unreadable message from the server: {error}")
            }
            ClientError::Upgrade(message) => f.write_str(message),
            ClientError::Refused(_, message) => write!(f, "refused: {message}"),
            ClientError::Timeout => f.write_str("the server did not answer in time"),
        }
    }
}

impl std::error::Error for ClientError {}
