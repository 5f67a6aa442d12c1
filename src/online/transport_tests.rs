//! The transport against a scripted server on a real socket: the core's hello, news
//! kept while nobody listens, what a screen says going out, and coming back by
//! itself with the token after the server cuts the connection.

use super::*;
use connect4_protocol::{
    ClientMessage, ErrorCode, PROTOCOL_VERSION, PlayerInfo, ServerMessage, decode_client, encode,
};
use std::net::{TcpListener, TcpStream};
use std::sync::mpsc::Receiver;
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

/// Accepts a client, checks its hello's token, and welcomes it.
fn welcome(listener: &TcpListener, token: Option<&str>) -> WebSocket<TcpStream> {
    let mut socket = tungstenite::accept(listener.accept().unwrap().0).unwrap();
    let ClientMessage::Hello {
        version,
        name,
        token: said,
        games,
    } = read(&mut socket)
    else {
        panic!("hello first");
    };
    assert_eq!((version, said.as_deref()), (PROTOCOL_VERSION, token));
    // It names the games it plays, so a server sends it nothing of others.
    let names: Vec<String> = games.unwrap().iter().map(|g| g.to_string()).collect();
    assert_eq!(names, crate::games::names());
    welcome_as(&mut socket, name, "t0k");
    socket
}

/// Welcomes the player `name` with `token`.
fn welcome_as(socket: &mut WebSocket<TcpStream>, name: String, token: &str) {
    let player = PlayerInfo {
        name,
        ratings: Vec::new(),
    };
    let welcome = ServerMessage::Welcome {
        version: PROTOCOL_VERSION,
        player,
        token: token.to_string(),
    };
    send(socket, welcome);
}

/// Hears every event on a channel.
struct Heard(Sender<Event>);

impl Listener for Heard {
    fn heard(&mut self, event: Event, _: &mut Core, _: u64) -> bool {
        self.0.send(event).is_ok()
    }
}

fn next(events: &Receiver<Event>) -> Event {
    events
        .recv_timeout(Duration::from_secs(10))
        .expect("an event")
}

#[test]
fn news_waits_for_a_listener_and_a_cut_connection_comes_back_with_its_token() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("ws://{}", listener.local_addr().unwrap());
    let (said, heard_by_server) = channel();
    let server = thread::spawn(move || {
        let mut socket = welcome(&listener, None);
        send(&mut socket, ServerMessage::Pong { n: 7 });
        said.send(read(&mut socket)).unwrap();
        // Cut: the client must come back by itself, with the token it was given.
        drop(socket);
        let mut again = welcome(&listener, Some("t0k"));
        send(&mut again, ServerMessage::Pong { n: 8 });
        while again.read().is_ok() {}
    });
    let (transport, welcome) = Transport::open(&url, Identity::new("ann", None)).unwrap();
    assert_eq!(welcome.token, "t0k");
    // Said after the welcome while nobody listened: kept for the first listener.
    thread::sleep(Duration::from_millis(200));
    let (events, heard) = channel();
    let voice = transport.listen(Heard(events));
    assert_eq!(next(&heard), Event::Message(ServerMessage::Pong { n: 7 }));
    voice.send(ClientMessage::Lobby { follow: true }).unwrap();
    let out = heard_by_server
        .recv_timeout(Duration::from_secs(10))
        .unwrap();
    assert_eq!(out, ClientMessage::Lobby { follow: true });
    assert!(matches!(next(&heard), Event::Disconnected { .. }));
    assert!(matches!(next(&heard), Event::Connected(_)));
    // The core asked for the lobby again on the new connection, then the server
    // spoke; the transport has no hello or queue of its own.
    assert_eq!(next(&heard), Event::Message(ServerMessage::Pong { n: 8 }));
    drop(voice);
    drop(transport);
    server.join().unwrap();
}

#[test]
fn a_refusal_is_final_and_each_screen_that_listens_after_is_told_why() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("ws://{}", listener.local_addr().unwrap());
    let server = thread::spawn(move || {
        let mut socket = tungstenite::accept(listener.accept().unwrap().0).unwrap();
        read(&mut socket);
        let taken = ServerMessage::error(ErrorCode::NameTaken, "the name ann is taken");
        send(&mut socket, taken);
        while socket.read().is_ok() {}
    });
    let transport = Transport::start(&url, Identity::new("ann", None)).unwrap();
    for _ in 0..2 {
        let (events, heard) = channel();
        let voice = transport.listen(Heard(events));
        let refused = Event::Refused(ErrorCode::NameTaken, "the name ann is taken".into());
        assert_eq!(next(&heard), refused);
        drop(voice);
    }
    drop(transport);
    server.join().unwrap();
    let gone = format!(
        "ws://{}",
        TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
    );
    let Err(why) = Transport::open(&gone, Identity::new("ann", None)) else {
        panic!("nobody listens there");
    };
    assert!(why.contains("cannot reach"), "{why}");
}

#[test]
fn a_token_the_server_gives_again_later_in_the_visit_is_told_to_be_kept() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("ws://{}", listener.local_addr().unwrap());
    let server = thread::spawn(move || {
        drop(welcome(&listener, None));
        // Its database was reset: the token is unknown, and the core says hello
        // again as a new player of the same name, who gets a new token.
        let mut socket = tungstenite::accept(listener.accept().unwrap().0).unwrap();
        assert!(matches!(
            read(&mut socket),
            ClientMessage::Hello { token: Some(_), .. }
        ));
        send(
            &mut socket,
            ServerMessage::error(ErrorCode::BadToken, "unknown"),
        );
        let ClientMessage::Hello {
            name, token: None, ..
        } = read(&mut socket)
        else {
            panic!("hello again without the token");
        };
        welcome_as(&mut socket, name, "n3w");
        while socket.read().is_ok() {}
    });
    let (transport, first) = Transport::open(&url, Identity::new("ann", None)).unwrap();
    assert_eq!(first.token, "t0k");
    let (kept, tokens) = channel();
    transport.on_welcome(move |welcome| drop(kept.send(welcome.token.clone())));
    let token = tokens.recv_timeout(Duration::from_secs(10)).unwrap();
    assert_eq!(token, "n3w");
    drop(transport);
    server.join().unwrap();
}
