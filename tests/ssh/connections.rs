//! Connections that never sign in, with bare TCP sockets and the real client: each
//! counts against its address from its accept, one past the limit is told why and
//! closed at once, and one whose game has not started within the login time is closed
//! then; a game
//! started is not cut by it, and one that stays after its game ended is closed.
//! What a client sends reaches the log escaped.

use crate::door::{Door, make_key};
use crate::sockets::{closed_within, greeting};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn silent_connections_count_against_their_address_and_the_next_is_told_why_and_closed() {
    let door = Door::open_with(&["--ssh-per-address", "3"]);
    let wait = Duration::from_secs(10);
    let mut held: Vec<TcpStream> = (0..3)
        .map(|_| {
            let (socket, said) = greeting(door.port, wait);
            assert!(said.is_some(), "a connection within the limit is served");
            socket
        })
        .collect();
    let mut over = crate::sockets::connect_from(std::net::Ipv4Addr::LOCALHOST, door.port);
    let said = crate::sockets::first_line(&mut over, wait);
    assert_eq!(
        said.as_deref(),
        Some("connect4: too many connections from your address (3 at once); try again later"),
        "a connection past the limit is not told why"
    );
    assert!(closed_within(&mut over, wait).0);
    // One let go leaves room for the next.
    held.pop();
    let deadline = Instant::now() + wait;
    loop {
        if greeting(door.port, wait).1.is_some() {
            break;
        }
        assert!(Instant::now() < deadline, "no room came back");
        std::thread::sleep(Duration::from_millis(50));
    }
    let deadline = Instant::now() + wait;
    while !door.log().contains("ssh connections refused") {
        assert!(
            Instant::now() < deadline,
            "no refusal logged:\n{}",
            door.log()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn a_connection_that_never_signs_in_is_closed_at_the_login_time() {
    let door = Door::open_with(&["--ssh-login-time", "1"]);
    let (mut socket, said) = greeting(door.port, Duration::from_secs(10));
    assert!(said.is_some());
    assert!(
        closed_within(&mut socket, Duration::from_secs(15)).0,
        "a silent connection was held"
    );
    // The line is written as the socket closes: the log's reader may be a moment behind.
    let deadline = Instant::now() + Duration::from_secs(5);
    while !door.log().contains("no game started in time") {
        assert!(Instant::now() < deadline, "{}", door.log());
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn a_game_started_is_not_cut_by_the_login_time() {
    let door = Door::open_with(&["--ssh-login-time", "3"]);
    let keys = tempfile::tempdir().unwrap();
    let key = make_key(keys.path(), "ann");
    let mut player = door.visit(&key);
    player.wait_for("Pick the name other players will see");
    std::thread::sleep(Duration::from_secs(4));
    player.send("ann\r");
    player.wait_for("Hello, ann");
    assert!(
        !door.log().contains("no game started in time"),
        "{}",
        door.log()
    );
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn the_term_a_client_sends_reaches_the_log_escaped() {
    let door = Door::open();
    let keys = tempfile::tempdir().unwrap();
    let key = make_key(keys.path(), "ann");
    let mut client = Command::new("ssh")
        .args(door.ssh_args(&key))
        .args(["-tt", "127.0.0.1"])
        .env("TERM", "xterm\nforged line\x1b]0;owned\x07")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    while !door.log().contains("ssh session started") {
        assert!(Instant::now() < deadline, "no session:\n{}", door.log());
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = client.kill();
    let _ = client.wait();
    let log = door.log();
    assert!(!log.contains('\x1b'), "an escape reached the log:\n{log}");
    assert!(
        !log.lines().any(|line| line.starts_with("forged")),
        "a line was forged:\n{log}"
    );
    assert!(
        log.contains(r"xterm\u{a}forged line\u{1b}]0;owned\u{7}"),
        "{log}"
    );
}

/// `ssh -O check` on the master connection at `control`: whether it is still up.
fn master_is_up(door: &Door, key: &std::path::Path, control: &std::path::Path) -> bool {
    Command::new("ssh")
        .args(door.ssh_args(key))
        .arg("-S")
        .arg(control)
        .args(["-O", "check", "127.0.0.1"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap()
        .success()
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn a_connection_that_stays_after_its_game_ended_is_closed() {
    let door = Door::open();
    let keys = tempfile::tempdir().unwrap();
    let key = make_key(keys.path(), "ann");
    let control = keys.path().join("master");
    // A master connection outlives its session (ControlPersist), as a client that
    // stays would: it holds the connection and answers keepalives.
    let mut args = door.ssh_args(&key);
    args.extend(["-o", "ControlMaster=yes", "-o", "ControlPersist=yes", "-S"].map(String::from));
    args.push(control.display().to_string());
    args.extend(["-tt", "127.0.0.1"].map(String::from));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut player = crate::common::pty::Session::start_program("ssh", &args);
    player.wait_for("Pick the name other players will see");
    player.send("ann\r");
    player.wait_for("Hello, ann");
    player.send("q");
    player.wait_exit();
    assert!(
        master_is_up(&door, &key, &control),
        "no master to test with"
    );
    let deadline = Instant::now() + Duration::from_secs(20);
    let closed = loop {
        if !master_is_up(&door, &key, &control) {
            break true;
        }
        if Instant::now() > deadline {
            break false;
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    if !closed {
        let _ = Command::new("ssh")
            .args(door.ssh_args(&key))
            .arg("-S")
            .arg(&control)
            .args(["-O", "exit", "127.0.0.1"])
            .status();
    }
    assert!(closed, "the connection was held after its game ended");
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn a_first_visitor_reading_the_host_key_past_the_handshake_time_gets_in() {
    let door = Door::open_with(&["--ssh-handshake-time", "2"]);
    let keys = tempfile::tempdir().unwrap();
    let key = make_key(keys.path(), "ann");
    let known = keys.path().join("known_hosts");
    let port = door.port.to_string();
    let key = key.display().to_string();
    let known = format!("UserKnownHostsFile={}", known.display());
    // The client asks its user about the host key in the middle of the key exchange.
    let args = [
        "-p",
        &port,
        "-i",
        &key,
        "-o",
        "IdentitiesOnly=yes",
        "-o",
        &known,
        "-o",
        "StrictHostKeyChecking=ask",
        "-F",
        "/dev/null",
        "-tt",
        "player@127.0.0.1",
    ];
    let mut player = crate::common::pty::Session::start_program("ssh", &args);
    player.wait_for("Are you sure you want to continue connecting");
    std::thread::sleep(Duration::from_secs(4));
    player.send("yes\r");
    player.wait_for("Pick the name other players will see");
}
