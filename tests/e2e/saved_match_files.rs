//! The saved match file (`match.toml`) handled with the scoreboard's care: a link is
//! refused, not followed; a file that cannot be opened, a directory, a FIFO, a link
//! to a device or a huge file is left where it is, said once in a notice that names
//! it and what happens, and no match is written over it; stale temporary files go;
//! invalid UTF-8 is damage, kept aside; a newer connect4's file is left alone.

use crate::common::pty::Session;
use connect4::play::saved_match::{Opening, Start, Wish, open_saved_match};
use connect4::scoreboard::{Played, ScoreStore, Scoreboard, StoreError, Tally};
use connect4::shell::StoreEffect;
use connect4_classic::game::{BoardSize, Column, Game, Player};
use connect4_classic::terminal::{Effect, Message, Model, SavedMatch, Settings, update};
use std::fs;
use std::path::Path;

/// A saved match of two moves, as the game writes it.
fn match_text() -> String {
    let mut model = Model::new(Settings::default(), Tally::default()).with_match_ids(7);
    model.game = Game::from_notation(BoardSize::STANDARD, Player::One, "44").unwrap();
    SavedMatch::of(&model).unwrap().to_toml()
}

fn store() -> (tempfile::TempDir, ScoreStore) {
    let dir = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    (dir, store)
}

fn open(store: &ScoreStore, wish: Wish) -> Opening<SavedMatch> {
    open_saved_match(store, &Scoreboard::new(), wish)
}

/// The file is left alone: one notice naming it and saying what happens (not the
/// scoreboard's "results are not saved"), and no saves this run.
fn told_left_alone(store: &ScoreStore, opening: &Opening<SavedMatch>, why: &str) {
    assert_eq!(opening.start, Start::Fresh);
    assert!(!opening.saves_match);
    let [notice] = opening.notices.as_slice() else {
        panic!("one notice: {:?}", opening.notices);
    };
    let path = store.match_path(Played::CONNECT4).display().to_string();
    assert!(notice.starts_with(&format!("The saved match {path} is left alone")));
    assert!(notice.contains(why), "{notice}");
    assert!(
        notice.contains("no match is kept for a restart"),
        "{notice}"
    );
    assert!(!notice.contains("results are not saved"), "{notice}");
}

/// Left alone for what the file is: and should a save be asked for all the same
/// (the file appeared during the run), the store refuses to write over it or remove
/// it.
fn assert_left_alone(store: &ScoreStore, opening: &Opening<SavedMatch>, why: &str) {
    told_left_alone(store, opening, why);
    let refused = |result| matches!(result, Err(StoreError::MatchLeftAlone { .. }));
    assert!(refused(store.save_match(
        Played::CONNECT4,
        &match_text(),
        &mut || true
    )));
    assert!(refused(store.clear_match(Played::CONNECT4, &mut || true)));
}

#[test]
fn a_symlinked_match_is_refused_not_followed() {
    let (dir, store) = store();
    let elsewhere = dir.path().join("elsewhere.toml");
    fs::write(&elsewhere, match_text()).unwrap();
    std::os::unix::fs::symlink(&elsewhere, store.match_path(Played::CONNECT4)).unwrap();
    let opening = open(&store, Wish::Resume);
    assert_left_alone(&store, &opening, "it is a symbolic link");
    assert!(store.match_path(Played::CONNECT4).is_symlink());
    assert_eq!(fs::read_to_string(&elsewhere).unwrap(), match_text());
}

#[test]
fn a_link_to_a_device_a_directory_a_fifo_and_a_huge_file_are_left_alone() {
    let (dir, store) = store();
    std::os::unix::fs::symlink("/dev/zero", store.match_path(Played::CONNECT4)).unwrap();
    assert_left_alone(&store, &open(&store, Wish::Resume), "symbolic link");
    fs::remove_file(store.match_path(Played::CONNECT4)).unwrap();

    fs::create_dir(store.match_path(Played::CONNECT4)).unwrap();
    assert_left_alone(&store, &open(&store, Wish::Forget), "it is a directory");
    assert!(store.match_path(Played::CONNECT4).is_dir());
    fs::remove_dir(store.match_path(Played::CONNECT4)).unwrap();

    let made = std::process::Command::new("mkfifo")
        .arg(store.match_path(Played::CONNECT4))
        .status();
    if made.is_ok_and(|status| status.success()) {
        assert_left_alone(&store, &open(&store, Wish::Resume), "it is a FIFO");
        fs::remove_file(store.match_path(Played::CONNECT4)).unwrap();
    }

    // Sparse: 65 MB on paper, nothing on the disk.
    let huge = fs::File::create(store.match_path(Played::CONNECT4)).unwrap();
    huge.set_len(65 << 20).unwrap();
    assert_left_alone(&store, &open(&store, Wish::Resume), "bytes, over the");
    assert_eq!(
        fs::metadata(store.match_path(Played::CONNECT4))
            .unwrap()
            .len(),
        65 << 20
    );
    drop(dir);
}

