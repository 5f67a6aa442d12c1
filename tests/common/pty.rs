//! The real binary in a pseudo-terminal, its screen read through vt100: shared by the
//! end-to-end test files (each uses part of it, hence the allowance).
#![allow(dead_code)]

use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A running `connect4` in an 80x24 pseudo-terminal, with a temporary HOME and XDG
/// directories so it never touches the user's files.
pub struct Session {
    screen: Arc<Mutex<vt100::Parser<Heard>>>,
    writer: Box<dyn Write + Send>,
    child: KillOnDrop,
    /// Kept for as long as the child runs: the child sees a hang-up once it goes.
    master: Box<dyn portable_pty::MasterPty + Send>,
    pub home: tempfile::TempDir,
}

impl Session {
    pub fn start(args: &[&str]) -> Session {
        Session::spawn(args, &[])
    }

    fn spawn(args: &[&str], env: &[(&str, &str)]) -> Session {
        Session::spawn_in(tempfile::tempdir().unwrap(), args, env)
    }

    fn spawn_in(home: tempfile::TempDir, args: &[&str], env: &[(&str, &str)]) -> Session {
        let mut command = CommandBuilder::new(env!("CARGO_BIN_EXE_connect4"));
        command.args(args);
        Session::run_in_pty(home, command, env)
    }

    /// Runs `program` (not connect4: a client of it, as `ssh`) in an 80x24
    /// pseudo-terminal, with a temporary home.
    pub fn start_program(program: &str, args: &[&str]) -> Session {
        let mut command = CommandBuilder::new(program);
        command.args(args);
        Session::run_in_pty(tempfile::tempdir().unwrap(), command, &[])
    }

    fn run_in_pty(
        home: tempfile::TempDir,
        mut command: CommandBuilder,
        env: &[(&str, &str)],
    ) -> Session {
        let pair = native_pty_system()
            .openpty(PtySize {
                rows: 24,
                cols: 80,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap();
        command.env("HOME", home.path());
        command.env("XDG_CONFIG_HOME", home.path().join("config"));
        command.env("XDG_DATA_HOME", home.path().join("data"));
        command.env("CONNECT4_DATA_DIR", home.path().join("data"));
        command.env("TERM", "xterm-256color");
        command.env_remove("CONNECT4_CONFIG");
        command.env_remove("NO_COLOR");
        for (key, value) in env {
            command.env(key, value);
        }
        let child = pair.slave.spawn_command(command).unwrap();
        drop(pair.slave);
        let screen = Arc::new(Mutex::new(vt100::Parser::new_with_callbacks(
            NonZeroU16::new(24).unwrap(),
            NonZeroU16::new(80).unwrap(),
            0,
            Heard::default(),
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
        Session {
            screen,
            writer,
            child: KillOnDrop(child),
            master: pair.master,
            home,
        }
    }

    /// Gives the terminal a new size, as a window resized by its user.
    pub fn resize(&mut self, columns: u16, rows: u16) {
        self.master
            .resize(PtySize {
                rows,
                cols: columns,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap();
        self.screen.lock().unwrap().screen_mut().set_size(
            NonZeroU16::new(rows).unwrap(),
            NonZeroU16::new(columns).unwrap(),
        );
    }

    pub fn contents(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// What the program asked the terminal to put on the clipboard (OSC 52), in
    /// base64 as it was sent, oldest first.
    pub fn clipboard(&self) -> Vec<String> {
        self.screen.lock().unwrap().callbacks().clipboard.clone()
    }

    /// Waits until the screen shows `text`, failing with the screen if it never does.
    pub fn wait_for(&self, text: &str) {
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if self.contents().contains(text) {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("never saw {text:?}; the screen was:\n{}", self.contents());
    }

    pub fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }

    /// The screen is back from the alternate screen and no longer reports the mouse.
    pub fn assert_terminal_restored(&self) {
        // The reader thread may still be draining the last bytes.
        std::thread::sleep(Duration::from_millis(100));
        let parser = self.screen.lock().unwrap();
        let screen = parser.screen();
        assert!(!screen.alternate_screen(), "still on the alternate screen");
        assert_eq!(screen.mouse_protocol_mode(), vt100::MouseProtocolMode::None);
        assert!(!screen.hide_cursor(), "cursor left hidden");
    }

    pub fn wait_exit(&mut self) -> portable_pty::ExitStatus {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(status) = self.child.0.try_wait().unwrap() {
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

impl Session {
    /// Starts the binary with extra environment variables.
    pub fn start_with_env(args: &[&str], env: &[(&str, &str)]) -> Session {
        Session::spawn(args, env)
    }

    /// Starts the binary again with the same home and data directory (after this one
    /// ended or was killed).
    pub fn restart(self, args: &[&str]) -> Session {
        let Session { home, child, .. } = self;
        drop(child);
        Session::spawn_in(home, args, &[])
    }

    /// The process id, to send it signals.
    pub fn pid(&self) -> i32 {
        self.child.0.process_id().expect("a running child") as i32
    }

    /// Sends `signal` to the program.
    pub fn signal(&self, signal: i32) {
        // SAFETY: kill has no memory effects; the pid is our own child's.
        assert_eq!(unsafe { libc::kill(self.pid(), signal) }, 0);
    }

    /// Whether the screen is on the alternate screen (the game's) right now.
    pub fn on_alternate_screen(&self) -> bool {
        self.screen.lock().unwrap().screen().alternate_screen()
    }
}

/// What the terminal was asked to do beyond drawing, for the tests to check.
#[derive(Default)]
struct Heard {
    clipboard: Vec<String>,
}

impl vt100::Callbacks for Heard {
    fn copy_to_clipboard(&mut self, _: &mut vt100::Screen, _: &[u8], data: &[u8]) {
        self.clipboard
            .push(String::from_utf8_lossy(data).into_owned());
    }
}

/// The program under test, killed when its session is dropped: a test that fails
/// half-way leaves no game running behind it.
struct KillOnDrop(Box<dyn portable_pty::Child + Send + Sync>);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        if matches!(self.0.try_wait(), Ok(None)) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
}
