//! What a client is sent of games it does not play. Version 3 carries a kind of any
//! game (its name and settings), and its hello may say which games the client plays;
//! versions 1 and 2 read only Connect 4 and checkers, and a message naming another
//! game would fail to decode whole there. So a server leaves out, for each client,
//! what is about games it does not read: lobby entries, ratings, a game sent whole
//! (answered with why instead).

use crate::lobby::LobbyView;
use crate::server_message::{PlayerInfo, ServerMessage};
use crate::{ErrorCode, GameKind, GameName, InviteCode};
use std::borrow::Cow;

/// The first version whose kinds may be of any game.
pub const OPEN_KINDS_FROM: u32 = 3;

/// The games versions 1 and 2 know: fixed with those versions, never added to.
pub const FIRST_GAMES: [&str; 2] = ["connect4", "checkers"];

/// The most games a hello may name: a client plays a handful.
pub const MAX_HELLO_GAMES: usize = 32;

/// The games a client reads.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub enum Reads {
    /// Every game (a version-3 client that named none: a tool).
    #[default]
    Every,
    /// These, by name.
    Only(Vec<String>),
}

impl Reads {
    /// What a client reads, from its hello: its version and the games it named.
    pub fn of_hello(version: u32, games: Option<&[GameName]>) -> Reads {
        match games {
            _ if version < OPEN_KINDS_FROM => Reads::Only(FIRST_GAMES.map(String::from).to_vec()),
            None => Reads::Every,
            Some(games) => Reads::Only(games.iter().map(|name| name.to_string()).collect()),
        }
    }

    /// The same, but of the games in `played` only, in order: a hello naming games the
    /// server does not play reads what it would anyway, and the lobby is encoded once
    /// for each set of games read, so the sets stay as few as the server's games allow.
    pub fn within(self, played: &[GameName]) -> Reads {
        match self {
            Reads::Every => Reads::Every,
            Reads::Only(games) => Reads::Only(
                (played.iter())
                    .map(|name| name.to_string())
                    .filter(|name| games.contains(name))
                    .collect(),
            ),
        }
    }

    /// Whether it reads a kind of the game called `game`.
    pub fn game(&self, game: &str) -> bool {
        match self {
            Reads::Every => true,
            Reads::Only(games) => games.iter().any(|name| name == game),
        }
    }

    fn kind(&self, kind: &GameKind) -> bool {
        self.game(kind.game().as_str())
    }
}

/// Why a client is not sent game `code` of `kind`: it does not play that game.
pub fn not_played(code: InviteCode, kind: &GameKind) -> String {
    format!(
        "game {code} is {}, which this client does not play: update it",
        kind.game()
    )
}

/// `message` as a client that reads `reads` is sent it, whole when it reads all of it.
pub fn as_spoken<'a>(message: &'a ServerMessage, reads: &Reads) -> Cow<'a, ServerMessage> {
    if *reads == Reads::Every {
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
                    .filter(|rating| reads.game(rating.kind.name()))
                    .copied()
                    .collect(),
            },
            token: token.clone(),
        }),
        ServerMessage::Lobby { lobby } => Cow::Owned(ServerMessage::Lobby {
            lobby: lobby_as_read(lobby, reads),
        }),
        ServerMessage::Game { game } if !reads.kind(&game.kind) => {
            Cow::Owned(ServerMessage::Error {
                code: ErrorCode::BadRequest,
                message: not_played(game.code, &game.kind),
                game: Some(game.code),
            })
        }
        _ => Cow::Borrowed(message),
    }
}

/// The lobby without the challenges, games and ratings of games not among `reads`.
pub fn lobby_as_read(lobby: &LobbyView, reads: &Reads) -> LobbyView {
    LobbyView {
        challenges: (lobby.challenges.iter())
            .filter(|challenge| reads.kind(&challenge.kind))
            .cloned()
            .collect(),
        online: lobby.online.clone(),
        games: (lobby.games.iter())
            .filter(|game| reads.kind(&game.kind))
            .cloned()
            .collect(),
        leaders: (lobby.leaders.iter())
            .filter(|leader| reads.game(leader.kind.name()))
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
        let connect4 = connect4_classic::game::wire::STANDARD;
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
        assert_eq!(
            as_spoken(&message, &Reads::of_hello(3, None)),
            Cow::Borrowed(&message)
        );
        let old = as_spoken(&message, &Reads::of_hello(2, None));
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
        assert!(!encode(&as_spoken(&welcome, &Reads::of_hello(1, None))).contains("popout"));
        let named = [GameName::new("connect4")];
        let connect4_only = Reads::of_hello(3, Some(&named));
        let sent = encode(&as_spoken(&welcome, &connect4_only));
        assert!(
            sent.contains("connect4") && !sent.contains("popout"),
            "{sent}"
        );
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
        let sent = as_spoken(&popout_game, &Reads::of_hello(2, None));
        let ServerMessage::Error { code, message, .. } = sent.as_ref() else {
            panic!("{sent:?}");
        };
        assert_eq!(*code, ErrorCode::BadRequest);
        assert!(message.contains("ABCDEF is popout"), "{message}");
        let checkers = GameSnapshot {
            kind: connect4_checkers::wire::KIND,
            ..game
        };
        let whole = ServerMessage::Game { game: checkers };
        assert_eq!(
            as_spoken(&whole, &Reads::of_hello(2, None)),
            Cow::Borrowed(&whole)
        );
        let popout_named = [GameName::new("popout")];
        let sent = as_spoken(&popout_game, &Reads::of_hello(3, Some(&popout_named)));
        assert_eq!(sent, Cow::Borrowed(&popout_game));
    }

    #[test]
    fn what_a_client_reads_is_kept_within_the_server_s_games_in_its_order() {
        let names = |list: &[&str]| list.iter().map(|n| GameName::new(n)).collect::<Vec<_>>();
        let played = names(&["connect4", "checkers", "popout"]);
        let said = names(&["popout", "chess", "connect4", "popout"]);
        let reads = Reads::of_hello(3, Some(&said)).within(&played);
        assert_eq!(reads, Reads::Only(vec!["connect4".into(), "popout".into()]));
        assert_eq!(Reads::of_hello(3, None).within(&played), Reads::Every);
        let old = Reads::of_hello(2, None).within(&played);
        assert_eq!(old, Reads::Only(vec!["connect4".into(), "checkers".into()]));
    }
}
