//! The connection-status texts, each in every form a client shows it: the words the
//! terminal, the door and the page showed before they shared one writer.

use super::*;

#[test]
fn a_lost_connection_reads_the_same_in_a_panel_a_status_line_and_aloud() {
    let lost = LinkStatus::Reconnecting;
    assert_eq!(
        lost.sentence().as_deref(),
        Some("Connection lost: reconnecting…")
    );
    assert_eq!(
        lost.in_line().as_deref(),
        Some("connection lost: reconnecting…")
    );
    assert_eq!(
        lost.spoken().as_deref(),
        Some("Connection lost: reconnecting")
    );
    assert_eq!(LinkStatus::of(false), lost);
}

#[test]
fn an_unreached_server_is_named_with_the_clients_hint() {
    let unreached = LinkStatus::Unreached {
        url: "ws://example.org/ws",
        hint: Some("is this page served by `connect4 serve`?"),
    };
    assert_eq!(
        unreached.sentence().as_deref(),
        Some(
            "Cannot reach the server at ws://example.org/ws (is this page served by \
             `connect4 serve`?): trying again…"
        )
    );
    let bare = LinkStatus::Unreached {
        url: "ws://example.org/ws",
        hint: None,
    };
    assert_eq!(
        bare.in_line().as_deref(),
        Some("cannot reach the server at ws://example.org/ws: trying again…")
    );
}

#[test]
fn a_connection_given_up_says_so_and_one_up_says_nothing() {
    assert_eq!(
        LinkStatus::Stopped.in_line().as_deref(),
        Some("not connected to the server")
    );
    assert_eq!(LinkStatus::of(true), LinkStatus::Up);
    assert_eq!(LinkStatus::Up.sentence(), None);
    assert_eq!(LinkStatus::Up.in_line(), None);
    assert_eq!(server_says("wait for bob"), "The server says: wait for bob");
}

#[test]
fn the_first_connection_names_the_server_and_the_player() {
    let connecting = LinkStatus::Connecting {
        url: "ws://example.org/ws",
        name: "ann",
    };
    assert_eq!(
        connecting.sentence().as_deref(),
        Some("Connecting to ws://example.org/ws as ann…")
    );
}

#[test]
fn a_refusal_and_a_failed_link_read_as_an_errors_words() {
    assert_eq!(
        as_clause(&server_says("wait for bob")),
        "the server says: wait for bob"
    );
    assert_eq!(link_failed(), "the link to the server failed");
    assert_eq!(as_clause(""), "");
}
