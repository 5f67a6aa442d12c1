//! A rolling restart: each of three nodes in turn is stopped with SIGTERM (it
//! drains: its games go to the others at once) and started again, while games are
//! played through the load balancer. Nothing acknowledged is lost, every game ends,
//! and no drain loses its lease or joins again.

use crate::balancer::Balancer;
use crate::node::Node;
use crate::player::Player;
use crate::two_nodes::{database, ended};
use connect4_protocol::{ClientMessage, InviteCode};
use std::time::{Duration, Instant};

const GAMES: usize = 4;
const MOVES: [&str; 7] = ["4", "5", "4", "5", "4", "5", "4"];

/// A game and its two players.
struct Table {
    code: InviteCode,
    one: Player,
    two: Player,
}

async fn seat(balancer: &Balancer, n: usize) -> Table {
    let mut one = Player::connect(&balancer.url(), &format!("one{n}")).await;
    one.say(ClientMessage::Host {
        kind: connect4_classic::game::wire::STANDARD,
        clock: None,
        rated: true,
    });
    let code = one.game().await.code;
    let mut two = Player::connect(&balancer.url(), &format!("two{n}")).await;
    two.say(ClientMessage::Join { code });
    two.game().await;
    Table { code, one, two }
}

/// Plays move `ply` (from 1) of a table's game and waits until both have it; how
/// long that took (the game's stall, when a drain came between).
async fn play(table: &mut Table, ply: u32) -> Duration {
    let started = Instant::now();
    let mover = if ply % 2 == 1 { &table.one } else { &table.two };
    let mv = MOVES[ply as usize - 1].to_string();
    mover.say(ClientMessage::Move {
        game: table.code,
        mv,
        ply: None,
    });
    table.one.until_plies(table.code, ply).await;
    table.two.until_plies(table.code, ply).await;
    started.elapsed()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rolling_restart_of_three_nodes_during_games_loses_nothing() {
    let name = "fleet_rolling";
    let Some((db, cluster)) = database(name) else {
        return;
    };
    let mut nodes = [Node::start(&db), Node::start(&db), Node::start(&db)];
    let balancer = Balancer::start(&nodes.iter().map(|n| n.port).collect::<Vec<_>>());
    let mut tables = Vec::new();
    for n in 0..GAMES {
        tables.push(seat(&balancer, n).await);
    }
    let mut longest = Duration::ZERO;
    for ply in 1..=MOVES.len() as u32 {
        for table in &mut tables {
            longest = longest.max(play(table, ply).await);
        }
        // After moves 2, 4 and 6, the next node goes down and comes back.
        if ply % 2 == 0 && (ply as usize / 2) <= nodes.len() {
            let node = &mut nodes[ply as usize / 2 - 1];
            let took = node.terminate();
            eprintln!("node {} drained in {took:?}", node.port);
            node.restart();
        }
    }
    for table in &mut tables {
        let winner = Some(connect4_protocol::Player::One);
        assert_eq!(ended(&mut table.one, table.code).await, winner);
        assert_eq!(ended(&mut table.two, table.code).await, winner);
    }
    let stored = cluster
        .psql(name, "SELECT count(*), count(DISTINCT game_id) FROM moves")
        .unwrap();
    assert_eq!(
        stored.trim(),
        format!("{}|{GAMES}", GAMES * MOVES.len()),
        "every move, once"
    );
    let over = cluster
        .psql(name, "SELECT count(*) FROM games WHERE status = 'over'")
        .unwrap();
    assert_eq!(over.trim(), GAMES.to_string(), "every game ended");
    let drained = nodes
        .iter()
        .filter(|n| n.logs().contains("drained"))
        .count();
    assert_eq!(drained, 3, "each node drained");
    // Each drain hands its games to a node that stays: none moves more than twice
    // (its epoch, 1 at creation, goes up by one a claim), none stands still 3 s.
    eprintln!("the longest a game stood still: {longest:?}");
    assert!(
        longest < Duration::from_secs(3),
        "a game stood still {longest:?}"
    );
    let moved = cluster
        .psql(name, "SELECT max(epoch) - 1 FROM games")
        .unwrap();
    assert!(
        moved.trim().parse::<i64>().unwrap() <= 2,
        "a game moved {moved} times"
    );
    // A drain stops renewing quietly: no lease lost, no row put back.
    for node in &nodes {
        let logs = node.logs();
        assert!(
            !logs.contains("lost its lease") && !logs.contains("joined again"),
            "node {} drained quietly:\n{logs}",
            node.port
        );
    }
}
