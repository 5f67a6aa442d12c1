//! Seating's unit tests: a scripted server's answers and the steps they lead to.

use super::*;
use connect4_protocol::{ByPlayer, GameStatus, Player, PlayerInfo, SeatInfo};

fn code(text: &str) -> InviteCode {
    InviteCode::parse(text).unwrap()
}

fn welcome(name: &str, token: &str) -> ServerMessage {
    ServerMessage::Welcome {
        version: PROTOCOL_VERSION,
        player: PlayerInfo {
            name: name.to_string(),
            ratings: Vec::new(),
        },
        token: token.to_string(),
    }
}

fn seat(name: &str) -> Option<SeatInfo> {
    Some(SeatInfo {
        name: name.to_string(),
        rating: None,
        connected: true,
    })
}

/// The game `code` as `you` sees it, with its second seat taken or not.
fn game(code_text: &str, you: Option<Player>, joined: bool) -> ServerMessage {
    ServerMessage::Game {
        game: GameSnapshot {
            code: code(code_text),
            kind: GameKind::STANDARD,
            clock: None,
            rated: true,
            seats: ByPlayer::new(seat("ann"), joined.then(|| seat("bob")).flatten()),
            moves: Vec::new(),
            clocks: None,
            status: if joined {
                GameStatus::Playing
            } else {
                GameStatus::Waiting
            },
            result: None,
            you,
            draw_offer: None,
            rematch_of: None,
        },
    }
}

fn sent(steps: &[Step]) -> Vec<ClientMessage> {
    steps
        .iter()
        .filter_map(|step| match step {
            Step::Send(message) => Some(message.clone()),
            _ => None,
        })
        .collect()
}

const HOST: Start = Start::Host {
    kind: GameKind::STANDARD,
    clock: None,
    rated: true,
};

#[test]
fn a_host_says_hello_keeps_the_token_shares_the_code_and_opens_once_joined() {
    let mut seating = Seating::new(HOST, "ann", None);
    let hello = sent(&seating.opened());
    assert!(
        matches!(&hello[..], [ClientMessage::Hello { name, token: None, .. }] if name == "ann")
    );
    let steps = seating.on_server(&welcome("ann", "t0k"));
    assert_eq!(
        steps[0],
        Step::Welcomed {
            name: "ann".into(),
            token: "t0k".into()
        }
    );
    assert!(matches!(
        sent(&steps)[..],
        [ClientMessage::Host { rated: true, .. }]
    ));
    // A game of one's own from before, already under way, is not the one hosted.
    assert!(
        seating
            .on_server(&game("AAAAAA", Some(Player::Two), true))
            .is_empty()
    );
    let steps = seating.on_server(&game("K7MX3P", Some(Player::One), false));
    assert_eq!(steps, [Step::Hosted(code("K7MX3P"))]);
    let steps = seating.on_server(&game("K7MX3P", Some(Player::One), true));
    assert!(matches!(&steps[..], [Step::Ready(game)] if game.code == code("K7MX3P")));
    // Once seated, the session reads the rest.
    assert!(seating.on_server(&welcome("ann", "t0k")).is_empty());
}

#[test]
fn after_a_drop_a_hosted_game_is_joined_again_with_the_token_kept() {
    let mut seating = Seating::new(HOST, "ann", None);
    seating.opened();
    seating.on_server(&welcome("ann", "t0k"));
    seating.on_server(&game("K7MX3P", Some(Player::One), false));
    let mut again = seating.again();
    assert_eq!(again.start(), Start::Join(code("K7MX3P")));
    let hello = sent(&again.opened());
    assert!(matches!(&hello[..], [ClientMessage::Hello { token: Some(t), .. }] if t == "t0k"));
    let steps = again.on_server(&welcome("ann", "t0k"));
    assert_eq!(
        sent(&steps),
        [ClientMessage::Join {
            code: code("K7MX3P")
        }]
    );
}

#[test]
fn a_token_the_server_forgot_is_dropped_and_hello_said_again() {
    let mut seating = Seating::new(Start::Join(code("K7MX3P")), "bob", Some("old"));
    seating.opened();
    let forgot = ServerMessage::error(ErrorCode::BadToken, "unknown token");
    let steps = seating.on_server(&forgot);
    assert!(matches!(
        &sent(&steps)[..],
        [ClientMessage::Hello { token: None, .. }]
    ));
    // Refused again without a token: that is final.
    let steps = seating.on_server(&ServerMessage::error(ErrorCode::BadName, "bad name"));
    assert_eq!(steps, [Step::Refused("bad name".into())]);
    assert!(seating.on_server(&welcome("bob", "new")).is_empty());
}

#[test]
fn a_joiner_opens_the_game_of_its_code_and_hears_a_refusal() {
    let mut seating = Seating::new(Start::Join(code("K7MX3P")), "bob", None);
    seating.opened();
    seating.on_server(&welcome("bob", "t"));
    // Another game's news, and a refusal about another game, are not ours.
    assert!(
        seating
            .on_server(&game("AAAAAA", Some(Player::One), true))
            .is_empty()
    );
    let elsewhere = ServerMessage::Error {
        code: ErrorCode::NotYourTurn,
        message: "not now".into(),
        game: Some(code("AAAAAA")),
    };
    assert!(seating.on_server(&elsewhere).is_empty());
    let steps = seating.on_server(&game("K7MX3P", Some(Player::Two), true));
    assert!(matches!(&steps[..], [Step::Ready(_)]));

    let mut full = Seating::new(Start::Join(code("K7MX3P")), "cy", None);
    full.opened();
    full.on_server(&welcome("cy", "t"));
    let refused = ServerMessage::error(ErrorCode::GameFull, "watch it instead");
    assert_eq!(
        full.on_server(&refused),
        [Step::Refused("watch it instead".into())]
    );
}

#[test]
fn a_spectator_opens_the_game_at_once_and_an_old_client_is_told_to_upgrade() {
    let mut seating = Seating::new(Start::Watch(code("K7MX3P")), "cy", None);
    seating.opened();
    let steps = seating.on_server(&welcome("cy", "t"));
    assert_eq!(
        sent(&steps),
        [ClientMessage::Watch {
            game: code("K7MX3P")
        }]
    );
    let steps = seating.on_server(&game("K7MX3P", None, false));
    assert!(matches!(&steps[..], [Step::Ready(game)] if game.you.is_none()));

    let mut old = Seating::new(Start::Watch(code("K7MX3P")), "cy", None);
    old.opened();
    let upgrade = ServerMessage::Upgrade {
        server_version: 2,
        message: "upgrade connect4".into(),
    };
    assert_eq!(
        old.on_server(&upgrade),
        [Step::Refused("upgrade connect4".into())]
    );
}
