//! How long a lobby event posted on one node takes to be shown on another: two
//! nodes on one PostgreSQL, a player posting a challenge on the first, a follower of
//! the lobby on the second timing it from the post sent to the view that shows it.
//! Events are a third of a second apart, since a node sends its lobby at most four
//! times a second (a busy lobby's event waits up to that long, by design).
//!
//! `cargo run --release -p connect4-server --example lobby_latency -- [--samples 200]
//! [--database postgres://…]` (without `--database`, a throwaway cluster of
//! Debian's PostgreSQL binaries is started, as the tests do).

#[path = "../tests/common/postgres.rs"]
mod postgres;

use connect4_client::Session;
use connect4_protocol::{ClientMessage, ServerMessage};
use connect4_server::{Config, start};
use std::time::{Duration, Instant};

/// Between two events: past the lobby's quarter second between sends.
const APART: Duration = Duration::from_millis(330);

/// Posters taken in turn: each connection makes thirty lobby requests at once,
/// then two a second.
const POSTERS: usize = 4;

fn main() {
    let (samples, database) = match args() {
        Ok(args) => args,
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
    };
    let database = database.unwrap_or_else(|| {
        let cluster = postgres::cluster().unwrap_or_else(|why| {
            eprintln!("lobby_latency: no --database and no cluster: {why}");
            std::process::exit(1);
        });
        cluster.database("lobby_latency")
    });
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let waits = runtime.block_on(measure(&database, samples));
    report(waits);
}

fn args() -> Result<(usize, Option<String>), String> {
    let mut samples = 200;
    let mut database = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = args.next().ok_or(format!("{arg} needs a value"))?;
        match arg.as_str() {
            "--samples" => samples = value.parse().map_err(|e| format!("--samples: {e}"))?,
            "--database" => database = Some(value),
            _ => return Err(format!("unknown flag {arg}")),
        }
    }
    Ok((samples, database))
}

/// A node on `database`, its data folder kept while it runs.
async fn node(database: &str) -> (String, tempfile::TempDir) {
    let data = tempfile::tempdir().expect("a data folder");
    let mut config = Config::new(data.path().to_path_buf(), BOTH_GAMES);
    config.database_url = Some(database.to_string());
    config.listen = ([127, 0, 0, 1], 0).into();
    let running = start(config).await.expect("the node starts");
    let url = format!("ws://{}/ws", running.addr);
    tokio::spawn(running.wait());
    (url, data)
}

async fn player(url: &str, name: &str) -> Session {
    let mut session = Session::connect(url).await.expect("a connection");
    session.hello(name, None).await.expect("a welcome");
    session
}

/// The ids of the challenges the next lobby view of `session` shows.
async fn next_view(session: &mut Session) -> Vec<u64> {
    loop {
        if let ServerMessage::Lobby { lobby } = session.recv().await.expect("the lobby") {
            return lobby.challenges.iter().map(|c| c.id).collect();
        }
    }
}

async fn measure(database: &str, samples: usize) -> Vec<Duration> {
    let (one, _one_data) = node(database).await;
    let (two, _two_data) = node(database).await;
    let run = std::process::id();
    let mut posters = Vec::new();
    for n in 0..POSTERS {
        posters.push(player(&one, &format!("poster{run}x{n}")).await);
    }
    let mut watcher = player(&two, &format!("watcher{run}")).await;
    watcher
        .send(&ClientMessage::Lobby { follow: true })
        .await
        .unwrap();
    next_view(&mut watcher).await;
    let mut waits = Vec::with_capacity(samples);
    for n in 0..samples {
        tokio::time::sleep(APART).await;
        let poster = &mut posters[n % POSTERS];
        let sent = Instant::now();
        let challenge = ClientMessage::Challenge {
            kind: connect4_classic::game::wire::STANDARD,
            clock: None,
            rated: false,
        };
        poster.send(&challenge).await.unwrap();
        let id = loop {
            if let ServerMessage::ChallengePosted { id } = poster.recv().await.unwrap() {
                break id;
            }
        };
        while !next_view(&mut watcher).await.contains(&id) {}
        waits.push(sent.elapsed());
        tokio::time::sleep(APART).await;
        poster
            .send(&ClientMessage::CancelChallenge { id })
            .await
            .unwrap();
        while next_view(&mut watcher).await.contains(&id) {}
    }
    waits
}

fn report(mut waits: Vec<Duration>) {
    waits.sort();
    let at = |q: f64| waits[((waits.len() as f64 * q).ceil() as usize).clamp(1, waits.len()) - 1];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "lobby event from one node shown on another: {} samples, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        waits.len(),
        ms(at(0.50)),
        ms(at(0.99)),
        ms(at(1.0)),
    );
}

/// The program's two games, Connect 4 and checkers, as the server is handed them.
const BOTH_GAMES: connect4_protocol::Games = connect4_protocol::Games::new(&[
    connect4_protocol::Game::of::<connect4_classic::game::Game>(),
    connect4_protocol::Game::of::<connect4_checkers::Game>(),
]);
