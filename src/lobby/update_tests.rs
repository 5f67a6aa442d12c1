//! The lobby's update: keys over the lists and the form, the server's news, and
//! what is said back.

use super::*;
use crate::lobby::{List, Lobby};
use connect4_protocol::{
    ByPlayer, Challenge, GameSnapshot, GameStatus, InviteCode, LeaderEntry, LiveGame, LobbyView,
    PlayerInfo, RatingInfo, RatingKind,
};

pub(super) fn lobby() -> Lobby {
    let you = PlayerInfo {
        name: "ann".into(),
        ratings: vec![RatingInfo {
            kind: RatingKind::of(connect4_classic::game::wire::NAME),
            rating: 1500,
            deviation: 350,
            games: 0,
        }],
    };
    Lobby::new(
        "ws://127.0.0.1:4747".into(),
        you,
        crate::games::default_keys(),
    )
}

fn challenge(id: u64, by: &str) -> Challenge {
    Challenge {
        id,
        by: by.into(),
        kind: connect4_classic::game::wire::STANDARD,
        clock: None,
        rated: true,
        rating: Some(1500),
    }
}

fn live(code: &str) -> LiveGame {
    LiveGame {
        code: InviteCode::parse(code).unwrap(),
        kind: connect4_checkers::wire::KIND,
        clock: None,
        players: ["cid".into(), "dan".into()],
        moves: 3,
    }
}

fn view(challenges: Vec<Challenge>, games: Vec<LiveGame>) -> ServerMessage {
    ServerMessage::Lobby {
        lobby: LobbyView {
            challenges,
            games,
            ..LobbyView::default()
        },
    }
}

pub(super) fn snapshot(status: GameStatus) -> GameSnapshot {
    GameSnapshot {
        code: InviteCode::parse("K7MX3P").unwrap(),
        kind: connect4_classic::game::wire::STANDARD,
        clock: None,
        rated: true,
        seats: ByPlayer::new(None, None),
        moves: Vec::new(),
        clocks: None,
        status,
        result: None,
        you: None,
        draw_offer: None,
        rematch_of: None,
    }
}

#[test]
fn enter_accepts_the_highlighted_challenge_or_watches_the_highlighted_game() {
    let mut lobby = lobby();
    let games = vec![live("K7MX3P"), live("ZZ9ABC")];
    let challenges = vec![challenge(7, "bob"), challenge(8, "cid")];
    update(&mut lobby, LobbyMessage::Server(view(challenges, games)));
    update(&mut lobby, LobbyMessage::Step(5));
    assert_eq!(
        lobby.challenge_line, 1,
        "the highlight stops at the last line"
    );
    let said = update(&mut lobby, LobbyMessage::Choose);
    assert_eq!(said, [ClientMessage::AcceptChallenge { id: 8 }]);
    update(&mut lobby, LobbyMessage::Side(1));
    assert_eq!(lobby.list, List::Games);
    update(&mut lobby, LobbyMessage::Step(1));
    let said = update(&mut lobby, LobbyMessage::Choose);
    let code = InviteCode::parse("ZZ9ABC").unwrap();
    assert_eq!(said, [ClientMessage::Watch { game: code }]);
}

#[test]
fn a_shorter_list_keeps_the_highlight_on_a_line_that_exists() {
    let mut lobby = lobby();
    let three = (1..=3).map(|id| challenge(id, "bob")).collect();
    update(&mut lobby, LobbyMessage::Server(view(three, vec![])));
    update(&mut lobby, LobbyMessage::Step(2));
    update(
        &mut lobby,
        LobbyMessage::Server(view(vec![challenge(1, "bob")], vec![])),
    );
    assert_eq!(lobby.challenge_line, 0);
    update(&mut lobby, LobbyMessage::Server(view(vec![], vec![])));
    assert!(update(&mut lobby, LobbyMessage::Choose).is_empty());
    assert!(lobby.message.as_deref().unwrap().contains("c posts one"));
}

#[test]
fn the_form_posts_a_challenge_that_can_be_taken_back_and_is_on_leaving() {
    let mut lobby = lobby();
    update(&mut lobby, LobbyMessage::OpenForm(Purpose::Challenge));
    update(&mut lobby, LobbyMessage::Side(1));
    let said = update(&mut lobby, LobbyMessage::Choose);
    assert!(
        matches!(
            said[..],
            [ClientMessage::Challenge {
                kind: connect4_checkers::wire::KIND,
                ..
            }]
        ),
        "{said:?}"
    );
    assert!(lobby.form.is_none());
    update(
        &mut lobby,
        LobbyMessage::Server(ServerMessage::ChallengePosted { id: 9 }),
    );
    // Our own challenge is not ours to accept.
    update(
        &mut lobby,
        LobbyMessage::Server(view(vec![challenge(9, "ann")], vec![])),
    );
    assert!(update(&mut lobby, LobbyMessage::Choose).is_empty());
    let said = update(&mut lobby, LobbyMessage::Quit);
    assert_eq!(said, [ClientMessage::CancelChallenge { id: 9 }]);
    assert!(!lobby.running);
}

#[test]
fn pairing_is_stopped_by_x_and_esc_closes_the_form_before_the_lobby() {
    let mut lobby = lobby();
    update(&mut lobby, LobbyMessage::OpenForm(Purpose::QuickPair));
    update(&mut lobby, LobbyMessage::Back);
    assert!(lobby.form.is_none() && lobby.running);
    update(&mut lobby, LobbyMessage::OpenForm(Purpose::QuickPair));
    update(&mut lobby, LobbyMessage::Choose);
    update(&mut lobby, LobbyMessage::Server(ServerMessage::Pairing));
    let said = update(&mut lobby, LobbyMessage::CancelWaiting);
    assert_eq!(said, [ClientMessage::CancelQuickPair]);
    assert!(!lobby.pairing);
}

#[test]
fn a_game_that_starts_closes_the_lobby_and_one_waiting_does_not() {
    let mut lobby = lobby();
    let waiting = snapshot(GameStatus::Waiting);
    update(
        &mut lobby,
        LobbyMessage::Server(ServerMessage::Game { game: waiting }),
    );
    assert!(lobby.running && lobby.chosen.is_none());
    let playing = snapshot(GameStatus::Playing);
    update(
        &mut lobby,
        LobbyMessage::Server(ServerMessage::Game {
            game: playing.clone(),
        }),
    );
    assert!(!lobby.running);
    assert_eq!(lobby.chosen, Some(playing));
}

#[test]
fn the_leaderboard_updates_this_players_rating_and_a_new_connection_follows_again() {
    let mut lobby = lobby();
    let leaders = vec![LeaderEntry {
        name: "ann".into(),
        kind: RatingKind::of(connect4_classic::game::wire::NAME),
        rating: 1662,
        games: 1,
    }];
    let lobby_view = LobbyView {
        leaders,
        ..LobbyView::default()
    };
    update(
        &mut lobby,
        LobbyMessage::Server(ServerMessage::Lobby { lobby: lobby_view }),
    );
    assert_eq!(lobby.you.ratings[0].rating, 1662);
    update(&mut lobby, LobbyMessage::Connection(false));
    assert!(!lobby.connected);
    // The client core follows the lobby again by itself: nothing said twice.
    let said = update(&mut lobby, LobbyMessage::Connection(true));
    assert!(said.is_empty() && lobby.connected);
}
