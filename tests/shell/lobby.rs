//! The lobby of online play on screen (TestBackend and insta): the four lists with a
//! highlight, the form over them, the invite code of a hosted game above them, the
//! box where a code is typed, the help, and names from the network drawn escaped. A
//! game online's side panel shows each seat's rating and clock.

use crate::screen_text::screen_text;
use connect4::lobby::action;
use connect4::lobby::{Aim, Lobby, LobbyMessage, Purpose, update};
use connect4::scoreboard::Tally;
use connect4::shell::ShellMessage;
use connect4::shell::{OnlineNews, OnlineSeats, Program, Seat, Seats, Theme};
use connect4_classic::game::ByPlayer;
use connect4_classic::terminal::{Message, Model, Settings};
use connect4_protocol::{
    Challenge, Clock, ErrorCode, GameSnapshot, GameStatus, InviteCode, LeaderEntry, LiveGame,
    LobbyView, OnlinePlayer, Player, PlayerInfo, RatingInfo, RatingKind, SeatInfo, ServerMessage,
};

fn render(program: &impl Program, size: (u16, u16)) -> String {
    screen_text(program, &Theme::default(), size)
}

fn busy_lobby() -> Lobby {
    let you = PlayerInfo {
        name: "ann".into(),
        ratings: vec![RatingInfo {
            kind: RatingKind::of(connect4_classic::game::wire::NAME),
            rating: 1516,
            deviation: 290,
            games: 1,
        }],
    };
    let mut lobby = Lobby::new(
        "ws://127.0.0.1:4747".into(),
        you,
        connect4::games::default_keys(),
    );
    let clock = Clock::parse("5+3").ok();
    let view = LobbyView {
        challenges: vec![
            Challenge {
                id: 1,
                by: "bob".into(),
                kind: connect4_classic::game::wire::STANDARD,
                clock,
                rated: true,
                rating: Some(1484),
            },
            Challenge {
                id: 2,
                by: "eve\u{1b}[2J".into(),
                kind: connect4_checkers::wire::KIND,
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
            kind: connect4_checkers::wire::KIND,
            clock,
            players: ["cid".into(), "dan".into()],
            moves: 11,
        }],
        leaders: vec![LeaderEntry {
            name: "ann".into(),
            kind: RatingKind::of(connect4_classic::game::wire::NAME),
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

/// The game ann hosts, waiting for its second player.
fn hosted() -> GameSnapshot {
    let ann = SeatInfo {
        name: "ann".into(),
        rating: Some(1516),
        connected: true,
    };
    GameSnapshot {
        code: InviteCode::parse("K7MX3P").unwrap(),
        kind: connect4_classic::game::wire::STANDARD,
        clock: Clock::parse("5+3").ok(),
        rated: true,
        seats: ByPlayer::new(Some(ann), None),
        moves: Vec::new(),
        clocks: None,
        status: GameStatus::Waiting,
        result: None,
        you: Some(Player::One),
        draw_offer: None,
        rematch_of: None,
    }
}

#[test]
fn a_hosted_games_invite_code_shows_above_the_lists_until_a_friend_joins() {
    let mut lobby = busy_lobby();
    update(&mut lobby, LobbyMessage::OpenForm(Purpose::Host));
    let form = render(&lobby, (100, 20));
    assert!(form.contains("Host a private game"), "{form}");
    update(&mut lobby, LobbyMessage::Choose);
    let game = hosted();
    update(
        &mut lobby,
        LobbyMessage::Server(ServerMessage::Game { game }),
    );
    let screen = render(&lobby, (100, 20));
    assert!(
        screen.contains(
            "Invite code K7MX3P: your friend joins with `connect4 join K7MX3P` or from their lobby"
        ),
        "{screen}"
    );
    insta::assert_snapshot!(screen);
    // On the narrowest screen the lobby draws, the words wrap rather than vanish.
    let narrow = render(&lobby, (60, 16));
    assert!(narrow.contains("connect4 join K7MX3P"), "{narrow}");
}

#[test]
fn the_box_for_a_code_says_what_is_wrong_as_it_is_typed() {
    let mut lobby = busy_lobby();
    update(&mut lobby, LobbyMessage::OpenEntry(Aim::Join));
    for c in "k7o".chars() {
        update(&mut lobby, LobbyMessage::Type(c));
    }
    insta::assert_snapshot!(render(&lobby, (100, 20)));
    // A refusal from the server is drawn escaped in the status bar.
    update(&mut lobby, LobbyMessage::Back);
    let refusal = ServerMessage::error(ErrorCode::NoSuchGame, "no game has the code \u{1b}[2J");
    update(&mut lobby, LobbyMessage::Server(refusal));
    let screen = render(&lobby, (100, 20));
    assert!(!screen.contains('\u{1b}'), "{screen}");
    assert!(
        screen.contains("The server says: no game has the code"),
        "{screen}"
    );
}

#[test]
fn the_lobbys_help_lists_its_letters_as_the_config_gives_them() {
    let mut lobby = busy_lobby();
    let g = "g".parse().unwrap();
    lobby.keys = connect4::games::keymap(&[(action::HOST, vec![g])]).unwrap();
    update(&mut lobby, LobbyMessage::ToggleHelp);
    let screen = render(&lobby, (100, 24));
    for row in [
        "g                  host a private game and get its invite code",
        "i                  join a game by its invite code",
        "w                  watch a game by its invite code",
        "Tab, Left, Right   the other list",
    ] {
        assert!(screen.contains(row), "{row}\n{screen}");
    }
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
    connect4_classic::terminal::update(
        &mut model,
        Message::Shell(ShellMessage::Online(OnlineNews::Seats(seats))),
    );
    let screen = render(&model, (100, 24));
    assert!(
        screen.contains("ann (1516)") && screen.contains("bob (1484)"),
        "{screen}"
    );
    assert!(screen.contains("Clock  ●4:58  ◆5:00"), "{screen}");
}
