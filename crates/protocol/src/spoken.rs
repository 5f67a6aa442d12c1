//! What a client of an older version is sent. Version 3 carries a kind of any game
//! (its name and settings); versions 1 and 2 read only Connect 4 and checkers, and a
//! message naming another game would fail to decode whole there. So a server speaking
//! to them leaves out what is about other games: lobby entries, ratings, a game sent
//! whole (answered with why instead).

use crate::lobby::LobbyView;
use crate::server_message::{PlayerInfo, ServerMessage};
use crate::{ErrorCode, GameKind};
use std::borrow::Cow;

/// The first version whose kinds may be of any game.
pub const OPEN_KINDS_FROM: u32 = 3;

/// The games versions 1 and 2 know: fixed with those versions, never added to.
pub const FIRST_GAMES: [&str; 2] = ["connect4", "checkers"];

/// Whether a client of `version` reads a kind of `game` (a game's name).
pub fn reads_game(version: u32, game: &str) -> bool {
    version >= OPEN_KINDS_FROM || FIRST_GAMES.contains(&game)
}

fn reads(version: u32, kind: &GameKind) -> bool {
    reads_game(version, kind.game().as_str())
}

/// `message` as a client of `version` is sent it, whole when it reads all of it.
pub fn as_spoken(message: &ServerMessage, version: u32) -> Cow<'_, ServerMessage> {
    if version >= OPEN_KINDS_FROM {
        return Cow::Borrowed(message);
    }
    match message {
        ServerMessage::Welcome {
            version: spoken,
            player,
            token,
        } => Cow::Owned(ServerMessage::Welcome {
            version: *spoken,
            player: PlayerInfo {
                name: player.name.clone(),
                ratings: (player.ratings.iter())
                    .filter(|rating| reads_game(version, rating.kind.name()))
                    .copied()
                    .collect(),
            },
            token: token.clone(),
        }),
        ServerMessage::Lobby { lobby } => Cow::Owned(ServerMessage::Lobby {
            lobby: lobby_as_read(lobby, version),
        }),
        ServerMessage::Game { game } if !reads(version, &game.kind) => {
            Cow::Owned(ServerMessage::Error {
                code: ErrorCode::BadRequest,
                message: format!(
                    "game {} is {}, which this client does not play: update it",
                    game.code,
                    game.kind.game()
                ),
                game: Some(game.code),
            })
        }
        _ => Cow::Borrowed(message),
    }
}

/// The lobby without the challenges, games and ratings of games `version` does not read.
pub fn lobby_as_read(lobby: &LobbyView, version: u32) -> LobbyView {
    LobbyView {
        challenges: (lobby.challenges.iter())
            .filter(|challenge| reads(version, &challenge.kind))
            .cloned()
            .collect(),
        online: lobby.online.clone(),
        games: (lobby.games.iter())
            .filter(|game| reads(version, &game.kind))
            .cloned()
            .collect(),
        leaders: (lobby.leaders.iter())
            .filter(|leader| reads_game(version, leader.kind.name()))
            .cloned()
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Challenge, GameName, LeaderEntry, LiveGame, RatingInfo, RatingKind, encode};
    use crate::{GameSnapshot, GameStatus, InviteCode};
    use connect4_game::ByPlayer;

    fn popout() -> GameKind {
        GameKind::from_parts(GameName::new("popout"), r#"{"height":6,"width":7}"#)
    }

    fn lobby() -> LobbyView {
        let challenge = |id, kind| Challenge {
            id,
            by: "ann".into(),
            kind,
            clock: None,
            rated: true,
            rating: None,
        };
        let live = |code: &str, kind| LiveGame {
            code: InviteCode::parse(code).unwrap(),
            kind,
            clock: None,
            players: ["ann".into(), "bob".into()],
            moves: 3,
        };
        let leader = |game| LeaderEntry {
            name: "ann".into(),
            kind: RatingKind::of(GameName::new(game)),
            rating: 1600,
            games: 1,
        };
        let connect4 = connect4_rules::game::wire::STANDARD;
        LobbyView {
            challenges: vec![challenge(1, popout()), challenge(2, connect4)],
            online: Vec::new(),
            games: vec![live("ABCDEF", popout()), live("GHJKMN", connect4)],
            leaders: vec![leader("popout"), leader("checkers")],
        }
    }

    #[test]
    fn an_old_client_s_lobby_holds_only_the_games_it_reads() {
        let message = ServerMessage::Lobby { lobby: lobby() };
        assert_eq!(as_spoken(&message, 3), Cow::Borrowed(&message));
        let old = as_spoken(&message, 2);
        let ServerMessage::Lobby { lobby: old_lobby } = old.as_ref() else {
            panic!("{old:?}");
        };
        assert_eq!(
            old_lobby
                .challenges
                .iter()
                .map(|c| c.id)
                .collect::<Vec<_>>(),
            [2]
        );
        assert_eq!(old_lobby.games.len(), 1);
        assert_eq!(old_lobby.leaders[0].kind.name(), "checkers");
        assert!(!encode(&old).contains("popout"), "{}", encode(&old));
        assert!(encode(&message).contains("popout"));
    }

    #[test]
    fn an_old_client_is_told_why_rather_than_sent_a_game_it_cannot_read() {
        let rating = |game| RatingInfo {
            kind: RatingKind::of(GameName::new(game)),
            rating: 1500,
            deviation: 350,
            games: 0,
        };
        let welcome = ServerMessage::Welcome {
            version: 3,
            player: PlayerInfo {
                name: "ann".into(),
                ratings: vec![rating("connect4"), rating("popout")],
            },
            token: "t".into(),
        };
        assert!(!encode(&as_spoken(&welcome, 1)).contains("popout"));
        let game = GameSnapshot {
            code: InviteCode::parse("ABCDEF").unwrap(),
            kind: popout(),
            clock: None,
            rated: false,
            seats: ByPlayer::new(None, None),
            moves: Vec::new(),
            clocks: None,
            status: GameStatus::Waiting,
            result: None,
            you: None,
            draw_offer: None,
            rematch_of: None,
        };
        let popout_game = ServerMessage::Game { game: game.clone() };
        let sent = as_spoken(&popout_game, 2);
        let ServerMessage::Error { code, message, .. } = sent.as_ref() else {
            panic!("{sent:?}");
        };
        assert_eq!(*code, ErrorCode::BadRequest);
        assert!(message.contains("ABCDEF is popout"), "{message}");
        let checkers = GameSnapshot {
            kind: connect4_rules::checkers::wire::KIND,
            ..game
        };
        let whole = ServerMessage::Game { game: checkers };
        assert_eq!(as_spoken(&whole, 2), Cow::Borrowed(&whole));
    }
}
