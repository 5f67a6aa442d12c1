//! The board's and the lobby's glue: the core's events and the shell's news they
//! become, and where each stops listening.

use super::*;
use crate::lobby::LobbyMessage;
use crate::online::LobbyLink;
use crate::online::test_core::{LINK, code, game, holding, sent};
use crate::shell::{Inbox, News};
use connect4_protocol::{ByPlayer, ErrorCode, ServerMessage};
use std::time::Duration;

/// The board's news posted so far, status lines and seats left out.
fn told<M>(inbox: &Inbox<M>) -> Vec<OnlineNews> {
    std::iter::from_fn(|| inbox.try_next())
        .filter_map(|news| match news {
            News::Online(OnlineNews::Seats(_)) => None,
            News::Online(news) => Some(news),
            _ => None,
        })
        .collect()
}

/// The board's link hears `event`, with the core holding `K7MX3P` as the transport's.
fn hear(link: &mut impl Listener, event: Event) -> bool {
    let mut core = holding(&game("K7MX3P", None));
    let listening = link.heard(event, &mut core, 0);
    assert!(sent(&mut core).is_empty(), "the glue says nothing itself");
    listening
}

#[test]
fn a_move_the_server_did_not_play_in_this_game_reaches_the_board() {
    let inbox: Inbox<()> = Inbox::new();
    let session = Session::new(&game("K7MX3P", None));
    let (mut link, _) = BoardLink::new(session, inbox.mailbox());
    let unplayed = |game: &str| Event::Unplayed {
        game: code(game),
        mv: "4".into(),
        reason: "the game ended first".into(),
    };
    assert!(hear(&mut link, unplayed("AAAAAA")));
    assert!(
        told(&inbox).is_empty(),
        "another game's move is not this board's"
    );
    assert!(hear(&mut link, unplayed("K7MX3P")));
    let expected = OnlineNews::Unplayed {
        mv: "4".into(),
        reason: "the game ended first".into(),
    };
    assert_eq!(told(&inbox), [expected]);
}

#[test]
fn the_status_line_says_the_connection_is_down_until_it_is_back() {
    let inbox: Inbox<()> = Inbox::new();
    let session = Session::new(&game("K7MX3P", None));
    let (mut link, _) = BoardLink::new(session, inbox.mailbox());
    let down = Event::Disconnected {
        reason: "cut".into(),
        retry_in: Duration::from_millis(250),
    };
    assert!(hear(&mut link, down));
    let lost = Some("connection lost: reconnecting…".to_string());
    assert_eq!(told(&inbox), [OnlineNews::Status(lost.clone())]);
    let welcome = connect4_client::Welcome {
        name: "ann".into(),
        token: "t".into(),
        ratings: Vec::new(),
    };
    assert!(hear(&mut link, Event::Connected(welcome)));
    let back = told(&inbox);
    assert!(
        matches!(&back[..], [OnlineNews::Status(status)] if *status != lost),
        "{back:?}"
    );
}

#[test]
fn a_refusal_is_told_and_the_status_line_says_the_game_is_no_longer_followed() {
    let inbox: Inbox<()> = Inbox::new();
    let session = Session::new(&game("K7MX3P", None));
    let (mut link, _) = BoardLink::new(session, inbox.mailbox());
    let refused = Event::Refused(ErrorCode::Replaced, "you connected elsewhere".into());
    assert!(hear(&mut link, refused));
    // Not "reconnecting": the core has given up, as the page says too.
    let expected = [
        OnlineNews::Notice("The server says: you connected elsewhere".into()),
        OnlineNews::Status(Some("not connected to the server".into())),
    ];
    assert_eq!(told(&inbox), expected);
}

#[test]
fn the_clocks_are_read_at_the_cores_time_not_the_boards() {
    let inbox: Inbox<()> = Inbox::new();
    let mut clocked = game("K7MX3P", None);
    clocked.clocks = Some(ByPlayer::new(60_000, 60_000));
    // The transport has run ten minutes (the lobby) when the game starts.
    let mut core = holding(&clocked);
    core.received(
        LINK,
        ServerMessage::Game {
            game: clocked.clone(),
        },
        600_000,
    );
    let (mut link, _) = BoardLink::new(Session::new(&clocked), inbox.mailbox());
    // Five seconds later by the core's clock: ann, to move, has 55 s left.
    assert!(link.tick(&core, 605_000));
    let status = std::iter::from_fn(|| inbox.try_next()).find_map(|news| match news {
        News::Online(OnlineNews::Status(status)) => status,
        _ => None,
    });
    assert_eq!(status.as_deref(), Some("you 0:55 · bob 1:00"));
}

#[test]
fn a_rematch_is_handed_over_and_the_board_stops_listening() {
    let inbox: Inbox<()> = Inbox::new();
    let session = Session::new(&game("K7MX3P", None));
    let (mut link, rematch) = BoardLink::new(session, inbox.mailbox());
    let next = game("23456Z", Some("K7MX3P"));
    let said = ServerMessage::Game { game: next };
    assert!(!hear(&mut link, Event::Message(said)));
    assert_eq!(told(&inbox), [OnlineNews::NextGame]);
    assert_eq!(rematch.try_recv().unwrap().code, code("23456Z"));
}

#[test]
fn the_lobby_stops_listening_at_the_game_whose_board_opens() {
    let inbox: Inbox<LobbyMessage> = Inbox::new();
    let (mut link, chosen) = LobbyLink::new(inbox.mailbox());
    let view = ServerMessage::Lobby {
        lobby: Default::default(),
    };
    assert!(hear(&mut link, Event::Message(view)));
    let opens = ServerMessage::Game {
        game: game("K7MX3P", None),
    };
    assert!(!hear(&mut link, Event::Message(opens)));
    assert_eq!(chosen.try_recv().unwrap().code, code("K7MX3P"));
    let posted: Vec<_> = std::iter::from_fn(|| inbox.try_next()).collect();
    assert!(
        matches!(
            &posted[..],
            [
                News::Answer(LobbyMessage::Server(_)),
                News::Answer(LobbyMessage::Server(ServerMessage::Game { .. }))
            ]
        ),
        "{posted:?}"
    );
}
