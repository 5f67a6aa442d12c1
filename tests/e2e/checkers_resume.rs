//! Checkers' game in progress kept for a restart (`checkers-match.toml`) as Connect 4's
//! match is: through the real binary, a game killed with `kill -9` comes back with its
//! moves and says so, `--new` forgets it, switching to Connect 4 and back keeps it, and
//! a death between the result and the end of the saved game counts the result once;
//! through the start's reading of the file, a damaged one is kept aside beside Connect
//! 4's untouched match, and one whose result already counted is not resumed.

use crate::common::pty::Session;
use connect4::play::saved_match::{Opening, Start, Wish, open_saved_match};
use connect4::scoreboard::{Played, ScoreStore, Scoreboard, Tally};
use connect4_checkers::terminal::{CheckersModel, SavedGame};
use connect4_classic::game::ByPlayer;
use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

/// From where the cursor starts (square 10): right twice to 11, pick it, then
/// down-left to 15 and drop it there.
const ELEVEN_TO_FIFTEEN: &str = "\x1b[C\x1b[C\r\x1b[B\x1b[D\r";

/// The opponent menu's last line (Up wraps to it): the other game.
const OTHER_GAME: &str = "o\x1b[A\r";

/// Waits (up to 10 s) until the saved game holds exactly `moves`: the save runs on its
/// own thread a moment after the screen shows the move.
fn wait_for_saved_moves(data: &Path, moves: &str) {
    let path = data.join("checkers-match.toml");
    let wanted = format!("moves = \"{moves}\"");
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(10) {
        let text = fs::read_to_string(&path).unwrap_or_default();
        if text.lines().any(|line| line == wanted) {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("{} never held {wanted}", path.display());
}

#[test]
fn a_checkers_game_killed_with_sigkill_comes_back_and_new_forgets_it() {
    let mut session = Session::start(&["--game", "checkers", "--vs", "human"]);
    let data = session.home.path().join("data");
    session.wait_for("Black to move");
    session.send(ELEVEN_TO_FIFTEEN);
    session.wait_for("1. 11-15");
    wait_for_saved_moves(&data, "11-15");
    session.signal(libc::SIGKILL);
    session.wait_exit();
    let mut again = session.restart(&["--game", "checkers"]);
    again.wait_for("Resumed the game in progress");
    again.wait_for("1. 11-15");
    again.wait_for("White to move");
    // Quitting keeps it, as a kill does; --new forgets it.
    again.send("q");
    again.wait_for("Quit? This match is kept for the next start");
    again.send("y");
    assert!(again.wait_exit().success());
    assert!(data.join("checkers-match.toml").exists());
    let mut fresh = again.restart(&["--game", "checkers", "--new"]);
    fresh.wait_for("Black to move");
    let screen = fresh.contents();
    assert!(
        !screen.contains("11-15") && !screen.contains("Resumed"),
        "{screen}"
    );
    assert!(!data.join("checkers-match.toml").exists());
    fresh.send("q");
    assert!(fresh.wait_exit().success());
}

#[test]
fn switching_to_connect4_keeps_the_checkers_game_for_later() {
    let mut session = Session::start(&["--game", "checkers", "--vs", "human"]);
    session.wait_for("Black to move");
    session.send(ELEVEN_TO_FIFTEEN);
    session.wait_for("1. 11-15");
    session.send("o");
    session.wait_for("Play Connect 4 (this game is kept for later)");
    session.send("\x1b[A\r");
    session.wait_for("Red to move");
    session.send(OTHER_GAME);
    session.wait_for("Resumed the game in progress");
    session.wait_for("1. 11-15");
    session.wait_for("White to move");
    session.send("q");
    session.wait_for("Quit? This match is kept for the next start");
    session.send("y");
    assert!(session.wait_exit().success());
    session.assert_terminal_restored();
}

/// The draws counted between Black and White, two people, in the data directory.
fn draws(data: &Path) -> u32 {
    let names = ByPlayer::new("Black".to_string(), "White".to_string());
    let matchup = CheckersModel::new(names, None, Tally::default()).matchup();
    let loaded = ScoreStore::in_dir(data, &connect4::games::KEPT)
        .load()
        .unwrap();
    loaded.scoreboard.tally(&matchup).draws
}

#[test]
fn a_death_between_the_result_and_the_end_of_the_game_counts_once() {
    let fault = [("CONNECT4_FAULT", "stall-after-result")];
    let args = ["--game", "checkers", "--vs", "human"];
    let mut session = Session::start_with_env(&args, &fault);
    let data = session.home.path().join("data");
    session.wait_for("Black to move");
    session.send(ELEVEN_TO_FIFTEEN);
    session.wait_for("1. 11-15");
    wait_for_saved_moves(&data, "11-15");
    // White offers a draw and Black takes it: a result, then storage stalls for good.
    session.send("d");
    session.wait_for("do you accept?");
    session.send("y");
    session.wait_for("Draw (agreed)");
    let deadline = Instant::now() + Duration::from_secs(10);
    while draws(&data) == 0 {
        assert!(Instant::now() < deadline, "the draw was never saved");
        std::thread::sleep(Duration::from_millis(20));
    }
    session.signal(libc::SIGKILL);
    session.wait_exit();
    assert!(data.join("checkers-match.toml").exists());
    let mut again = session.restart(&["--game", "checkers"]);
    again.wait_for("The saved game had ended: its result is counted");
    let screen = again.contents();
    assert!(
        !screen.contains("Resumed") && !screen.contains("11-15"),
        "{screen}"
    );
    again.send("q");
    assert!(again.wait_exit().success());
    assert_eq!(draws(&data), 1);
    assert!(!data.join("checkers-match.toml").exists());
}

#[test]
fn a_damaged_saved_game_is_kept_aside_and_said_on_screen() {
    let mut session = Session::start(&["--game", "checkers"]);
    session.wait_for("Black to move");
    session.send("q");
    assert!(session.wait_exit().success());
    let data = session.home.path().join("data");
    fs::create_dir_all(&data).unwrap();
    fs::write(
        data.join("checkers-match.toml"),
        "moves = \"11-15 11-15\"\n",
    )
    .unwrap();
    let mut again = session.restart(&["--game", "checkers"]);
    // The notice wraps where the temporary directory's name puts it: only words.
    again.wait_for("could not");
    again.wait_for("(it has no schema version)");
    again.wait_for("checkers-match.damaged-");
    again.send("\r");
    again.wait_for("Black to move");
    again.send("q");
    assert!(again.wait_exit().success());
    assert!(!data.join("checkers-match.toml").exists());
    assert_eq!(backups(&data, "checkers-match.damaged-").len(), 1);
}

/// The files in `dir` whose name starts with `prefix`.
fn backups(dir: &Path, prefix: &str) -> Vec<String> {
    fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(prefix))
        .collect()
}

/// A game of one move kept with the id `…7-1`, as the model writes it.
fn game_text() -> String {
    let names = ByPlayer::new("Black".to_string(), "White".to_string());
    let mut model = CheckersModel::new(names, None, Tally::default());
    model.keeping.with_ids(7);
    let mv = model.game.board().parse_move("11-15").unwrap();
    model.game.play(&mv).unwrap();
    SavedGame::of(&model).unwrap().to_toml()
}

fn open(store: &ScoreStore, scoreboard: &Scoreboard) -> Opening<SavedGame> {
    open_saved_match(store, scoreboard, Wish::Resume)
}

#[test]
fn each_game_keeps_its_own_file_and_a_damaged_one_goes_aside_alone() {
    let dir = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    let connect4 = "version = 2\nthe = \"other game's\"\n";
    fs::write(store.match_path(Played::CONNECT4), connect4).unwrap();
    fs::write(
        store.match_path(connect4_checkers::terminal::PLAYED),
        game_text(),
    )
    .unwrap();
    let opening = open(&store, &Scoreboard::new());
    assert!(matches!(opening.start, Start::Resume(_)), "{opening:?}");
    fs::write(
        store.match_path(connect4_checkers::terminal::PLAYED),
        "moves = [1, 2]\n",
    )
    .unwrap();
    let opening = open(&store, &Scoreboard::new());
    assert_eq!(opening.start, Start::Fresh);
    assert!(opening.saves_match);
    let [notice] = opening.notices.as_slice() else {
        panic!("one notice: {opening:?}");
    };
    assert!(
        notice.contains("checkers-match.toml could not be used"),
        "{notice}"
    );
    assert_eq!(backups(dir.path(), "checkers-match.damaged-").len(), 1);
    assert!(backups(dir.path(), "match.damaged-").is_empty());
    let kept = fs::read_to_string(store.match_path(Played::CONNECT4)).unwrap();
    assert_eq!(
        kept, connect4,
        "Connect 4's match is not checkers' to touch"
    );
}

#[test]
fn a_saved_game_whose_result_counted_is_not_resumed() {
    let dir = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    let path = store.match_path(connect4_checkers::terminal::PLAYED);
    fs::write(&path, game_text()).unwrap();
    let mut scoreboard = Scoreboard::new();
    scoreboard.note_ended("0000000000000007-2");
    assert!(matches!(open(&store, &scoreboard).start, Start::Resume(_)));
    scoreboard.note_ended("0000000000000007-1");
    assert_eq!(open(&store, &scoreboard).start, Start::Counted);
    assert!(!path.exists(), "the ended game is forgotten");
}
