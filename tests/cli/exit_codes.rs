//! Exit statuses as docs/config.md gives them: 2 for a mistake in what was typed, 1 for a
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
    let cases: [(&[&str], &str); 9] = [
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
        // Links: the solver's, the page's, and one that gives no position.
        (
            &[
                "--data-dir",
                data,
                "--moves",
                "https://connect4.gamesolver.org/?pos=4545454",
            ],
            "the match is already over",
        ),
        (
            &["--data-dir", data, "--moves", "http://h/#moves=1111111"],
            "move 7 (column 1): Column 1 is full",
        ),
        (
            &["--data-dir", data, "--moves", "http://h/#moves=1&size=3x3"],
            "a 3x3 board is not supported",
        ),
        (
            &["--data-dir", data, "--moves", "https://example.org/?p=44"],
            "#moves=4453 or ?pos=4453",
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

/// Every command that prints, with its input: each must fail the same way when its
/// output cannot be written.
const PRINTING: [(&[&str], &str); 8] = [
    (&["solve"], "4453\n"),
    (&["solve", "--jobs", "2"], "4453\n"),
    (&["checkers", "perft", "3"], ""),
    (&["checkers", "perft", "3", "--divide"], ""),
    (&["move", "--level", "easy", "--seed", "1", "44"], ""),
    (&["review", "--time-ms", "200", "4455"], ""),
    (
        &[
            "match", "--first", "easy", "--second", "easy", "--games", "2",
        ],
        "",
    ),
    (
        &[
            "checkers", "match", "--first", "easy", "--second", "easy", "--games", "2",
        ],
        "",
    ),
];

/// Runs `args` with `input` on stdin and `stdout` as its output.
fn run_into(args: &[&str], input: &str, stdout: Stdio) -> Output {
    let mut child = connect4(args)
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn an_output_that_cannot_be_written_exits_1_with_one_sentence() {
    for (args, input) in PRINTING {
        let full = std::fs::OpenOptions::new().write(true).open("/dev/full");
        let output = run_into(args, input, Stdio::from(full.unwrap()));
        let said = stderr(&output);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {said}");
        assert!(
            said.ends_with("cannot write the output: No space left on device (os error 28)\n"),
            "{args:?}: {said}"
        );
        assert_eq!(said.lines().count(), 1, "{args:?}: {said}");
    }
}

#[test]
fn an_output_closed_by_its_reader_exits_141_saying_nothing() {
    for (args, input) in PRINTING {
        // The reading end is gone before the program starts: its first write fails.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let output = run_into(args, input, Stdio::from(writer));
        assert_eq!(
            output.status.code(),
            Some(141),
            "{args:?}: {}",
            stderr(&output)
        );
        assert_eq!(stderr(&output), "", "{args:?}");
    }
}
