//! The core's steps one by one: hello, welcome, backoff, resync, redirects, pings
//! and giving up. The property test of whole runs is `model_tests.rs`.

use super::*;
use crate::core::model_server::GAMES;
use connect4_protocol::{ErrorCode, PlayerInfo, ServerMessage};

fn core() -> Core {
    Core::new(
        "ws://a/ws",
        Identity::new("ann", Some("t0".into())),
        GAMES,
        1,
        0,
    )
}

fn actions(core: &mut Core) -> Vec<Action> {
    std::iter::from_fn(|| core.poll_action()).collect()
}

fn events(core: &mut Core) -> Vec<Event> {
    std::iter::from_fn(|| core.poll_event()).collect()
}

fn welcome(token: &str) -> ServerMessage {
    ServerMessage::Welcome {
        version: 2,
        player: PlayerInfo {
            name: "Ann".into(),
            ratings: vec![],
        },
        token: token.into(),
    }
}

fn error(code: ErrorCode) -> ServerMessage {
    ServerMessage::error(code, "no")
}

/// A core welcomed on its first link.
fn up() -> Core {
    let mut core = core();
    actions(&mut core);
    core.opened(1, 0);
    core.received(1, welcome("t1"), 0);
    actions(&mut core);
    events(&mut core);
    core
}

fn sent(actions: &[Action]) -> Vec<&ClientMessage> {
    actions
        .iter()
        .filter_map(|a| match a {
            Action::Send { message, .. } => Some(message),
            _ => None,
        })
        .collect()
}

#[test]
fn it_connects_says_hello_with_its_token_and_keeps_the_new_one() {
    let mut core = core();
    let url = "ws://a/ws".to_string();
    assert_eq!(actions(&mut core), [Action::Connect { link: 1, url }]);
    core.opened(1, 5);
    let hello = actions(&mut core);
    assert!(matches!(sent(&hello)[..], [ClientMessage::Hello { token: Some(t), .. }] if t == "t0"));
    core.received(1, welcome("t1"), 6);
    assert!(matches!(&events(&mut core)[..], [Event::Connected(w)] if w.token == "t1"));
    assert_eq!(core.identity().token.as_deref(), Some("t1"));
    assert!(core.is_up());
}

#[test]
fn a_forgotten_token_is_dropped_and_hello_said_again_as_new() {
    let mut core = core();
    actions(&mut core);
    core.opened(1, 0);
    actions(&mut core);
    core.received(1, error(ErrorCode::BadToken), 1);
    let again = actions(&mut core);
    assert!(matches!(
        sent(&again)[..],
        [ClientMessage::Hello { token: None, .. }]
    ));
    core.received(1, error(ErrorCode::NameTaken), 2);
    assert!(matches!(
        &events(&mut core)[..],
        [Event::Refused(ErrorCode::NameTaken, _)]
    ));
    assert!(core.is_stopped() && core.deadline().is_none());
}

#[test]
fn a_lost_connection_is_tried_again_after_a_growing_jittered_wait() {
    let mut core = up();
    let mut now = 0;
    let mut waits = Vec::new();
    for link in 1..=6 {
        core.closed(link, "gone", now);
        let Some(Event::Disconnected { retry_in, .. }) = events(&mut core).pop() else {
            panic!("disconnected");
        };
        let wait = retry_in.as_millis() as u64;
        waits.push(wait);
        assert_eq!(core.deadline(), Some(now + wait));
        now += wait;
        core.tick(now - 1);
        assert!(
            !actions(&mut core)
                .iter()
                .any(|a| matches!(a, Action::Connect { .. }))
        );
        core.tick(now);
        assert!(
            actions(&mut core)
                .iter()
                .any(|a| matches!(a, Action::Connect { .. }))
        );
    }
    assert!(
        waits[0] <= 250 && waits[5] >= 2000 && waits[5] <= 4000,
        "{waits:?}"
    );
    // A late word from a link left behind changes nothing.
    core.closed(1, "late", now);
    core.received(2, welcome("x"), now);
    assert!(events(&mut core).is_empty());
}

#[test]
fn after_a_reconnect_the_lobby_and_watched_games_are_asked_again() {
    let mut core = up();
    let game = InviteCode::parse("ABCDEF").unwrap();
    core.say(ClientMessage::Lobby { follow: true });
    core.say(ClientMessage::Watch { game });
    core.closed(1, "gone", 0);
    core.say(ClientMessage::CancelQuickPair);
    core.tick(core.deadline().unwrap());
    actions(&mut core);
    core.opened(2, 1000);
    core.received(2, welcome("t2"), 1000);
    let again = actions(&mut core);
    let again = sent(&again);
    assert_eq!(again[1..].len(), 3, "{again:?}");
    assert_eq!(again[1], &ClientMessage::Lobby { follow: true });
    assert_eq!(again[2], &ClientMessage::Watch { game });
    assert_eq!(again[3], &ClientMessage::CancelQuickPair);
}

