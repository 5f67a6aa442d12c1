//! Online play end to end: the real `connect4 serve` on an ephemeral port, and two
//! real terminal clients in pseudo-terminals: one hosting and one joining by the
//! code the host was shown play a game to a win that both screens show; two players
//! meet in the lobby, play, resign, and play the rematch; and one hosts from the
//! lobby, a friend joins by the code in theirs, a third watches by it, and a fourth
//! asking for a name already held is told so.

use crate::common::pty::Session;
use crate::common::serve::{listening_url, serve_until};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

/// `connect4 serve` on a free port of this machine, stopped when dropped.
pub(crate) struct Server {
    child: Child,
    pub(crate) url: String,
    _data: tempfile::TempDir,
}

impl Server {
    pub(crate) fn start() -> Server {
        let data = tempfile::tempdir().unwrap();
        let mut command = Command::new(env!("CARGO_BIN_EXE_connect4"));
        command
            .args(["serve", "--listen", "127.0.0.1:0", "--data"])
            .arg(data.path())
            .env("RUST_LOG", "warn");
        let served = serve_until(command, listening_url);
        Server {
            child: served.child,
            url: served.found,
            _data: data,
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The invite code the host's screen shows (`Invite code K7MX3P: …`).
pub(crate) fn invite_code(host: &Session) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let screen = host.contents();
        if let Some(at) = screen.find("Invite code ") {
            let code: String = screen[at + 12..].chars().take(6).collect();
            if code.len() == 6 {
                return code;
            }
        }
        assert!(
            Instant::now() < deadline,
            "no code came; the screen:\n{screen}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Drops a disc in `column` from the keyboard of `player`, then waits until the
/// other screen shows it is `next`'s move.
fn drop_disc(player: &mut Session, other: &Session, column: char, next: &str) {
    player.send(&column.to_string());
    player.send("\r");
    other.wait_for(&format!("{next} to move"));
}

#[test]
fn a_host_and_a_joiner_play_a_game_to_a_win_that_both_screens_show() {
    let server = Server::start();
    let mut ann = Session::start(&["host", "--server", &server.url, "--name", "ann"]);
    let code = invite_code(&ann);
    let mut bob = Session::start(&["join", &code, "--server", &server.url, "--name", "bob"]);
    bob.wait_for("waiting for ann to move");
    ann.wait_for("ann to move");
    for _ in 0..3 {
        drop_disc(&mut ann, &bob, '4', "bob");
        drop_disc(&mut bob, &ann, '3', "ann");
    }
    ann.send("4");
    ann.send("\r");
    ann.wait_for("ann wins");
    bob.wait_for("ann wins");
    for player in [&mut ann, &mut bob] {
        player.send("q");
        player.wait_exit();
        player.assert_terminal_restored();
    }
}

#[test]
fn two_players_meet_in_the_lobby_resign_and_play_the_rematch_with_colours_swapped() {
    let server = Server::start();
    let lobby = |name| Session::start(&["online", "--server", &server.url, "--name", name]);
    let mut ann = lobby("ann");
    ann.wait_for("Open challenges (0)");
    // ann posts a Connect 4 challenge with the form's defaults.
    ann.send("c");
    ann.wait_for("Post a challenge");
    ann.send("\r");
    ann.wait_for("Challenge posted");
    let mut bob = lobby("bob");
    bob.wait_for("ann");
    bob.wait_for("Open challenges (1)");
    bob.send("\r");
    ann.wait_for("ann to move");
    bob.wait_for("waiting for ann to move");
    drop_disc(&mut ann, &bob, '4', "bob");
    drop_disc(&mut bob, &ann, '3', "ann");
    // bob gives up, asked first; both boards show the result the server decided.
    bob.send("R");
    bob.wait_for("Resign this game?");
    bob.send("y");
    bob.wait_for("ann wins");
    ann.wait_for("bob resigned");
    ann.send("\r");
    ann.wait_for("ann wins");
    // ann asks for a rematch; bob is told, and agrees: bob plays first now.
    ann.send("n");
    bob.wait_for("ann asks for a rematch");
    bob.send("\r");
    bob.send("n");
    bob.wait_for("bob to move");
    ann.wait_for("waiting for bob to move");
    drop_disc(&mut bob, &ann, '1', "ann");
    // Leaving the board goes back to the lobby, and leaving the lobby ends it.
    for player in [&mut ann, &mut bob] {
        player.send("q");
        player.wait_for("Abandon this match");
        player.send("y");
        player.wait_for("Open challenges");
        player.send("q");
        player.wait_exit();
        player.assert_terminal_restored();
    }
}

/// Types `code` into the lobby's code box, opened with `key`, and sends it.
fn enter_code(player: &mut Session, key: &str, title: &str, code: &str) {
    player.wait_for("Open challenges");
    player.send(key);
    player.wait_for(title);
    // In any case: the box reads the code as the server does.
    player.send(&code.to_lowercase());
    player.send("\r");
}

#[test]
fn a_game_hosted_in_the_lobby_is_joined_and_watched_by_its_code_from_other_lobbies() {
    let server = Server::start();
    let lobby = |name| Session::start(&["online", "--server", &server.url, "--name", name]);
    let mut ann = lobby("ann");
    ann.wait_for("Open challenges (0)");
    ann.send("h");
    ann.wait_for("Host a private game");
    ann.send("\r");
    let code = invite_code(&ann);
    ann.wait_for(&format!("your friend joins with `connect4 join {code}`"));
    let mut bob = lobby("bob");
    enter_code(&mut bob, "i", "Join a game by its invite code", &code);
    // Both boards open: the host moves first.
    ann.wait_for("ann to move");
    bob.wait_for("waiting for ann to move");
    let mut cid = lobby("cid");
    enter_code(&mut cid, "w", "Watch a game by its invite code", &code);
    cid.wait_for("waiting for ann to move");
    drop_disc(&mut ann, &bob, '4', "bob");
    cid.wait_for("waiting for bob to move");
    // A new player asking for a name held, in another case, is refused in the
    // server's words.
    let args = ["host", "--server", &server.url, "--name", "ANN"];
    let mut taken = Session::start(&args);
    taken.wait_for("the name ANN is taken: choose another");
    assert!(!taken.wait_exit().success());
    for player in [&mut ann, &mut bob] {
        player.send("q");
        player.wait_for("Abandon this match");
        player.send("y");
        player.wait_for("Open challenges");
        player.send("q");
        player.wait_exit();
        player.assert_terminal_restored();
    }
}
