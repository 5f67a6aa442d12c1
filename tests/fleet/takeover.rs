//! The node that owns a live game dies (SIGKILL) or stalls past its lease (SIGSTOP):
//! another node claims the game, every acknowledged move is in it, and it plays on
//! to its end; the stalled owner, woken, has its late write refused.

use crate::balancer::Balancer;
use crate::node::Node;
use crate::player::Player;
use crate::postgres::Cluster;
use crate::two_nodes::{alternate, database, ended, moves_in};
use connect4_protocol::{ClientMessage, GameStatus, InviteCode};

/// The index in `nodes` of the node that owns game `code` now.
fn owner(cluster: &Cluster, db: &str, nodes: &[Node], code: InviteCode) -> usize {
    let sql =
        format!("SELECT n.url FROM games g JOIN nodes n ON n.id = g.owner WHERE g.code = '{code}'");
    let url = cluster.psql(db, &sql).unwrap();
    nodes
        .iter()
        .position(|n| n.url() == url.trim())
        .unwrap_or_else(|| panic!("no node owns {code}: {url:?}"))
}

/// Two players through the balancer in a game of Connect 4, three moves in.
async fn three_moves_in(balancer: &Balancer) -> (Player, Player, InviteCode) {
    moves_in(balancer, 0, &["4", "4", "3"]).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_whose_node_is_killed_goes_on_on_another_with_every_acknowledged_move() {
    let name = "fleet_killed";
    let Some((db, cluster)) = database(name) else {
        return;
    };
    let mut nodes = [Node::start(&db), Node::start(&db)];
    let balancer = Balancer::start(&[nodes[0].port, nodes[1].port]);
    let (mut ann, mut bob, code) = three_moves_in(&balancer).await;
    let dead = owner(cluster, name, &nodes, code);
    nodes[dead].kill();
    // Both come back through the balancer, to the survivor, which claims the game.
    for player in [&mut ann, &mut bob] {
        let game = player.game().await;
        assert_eq!((game.code, game.status), (code, GameStatus::Playing));
        assert_eq!(game.moves, ["4", "4", "3"], "every acknowledged move");
    }
    alternate(&mut bob, &mut ann, code, 3, &["5", "2", "5", "1"]).await;
    assert_eq!(
        ended(&mut ann, code).await,
        Some(connect4_protocol::Player::One)
    );
    assert_eq!(owner(cluster, name, &nodes, code), 1 - dead);
    let stored = cluster.psql(name, "SELECT count(*) FROM moves").unwrap();
    assert_eq!(stored.trim(), "7");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_owner_frozen_past_its_lease_and_woken_has_its_late_write_refused() {
    let name = "fleet_frozen";
    let Some((db, cluster)) = database(name) else {
        return;
    };
    let nodes = [Node::start(&db), Node::start(&db)];
    let balancer = Balancer::start(&[nodes[0].port, nodes[1].port]);
    let (mut ann, bob, code) = three_moves_in(&balancer).await;
    let frozen = owner(cluster, name, &nodes, code);
    // bob, to move, speaks straight to the owner, then it freezes with his move
    // unread in its socket.
    let token = bob.token.clone();
    drop(bob);
    let mut late = connect4_client::Session::connect(&nodes[frozen].url())
        .await
        .unwrap();
    late.hello("bob", Some(&token)).await.unwrap();
    nodes[frozen].freeze();
    let move_four = ClientMessage::Move {
        game: code,
        mv: "5".into(),
        ply: Some(4),
    };
    late.send(&move_four).await.unwrap();
    // The survivor claims the game once the frozen node's lease lapses: reaped, the
    // game has no owner for a moment, and only the claim moves its epoch on.
    let survivor = nodes[1 - frozen].url();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(15);
    while owner_or_none(cluster, name, code).is_none_or(|url| url != survivor) {
        assert!(
            std::time::Instant::now() < deadline,
            "nobody claimed the game"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    nodes[frozen].wake();
    // The woken owner reads bob's move: whatever it answers, it is no acknowledgement.
    let mut heard = Vec::new();
    while let Ok(Ok(message)) =
        tokio::time::timeout(std::time::Duration::from_secs(10), late.recv()).await
    {
        heard.push(message);
    }
    if heard
        .iter()
        .any(|m| matches!(m, connect4_protocol::ServerMessage::Moved { ply: 4, .. }))
    {
        let games = cluster.psql(name, "SELECT id, owner, epoch, status FROM games");
        let moves = cluster.psql(name, "SELECT * FROM moves ORDER BY ply");
        panic!(
            "the late write was acknowledged: {heard:?}\ngames {games:?}\nmoves {moves:?}\n\
             frozen node:\n{}\nsurvivor:\n{}",
            nodes[frozen].logs(),
            nodes[1 - frozen].logs()
        );
    }
    let stored = cluster.psql(name, "SELECT count(*) FROM moves").unwrap();
    assert_eq!(stored.trim(), "3", "the late write was refused");
    // bob comes back through the balancer and plays on where the game is now.
    let mut bob = Player::connect_as(&balancer.url(), "bob", &token).await;
    let game = bob.game().await;
    assert_eq!(game.moves, ["4", "4", "3"]);
    ann.game().await;
    alternate(&mut bob, &mut ann, code, 3, &["5", "2", "5", "1"]).await;
    assert_eq!(
        ended(&mut ann, code).await,
        Some(connect4_protocol::Player::One)
    );
    let plies = cluster
        .psql(
            name,
            "SELECT count(*), count(DISTINCT ply), max(ply) FROM moves",
        )
        .unwrap();
    assert_eq!(plies.trim(), "7|7|7", "one move per ply");
    let logs = nodes[frozen].logs();
    assert!(
        logs.contains("lost its lease"),
        "the woken node knew:\n{logs}"
    );
}

/// The address of the node that owns game `code`, if one does.
fn owner_or_none(cluster: &Cluster, db: &str, code: InviteCode) -> Option<String> {
    let sql =
        format!("SELECT n.url FROM games g JOIN nodes n ON n.id = g.owner WHERE g.code = '{code}'");
    let url = cluster.psql(db, &sql).unwrap();
    Some(url.trim().to_string()).filter(|u| !u.is_empty())
}

/// Every node killed at once and started again 3 s later at its address: each game
/// is claimed back with every acknowledged move, and moves again once its players
/// are back through the balancer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_node_killed_and_restarted_keeps_every_game_and_move() {
    let name = "fleet_all_killed";
    let Some((db, cluster)) = database(name) else {
        return;
    };
    let mut nodes = [Node::start(&db), Node::start(&db)];
    let balancer = Balancer::start(&[nodes[0].port, nodes[1].port]);
    let mut games = Vec::new();
    for n in 0..4 {
        let (ann, bob, code) = moves_in(&balancer, n, &["4", "4", "3"]).await;
        games.push((ann, bob, code));
    }
    for node in &mut nodes {
        node.kill();
    }
    tokio::time::sleep(std::time::Duration::from_secs(3)).await;
    for node in &mut nodes {
        node.restart();
    }
    let back = std::time::Instant::now();
    for (_, bob, code) in &games {
        bob.say(ClientMessage::Move {
            game: *code,
            mv: "5".into(),
            ply: None,
        });
    }
    for (ann, bob, code) in &mut games {
        ann.until_plies(*code, 4).await;
        bob.until_plies(*code, 4).await;
    }
    eprintln!(
        "every game moved again {:?} after the restart",
        back.elapsed()
    );
    let stored = cluster.psql(name, "SELECT count(*) FROM moves").unwrap();
    assert_eq!(stored.trim(), "16", "every acknowledged move, once");
    let over = cluster
        .psql(name, "SELECT count(*) FROM games WHERE status = 'over'")
        .unwrap();
    assert_eq!(over.trim(), "0", "no game ended");
}
