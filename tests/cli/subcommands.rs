//! The subcommands through the real binary, each with its own home, config and
//! data directories so a developer's files are never read or touched.

use pretty_assertions::assert_eq;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

struct Sandbox {
    home: tempfile::TempDir,
}

impl Sandbox {
    fn new() -> Sandbox {
        Sandbox {
            home: tempfile::tempdir().unwrap(),
        }
    }

    fn data_dir(&self) -> PathBuf {
        self.home.path().join("data/connect4")
    }

    fn scores(&self) -> PathBuf {
        self.data_dir().join("scores.toml")
    }

    fn with_scores(self, fixture: &str) -> Sandbox {
        std::fs::create_dir_all(self.data_dir()).unwrap();
        let source = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/scores")
            .join(fixture);
        std::fs::copy(source, self.scores()).unwrap();
        self
    }

    fn command(&self, args: &[&str]) -> Command {
        let home = self.home.path();
        let mut command = Command::new(env!("CARGO_BIN_EXE_connect4"));
        command
            .args(args)
            .env("HOME", home)
            .env("XDG_CONFIG_HOME", home.join("config"))
            .env("XDG_DATA_HOME", home.join("data"))
            .env_remove("CONNECT4_CONFIG")
            .env_remove("CONNECT4_DATA_DIR")
            .env_remove("NO_COLOR");
        command
    }

    fn run(&self, args: &[&str]) -> Output {
        self.command(args).stdin(Stdio::null()).output().unwrap()
    }

