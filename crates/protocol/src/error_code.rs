//! The kinds of error the server answers with, so a client can act on them without
//! reading the text (which is for people). A code is a value, not a shape: a server
//! may add one without raising the protocol version, and a client reads a code it
//! does not know as `Other` and shows the message.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Not JSON, or no message of this protocol.
    Malformed,
    /// Larger than `MAX_MESSAGE_BYTES`.
    TooLarge,
    /// A message other than `hello` before `hello`, or a second `hello`.
    NotIntroduced,
    /// The name is empty, too wide, or holds control characters.
    BadName,
    /// Another player holds this name (in any case): a new player must choose
    /// another. Only `hello` without a token is refused so.
    NameTaken,
    /// The token is unknown to this server.
    BadToken,
    /// No game has this code (or it is over and gone).
    NoSuchGame,
    /// The game already has two players.
    GameFull,
    /// Not one of this game's players.
    NotYourGame,
    NotYourTurn,
    /// A move for a ply its sender played already (version 2): a move sent again
    /// after a reconnect, played once. The message says which move was played.
    AlreadyPlayed,
    /// The rules refuse the move (unreadable, illegal, or the game is over).
    IllegalMove,
    /// The request does not fit the game's state (an abort after both moved, a draw
    /// offer in a finished game, a rematch before the end).
    NotNow,
    /// A board size or clock out of range.
    BadRequest,
    /// No challenge has this id.
    NoSuchChallenge,
    /// Too many messages too fast: slow down (a flood closes the connection).
    RateLimited,
    /// The server could not store the change; it did not happen.
    Unavailable,
    /// Another connection took over this player's session.
    Replaced,
    /// A code this client does not know (added by a newer server): the message
    /// says what happened. Never sent.
    #[serde(other)]
    Other,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_written_in_snake_case_and_an_unknown_one_is_read_as_other() {
        let taken = serde_json::to_string(&ErrorCode::NameTaken).unwrap();
        assert_eq!(taken, "\"name_taken\"");
        let read: ErrorCode = serde_json::from_str(&taken).unwrap();
        assert_eq!(read, ErrorCode::NameTaken);
        let later: ErrorCode = serde_json::from_str("\"a_code_from_later\"").unwrap();
        assert_eq!(later, ErrorCode::Other);
    }
}
