//! The terminal's online client against a scripted server on an ephemeral port: the
//! real binary joins by code, shows the opponent's move and the connection state the
//! server sends, sends the move made at its keyboard, and remembers its token.

use crate::common::pty::Session;
use connect4_protocol::{
    ByPlayer, ClientMessage, GameSnapshot, GameStatus, InviteCode, PROTOCOL_VERSION, Player,
    PlayerInfo, SeatInfo, ServerMessage, decode_client, encode,
};
use std::net::{TcpListener, TcpStream};
use std::sync::mpsc::{Sender, channel};
use std::time::Duration;
use tungstenite::{Message, WebSocket};

fn read(socket: &mut WebSocket<TcpStream>) -> ClientMessage {
    loop {
        if let Message::Text(text) = socket.read().unwrap() {
            return decode_client(text.as_str()).unwrap();
        }
    }
}

fn send(socket: &mut WebSocket<TcpStream>, message: ServerMessage) {
    socket.send(Message::text(encode(&message))).unwrap();
}

fn seat(name: &str) -> Option<SeatInfo> {
    Some(SeatInfo {
        name: name.to_string(),
        rating: None,
        connected: true,
    })
}

/// Accepts one client and welcomes it by the name it gives (`expected`).
fn welcome(listener: &TcpListener, expected: &str) -> WebSocket<TcpStream> {
    let (stream, _) = listener.accept().unwrap();
    let mut socket = tungstenite::accept(stream).unwrap();
    let ClientMessage::Hello { version, name, .. } = read(&mut socket) else {
        panic!("hello first");
    };
    assert_eq!((version, name.as_str()), (PROTOCOL_VERSION, expected));
    let player = PlayerInfo {
        name,
        ratings: Vec::new(),
    };
    let token = "t0k3n".to_string();
    let version = PROTOCOL_VERSION;
    let welcome = ServerMessage::Welcome {
        version,
        player,
        token,
    };
    send(&mut socket, welcome);
    socket
}

/// ann against bob, seen from `you`'s seat, after `moves`.
fn game(code: InviteCode, you: Option<Player>, moves: &[&str]) -> GameSnapshot {
    GameSnapshot {
        code,
        kind: connect4_classic::game::wire::STANDARD,
        clock: None,
        rated: true,
        seats: ByPlayer::new(seat("ann"), seat("bob")),
        moves: moves.iter().map(|mv| mv.to_string()).collect(),
        clocks: None,
        status: GameStatus::Playing,
        result: None,
        you,
        draw_offer: None,
        rematch_of: None,
    }
}

/// A server that seats bob against ann, relays ann's first move, acknowledges bob's
/// reply (reported on `moves`), then says ann went away.
fn scripted_server(listener: TcpListener, moves: Sender<String>) {
    let mut socket = welcome(&listener, "bob");
    let ClientMessage::Join { code } = read(&mut socket) else {
        panic!("join next");
    };
    // Another game of bob's, in progress from before, comes first: not the one joined.
    let other = InviteCode::parse("ZZZZ22").unwrap();
    let before = game(other, Some(Player::One), &["1", "2"]);
    send(&mut socket, ServerMessage::Game { game: before });
    let game = game(code, Some(Player::Two), &[]);
    send(&mut socket, ServerMessage::Game { game });
    let moved = |ply, mv: &str| ServerMessage::Moved {
        game: code,
        ply,
        mv: mv.to_string(),
        clocks: None,
    };
    send(&mut socket, moved(1, "4"));
    let ClientMessage::Move { mv, .. } = read(&mut socket) else {
        panic!("bob's move");
    };
    send(&mut socket, moved(2, &mv));
    moves.send(mv).unwrap();
    let away = ServerMessage::Away {
        game: code,
        seat: Player::One,
        grace_secs: 60,
    };
    send(&mut socket, away);
    // Held open until the client leaves.
    while socket.read().is_ok() {}
}

#[test]
fn a_joined_game_plays_the_opponents_move_and_sends_ours() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("ws://{}", listener.local_addr().unwrap());
    let (moves, sent) = channel();
    std::thread::spawn(move || scripted_server(listener, moves));
    let code = InviteCode::parse("K7MX3P").unwrap().to_string();
    let args = ["join", &code, "--server", &url, "--name", "bob"];
    let mut session = Session::start(&args);
    session.wait_for("bob to move");
    session.wait_for("ann");
    // The game is rated: no hints.
    session.send("a");
    session.wait_for("No hints in a rated game");
    session.send("3");
    session.send("\r");
    let mv = sent
        .recv_timeout(Duration::from_secs(10))
        .unwrap_or_else(|_| panic!("no move came; the screen:\n{}", session.contents()));
    assert_eq!(mv, "3");
    session.wait_for("ann disconnected: 60 s to come back");
    let data = session.home.path().join("data");
    assert!(
        !data.join("match.toml").exists(),
        "a game online is not saved to resume offline"
    );
    let identity = data.join("identity.toml");
    let kept = std::fs::read_to_string(identity).unwrap();
    assert!(kept.contains("t0k3n") && kept.contains("bob"), "{kept}");
    session.send("q");
    session.send("y");
    session.wait_exit();
    session.assert_terminal_restored();
}

#[test]
fn a_watched_game_shows_every_move_and_takes_none_from_the_keyboard() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("ws://{}", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        let mut socket = welcome(&listener, "cy");
        let ClientMessage::Watch { game: code } = read(&mut socket) else {
            panic!("watch next");
        };
        let game = game(code, None, &["4"]);
        send(&mut socket, ServerMessage::Game { game });
        let moved = ServerMessage::Moved {
            game: code,
            ply: 2,
            mv: "3".to_string(),
            clocks: None,
        };
        send(&mut socket, moved);
        while socket.read().is_ok() {}
    });
    let code = InviteCode::parse("K7MX3P").unwrap().to_string();
    let mut session = Session::start(&["watch", &code, "--server", &url, "--name", "cy"]);
    session.wait_for("waiting for ann to move");
    session.send("5");
    session.send("\r");
    session.wait_for("Wait for ann to move");
    // Nothing was saved to be resumed offline, and the result is nobody's here.
    let data = session.home.path().join("data");
    assert!(!data.join("match.toml").exists());
    session.send("q");
    session.send("y");
    session.wait_exit();
    session.assert_terminal_restored();
}
