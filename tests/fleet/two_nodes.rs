//! Two players who start on two different nodes play whole rated games of Connect 4
//! and of checkers: the joiner is sent to the node that holds the game, both see
//! the result, and each rating changes exactly once.

use crate::node::Node;
use crate::player::Player;
use crate::postgres::cluster;
use connect4_protocol::{ClientMessage, GameKind, GameStatus, InviteCode, ServerMessage};

/// The fleet's database, or why the test is skipped.
pub fn database(name: &str) -> Option<(String, &'static crate::postgres::Cluster)> {
    match cluster() {
        Ok(cluster) => Some((cluster.database(name), cluster)),
        Err(why) => {
            eprintln!("skipped: {why}");
            None
        }
    }
}

/// Plays `moves` in turn from `first`, each seen by the other before the next.
pub async fn alternate(
    first: &mut Player,
    second: &mut Player,
    code: InviteCode,
    from: u32,
    moves: &[&str],
) {
    for (i, mv) in moves.iter().enumerate() {
        let (mover, other) = if i % 2 == 0 {
            (&mut *first, &mut *second)
        } else {
            (&mut *second, &mut *first)
        };
        mover.say(ClientMessage::Move {
            game: code,
            mv: mv.to_string(),
            ply: None,
        });
        let ply = from + i as u32 + 1;
        other.until_plies(code, ply).await;
        mover.until_plies(code, ply).await;
    }
}

/// Two players through the balancer in game number `n` (`ann{n}` hosts, `bob{n}`
/// joins), `moves` played in.
pub async fn moves_in(
    balancer: &crate::balancer::Balancer,
    n: usize,
    moves: &[&str],
) -> (Player, Player, InviteCode) {
    let mut ann = Player::connect(&balancer.url(), &format!("ann{n}")).await;
    ann.say(ClientMessage::Host {
        kind: connect4_classic::game::wire::STANDARD,
        clock: None,
        rated: true,
    });
    let code = ann.game().await.code;
    let mut bob = Player::connect(&balancer.url(), &format!("bob{n}")).await;
    bob.say(ClientMessage::Join { code });
    bob.game().await;
    alternate(&mut ann, &mut bob, code, 0, moves).await;
    (ann, bob, code)
}

/// Waits for game `code`'s end; the winner's seat, if any.
pub async fn ended(player: &mut Player, code: InviteCode) -> Option<connect4_protocol::Player> {
    player
        .expect(|m| match m {
            ServerMessage::Ended { game, result, .. } if *game == code => Some(result.winner),
            _ => None,
        })
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_on_two_nodes_play_rated_games_of_both_kinds_and_each_rating_changes_once() {
    let Some((db, cluster)) = database("fleet_two_nodes") else {
        return;
    };
    let a = Node::start(&db);
    let b = Node::start(&db);
    let mut ann = Player::connect(&a.url(), "ann").await;
    let mut bob = Player::connect(&b.url(), "bob").await;
    let games: [(GameKind, &[&str]); 2] = [
        (
            connect4_classic::game::wire::STANDARD,
            &["4", "5", "4", "5", "4", "5", "4"],
        ),
        (
            connect4_checkers::wire::KIND,
            &["11-15", "22-18", "15x22", "25x18"],
        ),
    ];
    for (kind, moves) in games {
        ann.say(ClientMessage::Host {
            kind,
            clock: None,
            rated: true,
        });
        let code = ann.game().await.code;
        // bob is on the other node: sent to the one that holds the game, the join
        // carried along.
        bob.say(ClientMessage::Join { code });
        let game = bob.game().await;
        assert_eq!(
            (game.code, game.status, game.rated),
            (code, GameStatus::Playing, true)
        );
        alternate(&mut ann, &mut bob, code, 0, moves).await;
        if kind == connect4_checkers::wire::KIND {
            bob.say(ClientMessage::Resign { game: code });
        }
        let winner = Some(connect4_protocol::Player::One);
        assert_eq!(ended(&mut ann, code).await, winner, "ann's screen");
        assert_eq!(ended(&mut bob, code).await, winner, "bob's screen");
    }
    // Once, with the first join: bob's connection stayed where the games are.
    assert_eq!(bob.redirects.len(), 1, "{:?}", bob.redirects);
    assert!(
        bob.redirects[0].starts_with(&a.url()),
        "{:?}",
        bob.redirects
    );
    let ratings = cluster
        .psql(
            "fleet_two_nodes",
            "SELECT p.name, r.kind, r.games FROM ratings r JOIN players p ON p.id = r.player_id ORDER BY 1, 2",
        )
        .unwrap();
    assert_eq!(
        ratings.trim(),
        "ann|checkers|1\nann|connect4|1\nbob|checkers|1\nbob|connect4|1",
        "each rating changed once"
    );
    drop((a, b));
}
