//! The lobby of two nodes on one PostgreSQL (skipped, saying why, where PostgreSQL
//! is not installed): quick pairing over both seats nobody twice, a challenge
//! accepted on the other node brings its player there, the lobby converges after
//! its listener's connection is killed, and a dead node's entries go with it.

use crate::harness::{Client, TestServer, alternate, started};
use crate::postgres::{Cluster, cluster};
use connect4_client::Session;
use connect4_protocol::{
    ClientMessage, Clock, EndReason, ErrorCode, GameKind, GameSnapshot, GameStatus, InviteCode,
    LobbyView, Player, ServerMessage,
};
use std::collections::HashMap;
use std::time::Duration;
use tokio::time::{Instant, timeout_at};

/// How long a test waits for the lobby or a pairing to settle.
const SETTLE: Duration = Duration::from_secs(20);

/// Two nodes on database `name` of the test cluster, or why there are none.
fn two_nodes(name: &str) -> Result<(&'static Cluster, TestServer, TestServer), String> {
    let cluster = cluster()?;
    let url = cluster.database(name);
    let tune = |c: &mut connect4_server::Config| {
        c.database_url = Some(url.clone());
        c.new_players_per_hour = 1000;
        c.max_per_address = 300;
    };
    Ok((cluster, TestServer::start(tune), TestServer::start(tune)))
}

/// One number `sql` counts in database `name`.
fn count(cluster: &Cluster, name: &str, sql: &str) -> i64 {
    let out = cluster.psql(name, sql).unwrap();
    out.trim()
        .parse()
        .unwrap_or_else(|_| panic!("{sql}: {out}"))
}

/// The client's player connected again at `url`, as a client following a redirect.
async fn follow_to(url: &str, client: Client) -> Client {
    let mut session = Session::connect(url).await.unwrap();
    let welcome = session.hello(&client.name, Some(&client.token)).await;
    let welcome = welcome.unwrap_or_else(|e| panic!("{} at {url}: {e}", client.name));
    Client {
        session,
        name: welcome.name,
        token: welcome.token,
    }
}

/// Waits for the game the client is seated in, following a redirect to it; the
/// client (connected where the game is), the game, and whether it moved.
async fn seated(mut client: Client, by: Instant) -> (Client, GameSnapshot, bool) {
    let mut moved = false;
    // What came instead, for the message of a test that fails.
    let mut seen = Vec::new();
    loop {
        let message = timeout_at(by, client.session.recv())
            .await
            .unwrap_or_else(|_| panic!("{}: no game; saw {seen:?}", client.name))
            .unwrap_or_else(|e| panic!("{}: {e}", client.name));
        match message {
            ServerMessage::Game { game } if game.status == GameStatus::Playing => {
                return (client, game, moved);
            }
            ServerMessage::Redirect { url } => {
                client = follow_to(&url, client).await;
                moved = true;
            }
            other => seen.push(format!("{other:?}").chars().take(200).collect::<String>()),
        }
    }
}

/// Waits for a lobby view `done` accepts.
async fn lobby_until(client: &mut Client, mut done: impl FnMut(&LobbyView) -> bool) -> LobbyView {
    let by = Instant::now() + SETTLE;
    let mut last = None;
    loop {
        let message = timeout_at(by, client.session.recv()).await;
        let Ok(message) = message else {
            panic!("{}: the lobby never settled; last {last:#?}", client.name);
        };
        if let ServerMessage::Lobby { lobby } = message.unwrap() {
            if done(&lobby) {
                return lobby;
            }
            last = Some(lobby);
        }
    }
}

async fn post(client: &mut Client, kind: GameKind) -> u64 {
    client
        .send(ClientMessage::Challenge {
            kind,
            clock: None,
            rated: false,
        })
        .await;
    client
        .expect(|m| match m {
            ServerMessage::ChallengePosted { id } => Some(*id),
            _ => None,
        })
        .await
}

/// Waits past the lobby views any node may still send for what came before: only
/// news heard later can then show what is posted next.
async fn quiet() {
    tokio::time::sleep(Duration::from_millis(800)).await;
}

fn ids(view: &LobbyView) -> Vec<u64> {
    view.challenges.iter().map(|c| c.id).collect()
}

