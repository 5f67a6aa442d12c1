//! The load run: connect every bot, start every game, then measure for a while the
//! games held, the moves relayed, their latency, and the server's memory and CPU.

use crate::args::Args;
use crate::bot::Shared;
use crate::server::{Child, Sample, health, sample};
use crate::stats::{Stats, ms, percentile};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;
use tokio::time::Instant;

/// How long connecting or starting every game may take.
const SETUP_TIME: Duration = Duration::from_secs(300);

pub async fn run(args: &Args) -> i32 {
    let child = match &args.url {
        Some(_) => None,
        None => match Child::spawn(2 * args.games, args.store.as_deref()) {
            Ok(child) => Some(child),
            Err(error) => {
                eprintln!("load: could not start a server: {error}");
                return 1;
            }
        },
    };
    let (url, pid) = match &child {
        Some(child) => (child.url.clone(), Some(child.pid)),
        None => (args.url.clone().unwrap_or_default(), args.pid),
    };
    let server = |label: &str| pid.and_then(sample).map(|s| (label.to_string(), s));
    let whose = if child.is_some() {
        ", started by this tool"
    } else {
        ""
    };
    println!(
        "load: {} games ({} connections) at {url}{}",
        args.games,
        2 * args.games,
        pid.map(|p| format!(", server pid {p}{whose}"))
            .unwrap_or_default()
    );
    println!(
        "pace: a move every {} ms a game on average (each wait from half to one and a half times it)",
        args.pace.as_millis()
    );
    let shared = Arc::new(Shared {
        url: url.clone(),
        pace: args.pace,
        stats: Stats::default(),
        journal: None,
    });
    let stats = &shared.stats;
    let mut memory = Vec::from_iter(server("at start"));
    let games = crate::start_games(&shared, args.games, args.ramp, false);
    let begun = Instant::now();
    let all = args.games as u64;
    if !wait_for(stats, "connected", || {
        Stats::get(&stats.connected) + Stats::get(&stats.failed) >= all
    })
    .await
    {
        return 1;
    }
    let connections = 2 * Stats::get(&stats.connected);
    println!(
        "connecting: {connections} bots welcomed in {:.1} s",
        begun.elapsed().as_secs_f64()
    );
    memory.extend(server(&format!("with {connections} connections")));
    let begun = Instant::now();
    let _ = games.go.send(true);
    if !wait_for(stats, "on", || {
        Stats::get(&stats.first_games) + Stats::get(&stats.failed) >= all
    })
    .await
    {
        return 1;
    }
    println!(
        "starting: {} games on in {:.1} s",
        Stats::get(&stats.first_games),
        begun.elapsed().as_secs_f64()
    );
    memory.extend(server("with the games on"));

    let _ = (
        stats.relays.take(),
        stats.endings.take(),
        stats.pings.take(),
    );
    let counters = |s: &Stats| {
        [
            Stats::get(&s.moves),
            Stats::get(&s.refused),
            Stats::get(&s.disconnects),
            Stats::get(&s.ended),
        ]
    };
    let before = counters(stats);
    let cpu = |p: Option<u32>| p.and_then(sample).map(|s| s.cpu_secs);
    let (server_cpu, own_cpu) = (cpu(pid), cpu(Some(std::process::id())));
    let begun = Instant::now();
    let mut held = Vec::new();
    while begun.elapsed() < args.duration {
        tokio::time::sleep(Duration::from_secs(1).min(args.duration)).await;
        held.push(stats.playing.load(Ordering::Relaxed));
    }
    let secs = begun.elapsed().as_secs_f64();
    let (latencies, endings, pings) = (
        stats.relays.take(),
        stats.endings.take(),
        stats.pings.take(),
    );
    let after = counters(stats);
    let share = |from: Option<f64>, p| Some((cpu(p)? - from?) / secs * 100.0);
    let (server_share, own_share) = (
        share(server_cpu, pid),
        share(own_cpu, Some(std::process::id())),
    );
    memory.extend(server("at the end"));
    let registry = health(&url).await;

    println!("measured for {secs:.0} s:");
    let mean = held.iter().sum::<i64>() as f64 / held.len().max(1) as f64;
    let least = held.iter().min().copied().unwrap_or(0);
    println!(
        "  games held:  {least} to {} in progress at once (mean {mean:.0})",
        held.iter().max().copied().unwrap_or(0)
    );
    if let Some((games, open)) = registry {
        println!(
            "  the server:  {open} connections open, {games} games in its registry (finished ones stay a while for a rematch)"
        );
    }
    let moves = after[0] - before[0];
    println!(
        "  moves:       {moves} relayed, {:.0} a second; {} games ended",
        moves as f64 / secs,
        after[3] - before[3]
    );
    let over = latencies.iter().filter(|&&l| l > 20_000).count();
    println!(
        "  latency, a move sent to its relay at the opponent: p50 {}, p99 {}, p99.9 {}, max {} ({} moves, {over} over 20 ms)",
        ms(percentile(&latencies, 50.0)),
        ms(percentile(&latencies, 99.0)),
        ms(percentile(&latencies, 99.9)),
        ms(latencies.last().copied().unwrap_or(0)),
        latencies.len()
    );
    println!(
        "  of which the moves that ended a game: p50 {}, p99 {} ({} moves)",
        ms(percentile(&endings, 50.0)),
        ms(percentile(&endings, 99.0)),
        endings.len()
    );
    println!(
        "  a ping's round trip (no game, no database), for comparison: p50 {}, p99 {} ({} pings)",
        ms(percentile(&pings, 50.0)),
        ms(percentile(&pings, 99.0)),
        pings.len()
    );
    report_memory(&memory, connections, Stats::get(&stats.first_games));
    let percent =
        |p: Option<f64>| p.map_or("unknown".to_string(), |p| format!("{p:.0} % of one core"));
    println!(
        "  CPU:         the server {}, the bots {}",
        percent(server_share),
        percent(own_share)
    );
    println!(
        "  trouble:     {} refusals and {} disconnections while measuring; {} acknowledged \
         moves lost and {} game tasks failed in the whole run",
        after[1] - before[1],
        after[2] - before[2],
        Stats::get(&stats.lost),
        Stats::get(&stats.failed)
    );
    if let Ok(load) = std::fs::read_to_string("/proc/loadavg") {
        println!(
            "  machine load average at the end: {}",
            load.split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
    crate::flooded::run(args, stats, &url, pid).await;
    let _ = games.stop.send(true);
    let _ = tokio::time::timeout(Duration::from_secs(10), games.all).await;
    0
}

/// Waits until `done`, saying how far it got every few seconds; false on timeout.
async fn wait_for(stats: &Stats, what: &str, done: impl Fn() -> bool) -> bool {
    let begun = Instant::now();
    let mut said = Instant::now();
    while !done() {
        if begun.elapsed() > SETUP_TIME {
            eprintln!(
                "load: not every game was {what} after {} s",
                SETUP_TIME.as_secs()
            );
            return false;
        }
        if said.elapsed() > Duration::from_secs(5) {
            said = Instant::now();
            eprintln!(
                "load: {} connected, {} on, {} failed",
                Stats::get(&stats.connected),
                Stats::get(&stats.first_games),
                Stats::get(&stats.failed)
            );
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    true
}

/// The server's memory at each step, and per connection and per game between them.
fn report_memory(memory: &[(String, Sample)], connections: u64, games: u64) {
    let Some((_, start)) = memory.first() else {
        println!("  memory:      unknown (give --pid for a server the tool did not start)");
        return;
    };
    let mib = |kib: u64| format!("{:.1} MiB", kib as f64 / 1024.0);
    let steps: Vec<String> = memory
        .iter()
        .map(|(label, s)| format!("{} {label}", mib(s.rss_kib)))
        .collect();
    println!("  server RSS:  {}", steps.join(", "));
    let per = |a: &Sample, b: &Sample, n: u64| {
        b.rss_kib.saturating_sub(a.rss_kib) as f64 / n.max(1) as f64
    };
    if let [_, (_, conn), (_, on), (_, end)] = memory {
        println!(
            "  memory:      {:.1} KiB a connection (introduced, idle), {:.1} KiB more a game on; \
             {:.1} KiB a connection all told at the end",
            per(start, conn, connections),
            per(conn, on, games),
            per(start, end, connections)
        );
    }
}
