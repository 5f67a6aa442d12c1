//! `/metrics`: what an operator's Prometheus scrapes follows what the server does.

use crate::harness::{TestServer, alternate, started};
use crate::http::get;
use connect4_protocol::ErrorCode;

/// The text `/metrics` answers, headers left out.
pub async fn scrape(server: &TestServer) -> String {
    let (head, body) = get(server, "/metrics").await;
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert!(head.contains("text/plain; version=0.0.4"), "{head}");
    body
}

/// The value of the sample named exactly `name` (with its labels).
pub fn sample(text: &str, name: &str) -> Option<f64> {
    text.lines()
        .filter_map(|line| line.rsplit_once(' '))
        .find(|(key, _)| *key == name)
        .and_then(|(_, value)| value.parse().ok())
}

#[tokio::test]
async fn moves_refusals_commits_connections_and_games_are_counted() {
    let server = TestServer::start(|_| {});
    let before = scrape(&server).await;
    assert_eq!(sample(&before, "connect4_moves_total"), Some(0.0));
    assert_eq!(sample(&before, "connect4_connections"), Some(0.0));
    assert_eq!(
        sample(&before, "connect4_sockets"),
        Some(1.0),
        "the scrape's own"
    );
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &["4", "5", "4"]).await;
    bob.play(code, "9").await;
    assert_eq!(bob.error().await, ErrorCode::IllegalMove);
    let after = scrape(&server).await;
    assert_eq!(sample(&after, "connect4_moves_total"), Some(3.0), "{after}");
    assert_eq!(sample(&after, "connect4_relay_seconds_count"), Some(3.0));
    assert_eq!(sample(&after, "connect4_connections"), Some(2.0));
    assert_eq!(sample(&after, "connect4_games"), Some(1.0));
    let refused = "connect4_refused_total{reason=\"illegal_move\"}";
    assert_eq!(sample(&after, refused), Some(1.0), "{after}");
    // Each move, the game and both players were stored.
    let commits = sample(&after, "connect4_db_commit_seconds_count").unwrap();
    assert!(commits >= 3.0, "{commits} commits");
}
