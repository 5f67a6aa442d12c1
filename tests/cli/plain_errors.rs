//! Ordinary failures (no terminal, a data directory that cannot be written, a full
//! disk) are one plain sentence and a failing status, not a crash report with colours,
//! a source location and a backtrace banner.

use std::process::{Command, Output, Stdio};

fn connect4(args: &[&str], data_dir: &std::path::Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_connect4"));
    command
        .args(args)
        .env("CONNECT4_DATA_DIR", data_dir)
        .env("XDG_CONFIG_HOME", data_dir.join("config"))
        .env_remove("CONNECT4_CONFIG")
        .stdin(Stdio::null());
    command
}

/// The one sentence on stderr, after checking it is plain.
fn plain_sentence(output: &Output) -> String {
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let err = String::from_utf8(output.stderr.clone()).unwrap();
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(!err.contains('\u{1b}'), "no colours: {err:?}");
    assert!(!err.contains("Location"), "no source location: {err}");
    assert!(err.starts_with("connect4: "), "{err}");
    err
}

#[test]
fn playing_without_a_terminal_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let output = connect4(&[], dir.path()).output().unwrap();
    let err = plain_sentence(&output);
    assert!(err.contains("needs a terminal"), "{err}");
    assert!(
        output.stdout.is_empty(),
        "nothing written to a non-terminal"
    );
}

#[test]
fn a_scoreboard_that_cannot_be_written_is_one_sentence() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("scores.lock")).unwrap();
    let output = connect4(&["scores", "--reset", "--yes"], dir.path())
        .output()
        .unwrap();
    let err = plain_sentence(&output);
    assert!(err.contains("scores.lock"), "names the file: {err}");
}

#[test]
fn a_full_disk_is_one_sentence() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        eprintln!("SKIPPED: no /dev/full here");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let output = connect4(&["config"], dir.path())
        .stdout(full)
        .output()
        .unwrap();
    let err = plain_sentence(&output);
    assert!(err.contains("No space left"), "{err}");
}
