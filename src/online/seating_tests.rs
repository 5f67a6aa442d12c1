//! Seating's unit tests: a scripted server's answers and the steps they lead to.

use super::*;
use connect4_protocol::{ByPlayer, ErrorCode, GameStatus, Player, SeatInfo};

fn code(text: &str) -> InviteCode {
    InviteCode::parse(text).unwrap()
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
            kind: connect4_classic::game::wire::STANDARD,
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
    kind: connect4_classic::game::wire::STANDARD,
    clock: None,
    rated: true,
};

#[test]
fn a_host_asks_once_welcomed_shares_the_code_and_opens_once_joined() {
    let mut seating = Seating::new(HOST);
    assert!(
        seating
            .on_server(&game("K7MX3P", Some(Player::One), false))
            .is_empty()
    );
    let steps = seating.welcomed();
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
    assert!(seating.welcomed().is_empty());
}

#[test]
fn after_a_drop_a_hosted_game_is_joined_again_and_its_code_not_shown_twice() {
    let mut seating = Seating::new(HOST);
    seating.welcomed();
    seating.on_server(&game("K7MX3P", Some(Player::One), false));
    assert_eq!(seating.start(), Start::Join(code("K7MX3P")));
    let steps = seating.welcomed();
    assert_eq!(
        sent(&steps),
        [ClientMessage::Join {
            code: code("K7MX3P")
        }]
    );
    assert!(
        seating
            .on_server(&game("K7MX3P", Some(Player::One), false))
            .is_empty()
    );
    let steps = seating.on_server(&game("K7MX3P", Some(Player::One), true));
    assert!(matches!(&steps[..], [Step::Ready(_)]));
}

#[test]
fn a_joiner_opens_the_game_of_its_code_and_hears_a_refusal() {
    let mut seating = Seating::new(Start::Join(code("K7MX3P")));
    seating.welcomed();
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

    let mut full = Seating::new(Start::Join(code("K7MX3P")));
    full.welcomed();
    let refused = ServerMessage::error(ErrorCode::GameFull, "watch it instead");
    assert_eq!(
        full.on_server(&refused),
        [Step::Refused("watch it instead".into())]
    );
    assert!(full.welcomed().is_empty());
}

#[test]
fn a_spectator_opens_the_game_at_once() {
    let mut seating = Seating::new(Start::Watch(code("K7MX3P")));
    let steps = seating.welcomed();
    assert_eq!(
        sent(&steps),
        [ClientMessage::Watch {
            game: code("K7MX3P")
        }]
    );
    let steps = seating.on_server(&game("K7MX3P", None, false));
    assert!(matches!(&steps[..], [Step::Ready(game)] if game.you.is_none()));
}
