//! How each checkers level spends its time: positions from random games (a few random
//! opening moves, then the levels playing), each searched by every level with the same
//! budget; prints per level the median and 90th percentile of the time a move took,
//! the median depth reached, the nodes searched per second, and the mean and largest
//! share of the budget the searched moves took and how many went over it (book and
//! database moves, played at once, left out). With `--depth D`, each
//! evaluation's search instead goes to D plies in every position, and the nodes it took
//! are printed: a count the machine's load does not change, to compare search settings.
//!
//! `cargo bench -p connect4-checkers --bench checkers_time -- [--positions N] [--ms T]
//! [--depth D]`

use connect4_checkers::{Computer, Evaluation, Game, Level, Limits, Searcher};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

fn main() {
    let (mut positions, mut ms, mut depth) = (20usize, 1000u64, 0u32);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().and_then(|v| v.parse().ok()).expect("a number");
        match arg.as_str() {
            "--positions" => positions = value() as usize,
            "--ms" => ms = value(),
            "--depth" => depth = value() as u32,
            _ => {}
        }
    }
    let boards = sample(positions);
    if depth > 0 {
        return to_depth(&boards, depth);
    }
    let stop = AtomicBool::new(false);
    println!("{} positions, a budget of {ms} ms a move", boards.len());
    for level in Level::ALL.into_iter().chain([Level::HardClassic]) {
        let mut computer = Computer::with_seed(1, Duration::from_millis(ms));
        let (mut times, mut depths, mut shares) = (Vec::new(), Vec::new(), Vec::new());
        let nodes_before = computer.nodes();
        let started = Instant::now();
        for game in &boards {
            let at = Instant::now();
            let found = computer
                .think(game.board(), game.recent_positions(), level, &stop)
                .expect("nothing stops it");
            let took = at.elapsed();
            times.push(took);
            depths.push(found.depth);
            if found.depth > 0 {
                shares.push(ms_of(took) / ms as f64);
            }
        }
        let rate = (computer.nodes() - nodes_before) as f64 / started.elapsed().as_secs_f64();
        times.sort();
        depths.sort();
        println!(
            "{level:>6}: median {:>6.1} ms, 90th percentile {:>6.1} ms, median depth {:>2}, \
             {:.2} M nodes/s, budget used {}",
            ms_of(times[times.len() / 2]),
            ms_of(times[times.len() * 9 / 10]),
            depths[depths.len() / 2],
            rate / 1e6,
            share_line(&shares)
        );
    }
}

/// The nodes each evaluation's search takes to reach `depth` plies in every position.
fn to_depth(boards: &[Game], depth: u32) {
    let stop = AtomicBool::new(false);
    for evaluation in [Evaluation::Classic, Evaluation::Learned] {
        let mut searcher = Searcher::default();
        searcher.set_evaluation(evaluation);
        let started = Instant::now();
        for game in boards {
            let limits = Limits {
                depth,
                deadline: None,
                stop: &stop,
            };
            searcher.search(game.board(), game.recent_positions(), &limits);
        }
        println!(
            "{evaluation:?}: {} nodes to {depth} plies in {} positions, {:.1} s",
            searcher.nodes,
            boards.len(),
            started.elapsed().as_secs_f64()
        );
    }
}

/// The mean and largest share of the budget the searched moves took, in percent.
fn share_line(shares: &[f64]) -> String {
    if shares.is_empty() {
        return "(no searched moves)".to_string();
    }
    let mean = shares.iter().sum::<f64>() / shares.len() as f64;
    let max = shares.iter().cloned().fold(0.0, f64::max);
    let over = shares.iter().filter(|&&share| share > 1.0).count();
    format!(
        "mean {:.1} %, max {:.1} % ({} searched, {over} over)",
        mean * 100.0,
        max * 100.0,
        shares.len()
    )
}

fn ms_of(time: Duration) -> f64 {
    time.as_secs_f64() * 1000.0
}

/// Positions from the middle of games: 4 random moves, then a 5-ply search with the
/// hand-set evaluation against itself (no clock, so the positions are the same on any
/// machine, and the same whatever the learned evaluation's settings).
fn sample(count: usize) -> Vec<Game> {
    let mut rng = fastrand::Rng::with_seed(5);
    let stop = AtomicBool::new(false);
    let mut searcher = Searcher::default();
    searcher.set_evaluation(Evaluation::Classic);
    let limits = Limits {
        depth: 5,
        deadline: None,
        stop: &stop,
    };
    let mut out = Vec::new();
    while out.len() < count {
        let mut game = Game::new();
        let length = rng.usize(6..40);
        while game.outcome().is_none() && game.moves().len() < length {
            let moves = game.legal_moves();
            let mv = if game.moves().len() < 4 {
                moves[rng.usize(..moves.len())].clone()
            } else {
                let board = *game.board();
                let found = searcher.search(&board, game.recent_positions(), &limits);
                found.expect("nothing stops it").best
            };
            game.play(&mv).unwrap();
        }
        if game.outcome().is_none() && game.legal_moves().len() > 1 {
            out.push(game);
        }
    }
    out
}
