//! A door to test against: the real server with its ssh door on free ports, keys made
//! by `ssh-keygen`, and the `ssh` command line that reaches it.

use crate::common::pty::Session;
use crate::common::serve::serve_until;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::{Arc, Mutex};

/// `connect4 serve --ssh` on free ports, stopped when dropped.
pub struct Door {
    child: Child,
    pub port: u16,
    pub data: tempfile::TempDir,
    /// What the server logged (at info), for the tests that check a refusal was seen.
    log: Arc<Mutex<String>>,
}

impl Door {
    pub fn open() -> Door {
        Door::open_with(&[])
    }

    pub fn open_with(extra: &[&str]) -> Door {
        let data = tempfile::tempdir().unwrap();
        let mut command = Command::new(env!("CARGO_BIN_EXE_connect4"));
        command
            .args([
                "serve",
                "--listen",
                "127.0.0.1:0",
                "--ssh",
                "127.0.0.1:0",
                "--data",
            ])
            .arg(data.path())
            .args(extra)
            .env("RUST_LOG", "info")
            .env("CONNECT4_DATA_DIR", data.path());
        let served = serve_until(command, |line| {
            let at = line.find("ssh on ")?;
            let address = line[at + 7..].split(',').next()?;
            address.rsplit(':').next()?.parse().ok()
        });
        Door {
            child: served.child,
            port: served.found,
            data,
            log: served.log,
        }
    }

    pub fn log(&self) -> String {
        self.log.lock().unwrap().clone()
    }

    /// Waits for the server's log to say `text` (its lines are read on a thread of
    /// their own, so a line may come after what the test saw of its cause), failing
    /// with the whole log after 10 s.
    pub fn wait_for_log(&self, text: &str) {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while !self.log().contains(text) {
            assert!(
                std::time::Instant::now() < deadline,
                "the log never said {text:?}:\n{}",
                self.log()
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }

    /// `ssh` options that reach this door with `key` and ask nothing.
    pub fn ssh_args(&self, key: &Path) -> Vec<String> {
        [
            "-p",
            &self.port.to_string(),
            "-i",
            &key.display().to_string(),
            "-o",
            "IdentitiesOnly=yes",
            "-o",
            "StrictHostKeyChecking=no",
            "-o",
            "UserKnownHostsFile=/dev/null",
            "-o",
            "BatchMode=yes",
            "-o",
            "LogLevel=ERROR",
            "-F",
            "/dev/null",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    }

    /// `ssh` to the door with `key` in a pseudo-terminal: a player at their terminal.
    pub fn visit(&self, key: &Path) -> Session {
        let mut args = self.ssh_args(key);
        args.extend(["-tt".to_string(), "player@127.0.0.1".to_string()]);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        Session::start_program("ssh", &args)
    }

    /// `ssh` to the door with `key` in a pseudo-terminal, from the loopback address
    /// `from`: a player elsewhere.
    pub fn visit_from(&self, key: &Path, from: &str) -> Session {
        let mut args = self.ssh_args(key);
        args.extend(["-b", from, "-tt", "player@127.0.0.1"].map(String::from));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        Session::start_program("ssh", &args)
    }

    /// `ssh` to the door with `key` and `extra` arguments, no terminal, its output
    /// gathered.
    pub fn run(&self, key: &Path, extra: &[&str]) -> Output {
        Command::new("ssh")
            .args(self.ssh_args(key))
            .args(extra)
            .stdin(Stdio::null())
            .output()
            .unwrap()
    }
}

impl Drop for Door {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A fresh ed25519 key pair in `dir`, as a player makes theirs; its private file.
pub fn make_key(dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(name);
    let made = Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", "", "-C", name, "-f"])
        .arg(&path)
        .status()
        .unwrap();
    assert!(made.success());
    path
}
