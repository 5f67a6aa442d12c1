//! A move whose connection is cut just as it goes out, end to end (issue 39's own
//! reproduction): the real `connect4 serve`, a host whose connection goes through a
//! proxy that swallows the host's first move and cuts both sockets at that instant,
//! and a joiner connected directly. The host's client comes back by itself; the
//! move is played once, and both screens agree whose turn it is.

use super::cut_proxy::CutProxy;
use super::online_play::{Server, invite_code};
use crate::common::pty::Session;
use std::time::Duration;

#[test]
fn a_move_cut_off_as_it_goes_out_is_played_once_after_the_client_comes_back() {
    let server = Server::start();
    let proxy = CutProxy::start(&server.url);
    let mut pia = Session::start(&["host", "--server", &proxy.url, "--name", "pia"]);
    let code = invite_code(&pia);
    let mut quin = Session::start(&["join", &code, "--server", &server.url, "--name", "quin"]);
    quin.wait_for("waiting for pia to move");
    pia.wait_for("pia to move");
    proxy.arm();
    pia.send("4");
    pia.send("\r");
    assert!(
        proxy.cut_within(Duration::from_secs(10)),
        "the move never went out; the screen:\n{}",
        pia.contents()
    );
    // The server never had the move: only the host's client coming back with it
    // gets it played.
    quin.wait_for("1. ● pia 4");
    quin.wait_for("quin to move");
    pia.wait_for("waiting for quin to move");
    for screen in [quin.contents(), pia.contents()] {
        assert_eq!(screen.matches("pia 4").count(), 1, "once:\n{screen}");
    }
    // The game goes on from there, each move seen once on both screens.
    quin.send("3");
    quin.send("\r");
    pia.wait_for("pia to move");
    quin.wait_for("waiting for pia to move");
    for screen in [quin.contents(), pia.contents()] {
        assert_eq!(screen.matches("quin 3").count(), 1, "once:\n{screen}");
        assert_eq!(screen.matches("pia 4").count(), 1, "once:\n{screen}");
    }
    for player in [&mut pia, &mut quin] {
        player.send("q");
        player.wait_for("Abandon this match");
        player.send("y");
        player.wait_exit();
        player.assert_terminal_restored();
    }
}
