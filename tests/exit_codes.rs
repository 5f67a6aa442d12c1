//! Exit statuses as README gives them: 2 for a mistake in what was typed, 1 for a
//! failure (an output that cannot be written), 141 and nothing said for an output
//! closed by its reader, as a program ended by SIGPIPE.

use std::process::{Command, Output, Stdio};

fn connect4(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_connect4"));
    command.args(args).env_remove("CONNECT4_CONFIG");
    command.stdin(Stdio::null());
    command
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_bad_position_exits_2_from_moves_as_from_move_and_review() {
    let data = tempfile::tempdir().unwrap();
    let data = data.path().to_str().unwrap();
    let cases: [(&[&str], &str); 5] = [
        (&["move", "4x53"], "'x' is not a column digit"),
        (&["review", "4x53"], "'x' is not a column digit"),
        (
            &["--data-dir", data, "--moves", "4x53"],
            "'x' is not a column digit",
        ),
        (
            &["--data-dir", data, "--moves", "4545454"],
            "the match is already over",
        ),
        (
            &["--data-dir", data, "--game", "checkers", "--moves", "44"],
            "does not start a game of checkers",
        ),
    ];
    for (args, said) in cases {
        let output = connect4(args).output().unwrap();
        assert_eq!(
            output.status.code(),
            Some(2),
            "{args:?}: {}",
            stderr(&output)
        );
        assert!(
            stderr(&output).contains(said),
            "{args:?}: {}",
            stderr(&output)
        );
    }
}
