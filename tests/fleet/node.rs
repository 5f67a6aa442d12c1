//! A node: the real `connect4 serve` on a port of its own and the test's database,
//! started, killed (SIGKILL), frozen (SIGSTOP), woken (SIGCONT), stopped (SIGTERM)
//! and started again at the same address.

use crate::common::serve::{listening_url, serve_until};
use std::process::{Child, Command};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub struct Node {
    child: Option<Child>,
    pub port: u16,
    database: String,
    data: tempfile::TempDir,
    /// What each of its runs logged.
    logs: Vec<Arc<Mutex<String>>>,
}

impl Node {
    pub fn start(database: &str) -> Node {
        let port = free_port();
        let mut node = Node {
            child: None,
            port,
            database: database.to_string(),
            data: tempfile::tempdir().unwrap(),
            logs: Vec::new(),
        };
        node.run();
        node
    }

    pub fn url(&self) -> String {
        format!("ws://127.0.0.1:{}/ws", self.port)
    }

    pub fn pid(&self) -> i32 {
        self.child.as_ref().expect("running").id() as i32
    }

    /// Starts the process and waits until it listens.
    fn run(&mut self) {
        let mut command = Command::new(env!("CARGO_BIN_EXE_connect4"));
        command
            .args(["serve", "--listen", &format!("127.0.0.1:{}", self.port)])
            .args(["--database", &self.database, "--data"])
            .arg(self.data.path())
            .args([
                "--grace",
                "60",
                "--max-per-address",
                "400",
                "--rated-same-address",
            ])
            .env("RUST_LOG", "info");
        let served = serve_until(command, listening_url);
        self.child = Some(served.child);
        self.logs.push(served.log);
    }

    fn signal(&self, signal: &str) {
        let status = Command::new("kill")
            .args([&format!("-{signal}"), &self.pid().to_string()])
            .status()
            .unwrap();
        assert!(status.success(), "kill -{signal}");
    }

    /// `kill -9`: nothing flushed, nothing handed over.
    pub fn kill(&mut self) {
        self.signal("KILL");
        let _ = self.child.take().unwrap().wait();
    }

    /// SIGSTOP, and back only once every thread of the node has stopped: `kill`
    /// returns when the signal is sent, and a busy node can still read and store a
    /// message sent right after it.
    pub fn freeze(&self) {
        self.signal("STOP");
        let deadline = Instant::now() + Duration::from_secs(10);
        while !all_threads_stopped(self.pid()) {
            assert!(Instant::now() < deadline, "the node did not stop");
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    pub fn wake(&self) {
        self.signal("CONT");
    }

    /// SIGTERM: the node drains and exits; how long it took.
    pub fn terminate(&mut self) -> Duration {
        let started = Instant::now();
        self.signal("TERM");
        let mut child = self.child.take().unwrap();
        let deadline = started + Duration::from_secs(20);
        loop {
            if let Some(status) = child.try_wait().unwrap() {
                assert!(status.success(), "a drained node exits 0, not {status}");
                return started.elapsed();
            }
            assert!(
                Instant::now() < deadline,
                "node {} did not drain",
                self.port
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Starts again at the same address, on the same database.
    pub fn restart(&mut self) {
        assert!(self.child.is_none(), "stopped first");
        self.run();
    }

    /// What the node logged in all its runs.
    pub fn logs(&self) -> String {
        self.logs
            .iter()
            .map(|log| log.lock().unwrap().clone())
            .collect()
    }
}

impl Drop for Node {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// A port free on the loopback now.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Whether every thread of process `pid` is stopped by a signal (`T` in the state
/// field of its `/proc` stat line, which follows the command's closing parenthesis).
fn all_threads_stopped(pid: i32) -> bool {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return false;
    };
    tasks.flatten().all(|task| {
        std::fs::read_to_string(task.path().join("stat")).is_ok_and(|stat| {
            stat.rsplit_once(')')
                .is_some_and(|(_, rest)| rest.trim_start().starts_with('T'))
        })
    })
}
