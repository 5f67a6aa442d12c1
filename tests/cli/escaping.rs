//! Terminal injection: text from files and the command line that reaches the terminal
//! through the real binary never carries a raw control character (an OSC sequence in a
//! player's name could retitle the terminal and clear the screen).

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The sequences the attacks used: set the window title, then clear the screen.
const ATTACK: &str = "\u{1b}]0;owned\u{7}\u{1b}[2J";
const SHOWN: &str = "\\u{1b}]0;owned\\u{7}\\u{1b}[2J";

fn connect4(args: &[&str], data_dir: &std::path::Path, input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(args)
        .env("CONNECT4_DATA_DIR", data_dir)
        .env("XDG_CONFIG_HOME", data_dir.join("config"))
        .env_remove("CONNECT4_CONFIG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    drop(stdin);
    child.wait_with_output().unwrap()
}

/// Both streams as text, after checking neither holds a control character other than
/// the line breaks between lines.
fn clean(output: &Output) -> String {
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    let raw: Vec<char> = text
        .chars()
        .filter(|c| c.is_control() && *c != '\n')
        .collect();
    assert!(raw.is_empty(), "raw control characters {raw:?} in {text:?}");
    text
}

#[test]
fn names_from_the_scoreboard_file_are_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let toml_name = ATTACK
        .replace('\u{1b}', "\\u001b")
        .replace('\u{7}', "\\u0007");
    let scores = format!(
        "version = 1\n\n[[matchup]]\none = \"{toml_name}\"\ntwo = \"Bob\"\ncolumns = 7\nrows = 6\n\
         wins_one = 1\nwins_two = 0\ndraws = 0\nbest_streak_one = 1\nbest_streak_two = 0\n"
    );
    std::fs::write(dir.path().join("scores.toml"), scores).unwrap();
    let output = connect4(&["scores"], dir.path(), "");
    let text = clean(&output);
    // Such a name is not one connect4 writes: the file is kept aside as damaged, and
    // the notice quotes the name escaped.
    assert!(
        text.contains(&format!("\"{SHOWN}\" is not one this program writes")),
        "{text}"
    );
    assert!(text.contains("scores.damaged-"), "{text}");
}

#[test]
fn an_unknown_config_key_is_quoted_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        "[board]\n\"\\u001b]0;owned\\u0007\\u001b[2J\" = 1\n",
    )
    .unwrap();
    let output = connect4(&["--config", config.to_str().unwrap()], dir.path(), "");
    assert_eq!(output.status.code(), Some(2));
    let text = clean(&output);
    assert!(text.contains(&format!("unknown key '{SHOWN}'")), "{text}");
}

#[test]
fn a_huge_unknown_key_is_cut() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(&config, format!("[board]\n{} = 1\n", "k".repeat(10_000))).unwrap();
    let output = connect4(&["--config", config.to_str().unwrap()], dir.path(), "");
    let text = clean(&output);
    assert!(text.len() < 1000, "{} bytes: {text}", text.len());
    assert!(text.contains("kkk…'"), "{text}");
}

#[test]
fn a_move_argument_is_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let output = connect4(&["move", &format!("44{ATTACK}")], dir.path(), "");
    assert_eq!(output.status.code(), Some(2));
    let text = clean(&output);
    assert!(text.contains("'\\u{1b}' is not a column digit"), "{text}");
}

#[test]
fn a_bad_line_for_solve_is_escaped_on_both_streams() {
    let dir = tempfile::tempdir().unwrap();
    let solvable = "2252576253462244111563365343671351441";
    let input = format!("4{ATTACK}\n{solvable}\n");
    let output = connect4(&["solve"], dir.path(), &input);
    let text = clean(&output);
    assert!(text.contains(&format!("4{SHOWN} invalid")), "{text}");
    assert!(
        text.contains(&format!("{solvable} -1")),
        "the rest is solved: {text}"
    );
}
