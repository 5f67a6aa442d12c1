//! Claims race: twenty servers on one PostgreSQL database find the node that owned a
//! live game dead, all at once, and exactly one of them claims it; the players come
//! back to it. (PostgreSQL only: a SQLite file has one server.)

use crate::harness::{Client, TestServer, alternate, database_url, started};
use crate::http::get;
use connect4_protocol::{GameStatus, InviteCode};
use std::sync::Arc;

/// The takeovers `/metrics` counts on `server`.
async fn takeovers(server: &TestServer) -> u64 {
    let (_, body) = get(server, "/metrics").await;
    body.lines()
        .find_map(|line| line.strip_prefix("connect4_takeovers_total "))
        .map_or(0, |n| n.trim().parse().unwrap())
}

/// A game three moves in whose server was killed where it stands, and twenty
/// servers started on its database, tuned by `tune`: ann's token, the game's code,
/// the test's data dir (its database) and the twenty.
async fn orphan_and_twenty(
    tune: fn(&mut connect4_server::Config),
) -> (String, InviteCode, Arc<tempfile::TempDir>, Vec<TestServer>) {
    let owner = TestServer::start(tune);
    let (mut ann, mut bob, code) =
        started(&owner, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &["4", "4", "3"]).await;
    let token = ann.token.clone();
    let data = Arc::clone(&owner.data);
    let url = database_url(&data);
    drop(owner.kill());
    // The twenty come up at addresses of their own, none taking the dead one's.
    let _ = std::fs::remove_file(data.path().join("killed-server-address"));
    let claimers = (0..20)
        .map(|_| {
            let url = url.clone();
            TestServer::start(move |c| {
                tune(c);
                c.database_url = Some(url);
            })
        })
        .collect();
    (token, code, data, claimers)
}

/// Long enough for ann to come back: a game nobody comes back to ends.
fn long_grace(c: &mut connect4_server::Config) {
    c.grace = std::time::Duration::from_secs(60);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn of_twenty_servers_finding_a_game_orphaned_exactly_one_claims_it() {
    if !TestServer::on_postgres() {
        return eprintln!("skipped: claims race between servers on PostgreSQL only");
    }
    // Its lease lapses within two seconds, and every survivor's reaper races for
    // its game.
    let (token, code, _data, claimers) = orphan_and_twenty(long_grace).await;
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(15);
    let mut counts = Vec::new();
    loop {
        counts.clear();
        for claimer in &claimers {
            counts.push(takeovers(claimer).await);
        }
        if counts.iter().sum::<u64>() > 0 || tokio::time::Instant::now() > deadline {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    // Every reaper has looked by now.
    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
    counts.clear();
    for claimer in &claimers {
        counts.push(takeovers(claimer).await);
    }
    assert_eq!(
        counts.iter().sum::<u64>(),
        1,
        "exactly one claim: {counts:?}"
    );
    let winner = counts.iter().position(|&n| n == 1).unwrap();

    let mut ann = Client::with_token(&claimers[winner], "ann", Some(&token)).await;
    let game = ann.game().await;
    assert_eq!((game.code, game.status), (code, GameStatus::Playing));
    assert_eq!(game.moves, ["4", "4", "3"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn of_twenty_servers_asked_at_once_for_an_orphaned_game_exactly_one_claims_it() {
    if !TestServer::on_postgres() {
        return eprintln!("skipped: claims race between servers on PostgreSQL only");
    }
    // The servers look for games without an owner only when a player asks for one.
    let (token, _, data, claimers) = orphan_and_twenty(|c| {
        long_grace(c);
        c.claim_every = std::time::Duration::from_secs(3600);
    })
    .await;
    // The dead owner's row goes; every server then reads the game without an owner.
    let mut db = crate::store::connect(&data).await;
    sqlx::query("UPDATE games SET owner = NULL")
        .execute(&mut db)
        .await
        .unwrap();
    // ann, at once on all twenty: each server reads the game orphaned and claims it.
    let hellos = claimers.iter().map(|server| {
        let (url, token) = (server.url(), token.clone());
        tokio::spawn(async move {
            let mut session = connect4_client::Session::connect(&url).await.unwrap();
            match session.hello("ann", Some(&token)).await {
                Ok(_) => matches!(
                    session.recv().await,
                    Ok(connect4_protocol::ServerMessage::Game { .. })
                ),
                Err(_) => false,
            }
        })
    });
    let mut served = 0;
    for hello in hellos.collect::<Vec<_>>() {
        served += usize::from(hello.await.unwrap());
    }
    let mut counts = Vec::new();
    for claimer in &claimers {
        counts.push(takeovers(claimer).await);
    }
    assert_eq!(
        counts.iter().sum::<u64>(),
        1,
        "exactly one claim: {counts:?}"
    );
    assert!(served >= 1, "the winner serves the game");
    let epoch: i64 = sqlx::query_scalar("SELECT epoch FROM games")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(epoch, 2, "claimed once");
}
