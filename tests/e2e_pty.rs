//! End to end: the real binary in a pseudo-terminal, its screen read through vt100,
//! played with keys as a person would.

use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A running `connect4` in an 80x24 pseudo-terminal, with a temporary HOME and XDG
/// directories so it never touches the user's files.
struct Session {
    screen: Arc<Mutex<vt100::Parser>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
    _home: tempfile::TempDir,
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let home = tempfile::tempdir().unwrap();
        let pair = native_pty_system()
            .openpty(PtySize {
                rows: 24,
                cols: 80,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap();
        let mut command = CommandBuilder::new(env!("CARGO_BIN_EXE_connect4"));
        command.args(args);
        command.env("HOME", home.path());
        command.env("XDG_CONFIG_HOME", home.path().join("config"));
        command.env("XDG_DATA_HOME", home.path().join("data"));
        command.env("CONNECT4_DATA_DIR", home.path().join("data"));
        command.env("TERM", "xterm-256color");
        command.env_remove("CONNECT4_CONFIG");
        command.env_remove("NO_COLOR");
        let child = pair.slave.spawn_command(command).unwrap();
        drop(pair.slave);
        let screen = Arc::new(Mutex::new(vt100::Parser::new(
            NonZeroU16::new(24).unwrap(),
            NonZeroU16::new(80).unwrap(),
            0,
        )));
        let mut reader = pair.master.try_clone_reader().unwrap();
        let sink = Arc::clone(&screen);
        std::thread::spawn(move || {
            let mut bytes = [0u8; 4096];
            while let Ok(n) = reader.read(&mut bytes) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().process(&bytes[..n]);
            }
        });
        let writer = pair.master.take_writer().unwrap();
        // The master must outlive the child or the child sees a hang-up.
        std::mem::forget(pair.master);
        Session {
            screen,
            writer,
            child,
            _home: home,
        }
    }

    fn contents(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// Waits until the screen shows `text`, failing with the screen if it never does.
    fn wait_for(&self, text: &str) {
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if self.contents().contains(text) {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("never saw {text:?}; the screen was:\n{}", self.contents());
    }

    fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }

    /// The screen is back from the alternate screen and no longer reports the mouse.
    fn assert_terminal_restored(&self) {
        // The reader thread may still be draining the last bytes.
        std::thread::sleep(Duration::from_millis(100));
        let parser = self.screen.lock().unwrap();
        let screen = parser.screen();
        assert!(!screen.alternate_screen(), "still on the alternate screen");
        assert_eq!(screen.mouse_protocol_mode(), vt100::MouseProtocolMode::None);
        assert!(!screen.hide_cursor(), "cursor left hidden");
    }

    fn wait_exit(&mut self) -> portable_pty::ExitStatus {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(
                Instant::now() < deadline,
                "still running; screen:\n{}",
                self.contents()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

#[test]
fn a_vertical_win_with_digits_and_enter_then_quit() {
    let mut session = Session::start(&[]);
    session.wait_for("Red to move");
    // Red stacks column 4, Yellow answers in column 5; one key at a time, as typed.
    for (turn, column) in "4545454".chars().enumerate() {
        session.send(&format!("{column}\r"));
        if turn < 6 {
            let next = if turn % 2 == 0 {
                "Yellow to move"
            } else {
                "Red to move"
            };
            session.wait_for(next);
        }
    }
    session.wait_for("Red wins");
    assert!(
        session.contents().contains("7. ● Red 4"),
        "{}",
        session.contents()
    );
    session.send("q");
    let status = session.wait_exit();
    assert!(status.success(), "exit status {status:?}");
    session.assert_terminal_restored();

    // The win was saved: the scoreboard outlives the program.
    let scores = std::process::Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(["scores", "--json"])
        .env("CONNECT4_DATA_DIR", session._home.path().join("data"))
        .env("XDG_CONFIG_HOME", session._home.path().join("config"))
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&scores.stdout).unwrap();
    let text = json.to_string();
    assert!(
        text.contains("\"Red\"") && text.contains("\"Yellow\""),
        "{text}"
    );
    assert_eq!(
        json.pointer("/matchups/0/wins/one"),
        Some(&serde_json::json!(1)),
        "{text}"
    );
}

#[test]
fn quitting_mid_match_asks_first() {
    let mut session = Session::start(&[]);
    session.wait_for("Red to move");
    session.send("\r");
    session.wait_for("Yellow to move");
    session.send("q");
    session.wait_for("Abandon this match and quit?");
    session.send("y");
    assert!(session.wait_exit().success());
}

/// An SGR mouse report, as a terminal sends it: `button` 0 is a left press, 35 a
/// move with no button; `x` and `y` are 0-based screen cells.
fn mouse(button: u8, x: u16, y: u16) -> String {
    format!("\x1b[<{button};{};{}M", x + 1, y + 1)
}

#[test]
fn the_mouse_hovers_a_column_and_a_click_drops_there() {
    let mut session = Session::start(&[]);
    session.wait_for("Red to move");
    // On 80x24 the board's first column has its disc centre at x = 8; row 12 is
    // inside the grid.
    session.send(&mouse(35, 8, 12));
    session.send(&mouse(0, 8, 12));
    session.wait_for("1. ● Red 1");
    session.send(&mouse(0, 44, 12));
    session.wait_for("2. ◆ Yellow 7");
    session.send("\x03");
    assert!(session.wait_exit().success(), "Ctrl-C quits cleanly");
    session.assert_terminal_restored();
}

#[test]
fn the_computer_answers_a_move() {
    let mut session = Session::start(&["--vs", "perfect"]);
    session.wait_for("Red to move");
    session.send("\r");
    session.wait_for("is thinking");
    session.wait_for("2. ◆ Yellow 4");
    session.wait_for("Red to move");
    session.send("q");
    session.wait_for("Abandon this match and quit?");
    session.send("y");
    assert!(session.wait_exit().success());
}
