//! The lobby of online play on screen (TestBackend and insta): the four lists with a
//! highlight, the form over them, and names from the network drawn escaped. A game
//! online's side panel shows each seat's rating and clock.

use crate::screen_text::screen_text;
use connect4::connect4::{Message, Model, Settings};
use connect4::lobby::{Lobby, LobbyMessage, Purpose, update};
use connect4::scoreboard::Tally;
use connect4::shell::{Keymap, OnlineNews, OnlineSeats, Program, Seat, Seats, Theme};
use connect4_protocol::{
    Challenge, Clock, GameKind, InviteCode, LeaderEntry, LiveGame, LobbyView, OnlinePlayer,
    PlayerInfo, RatingInfo, RatingKind, ServerMessage,
};
use connect4_rules::game::ByPlayer;

fn render(program: &impl Program, size: (u16, u16)) -> String {
    screen_text(program, &Theme::default(), size)
}

fn busy_lobby() -> Lobby {
    let you = PlayerInfo {
        name: "ann".into(),
        ratings: vec![RatingInfo {
            kind: RatingKind::Connect4,
            rating: 1516,
            deviation: 290,
            games: 1,
        }],
    };
    let mut lobby = Lobby::new("ws://127.0.0.1:4747".into(), you, Keymap::default());
    let clock = Clock::parse("5+3").ok();
    let view = LobbyView {
        challenges: vec![
            Challenge {
                id: 1,
                by: "bob".into(),
                kind: GameKind::STANDARD,
                clock,
                rated: true,
                rating: Some(1484),
            },
            Challenge {
                id: 2,
                by: "eve\u{1b}[2J".into(),
                kind: GameKind::Checkers,
                clock: None,
                rated: false,
                rating: None,
            },
        ],
        online: ["ann", "bob", "cid", "dan"]
            .map(|name| OnlinePlayer {
                name: name.into(),
                playing: u32::from(name > "bob"),
            })
            .to_vec(),
        games: vec![LiveGame {
            code: InviteCode::parse("K7MX3P").unwrap(),
            kind: GameKind::Checkers,
            clock,
            players: ["cid".into(), "dan".into()],
            moves: 11,
        }],
        leaders: vec![LeaderEntry {
            name: "ann".into(),
            kind: RatingKind::Connect4,
            rating: 1516,
            games: 1,
        }],
    };
    update(
        &mut lobby,
        LobbyMessage::Server(ServerMessage::Lobby { lobby: view }),
    );
    lobby
}

#[test]
fn the_lobby_lists_challenges_games_players_and_leaders() {
    let mut lobby = busy_lobby();
    update(&mut lobby, LobbyMessage::Step(1));
    let screen = render(&lobby, (100, 20));
    assert!(
        !screen.contains('\u{1b}'),
        "a name from the network is escaped"
    );
    insta::assert_snapshot!(screen);
}

#[test]
fn the_form_to_post_a_challenge_opens_over_the_lists() {
    let mut lobby = busy_lobby();
    update(&mut lobby, LobbyMessage::OpenForm(Purpose::Challenge));
    update(&mut lobby, LobbyMessage::Step(1));
    insta::assert_snapshot!(render(&lobby, (100, 20)));
}

#[test]
fn a_game_online_shows_each_seats_rating_and_clock_in_the_panel() {
    let settings = Settings {
        seats: Seats::new(Seat::Keyboard, Seat::Elsewhere),
        names: ByPlayer::new("ann".into(), "bob".into()),
        animation: false,
        ..Settings::default()
    };
    let mut model = Model::new(settings, Tally::default());
    let seats = OnlineSeats {
        tags: ByPlayer::new(Some("1516".into()), Some("1484".into())),
        clocks: Some(ByPlayer::new("4:58".into(), "5:00".into())),
    };
    connect4::connect4::update(&mut model, Message::Online(OnlineNews::Seats(seats)));
    let screen = render(&model, (100, 24));
    assert!(
        screen.contains("ann (1516)") && screen.contains("bob (1484)"),
        "{screen}"
    );
    assert!(screen.contains("Clock  ●4:58  ◆5:00"), "{screen}");
}
