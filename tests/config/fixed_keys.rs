//! The digits and Ctrl-C are fixed (README: every key but those, the mouse and Ctrl-C
//! can be changed): giving one to an action in `[keys]` is a config error that names
//! the action, the key and why, and stops the program with status 2.

use connect4::config;
use std::path::Path;
use std::process::Command;

fn error_of(source: &str) -> String {
    match config::parse(source, Path::new("config.toml")) {
        Ok(_) => panic!("accepted: {source}"),
        Err(error) => error.to_string(),
    }
}

const DIGITS: &str = "the digits always choose a column (0 is column 10), whatever [keys] says";

#[test]
fn a_digit_given_to_an_action_is_refused_with_the_reason() {
    assert_eq!(
        error_of("[keys]\nleft = \"1\"\n"),
        format!(
            "config.toml:2:8: bad value '1' for keys.left: expected a key that can be \
             changed: {DIGITS}"
        )
    );
    let in_a_list = error_of("[keys]\ndrop = [\"enter\", \"0\"]\n");
    assert!(
        in_a_list.contains("bad value '0' for keys.drop"),
        "{in_a_list}"
    );
    let quit = error_of("[keys]\nnew = \"ctrl-c\"\n");
    assert!(
        quit.contains(
            "bad value 'ctrl-c' for keys.new: expected a key that can be changed: \
             Ctrl-C always quits at once"
        ),
        "{quit}"
    );
    // Other keys are free.
    assert!(config::parse("[keys]\nleft = [\"x\", \"ctrl-x\"]\n", Path::new("c")).is_ok());
}

#[test]
fn the_program_stops_with_status_2_before_playing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.toml");
    std::fs::write(&path, "[keys]\nleft = \"1\"\n").unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .arg("--config")
        .arg(&path)
        .arg("config")
        .env("CONNECT4_DATA_DIR", dir.path())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("bad value '1' for keys.left"), "{stderr}");
    assert!(stderr.contains(DIGITS), "{stderr}");
    assert!(output.stdout.is_empty());
}
