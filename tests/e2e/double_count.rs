//! One win is counted once, even when the saved match outlives its result: when the
//! result went to a pending file because another copy held the scoreboard's lock, or
//! when the program died between saving the result and forgetting the match. The
//! next start must not resume the position before the win, to be won and counted
//! again. (`benches/kill_at_win.sh` does the same with `kill -9` at random moments.)

use crate::common::pty::Session;
use connect4::scoreboard::{MatchResult, Matchup, Played, ScoreStore, Tally, Timestamp};
use connect4::shell::StoreEffect;
use connect4_classic::game::{BoardSize, ByPlayer, Column, Player};
use connect4_classic::terminal::{Effect, Message, Model, SavedMatch, Settings, update};
use std::fs::File;
use std::path::Path;
use std::time::{Duration, Instant};

/// One move from Red's vertical four in column 4.
const BEFORE_THE_WIN: [&str; 3] = ["--no-animation", "--moves", "454545"];

fn red_v_yellow() -> Matchup {
    Matchup {
        names: ByPlayer::new("Red".into(), "Yellow".into()),
        computer: None,
        board: Some(BoardSize::STANDARD),
        played: Played::CONNECT4,
    }
}

fn red_wins(data: &Path) -> u32 {
    let loaded = ScoreStore::in_dir(data, &connect4::games::KEPT)
        .load()
        .unwrap();
    loaded.scoreboard.tally(&red_v_yellow()).wins.one
}

/// The next start after the win: the match is not resumed, a new one is under way,
/// and the scoreboard holds the one win.
fn check_next_start(session: Session) {
    let data = session.home.path().join("data");
    let mut again = session.restart(&["--no-animation"]);
    again.wait_for("to move");
    again.wait_for("its result is counted");
    let screen = again.contents();
    assert!(!screen.contains("Resumed"), "{screen}");
    assert!(!screen.contains("1. ● Red 4"), "{screen}");
    again.send("q");
    assert!(again.wait_exit().success());
    assert_eq!(red_wins(&data), 1);
    assert!(
        !data.join("match.toml").exists(),
        "the ended match is forgotten"
    );
}

/// Waits until the match in progress is saved for a restart.
fn wait_until_saved(data: &Path) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !data.join("match.toml").exists() {
        assert!(Instant::now() < deadline, "the match was never saved");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_win_kept_for_later_under_another_copys_lock_counts_once() {
    let mut session = Session::start(&BEFORE_THE_WIN);
    let data = session.home.path().join("data");
    session.wait_for("Red to move");
    wait_until_saved(&data);
    let lock = File::create(data.join("scores.lock")).unwrap();
    lock.lock().unwrap();
    session.send("4\r");
    session.wait_for("Red wins");
    session.send("q");
    assert!(session.wait_exit().success());
    drop(lock);
    // The result waits in a pending file, and the match could not be forgotten.
    assert!(data.join("match.toml").exists());
    assert_eq!(red_wins(&data), 1);
    check_next_start(session);
}

#[test]
fn a_death_between_the_result_and_the_end_of_the_match_counts_once() {
    let fault = [("CONNECT4_FAULT", "stall-after-result")];
    let mut session = Session::start_with_env(&BEFORE_THE_WIN, &fault);
    let data = session.home.path().join("data");
    session.wait_for("Red to move");
    session.send("4\r");
    session.wait_for("Red wins");
    let deadline = Instant::now() + Duration::from_secs(10);
    while red_wins(&data) == 0 {
        assert!(Instant::now() < deadline, "the win was never saved");
        std::thread::sleep(Duration::from_millis(20));
    }
    // The result is on disk and the match is not forgotten: die now.
    session.signal(libc::SIGKILL);
    session.wait_exit();
    assert!(data.join("match.toml").exists());
    check_next_start(session);
}

#[test]
fn a_result_counted_under_an_id_is_not_counted_again() {
    let dir = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    let win = MatchResult::Win(Player::One);
    let at = Timestamp::now();
    let never = &mut || false;
    for _ in 0..2 {
        let recorded = store
            .record_waiting(
                &red_v_yellow(),
                win,
                Default::default(),
                at,
                Some("m-1"),
                never,
            )
            .unwrap();
        assert_eq!(recorded.tally.wins.one, 1);
    }
    // A pending copy of the same result (its file outlived the save that folded it
    // in) is not counted again either.
    store
        .keep_for_later(&red_v_yellow(), win, Default::default(), at, Some("m-1"))
        .unwrap();
    let loaded = store.load().unwrap().scoreboard;
    assert_eq!(loaded.tally(&red_v_yellow()).wins.one, 1);
    assert!(loaded.has_ended("m-1"));
    // Another match of the same players counts.
    store
        .record_waiting(
            &red_v_yellow(),
            win,
            Default::default(),
            at,
            Some("m-2"),
            never,
        )
        .unwrap();
    assert_eq!(red_wins(dir.path()), 2);
}

/// The id each effect names: the saved match's, and the one a result ends.
fn ids_named(effects: &[Effect]) -> Vec<String> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Store(StoreEffect::SaveMatch { text, .. }) => {
                let line = text.lines().find(|line| line.starts_with("id = "))?;
                Some(format!(
                    "saved {}",
                    line.trim_start_matches("id = ").trim_matches('"')
                ))
            }
            Effect::Store(StoreEffect::RecordResult { ends, .. }) => {
                Some(format!("ends {}", ends.as_deref().unwrap_or("-")))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn a_match_and_its_result_carry_one_id_and_an_undone_end_makes_a_new_match() {
    let mut model = Model::new(Settings::default(), Tally::default()).with_match_ids(0xab);
    let play = |model: &mut Model, message| ids_named(&update(model, message));
    assert_eq!(
        play(&mut model, Message::DropAt(Column::new(3))),
        ["saved 00000000000000ab-1"]
    );
    for column in [4, 3, 4, 3, 4] {
        play(&mut model, Message::DropAt(Column::new(column)));
    }
    assert_eq!(
        play(&mut model, Message::DropAt(Column::new(3))),
        ["ends 00000000000000ab-1"]
    );
    // Undone after it counted, the match goes on under a new id; won again, it
    // counts again.
    assert_eq!(
        play(&mut model, Message::Undo),
        ["saved 00000000000000ab-2"]
    );
    assert_eq!(play(&mut model, Message::Redo), ["ends 00000000000000ab-2"]);
    // A saved match keeps its id when it is resumed.
    play(&mut model, Message::Undo);
    let saved = SavedMatch::of(&model).unwrap();
    let back = SavedMatch::from_toml(&saved.to_toml()).unwrap();
    let resumed = back
        .restore(Settings::default(), Tally::default())
        .with_match_ids(0xcd);
    assert_eq!(resumed.match_id.as_deref(), Some("00000000000000ab-3"));
}
