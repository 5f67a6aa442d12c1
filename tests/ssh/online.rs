//! Online play through the door: two keys play each other by an invite code from
//! their lobbies, the result reaching both screens and both ratings; and a player
//! whose client dies mid-game comes back to it by connecting again with the key.

use crate::common::pty::Session;
use crate::door::{Door, make_key};
use connect4::door::{MENU, MenuLine};
use std::time::{Duration, Instant};

/// A new key named `name`, in the door's lobby.
fn into_the_lobby(door: &Door, keys: &std::path::Path, name: &str) -> Session {
    let key = make_key(keys, name);
    let mut player = door.visit(&key);
    player.wait_for("Pick the name other players will see");
    player.send(name);
    player.send("\r");
    player.wait_for(&format!("Hello, {name}"));
    // The lobby's line of the door's menu, by its digit.
    let lobby = MENU
        .iter()
        .position(|&line| line == MenuLine::Lobby)
        .unwrap();
    player.send(&(lobby + 1).to_string());
    player.wait_for("Open challenges");
    player
}

/// The invite code the host's lobby shows.
fn invite_code(host: &Session) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let screen = host.contents();
        if let Some(at) = screen.find("Invite code ") {
            let code: String = screen[at + 12..].chars().take(6).collect();
            if code.len() == 6 {
                return code;
            }
        }
        assert!(Instant::now() < deadline, "no code came:\n{screen}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Ann hosts a rated game of Connect 4 in her lobby and Bob joins it by its code in
/// his: both boards open, Ann to move.
fn host_and_join(ann: &mut Session, bob: &mut Session) {
    ann.send("h");
    ann.wait_for("Host a private game");
    ann.send("\r");
    let code = invite_code(ann);
    bob.send("i");
    bob.wait_for("Join a game by its invite code");
    bob.send(&code);
    bob.send("\r");
    ann.wait_for("Ann to move");
    bob.wait_for("waiting for Ann to move");
}

/// Drops a disc in `column` for `player`, and waits until `other` sees it is `next`'s
/// move.
fn drop_disc(player: &mut Session, other: &Session, column: char, next: &str) {
    player.send(&column.to_string());
    player.send("\r");
    other.wait_for(&format!("{next} to move"));
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn two_keys_play_by_invite_code_and_the_result_reaches_both_screens_and_ratings() {
    // Both keys come from this machine, which the door names to its server: rated
    // only because the server is told to rate games between one address's players.
    let door = Door::open_with(&["--rated-same-address"]);
    let (mut ann, mut bob) = play_a_game_ann_wins(&door);
    // Back in the lobby, each header carries its new Connect 4 rating.
    for player in [&mut ann, &mut bob] {
        player.send("q");
        player.wait_for("Open challenges");
        let deadline = Instant::now() + Duration::from_secs(10);
        while player.contents().contains("Connect 4 1500") {
            assert!(Instant::now() < deadline, "{}", player.contents());
            std::thread::sleep(Duration::from_millis(50));
        }
    }
    let header = |player: &Session| player.contents().lines().next().unwrap_or("").to_string();
    let rating = |line: &str| -> u32 {
        let at = line.find("Connect 4 ").expect("a Connect 4 rating") + 10;
        line[at..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect::<String>()
            .parse()
            .unwrap()
    };
    assert!(rating(&header(&ann)) > 1500, "{}", header(&ann));
    assert!(rating(&header(&bob)) < 1500, "{}", header(&bob));
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn two_keys_on_one_machine_play_unrated() {
    let door = Door::open();
    let (mut ann, mut bob) = play_a_game_ann_wins(&door);
    for player in [&mut ann, &mut bob] {
        player.send("q");
        player.wait_for("Open challenges");
        // The ratings the lobby shows once the result is in: unchanged.
        std::thread::sleep(Duration::from_secs(1));
        assert!(
            player.contents().contains("Connect 4 1500"),
            "{}",
            player.contents()
        );
    }
}

/// Ann and Bob, two keys, meet by invite code in their lobbies, and Ann wins.
fn play_a_game_ann_wins(door: &Door) -> (Session, Session) {
    let keys = tempfile::tempdir().unwrap();
    let mut ann = into_the_lobby(door, keys.path(), "Ann");
    let mut bob = into_the_lobby(door, keys.path(), "Bob");
    host_and_join(&mut ann, &mut bob);
    for _ in 0..3 {
        drop_disc(&mut ann, &bob, '1', "Bob");
        drop_disc(&mut bob, &ann, '2', "Ann");
    }
    ann.send("1\r");
    ann.wait_for("Ann wins");
    bob.wait_for("Ann wins");
    (ann, bob)
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn a_client_killed_mid_game_comes_back_to_it_with_its_key() {
    let door = Door::open();
    let keys = tempfile::tempdir().unwrap();
    let mut ann = into_the_lobby(&door, keys.path(), "Ann");
    let mut bob = into_the_lobby(&door, keys.path(), "Bob");
    host_and_join(&mut ann, &mut bob);
    drop_disc(&mut ann, &bob, '4', "Bob");
    // The laptop closes: the client dies without a word.
    bob.signal(libc::SIGKILL);
    drop(bob);
    ann.wait_for("Bob disconnected");
    let mut back = door.visit(&keys.path().join("Bob"));
    back.wait_for("Bob to move");
    drop_disc(&mut back, &ann, '4', "Ann");
    assert!(ann.contents().contains("Ann to move"));
}