#[tokio::test]
async fn a_hundred_seekers_on_two_nodes_make_fifty_games_and_nobody_is_in_two() {
    let (cluster, one, two) = match two_nodes("fleet_pairing") {
        Ok(nodes) => nodes,
        Err(why) => return eprintln!("skipped: {why}"),
    };
    // Odd on each node: at least one pair must be made across them.
    let mut seekers = Vec::new();
    for n in 0..100 {
        let node = if n < 49 { &one } else { &two };
        seekers.push(Client::join(node, &format!("seeker{n}")).await);
    }
    let clock = Some(Clock::parse("3+2").unwrap());
    let by = Instant::now() + SETTLE;
    let waits = seekers.into_iter().map(|mut seeker| async move {
        let kind = connect4_classic::game::wire::STANDARD;
        seeker.send(ClientMessage::QuickPair { kind, clock }).await;
        seated(seeker, by).await
    });
    let games = futures_util::future::join_all(waits).await;
    let mut players_of: HashMap<InviteCode, Vec<String>> = HashMap::new();
    for (client, game, _) in &games {
        let seats = players_of.entry(game.code).or_default();
        seats.push(client.name.clone());
    }
    assert_eq!(players_of.len(), 50, "{players_of:?}");
    assert!(players_of.values().all(|p| p.len() == 2), "{players_of:?}");
    assert!(
        games.iter().any(|(_, _, moved)| *moved),
        "none was sent across"
    );
    let db = "fleet_pairing";
    assert_eq!(count(cluster, db, "SELECT COUNT(*) FROM games"), 50);
    let twice = "SELECT COUNT(*) FROM (SELECT p FROM (SELECT seat_one AS p FROM games \
                 UNION ALL SELECT seat_two FROM games) s GROUP BY p HAVING COUNT(*) > 1) t";
    assert_eq!(count(cluster, db, twice), 0, "a player seated twice");
    assert_eq!(count(cluster, db, "SELECT COUNT(*) FROM lobby_seeks"), 0);
}

#[tokio::test]
async fn a_challenge_posted_on_one_node_and_accepted_on_the_other_is_played_to_its_end() {
    let (cluster, one, two) = match two_nodes("fleet_challenge") {
        Ok(nodes) => nodes,
        Err(why) => return eprintln!("skipped: {why}"),
    };
    let mut ann = Client::join(&one, "ann").await;
    // Rated meanwhile, as another node would: the game's node reads it.
    let rated = "INSERT INTO ratings (player_id, kind, rating, deviation, volatility, games) \
                 SELECT id, 'connect4', 1800, 60, 0.06, 10 FROM players WHERE name = 'ann'";
    cluster.psql("fleet_challenge", rated).unwrap();
    let mut bob = Client::join(&two, "bob").await;
    bob.send(ClientMessage::Lobby { follow: true }).await;
    let id = post(&mut ann, connect4_classic::game::wire::STANDARD).await;
    // Seen on the other node, by the news it heard.
    lobby_until(&mut bob, |view| ids(view) == [id]).await;
    bob.send(ClientMessage::AcceptChallenge { id }).await;
    let by = Instant::now() + SETTLE;
    let (mut bob, game, bob_moved) = seated(bob, by).await;
    let (mut ann, ann_game, ann_moved) = seated(ann, by).await;
    let code = game.code;
    assert_eq!((ann_game.code, ann_moved, bob_moved), (code, true, false));
    let one_rating = game.seats.one.as_ref().and_then(|seat| seat.rating);
    assert_eq!(one_rating, Some(1800), "ann's rating as stored");
    alternate(
        &mut ann,
        &mut bob,
        code,
        0,
        &["4", "5", "4", "5", "4", "5", "4"],
    )
    .await;
    for player in [&mut ann, &mut bob] {
        assert_eq!(player.ended().await.0.winner, Some(Player::One));
    }
}

