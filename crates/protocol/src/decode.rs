//! Turning text into messages and back. The size is checked before anything is
//! parsed, and a `hello` of another version is told apart from a broken message, so
//! an old client hears that it should upgrade rather than that it is malformed.

use crate::client_message::ClientMessage;
use crate::limits::{
    MAX_MESSAGE_BYTES, MAX_SERVER_MESSAGE_BYTES, MIN_PROTOCOL_VERSION, PROTOCOL_VERSION,
};
use crate::server_message::ServerMessage;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The longest piece of a parser's complaint kept: it may quote what was sent.
const REASON_MAX: usize = 160;

/// Why a message was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    TooLarge {
        bytes: usize,
        max: usize,
    },
    /// A `hello` of another protocol version.
    Version {
        theirs: u32,
    },
    /// Not JSON, or not one of the protocol's messages; the reason is escaped and cut,
    /// safe to log and to send back.
    Malformed {
        reason: String,
    },
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::TooLarge { bytes, max } => {
                write!(f, "message of {bytes} bytes is over the limit of {max}")
            }
            DecodeError::Version { theirs } if *theirs > PROTOCOL_VERSION => write!(
                f,
                "this server speaks protocol version {PROTOCOL_VERSION}, the client {theirs}: the server must be upgraded before this client can play here"
            ),
            DecodeError::Version { theirs } => write!(
                f,
                "this server speaks protocol version {PROTOCOL_VERSION}, the client {theirs}: upgrade connect4 to play here"
            ),
            DecodeError::Malformed { reason } => write!(f, "malformed message: {reason}"),
        }
    }
}

impl std::error::Error for DecodeError {}

/// Just enough of a `hello` to read its version, whatever else it holds.
#[derive(Deserialize)]
struct VersionProbe {
    #[serde(rename = "type")]
    kind: String,
    version: u32,
}

/// A client's message, as the server reads it.
pub fn decode_client(text: &str) -> Result<ClientMessage, DecodeError> {
    check_size(text, MAX_MESSAGE_BYTES)?;
    match serde_json::from_str::<ClientMessage>(text) {
        Ok(ClientMessage::Hello { version, .. }) if !spoken(version) => {
            Err(DecodeError::Version { theirs: version })
        }
        Ok(message) => Ok(message),
        Err(error) => match serde_json::from_str::<VersionProbe>(text) {
            Ok(probe) if probe.kind == "hello" && !spoken(probe.version) => {
                Err(DecodeError::Version {
                    theirs: probe.version,
                })
            }
            _ => Err(malformed(&error)),
        },
    }
}

/// Whether this side serves clients of `version`.
fn spoken(version: u32) -> bool {
    (MIN_PROTOCOL_VERSION..=PROTOCOL_VERSION).contains(&version)
}

/// A server's message, as a client reads it.
pub fn decode_server(text: &str) -> Result<ServerMessage, DecodeError> {
    check_size(text, MAX_SERVER_MESSAGE_BYTES)?;
    serde_json::from_str(text).map_err(|error| malformed(&error))
}

/// A message as JSON text.
pub fn encode<T: Serialize>(message: &T) -> String {
    // The protocol's types have string keys and no non-finite floats, so
    // serialising cannot fail; an empty object stands in should it ever.
    serde_json::to_string(message).unwrap_or_else(|_| "{}".to_string())
}

fn check_size(text: &str, max: usize) -> Result<(), DecodeError> {
    if text.len() > max {
        return Err(DecodeError::TooLarge {
            bytes: text.len(),
            max,
        });
    }
    Ok(())
}

