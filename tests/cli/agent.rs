//! `connect4 agent` through the real binary on an ephemeral port: Kaggle ConnectX's
//! request (as kaggle-environments 1.33 posts it, JSON without a Content-Type) in, the
//! column out; other games and boards answered with the reason in Kaggle's error form;
//! what is not a request answered with status 400; the answer within `actTimeout`.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The agent, stopped when dropped.
struct Agent {
    child: Child,
    address: String,
}

impl Drop for Agent {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts the agent on a free port and reads which from its first line.
fn start(level: &str) -> Agent {
    let mut child = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(["agent", "--listen", "127.0.0.1:0", "--level", level])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    let mut stderr = BufReader::new(child.stderr.take().unwrap());
    stderr.read_line(&mut first).unwrap();
    // The rest of its log is not read: a thread drains it so the agent never blocks.
    std::thread::spawn(move || std::io::copy(&mut stderr, &mut std::io::sink()));
    let address = first
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .unwrap_or_else(|| panic!("no address in {first:?}"))
        .to_string();
    Agent { child, address }
}

/// Posts `body` to `/` as the environment does; the status and the body answered.
fn post(agent: &Agent, body: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(&agent.address).unwrap();
    write!(
        stream,
        "POST / HTTP/1.1\r\nHost: {}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        agent.address,
        body.len()
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    let status = answer[9..12].parse().unwrap();
    let body = answer.split_once("\r\n\r\n").unwrap().1.to_string();
    (status, body)
}

/// The request for a 7x6 grid (top row first) with `mark` to move.
fn request(board: &[u64], mark: u64, act_timeout: f64) -> Value {
    json!({
        "action": "act",
        "configuration": {
            "episodeSteps": 1000, "actTimeout": act_timeout, "runTimeout": 1200,
            "columns": 7, "rows": 6, "inarow": 4, "agentTimeout": 60, "timeout": act_timeout
        },
        "environment": "connectx",
        "state": {"observation": {
            "remainingOverageTime": 60, "step": 0, "board": board, "mark": mark
        }}
    })
}

/// A 7x6 grid with discs at (row from the top, column, mark).
fn grid(discs: &[(usize, usize, u64)]) -> Vec<u64> {
    let mut board = vec![0; 42];
    for &(row, column, mark) in discs {
        board[row * 7 + column] = mark;
    }
    board
}

fn action(body: &str) -> Value {
    serde_json::from_str::<Value>(body).unwrap()["action"].clone()
}

#[test]
fn the_perfect_agent_answers_the_column_it_plays() {
    let agent = start("perfect");
    let (status, body) = post(&agent, &request(&grid(&[]), 1, 2.0).to_string());
    assert_eq!((status, action(&body)), (200, json!(3)), "{body}");
    // Three in the bottom row: the fourth wins at once.
    let three = grid(&[
        (5, 0, 1),
        (5, 1, 1),
        (5, 2, 1),
        (4, 0, 2),
        (4, 1, 2),
        (4, 2, 2),
    ]);
    let (status, body) = post(&agent, &request(&three, 1, 2.0).to_string());
    assert_eq!((status, action(&body)), (200, json!(3)), "{body}");
    // And as the second player: the threat in column 1 is blocked.
    let threat = grid(&[(5, 0, 1), (4, 0, 1), (3, 0, 1), (5, 6, 2), (4, 6, 2)]);
    let (status, body) = post(&agent, &request(&threat, 2, 2.0).to_string());
    assert_eq!((status, action(&body)), (200, json!(0)), "{body}");
}

#[test]
fn the_answer_comes_within_act_timeout() {
    let agent = start("perfect");
    // Past the opening book: a position the solver must search.
    let board = grid(&[
        (5, 3, 1),
        (4, 3, 2),
        (5, 2, 1),
        (5, 4, 2),
        (3, 3, 1),
        (5, 1, 2),
    ]);
    let started = Instant::now();
    let (status, body) = post(&agent, &request(&board, 1, 1.0).to_string());
    assert_eq!(status, 200, "{body}");
    assert!(action(&body).is_u64(), "{body}");
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn other_games_and_boards_get_the_reason_as_kaggles_error() {
    let agent = start("hard");
    let mut five = request(&grid(&[]), 1, 2.0);
    five["configuration"]["inarow"] = json!(5);
    let mut wide = request(&vec![0; 72], 1, 2.0);
    wide["configuration"]["columns"] = json!(12);
    let floating = request(&grid(&[(2, 2, 1)]), 2, 2.0);
    for (asked, reason) in [
        (five, "inarow 5 is not played"),
        (wide, "a 12x6 board is not supported"),
        (floating, "column 3 has a disc above an empty cell"),
    ] {
        let (status, body) = post(&agent, &asked.to_string());
        assert_eq!(status, 200, "{body}");
        let said = action(&body);
        let said = said.as_str().unwrap_or_default();
        assert!(said.starts_with("BaseException::"), "{body}");
        assert!(said.contains(reason), "{body}");
    }
}

#[test]
fn what_is_not_a_connectx_request_gets_status_400() {
    let agent = start("easy");
    for body in ["", "not json", "{\"configuration\": {}}"] {
        let (status, answer) = post(&agent, body);
        assert_eq!(status, 400, "{body}: {answer}");
        let error: Value = serde_json::from_str(&answer).unwrap();
        assert!(
            error["error"]
                .as_str()
                .unwrap()
                .starts_with("not a ConnectX request"),
            "{answer}"
        );
    }
}
