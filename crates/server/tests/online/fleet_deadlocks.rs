//! The lobby of two nodes on one PostgreSQL under churn (skipped, saying why, where
//! PostgreSQL is not installed): players moving between the nodes all at once, each
//! seeking and challenging where it lands, meet no deadlock, and the lobby ends
//! showing each where they are.

use crate::harness::{Client, TestServer};
use crate::metrics::{sample, scrape};
use crate::postgres::cluster;
use connect4_protocol::{ClientMessage, Clock};
use std::time::Duration;
use tokio::time::{Instant, sleep};

/// Players moving between the nodes.
const PLAYERS: usize = 40;

/// How long they keep moving.
const RUN: Duration = Duration::from_secs(4);

/// How long the lobby may take to show where each ended.
const SETTLE: Duration = Duration::from_secs(20);

const DB: &str = "fleet_deadlocks";

/// Deadlocks counted by a node's lobby: those it met, tried again or not.
async fn deadlocks_met(node: &TestServer) -> f64 {
    let text = scrape(node).await;
    sample(&text, "connect4_lobby_retries_total{reason=\"deadlock\"}").unwrap_or(0.0)
}

/// One player for `RUN`: connected on one node, connects on the other (shown
/// there), then closes the first (gone from it), seeks and challenges there (every
/// other time cancelling the seek), and again. Its last connection, on which node,
/// and the moves and lobby requests it made.
async fn move_about(nodes: &[TestServer; 2], me: Client, n: usize) -> Moved {
    let kind = connect4_classic::game::wire::STANDARD;
    // A clock of one's own: no seek is ever paired, so no game takes anyone away.
    let clock = Some(Clock::new(10 + n as u64, 0).unwrap());
    let (mut held, mut at, mut moves, mut asked) = (me, 0, 0, 0);
    let end = Instant::now() + RUN;
    while Instant::now() < end {
        at = 1 - at;
        let mut next = Client::with_token(&nodes[at], &held.name, Some(&held.token)).await;
        drop(held);
        moves += 1;
        next.send(ClientMessage::QuickPair { kind, clock }).await;
        let challenge = ClientMessage::Challenge {
            kind,
            clock: None,
            rated: false,
        };
        next.send(challenge).await;
        asked += 2;
        if moves % 2 == 0 {
            next.send(ClientMessage::CancelQuickPair).await;
            asked += 1;
        }
        held = next;
        // A few rounds of each node's presence writes go by before the next move.
        sleep(Duration::from_millis(20 + (n as u64 % 7) * 5)).await;
    }
    Moved {
        _last: held,
        at,
        moves,
        asked,
    }
}

struct Moved {
    /// Kept open to the end: the lobby shows its player.
    _last: Client,
    at: usize,
    moves: usize,
    asked: usize,
}

#[tokio::test]
async fn players_moving_seeking_and_challenging_on_two_nodes_meet_no_deadlock() {
    let cluster = match cluster() {
        Ok(cluster) => cluster,
        Err(why) => return eprintln!("skipped: {why}"),
    };
    let url = cluster.database(DB);
    let tune = |c: &mut connect4_server::Config| {
        c.database_url = Some(url.clone());
        c.new_players_per_hour = 1000;
        c.max_per_address = 300;
    };
    let nodes = [TestServer::start(tune), TestServer::start(tune)];
    let mut players = Vec::new();
    for n in 0..PLAYERS {
        players.push(Client::join(&nodes[0], &format!("mover{n}")).await);
    }
    let moving = players
        .into_iter()
        .enumerate()
        .map(|(n, me)| move_about(&nodes, me, n));
    let ended = futures_util::future::join_all(moving).await;
    let asked: usize = ended.iter().map(|m| m.asked).sum();
    let moves: usize = ended.iter().map(|m| m.moves).sum();
    assert!(moves >= 200, "only {moves} moves, {asked} lobby requests");
    // Each shown on the node of their last connection, once every write is done.
    let on = |node| ended.iter().filter(|m| m.at == node).count() as i64;
    let mut want: Vec<i64> = [on(0), on(1)].into_iter().filter(|&c| c > 0).collect();
    want.sort_unstable();
    let by = Instant::now() + SETTLE;
    let shown = "SELECT COUNT(*) FROM lobby_presence GROUP BY node ORDER BY 1";
    loop {
        let counts = cluster.psql(DB, shown).unwrap();
        let counts: Vec<i64> = counts.lines().map(|c| c.parse().unwrap()).collect();
        if counts == want {
            break;
        }
        assert!(
            Instant::now() < by,
            "shown {counts:?}, where they are {want:?}"
        );
        sleep(Duration::from_millis(100)).await;
    }
    let met = deadlocks_met(&nodes[0]).await + deadlocks_met(&nodes[1]).await;
    let seen = "SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()";
    let seen = cluster.psql(DB, seen).unwrap();
    let what = format!("{moves} moves, {asked} lobby requests");
    assert_eq!(met, 0.0, "deadlocks in {what} ({seen} seen by PostgreSQL)");
    // PostgreSQL's own count, of any transaction on this database (it may lag).
    assert_eq!(seen.trim(), "0", "deadlocks seen by PostgreSQL");
}
