//! The agent over HTTP: Kaggle's request posted to `/`, the column answered as
//! `{"action": 3}`. The environment reads an agent's error from the same field, as
//! `"BaseException::<why>"`, and marks the agent's game as an error with that reason:
//! so a ConnectX request the agent cannot play is answered that way (status 200),
//! and what is not a ConnectX request at all gets status 400 and `{"error": "<why>"}`.
//! Each answer is logged on stderr, one line, escaped.

use super::request::{Asked, Refusal, read};
use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use connect4_classic::ai::{Computer, Engine, Level};
use connect4_classic::escape::escape_cut;
use serde_json::json;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use web_time::Instant;

/// The computer behind the agent: one for every request, so that its tables carry
/// over from move to move, one request at a time (the environment asks one at a time
/// anyway).
pub struct Agent {
    pub level: Level,
    pub computer: Mutex<Computer>,
}

pub fn router(agent: Arc<Agent>) -> Router {
    Router::new().route("/", post(act)).with_state(agent)
}

/// The body is read as text: the environment posts JSON without saying so in a
/// `Content-Type`, which axum's JSON extractor would refuse.
async fn act(State(agent): State<Arc<Agent>>, body: String) -> Response {
    let asked = match read(&body) {
        Ok(asked) => asked,
        Err(refusal) => return refused(refusal),
    };
    let worker = Arc::clone(&agent);
    match tokio::task::spawn_blocking(move || think(&worker, &asked)).await {
        Ok(column) => reply(StatusCode::OK, json!({ "action": column })),
        Err(_) => refused(Refusal::Unplayable(
            "the computer failed on this board".into(),
        )),
    }
}

/// The 0-based column the agent's level plays, within the request's time.
fn think(agent: &Agent, asked: &Asked) -> usize {
    let start = Instant::now();
    let mut computer = agent.computer.lock().unwrap_or_else(|e| e.into_inner());
    computer.set_budget(asked.budget);
    let stop = Arc::new(AtomicBool::new(false));
    let choice = computer
        .choose(&asked.game, agent.level, &stop)
        .expect("nothing stops the search");
    eprintln!(
        "connect4 agent: after \"{}\": column {} (action {}, {}) in {} ms",
        asked.game.notation(),
        choice.column,
        choice.column.index(),
        if choice.proven {
            "proven"
        } else {
            "best found"
        },
        start.elapsed().as_millis()
    );
    choice.column.index()
}

fn refused(refusal: Refusal) -> Response {
    let (status, why) = match refusal {
        Refusal::Unplayable(why) => (StatusCode::OK, why),
        Refusal::Malformed(why) => (StatusCode::BAD_REQUEST, why),
    };
    eprintln!("connect4 agent: refused: {}", escape_cut(&why, 300));
    let body = match status {
        StatusCode::OK => json!({ "action": format!("BaseException::{why}") }),
        _ => json!({ "error": why }),
    };
    reply(status, body)
}

fn reply(status: StatusCode, body: serde_json::Value) -> Response {
    let content = [(axum::http::header::CONTENT_TYPE, "application/json")];
    (status, content, body.to_string()).into_response()
}
