//! Usage errors quote what was typed escaped, never as it is: run in a pseudo-terminal
//! (where clap would colour its errors and a terminal obeys what it is sent), the raw
//! bytes written hold no escape sequence from the command line, only its visible
//! `\u{1b}` form, and the status is 2.

use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use std::io::Read;

/// Sets the window's title and clears the screen, if a terminal obeys it.
const HOSTILE: &str = "\u{1b}]0;PWNED\u{7}\u{1b}[2J";
const SHOWN: &str = "\\u{1b}]0;PWNED\\u{7}\\u{1b}[2J";

/// The bytes `connect4 ARGS` writes to its terminal, and its exit status.
fn run_in_a_terminal(args: &[&str]) -> (Vec<u8>, u32) {
    let size = PtySize {
        rows: 24,
        cols: 200,
        pixel_width: 0,
        pixel_height: 0,
    };
    let pair = native_pty_system().openpty(size).unwrap();
    let home = tempfile::tempdir().unwrap();
    let mut command = CommandBuilder::new(env!("CARGO_BIN_EXE_connect4"));
    command.args(args);
    command.env("HOME", home.path());
    command.env("CONNECT4_DATA_DIR", home.path());
    command.env("TERM", "xterm-256color");
    command.env_remove("CONNECT4_CONFIG");
    let mut child = pair.slave.spawn_command(command).unwrap();
    drop(pair.slave);
    let mut reader = pair.master.try_clone_reader().unwrap();
    let collected = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let mut chunk = [0u8; 4096];
        // Ends at end of file or when the terminal closes (EIO on Linux).
        while let Ok(n) = reader.read(&mut chunk) {
            if n == 0 {
                break;
            }
            bytes.extend_from_slice(&chunk[..n]);
        }
        bytes
    });
    let status = child.wait().unwrap();
    drop(pair.master);
    (collected.join().unwrap(), status.exit_code())
}

#[test]
fn argument_errors_quote_escape_sequences_escaped() {
    let unknown_flag = format!("--{HOSTILE}");
    let cases: [&[&str]; 6] = [
        &["move", "--level", HOSTILE, "44"],
        &["--columns", HOSTILE],
        &["--vs", HOSTILE],
        &[&unknown_flag],
        &[HOSTILE],
        &["solve", "--jobs", HOSTILE],
    ];
    for args in cases {
        let (bytes, status) = run_in_a_terminal(args);
        let text = String::from_utf8_lossy(&bytes);
        assert_eq!(status, 2, "{args:?}: {text:?}");
        assert!(
            !text.contains("\u{1b}]0;PWNED") && !text.contains("\u{1b}[2J"),
            "{args:?}: the raw sequence reached the terminal: {text:?}"
        );
        assert!(text.contains(SHOWN), "{args:?}: {text:?}");
    }
}
