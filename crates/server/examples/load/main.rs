//! The load tool: bot clients holding games against the server over loopback, and
//! what it costs (games held, moves a second, the latency of a move's relay, the
//! server's memory and CPU); with `--journal`, the bot side of the fault script
//! (benches/kill_server.sh); with `--verify`, that script's check of the database.
//!
//! `cargo run --release -p connect4-server --example load -- --games 2000`
//! (`--help` lists the flags; docs/server.md, "Load and faults", has figures).

mod args;
mod bot;
mod bots;
mod fault;
mod file_limit;
mod flood;
mod flooded;
mod game;
mod journal;
mod measure;
mod pace;
mod server;
mod stats;

use args::Mode;
use bot::Shared;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;
use tokio::task::{JoinHandle, JoinSet};

fn main() {
    let args = match args::parse(std::env::args().skip(1)) {
        Ok(args) => args,
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
    };
    let code = match &args.mode {
        Mode::ServeChild(dir) => {
            match server::serve_child(dir.clone(), 2 * args.games, args.store.clone()) {
                Ok(()) => 0,
                Err(error) => {
                    eprintln!("load: the server: {error}");
                    1
                }
            }
        }
        _ => match tokio::runtime::Runtime::new() {
            Ok(runtime) => runtime.block_on(run(args)),
            Err(error) => {
                eprintln!("load: no runtime: {error}");
                1
            }
        },
    };
    std::process::exit(code);
}

async fn run(mut args: args::Args) -> i32 {
    if !matches!(args.mode, Mode::Verify { .. }) {
        args.games = file_limit::games_that_fit(args.games);
    }
    match args.mode.clone() {
        Mode::Verify { journal, database } => fault::verify(&journal, &database).await,
        Mode::Journal(path) => fault::run(&args, &path).await,
        _ => measure::run(&args).await,
    }
}

/// The game tasks, started at `ramp` a second; they play once `go` is true and
/// stop when `stop` is.
pub struct Games {
    /// Ends when every game task has.
    pub all: JoinHandle<()>,
    pub go: watch::Sender<bool>,
    pub stop: watch::Sender<bool>,
}

pub fn start_games(shared: &Arc<Shared>, games: usize, ramp: f64, go_now: bool) -> Games {
    let (go, go_rx) = watch::channel(go_now);
    let (stop, stop_rx) = watch::channel(false);
    let shared = Arc::clone(shared);
    let every = Duration::from_secs_f64(1.0 / ramp);
    let all = tokio::spawn(async move {
        let mut tasks = JoinSet::new();
        let mut tick = tokio::time::interval(every);
        // A late tick must not start a burst of connections to catch up.
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        for index in 0..games {
            tick.tick().await;
            let task = bots::play(Arc::clone(&shared), index, go_rx.clone(), stop_rx.clone());
            tasks.spawn(task);
        }
        tasks.join_all().await;
    });
    Games { all, go, stop }
}