    /// Runs with `answer` typed at the confirmation question.
    fn run_answering(&self, args: &[&str], answer: &str) -> Output {
        let mut child = self
            .command(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(answer.as_bytes())
            .unwrap();
        child.wait_with_output().unwrap()
    }
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn scores_prints_a_table() {
    let sandbox = Sandbox::new().with_scores("valid.toml");
    let output = sandbox.run(&["scores"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "Players                    Board  Wins  Draws  Streak      Best  Hints  Undos  Last played\n\
         Ada vs Computer (perfect)  7x6    2-5   1      Computer 3  1-3   0      0      2026-11-21T22:50:00Z\n"
    );
}

#[test]
fn scores_says_when_nothing_was_played() {
    let sandbox = Sandbox::new();
    let output = sandbox.run(&["scores"]);
    let expected = format!(
        "No matches recorded yet ({}).\n",
        sandbox.scores().display()
    );
    assert_eq!(stdout(&output), expected);
}

#[test]
fn scores_json_is_for_scripts() {
    let sandbox = Sandbox::new().with_scores("valid.toml");
    let output = sandbox.run(&["scores", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let matchup = &json["matchups"][0];
    assert_eq!(json["version"], 2);
    assert_eq!(json["file"], sandbox.scores().to_string_lossy().as_ref());
    assert_eq!(matchup["names"]["two"], "Computer");
    assert_eq!(matchup["computer"], "perfect");
    assert_eq!(
        (
            matchup["wins"]["one"].as_u64(),
            matchup["wins"]["two"].as_u64()
        ),
        (Some(2), Some(5))
    );
    assert_eq!(matchup["streak"]["player"], "two");
    assert_eq!(matchup["last_played"], "2026-11-21T22:50:00Z");
}

#[test]
fn data_dir_comes_from_the_flag_or_the_environment() {
    let sandbox = Sandbox::new();
    let elsewhere = sandbox.home.path().join("portable");
    std::fs::create_dir_all(&elsewhere).unwrap();
    let valid = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/scores/valid.toml");
    std::fs::copy(valid, elsewhere.join("scores.toml")).unwrap();
    let by_flag = sandbox.run(&["scores", "--data-dir", elsewhere.to_str().unwrap()]);
    let by_env = sandbox
        .command(&["scores"])
        .env("CONNECT4_DATA_DIR", &elsewhere)
        .output()
        .unwrap();
    assert!(
        stdout(&by_flag).contains("Ada vs Computer"),
        "{}",
        stdout(&by_flag)
    );
    assert!(
        stdout(&by_env).contains("Ada vs Computer"),
        "{}",
        stdout(&by_env)
    );
}

#[test]
fn scores_reset_yes_empties_the_scoreboard() {
    let sandbox = Sandbox::new().with_scores("valid.toml");
    let output = sandbox.run(&["scores", "--reset", "--yes"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "The scoreboard was reset.\n");
    assert!(stdout(&sandbox.run(&["scores"])).starts_with("No matches recorded yet"));
}

#[test]
fn scores_reset_asks_first() {
    let sandbox = Sandbox::new().with_scores("valid.toml");
    let declined = sandbox.run_answering(&["scores", "--reset"], "n\n");
    assert_eq!(declined.status.code(), Some(1));
    assert!(stderr(&declined).contains("[y/N]"), "{}", stderr(&declined));
    assert!(stderr(&declined).ends_with("The scoreboard was not reset.\n"));
    assert!(stdout(&sandbox.run(&["scores"])).contains("Ada vs Computer"));
    // No answer at all (no terminal) is a no, too.
    assert_eq!(sandbox.run(&["scores", "--reset"]).status.code(), Some(1));
    let accepted = sandbox.run_answering(&["scores", "--reset"], "yes\n");
    assert!(accepted.status.success());
    assert!(stdout(&sandbox.run(&["scores"])).starts_with("No matches recorded yet"));
}

#[test]
fn scores_tells_where_a_damaged_file_was_kept() {
    let sandbox = Sandbox::new().with_scores("damaged_torn.toml");
    let first = sandbox.run(&["scores"]);
    assert!(first.status.success());
    let backup = std::fs::read_dir(sandbox.data_dir())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| path.to_string_lossy().contains("scores.damaged-"))
        .expect("a backup beside the file");
    let told = |output: &Output| stderr(output).matches(&*backup.to_string_lossy()).count();
    assert_eq!(told(&first), 1, "{}", stderr(&first));
    assert!(stderr(&first).contains("could not be read"));
    // Later runs keep pointing at the backup until the user deletes it.
    assert_eq!(told(&sandbox.run(&["scores"])), 1);
}

#[test]
fn scores_leaves_a_newer_file_alone_and_says_so() {
    let sandbox = Sandbox::new().with_scores("newer_version.toml");
    let before = std::fs::read(sandbox.scores()).unwrap();
    let output = sandbox.run(&["scores"]);
    assert!(stderr(&output).contains("written by a newer connect4 (schema version 99)"));
    assert_eq!(
        sandbox.run(&["scores", "--reset", "--yes"]).status.code(),
        Some(1)
    );
    assert_eq!(std::fs::read(sandbox.scores()).unwrap(), before);
}

#[test]
fn usage_mistakes_exit_with_status_2() {
    let sandbox = Sandbox::new();
    assert_eq!(sandbox.run(&["scores", "--yes"]).status.code(), Some(2));
    assert_eq!(sandbox.run(&["--rows", "11"]).status.code(), Some(2));
    assert_eq!(
        sandbox.run(&["scores", "--json", "--reset"]).status.code(),
        Some(2)
    );
}

#[test]
fn help_and_version_are_complete() {
    let sandbox = Sandbox::new();
    let help = stdout(&sandbox.run(&["--help"]));
    for flag in [
        "--config",
        "--rows",
        "--columns",
        "--data-dir",
        "--no-color",
        "--ascii",
        "config",
        "scores",
    ] {
        assert!(help.contains(flag), "--help lacks {flag}:\n{help}");
    }
    assert!(help.contains("CONNECT4_DATA_DIR"));
    let scores_help = stdout(&sandbox.run(&["scores", "--help"]));
    for flag in ["--json", "--reset", "--yes"] {
        assert!(scores_help.contains(flag), "scores --help lacks {flag}");
    }
    let version = stdout(&sandbox.run(&["--version"]));
    assert_eq!(version, format!("connect4 {}\n", env!("CARGO_PKG_VERSION")));
}

#[test]
fn each_subcommand_lists_only_the_flags_that_apply_to_it() {
    let sandbox = Sandbox::new();
    let game_only = [
        "--ascii",
        "--no-color",
        "--vs",
        "--computer-first",
        "--config",
    ];
    for subcommand in ["solve", "move", "match", "review"] {
        let help = stdout(&sandbox.run(&[subcommand, "--help"]));
        for flag in game_only.iter().chain(&["--data-dir"]) {
            assert!(
                !help.contains(flag),
                "{subcommand} --help lists {flag}:\n{help}"
            );
        }
        assert!(
            help.contains("--columns") && help.contains("--rows"),
            "{help}"
        );
    }
    let scores = stdout(&sandbox.run(&["scores", "--help"]));
    for flag in game_only.iter().chain(&["--columns", "--rows"]) {
        assert!(
            !scores.contains(flag),
            "scores --help lists {flag}:\n{scores}"
        );
    }
    assert!(scores.contains("--data-dir"));
}

#[test]
fn board_flags_work_before_and_after_the_subcommand() {
    let sandbox = Sandbox::new();
    // A fifth disc in one column fits 7x6 but not a board of four rows.
    assert!(
        sandbox
            .run(&["move", "--level", "easy", "33333"])
            .status
            .success()
    );
    for args in [
        &["--rows", "4", "move", "--level", "easy", "33333"][..],
        &["move", "--rows", "4", "--level", "easy", "33333"][..],
    ] {
        let output = sandbox.run(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {output:?}");
        assert!(stderr(&output).contains("full"), "{args:?}: {output:?}");
    }
}

#[test]
fn config_write_creates_the_folder_and_never_overwrites() {
    let sandbox = Sandbox::new();
    let path = sandbox.home.path().join("config/connect4/config.toml");
    assert!(!path.parent().unwrap().exists());
    let first = sandbox.run(&["--columns", "8", "config", "--write"]);
    assert!(first.status.success(), "{first:?}");
    assert!(stdout(&first).contains("config.toml"));
    let written = std::fs::read_to_string(&path).unwrap();
    assert!(written.contains("columns = 8"), "{written}");
    std::fs::write(&path, "# my own\n").unwrap();
    let second = sandbox.run(&["config", "--write"]);
    assert_eq!(second.status.code(), Some(1));
    assert!(stderr(&second).contains("already exists"), "{second:?}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "# my own\n");
}