#[test]
fn a_redirect_is_followed_at_once_with_the_same_token_and_circles_give_up() {
    let mut core = up();
    for hop in 0..=MAX_REDIRECTS {
        let url = format!("ws://node{hop}/ws");
        core.received(core.link, ServerMessage::Redirect { url: url.clone() }, 0);
        let moved = actions(&mut core);
        if hop == MAX_REDIRECTS {
            assert!(matches!(events(&mut core).pop(), Some(Event::Refused(..))));
            assert!(core.is_stopped());
            return;
        }
        assert!(
            matches!(&moved[..], [Action::Close { .. }, Action::Connect { url: u, .. }] if *u == url)
        );
        core.opened(core.link, 0);
        let hello = actions(&mut core);
        assert!(
            matches!(sent(&hello)[..], [ClientMessage::Hello { token: Some(t), .. }] if t == "t1")
        );
    }
}

#[test]
fn a_hello_answered_unavailable_is_said_again_after_the_backoff_not_given_up() {
    let mut core = Core::new("ws://a/ws", Identity::new("ann", None), GAMES, 7, 0);
    actions(&mut core);
    core.opened(core.link, 0);
    actions(&mut core);
    let busy = ServerMessage::error(ErrorCode::Unavailable, "stopping: connect again");
    core.received(core.link, busy, 5);
    assert!(!core.is_stopped());
    assert!(matches!(
        events(&mut core)[..],
        [Event::Disconnected { .. }]
    ));
    let retry_at = core.deadline().unwrap();
    core.tick(retry_at);
    assert!(matches!(
        actions(&mut core).last(),
        Some(Action::Connect { .. })
    ));
}

#[test]
fn a_redirect_holds_for_one_connection_and_the_next_starts_home() {
    let mut core = up();
    let home = match core.home.clone() {
        url if url.starts_with("ws://") => url,
        other => panic!("a home address, not {other}"),
    };
    core.received(
        core.link,
        ServerMessage::Redirect {
            url: "ws://owner/ws".into(),
        },
        0,
    );
    actions(&mut core);
    // The node named died: the connection fails, and the next one goes home, which
    // knows where the games went, with the redirects' count back to none.
    core.closed(core.link, "refused", 10);
    let retry_at = core.deadline().unwrap();
    core.tick(retry_at);
    let again = actions(&mut core);
    assert!(
        matches!(again.last(), Some(Action::Connect { url, .. }) if *url == home),
        "{again:?}"
    );
    for hop in 0..MAX_REDIRECTS {
        core.opened(core.link, retry_at);
        actions(&mut core);
        let url = format!("ws://node{hop}/ws");
        core.received(core.link, ServerMessage::Redirect { url }, retry_at);
        actions(&mut core);
    }
    assert!(
        !core.is_stopped(),
        "a failure between redirects is no circle"
    );
}

#[test]
fn a_silent_server_is_pinged_then_given_up() {
    let mut core = up();
    core.tick(QUIET_MS);
    let ping = actions(&mut core);
    let [ClientMessage::Ping { n }] = sent(&ping)[..] else {
        panic!("a ping");
    };
    let n = *n;
    core.received(1, ServerMessage::Pong { n }, QUIET_MS + 5);
    assert!(
        events(&mut core).is_empty(),
        "the core's own pong is its own"
    );
    core.tick(2 * QUIET_MS + 5);
    actions(&mut core);
    core.tick(4 * QUIET_MS + 10);
    assert!(matches!(
        events(&mut core)[..],
        [Event::Disconnected { .. }]
    ));
}

#[test]
fn an_upgrade_or_being_replaced_is_final_with_words_for_the_player() {
    let mut core = core();
    actions(&mut core);
    core.opened(1, 0);
    let upgrade = ServerMessage::Upgrade {
        server_version: 3,
        message: "upgrade connect4".into(),
    };
    core.received(1, upgrade, 0);
    assert!(matches!(&events(&mut core)[..], [Event::Upgrade(m)] if m == "upgrade connect4"));
    let mut core = up();
    core.received(1, error(ErrorCode::Replaced), 0);
    assert!(matches!(
        events(&mut core)[..],
        [Event::Refused(ErrorCode::Replaced, _)]
    ));
    assert!(actions(&mut core).contains(&Action::Close { link: 1 }));
}
