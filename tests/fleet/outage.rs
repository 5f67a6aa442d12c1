//! The database itself fails under the fleet: PostgreSQL stopped as a crash would
//! (`pg_ctl stop -m immediate`) for 5 s (and, ignored by plain `cargo test`, 30 s),
//! frozen (SIGSTOP) past every lease, restarted (`-m fast`), or every node's
//! connections terminated. No game ends, no node takes another's games
//! (each renews the lease it held), every node answers `/health` 200 within a moment
//! of the database's return, and every game moves again within 3 s of it.

use crate::balancer::Balancer;
use crate::node::Node;
use crate::own_cluster::{OwnCluster, time_until};
use crate::two_nodes::{alternate, moves_in};
use connect4_protocol::ClientMessage;
use std::time::{Duration, Instant};

const GAMES: usize = 4;

/// The most a game may stand still once the database is back.
const BACK_WITHIN: Duration = Duration::from_secs(3);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_go_on_within_3_s_of_postgresql_back_from_an_immediate_stop_of_5_s() {
    outage("fleet_stop5", |own| {
        own.stop_immediate();
        std::thread::sleep(Duration::from_secs(5));
        own.start_again();
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_go_on_within_3_s_of_a_fast_restart_of_postgresql() {
    outage("fleet_restart_fast", OwnCluster::restart_fast).await;
}

/// About a minute: `cargo test --test fleet -- --ignored`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore]
async fn games_go_on_within_3_s_of_postgresql_back_from_an_immediate_stop_of_30_s() {
    outage("fleet_stop30", |own| {
        own.stop_immediate();
        std::thread::sleep(Duration::from_secs(30));
        own.start_again();
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_go_on_within_3_s_of_postgresql_thawed_after_8_s_frozen() {
    outage("fleet_frozen_db", |own| {
        own.signal_all("STOP");
        std::thread::sleep(Duration::from_secs(8));
        own.signal_all("CONT");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_go_on_within_3_s_of_every_backend_of_the_fleet_terminated() {
    let name = "fleet_terminated";
    outage(name, |own| {
        let sql = "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity \
                   WHERE datname = current_database() AND pid <> pg_backend_pid()";
        let ended = own.cluster.psql(name, sql).unwrap();
        assert!(ended.trim().parse::<u32>().unwrap() > 0, "{ended}");
    })
    .await;
}

/// Two nodes behind the balancer, `GAMES` games two moves in, then `fault` (which
/// returns once the database is back), then every game's next move.
async fn outage(name: &str, fault: impl FnOnce(&OwnCluster)) {
    let own = match OwnCluster::start() {
        Ok(own) => own,
        Err(why) => return eprintln!("skipped: {why}"),
    };
    let db = own.cluster.database(name);
    let nodes = [Node::start(&db), Node::start(&db)];
    let balancer = Balancer::start(&[nodes[0].port, nodes[1].port]);
    let mut games = Vec::new();
    for n in 0..GAMES {
        games.push(moves_in(&balancer, n, &["4", "4"]).await);
    }
    let owners_before = owners(&own, name);

    fault(&own);
    let back = Instant::now();
    for (ann, _, code) in &games {
        ann.say(ClientMessage::Move {
            game: *code,
            mv: "3".into(),
            ply: None,
        });
    }
    let healthy = time_until(Duration::from_secs(10), || {
        nodes.iter().all(|node| health(node.port) == Some(200))
    });
    let mut slowest = Duration::ZERO;
    for (ann, bob, code) in &mut games {
        bob.until_plies(*code, 3).await;
        ann.until_plies(*code, 3).await;
        slowest = slowest.max(back.elapsed());
    }
    eprintln!("{name}: every node healthy after {healthy:?}, every game moved after {slowest:?}");
    assert!(slowest < BACK_WITHIN, "a game stood still {slowest:?}");
    assert!(healthy.is_some(), "every node answers /health 200 again");
    assert_eq!(owners(&own, name), owners_before, "no game changed hands");
    // And on: none of them was ended meanwhile.
    for (ann, bob, code) in &mut games {
        alternate(bob, ann, *code, 3, &["4"]).await;
    }
    for node in &nodes {
        assert!(
            !node.logs().contains("lost its lease"),
            "no node gave its games up:\n{}",
            node.logs()
        );
    }
}

/// Each game's owner and epoch, as the database holds them.
fn owners(own: &OwnCluster, name: &str) -> String {
    let sql = "SELECT code, owner, epoch FROM games ORDER BY code";
    own.cluster.psql(name, sql).unwrap()
}

/// The status `/health` answers on `port`, if it answers.
fn health(port: u16) -> Option<u16> {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).ok()?;
    stream.set_read_timeout(Some(Duration::from_secs(1))).ok()?;
    let request =
        format!("GET /health HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).ok()?;
    let mut answer = String::new();
    stream.read_to_string(&mut answer).ok()?;
    answer.split_whitespace().nth(1)?.parse().ok()
}