#[tokio::test]
async fn the_lobby_converges_on_every_node_after_its_listeners_are_killed() {
    let (cluster, one, two) = match two_nodes("fleet_listener") {
        Ok(nodes) => nodes,
        Err(why) => return eprintln!("skipped: {why}"),
    };
    let db = "fleet_listener";
    let listeners = format!(
        "FROM pg_stat_activity WHERE datname = '{db}' AND application_name = '{}'",
        connect4_server::LISTENER_NAME
    );
    let mut ann = Client::join(&one, "ann").await;
    let mut eve = Client::join(&one, "eve").await;
    let mut zoe = Client::join(&two, "zoe").await;
    for watcher in [&mut eve, &mut zoe] {
        watcher.send(ClientMessage::Lobby { follow: true }).await;
        lobby_until(watcher, |view| view.online.len() == 3).await;
    }
    quiet().await;
    let listening = || count(cluster, db, &format!("SELECT COUNT(*) {listeners}"));
    assert_eq!(listening(), 2, "a listener on each node");
    cluster
        .psql(db, &format!("SELECT pg_terminate_backend(pid) {listeners}"))
        .unwrap();
    // Posted while no node listens: their news is lost.
    let mut posted = Vec::new();
    for _ in 0..3 {
        posted.push(post(&mut ann, connect4_classic::game::wire::STANDARD).await);
    }
    for watcher in [&mut eve, &mut zoe] {
        lobby_until(watcher, |view| ids(view) == posted).await;
    }
    // And the news is heard again.
    let by = Instant::now() + SETTLE;
    while listening() < 2 {
        assert!(Instant::now() < by, "the listeners did not come back");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // (Ann has as many open as allowed.)
    posted.push(post(&mut eve, connect4_classic::game::wire::STANDARD).await);
    lobby_until(&mut zoe, |view| ids(view) == posted).await;
}

/// Processes stopped with SIGSTOP, woken with SIGCONT when dropped, whatever the
/// test's outcome (a stopped backend would hold up the cluster's shutdown).
struct Frozen(Vec<String>);

impl Frozen {
    fn signal(&self, signal: &str) {
        for pid in &self.0 {
            let sent = std::process::Command::new("kill")
                .args([signal, pid])
                .status();
            assert!(sent.is_ok_and(|s| s.success()), "kill {signal} {pid}");
        }
    }
}

impl Drop for Frozen {
    fn drop(&mut self) {
        self.signal("-CONT");
    }
}

#[tokio::test]
async fn the_lobby_converges_on_every_node_after_its_listeners_freeze() {
    let (cluster, one, two) = match two_nodes("fleet_frozen") {
        Ok(nodes) => nodes,
        Err(why) => return eprintln!("skipped: {why}"),
    };
    let db = "fleet_frozen";
    let mut ann = Client::join(&one, "ann").await;
    let mut eve = Client::join(&one, "eve").await;
    let mut zoe = Client::join(&two, "zoe").await;
    for watcher in [&mut eve, &mut zoe] {
        watcher.send(ClientMessage::Lobby { follow: true }).await;
        lobby_until(watcher, |view| view.online.len() == 3).await;
    }
    quiet().await;
    // A frozen backend (or a cut network) keeps its connection open and says
    // nothing: no error tells its node that it no longer hears.
    let pids = cluster
        .psql(
            db,
            &format!(
                "SELECT pid FROM pg_stat_activity WHERE datname = '{db}' AND application_name = '{}'",
                connect4_server::LISTENER_NAME
            ),
        )
        .unwrap();
    let frozen = Frozen(pids.lines().map(str::to_string).collect());
    assert_eq!(frozen.0.len(), 2, "a listener on each node");
    frozen.signal("-STOP");
    let mut posted = Vec::new();
    for _ in 0..3 {
        posted.push(post(&mut ann, connect4_classic::game::wire::STANDARD).await);
    }
    for watcher in [&mut eve, &mut zoe] {
        lobby_until(watcher, |view| ids(view) == posted).await;
    }
}

#[tokio::test]
async fn a_node_killed_takes_its_challenges_seeks_and_players_with_it() {
    let (cluster, one, two) = match two_nodes("fleet_killed") {
        Ok(nodes) => nodes,
        Err(why) => return eprintln!("skipped: {why}"),
    };
    let db = "fleet_killed";
    let mut ann = Client::join(&one, "ann").await;
    let mut cid = Client::join(&one, "cid").await;
    let mut eve = Client::join(&two, "eve").await;
    post(&mut ann, connect4_checkers::wire::KIND).await;
    let (kind, clock) = (
        connect4_classic::game::wire::STANDARD,
        Some(Clock::parse("3+2").unwrap()),
    );
    cid.send(ClientMessage::QuickPair { kind, clock }).await;
    cid.expect(|m| matches!(m, ServerMessage::Pairing).then_some(()))
        .await;
    eve.send(ClientMessage::Lobby { follow: true }).await;
    lobby_until(&mut eve, |v| v.challenges.len() == 1 && v.online.len() == 3).await;
    assert_eq!(count(cluster, db, "SELECT COUNT(*) FROM lobby_seeks"), 1);
    drop(one.kill());
    // Once its lease lapses (2 s) and another node reaps it.
    let view = lobby_until(&mut eve, |v| v.challenges.is_empty() && v.online.len() == 1).await;
    assert_eq!(view.online[0].name, "eve");
    assert_eq!(count(cluster, db, "SELECT COUNT(*) FROM lobby_seeks"), 0);
    // A seeker on the live node waits: nobody of the dead one is there to pair with.
    eve.send(ClientMessage::QuickPair { kind, clock }).await;
    eve.expect(|m| matches!(m, ServerMessage::Pairing).then_some(()))
        .await;
}

#[tokio::test]
async fn a_player_playing_on_one_node_is_not_paired_nor_challenged_from_the_other() {
    let (_cluster, one, two) = match two_nodes("fleet_seated") {
        Ok(nodes) => nodes,
        Err(why) => return eprintln!("skipped: {why}"),
    };
    let (mut ann, _bob, code) = started(&one, connect4_classic::game::wire::STANDARD, None).await;
    let (kind, clock) = (
        connect4_classic::game::wire::STANDARD,
        Some(Clock::parse("3+2").unwrap()),
    );
    ann.send(ClientMessage::QuickPair { kind, clock }).await;
    ann.expect(|m| matches!(m, ServerMessage::Pairing).then_some(()))
        .await;
    // Paired on the other node, ann would be sent there, away from her game here.
    let mut dan = Client::join(&two, "dan").await;
    dan.send(ClientMessage::QuickPair { kind, clock }).await;
    dan.expect(|m| matches!(m, ServerMessage::Pairing).then_some(()))
        .await;
    // Nor is her challenge taken from there.
    let id = post(&mut ann, connect4_classic::game::wire::STANDARD).await;
    dan.send(ClientMessage::AcceptChallenge { id }).await;
    assert_eq!(dan.error().await, ErrorCode::NotNow);
    // A seeker of her own node is paired with her there.
    let mut eve = Client::join(&one, "eve").await;
    eve.send(ClientMessage::QuickPair { kind, clock }).await;
    let game = eve.game().await;
    assert_eq!(game.seats.one.as_ref().unwrap().name, "ann");
    assert_ne!(game.code, code);
}

#[tokio::test]
async fn a_player_paired_from_another_node_who_never_comes_holds_nobody() {
    let (_cluster, one, two) = match two_nodes("fleet_never_comes") {
        Ok(nodes) => nodes,
        Err(why) => return eprintln!("skipped: {why}"),
    };
    let mut ann = Client::join(&one, "ann").await;
    let mut bob = Client::join(&two, "bob").await;
    let id = post(&mut ann, connect4_classic::game::wire::STANDARD).await;
    bob.send(ClientMessage::AcceptChallenge { id }).await;
    let (mut bob, game, _) = seated(bob, Instant::now() + SETTLE).await;
    // Sent to the game's node, ann never goes: after the grace the game is off.
    ann.expect(|m| matches!(m, ServerMessage::Redirect { .. }).then_some(()))
        .await;
    let (result, _) = bob.ended().await;
    assert_eq!(result.reason, EndReason::Aborted, "{}", game.code);
}

#[tokio::test]
async fn the_games_of_one_node_are_listed_on_the_other_until_they_end() {
    let (_cluster, one, two) = match two_nodes("fleet_games") {
        Ok(nodes) => nodes,
        Err(why) => return eprintln!("skipped: {why}"),
    };
    let mut eve = Client::join(&two, "eve").await;
    eve.send(ClientMessage::Lobby { follow: true }).await;
    let (mut ann, mut bob, code) =
        started(&one, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &["4", "5"]).await;
    // Moves are no news: the other node reads its lobby again every two seconds.
    let shown = |view: &LobbyView| view.games.iter().any(|g| g.code == code && g.moves == 2);
    let view = lobby_until(&mut eve, shown).await;
    assert_eq!(
        view.games[0].players,
        ["ann".to_string(), "bob".to_string()]
    );
    ann.send(ClientMessage::Resign { game: code }).await;
    lobby_until(&mut eve, |view| view.games.is_empty()).await;
}