/// Runs `body` on a thread that cannot open a file of mode 000. An ordinary user
/// cannot; root can (it overrides permissions), so as root the thread takes the
/// file-system user id of `nobody` (setfsuid, which drops that override for this
/// thread only) and the directory is opened to everyone so it can still work there.
fn without_root_override(dir: &Path, body: impl FnOnce() + Send) {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(dir, fs::Permissions::from_mode(0o777)).unwrap();
    std::thread::scope(|scope| {
        scope.spawn(|| {
            // SAFETY: setfsuid changes only this thread's file-system user id.
            unsafe {
                if libc::geteuid() == 0 {
                    libc::setfsuid(65534);
                    assert_eq!(libc::setfsuid(u32::MAX), 65534, "setfsuid failed");
                }
            }
            body();
        });
    });
}

#[test]
fn an_unreadable_match_is_left_where_it_is_and_never_written_over() {
    use std::os::unix::fs::PermissionsExt;
    let (dir, store) = store();
    fs::write(store.match_path(Played::CONNECT4), match_text()).unwrap();
    fs::set_permissions(
        store.match_path(Played::CONNECT4),
        fs::Permissions::from_mode(0o000),
    )
    .unwrap();
    without_root_override(dir.path(), || {
        let opening = open(&store, Wish::Resume);
        assert_left_alone(&store, &opening, "it cannot be opened");
        assert!(opening.notices[0].contains("ermission denied"));
    });
    let meta = fs::metadata(store.match_path(Played::CONNECT4)).unwrap();
    assert_eq!(meta.permissions().mode() & 0o777, 0);
    assert_eq!(
        fs::read_to_string(store.match_path(Played::CONNECT4)).unwrap(),
        match_text()
    );
    // The game then asks for no save at all, so nothing more is said.
    let mut model = Model::new(Settings::default(), Tally::default());
    model.saves_match = false;
    let effects = update(&mut model, Message::DropAt(Column::new(3)));
    let saves = |e: &Effect| matches!(e, Effect::Store(StoreEffect::SaveMatch { .. }));
    assert!(!effects.iter().any(saves), "{effects:?}");
}

#[test]
fn stale_temporary_files_are_removed_on_start() {
    let (dir, store) = store();
    let stale = dir.path().join(".match.toml.a1B2c3.tmp");
    fs::write(&stale, "moves = \"4").unwrap();
    let other = dir.path().join("notes.tmp");
    fs::write(&other, "mine").unwrap();
    let opening = open(&store, Wish::Resume);
    assert_eq!(opening, Opening::fresh());
    assert!(!stale.exists());
    assert!(other.exists(), "only the match's own temporary files go");
}

#[test]
fn invalid_utf8_is_damage_kept_aside_as_the_scoreboard_does() {
    let (dir, store) = store();
    let mut bytes = match_text().into_bytes();
    bytes.extend_from_slice(b"# caf\xe9\n");
    fs::write(store.match_path(Played::CONNECT4), &bytes).unwrap();
    let opening = open(&store, Wish::Resume);
    assert_eq!(opening.start, Start::Fresh);
    assert!(opening.saves_match);
    assert!(opening.notices[0].contains("not UTF-8 text"), "{opening:?}");
    assert!(!store.match_path(Played::CONNECT4).exists());
    let kept: Vec<_> = fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.to_string_lossy().contains("match.damaged-"))
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(fs::read(&kept[0]).unwrap(), bytes);
}

#[test]
fn a_newer_schema_is_left_alone_even_by_new() {
    let (_dir, store) = store();
    let newer = "version = 99\nwhatever = \"comes later\"\n";
    fs::write(store.match_path(Played::CONNECT4), newer).unwrap();
    for wish in [Wish::Resume, Wish::Forget, Wish::Replace] {
        let opening = open(&store, wish);
        told_left_alone(&store, &opening, "newer connect4 (schema version 99");
        assert_eq!(
            fs::read_to_string(store.match_path(Played::CONNECT4)).unwrap(),
            newer
        );
    }
}

#[test]
fn the_game_names_a_directory_match_once_and_plays_on() {
    let mut session = Session::start(&["--no-animation"]);
    session.wait_for("Red to move");
    session.send("q");
    assert!(session.wait_exit().success());
    let data = session.home.path().join("data");
    fs::create_dir_all(data.join("match.toml")).unwrap();
    let mut session = session.restart(&["--no-animation"]);
    session.wait_for("The saved match");
    let screen = session.contents();
    assert!(screen.contains("is a directory"), "{screen}");
    assert!(!screen.contains("Scoreboard"), "{screen}");
    assert!(!screen.contains("results are not saved"), "{screen}");
    session.send("\r");
    session.wait_for("Red to move");
    session.send("4\r");
    session.wait_for("Yellow to move");
    session.send("5\r");
    session.wait_for("Red to move");
    // Said once: no second notice when the match is not saved.
    assert!(
        !session.contents().contains("Notice"),
        "{}",
        session.contents()
    );
    session.send("q");
    session.wait_for("Abandon");
    session.send("y");
    assert!(session.wait_exit().success());
    assert!(data.join("match.toml").is_dir());
}
