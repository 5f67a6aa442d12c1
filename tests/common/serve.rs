//! `connect4 serve` as a child process of a test: started with the test's flags, its
//! log read until a line says what the test waits for (where it listens), then kept
//! being read into a shared string, so the server never blocks on a full pipe and a
//! test can read what it logged. Each test binary uses part of it, hence the
//! allowance.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};

/// A server started, what its log said that the test waited for, and its whole log.
pub struct Served<T> {
    pub child: Child,
    pub found: T,
    pub log: Arc<Mutex<String>>,
}

/// Spawns `command` (`connect4 serve …`) and reads its log until `pick` takes a line.
pub fn serve_until<T>(mut command: Command, mut pick: impl FnMut(&str) -> Option<T>) -> Served<T> {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let log = Arc::new(Mutex::new(String::new()));
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let keep = |line: &str| {
        let mut log = log.lock().unwrap();
        log.push_str(line);
        log.push('\n');
    };
    let found = lines.by_ref().map_while(Result::ok).find_map(|line| {
        keep(&line);
        pick(&line)
    });
    let Some(found) = found else {
        panic!(
            "the server stopped before saying it listens:\n{}",
            log.lock().unwrap()
        );
    };
    let kept = Arc::clone(&log);
    std::thread::spawn(move || {
        for line in lines.map_while(Result::ok) {
            let mut log = kept.lock().unwrap();
            log.push_str(&line);
            log.push('\n');
        }
    });
    Served { child, found, log }
}

/// The address a `connect4 serve: listening on ws://…/ws` line gives, without `/ws`.
pub fn listening_url(line: &str) -> Option<String> {
    let at = line.find("listening on ws://")? + "listening on ".len();
    Some(line[at..].trim().trim_end_matches("/ws").to_string())
}