fn malformed(error: &serde_json::Error) -> DecodeError {
    DecodeError::Malformed {
        reason: connect4_game::escape::escape_cut(&error.to_string(), REASON_MAX),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::invite::InviteCode;
    use crate::{Clock, ErrorCode};
    use proptest::prelude::*;

    fn all_client_messages() -> Vec<ClientMessage> {
        let game = InviteCode::parse("K7MP3Q").unwrap();
        let kind = connect4_classic::game::wire::STANDARD;
        let clock = Some(Clock::parse("5+3").unwrap());
        vec![
            ClientMessage::Hello {
                version: PROTOCOL_VERSION,
                name: "Zoë".into(),
                token: Some("ab".into()),
                games: None,
            },
            ClientMessage::Host {
                kind,
                clock,
                rated: true,
            },
            ClientMessage::Join { code: game },
            ClientMessage::Move {
                game,
                mv: "4".into(),
                ply: Some(1),
            },
            ClientMessage::Resign { game },
            ClientMessage::OfferDraw { game },
            ClientMessage::DeclineDraw { game },
            ClientMessage::Abort { game },
            ClientMessage::Rematch { game },
            ClientMessage::Watch { game },
            ClientMessage::Unwatch { game },
            ClientMessage::Lobby { follow: true },
            ClientMessage::Challenge {
                kind: connect4_checkers::wire::KIND,
                clock: None,
                rated: false,
            },
            ClientMessage::CancelChallenge { id: 7 },
            ClientMessage::AcceptChallenge { id: 7 },
            ClientMessage::QuickPair { kind, clock },
            ClientMessage::CancelQuickPair,
            ClientMessage::Ping { n: 3 },
        ]
    }

    #[test]
    fn every_client_message_round_trips() {
        for message in all_client_messages() {
            let text = encode(&message);
            assert_eq!(decode_client(&text), Ok(message), "{text}");
        }
    }

    #[test]
    fn messages_are_tagged_by_type() {
        let text = encode(&ClientMessage::Move {
            game: InviteCode::parse("ABCDEF").unwrap(),
            mv: "4".into(),
            ply: None,
        });
        assert_eq!(text, r#"{"type":"move","game":"ABCDEF","move":"4"}"#);
        let error = ServerMessage::error(ErrorCode::NotYourTurn, "wait");
        assert_eq!(
            encode(&error),
            r#"{"type":"error","code":"not_your_turn","message":"wait","game":null}"#
        );
    }

    #[test]
    fn the_size_is_checked_before_parsing() {
        let huge = format!(
            "{{\"type\":\"ping\",\"n\":1,\"x\":\"{}\"}}",
            "a".repeat(MAX_MESSAGE_BYTES)
        );
        assert!(matches!(
            decode_client(&huge),
            Err(DecodeError::TooLarge { .. })
        ));
    }

    #[test]
    fn every_version_from_the_oldest_served_is_welcome() {
        for version in MIN_PROTOCOL_VERSION..=PROTOCOL_VERSION {
            let hello = format!(r#"{{"type":"hello","version":{version},"name":"x"}}"#);
            assert!(decode_client(&hello).is_ok(), "version {version}");
        }
        let newer = DecodeError::Version {
            theirs: PROTOCOL_VERSION + 1,
        };
        assert!(newer.to_string().contains("the server must be upgraded"));
    }

    #[test]
    fn another_version_is_told_to_upgrade_whatever_its_fields() {
        let old = r#"{"type":"hello","version":0,"nickname":"x"}"#;
        assert_eq!(decode_client(old), Err(DecodeError::Version { theirs: 0 }));
        let newer = format!(
            r#"{{"type":"hello","version":{},"name":"x"}}"#,
            PROTOCOL_VERSION + 1
        );
        assert!(
            decode_client(&newer)
                .unwrap_err()
                .to_string()
                .contains("upgrade")
        );
    }

    #[test]
    fn hostile_text_is_malformed_and_quoted_safely() {
        for text in [
            "",
            "null",
            "[]",
            "{}",
            r#"{"type":"\u001b[2Jboom"}"#,
            r#"{"type":"move","game":"ABCDEF"}"#,
            r#"{"type":"ping","n":-1}"#,
            r#"{"type":"ping","n":1,"extra":2}"#,
        ] {
            match decode_client(text) {
                Err(DecodeError::Malformed { reason }) => {
                    assert!(!reason.contains('\u{1b}'), "{reason}")
                }
                other => panic!("{text}: {other:?}"),
            }
        }
    }

    proptest! {
        #[test]
        fn any_text_decodes_or_errs_without_panicking(text in "\\PC{0,300}") {
            let _ = decode_client(&text);
            let _ = decode_server(&text);
        }

        #[test]
        fn any_bytes_as_lossy_text_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
            let _ = decode_client(&String::from_utf8_lossy(&bytes));
        }

        #[test]
        fn json_shaped_noise_is_refused_or_read(kind in "[a-z_]{0,12}", n in any::<i64>(), s in "\\PC{0,20}") {
            let text = format!(r#"{{"type":"{kind}","n":{n},"game":{s:?},"move":{s:?},"code":{s:?}}}"#);
            if let Ok(message) = decode_client(&text) {
                // Whatever was accepted encodes back to something that decodes the same.
                prop_assert_eq!(decode_client(&encode(&message)), Ok(message));
            }
        }

        #[test]
        fn moves_round_trip(mv in "\\PC{0,40}", bytes in any::<[u8; 6]>()) {
            let message = ClientMessage::Move { game: InviteCode::from_random(bytes), mv, ply: None };
            prop_assert_eq!(decode_client(&encode(&message)), Ok(message));
        }

        #[test]
        fn oversized_messages_are_always_refused(extra in MAX_MESSAGE_BYTES..MAX_MESSAGE_BYTES * 4) {
            let text = " ".repeat(extra + 1);
            let refused = matches!(decode_client(&text), Err(DecodeError::TooLarge { .. }));
            prop_assert!(refused);
        }
    }
}
