//! The bots' side of the fault script: every game played once to its end, through
//! whatever happens to the server, each acknowledged move and result journaled; and
//! the check of that journal against the database once the games are over.

use crate::args::Args;
use crate::bot::Shared;
use crate::journal::{Journal, verify as compare};
use crate::stats::Stats;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
use tokio::time::Instant;

/// Differences printed at most; the count says how many there were.
const SHOWN: usize = 20;

pub async fn run(args: &Args, path: &Path) -> i32 {
    let journal = match Journal::create(path) {
        Ok(journal) => journal,
        Err(error) => {
            eprintln!("load: {}: {error}", path.display());
            return 1;
        }
    };
    let shared = Arc::new(Shared {
        url: args.url.clone().unwrap_or_default(),
        pace: args.pace,
        stats: Stats::default(),
        journal: Some(journal),
    });
    let stats = &shared.stats;
    let mut games = crate::start_games(&shared, args.games, args.ramp, true);
    let begun = Instant::now();
    let mut all_on = false;
    let finished = loop {
        tokio::select! {
            _ = &mut games.all => break true,
            () = tokio::time::sleep(Duration::from_millis(100)) => {}
        }
        if !all_on && Stats::get(&stats.first_games) == args.games as u64 {
            all_on = true;
            // The fault script waits for this line before it kills the server.
            println!("all {} games on", args.games);
        }
        if begun.elapsed() > args.timeout {
            let _ = games.stop.send(true);
            let _ = tokio::time::timeout(Duration::from_secs(5), &mut games.all).await;
            break false;
        }
    };
    let ended = Stats::get(&stats.ended);
    let after = Stats::get(&stats.ended_after_outage);
    let lost = Stats::get(&stats.lost);
    let failed = Stats::get(&stats.failed);
    println!(
        "{} games: {} on, {ended} ended ({} before the server went away, {after} after it, \
         {} of them while it was down); {} acknowledged moves, {lost} lost; {} disconnections, \
         {} refusals, {failed} game tasks failed; {:.1} s",
        args.games,
        Stats::get(&stats.first_games),
        ended - after,
        Stats::get(&stats.gone),
        Stats::get(&stats.moves),
        Stats::get(&stats.disconnects),
        Stats::get(&stats.refused),
        begun.elapsed().as_secs_f64()
    );
    if !finished {
        println!("not every game ended within {} s", args.timeout.as_secs());
    }
    i32::from(!finished || ended < args.games as u64 || lost > 0 || failed > 0)
}

pub async fn verify(journal: &Path, database: &Path) -> i32 {
    match compare(journal, database).await {
        Ok((summary, problems)) => {
            println!("{summary}");
            for problem in problems.iter().take(SHOWN) {
                println!("  {problem}");
            }
            i32::from(!problems.is_empty())
        }
        Err(error) => {
            eprintln!("load: {error}");
            1
        }
    }
}
