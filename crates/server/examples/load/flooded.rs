//! The second window of a `--flood` run: the same honest games measured again while
//! the attacker runs, and printed beside the first window, measured just before.

use crate::args::Args;
use crate::flood::{self, FloodStats};
use crate::server::sample;
use crate::stats::{Stats, ms, percentile};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;
use tokio::time::Instant;

/// One window's figures for the honest games and the server.
#[derive(Debug, Clone, Copy, Default)]
pub struct Window {
    pub relay_p50: u32,
    pub relay_p99: u32,
    pub ping_p99: u32,
    pub moves_a_second: f64,
    pub refused: u64,
    pub disconnects: u64,
    pub rss_kib: Option<u64>,
    pub cpu_percent: Option<f64>,
}

impl Window {
    fn row(&self, label: &str) -> String {
        let rss = self.rss_kib.map_or("unknown".into(), |k| {
            format!("{:.1} MiB", k as f64 / 1024.0)
        });
        let cpu = self
            .cpu_percent
            .map_or("unknown".into(), |c| format!("{c:.0} %"));
        format!(
            "  {label:<12} relay p50 {}, p99 {}; ping p99 {}; {:.0} moves/s; {} refusals, {} disconnections; server RSS {rss}, CPU {cpu}",
            ms(self.relay_p50),
            ms(self.relay_p99),
            ms(self.ping_p99),
            self.moves_a_second,
            self.refused,
            self.disconnects
        )
    }
}

/// Counters read at a window's start and end.
fn counters(stats: &Stats) -> [u64; 3] {
    [
        Stats::get(&stats.moves),
        Stats::get(&stats.refused),
        Stats::get(&stats.disconnects),
    ]
}

/// Measures the honest games for `duration`.
pub async fn window(stats: &Stats, pid: Option<u32>, duration: Duration) -> Window {
    let _ = (stats.relays.take(), stats.pings.take());
    let before = counters(stats);
    let cpu_before = pid.and_then(sample).map(|s| s.cpu_secs);
    let begun = Instant::now();
    tokio::time::sleep(duration).await;
    let secs = begun.elapsed().as_secs_f64();
    let (relays, pings) = (stats.relays.take(), stats.pings.take());
    let after = counters(stats);
    let now = pid.and_then(sample);
    Window {
        relay_p50: percentile(&relays, 50.0),
        relay_p99: percentile(&relays, 99.0),
        ping_p99: percentile(&pings, 99.0),
        moves_a_second: (after[0] - before[0]) as f64 / secs,
        refused: after[1] - before[1],
        disconnects: after[2] - before[2],
        rss_kib: now.map(|s| s.rss_kib),
        cpu_percent: now
            .zip(cpu_before)
            .map(|(s, from)| (s.cpu_secs - from) / secs * 100.0),
    }
}

/// The baseline window, then the attack and a window under it, printed together.
pub async fn run(args: &Args, stats: &Stats, url: &str, pid: Option<u32>) {
    let Some(kind) = args.flood else { return };
    let baseline = window(stats, pid, args.duration).await;
    let attack = Arc::new(FloodStats::default());
    let (stop, stopped) = watch::channel(false);
    flood::start(url, kind, Arc::clone(&attack), stopped);
    let flooded = window(stats, pid, args.duration).await;
    let _ = stop.send(true);
    let kind = format!("{kind:?}").to_lowercase();
    let secs = args.duration.as_secs();
    println!("a {kind} flood from 127.0.0.2, {secs} s without it and {secs} s with it:");
    println!("{}", baseline.row("baseline"));
    println!("{}", flooded.row("flooded"));
    println!("  the attacker: {}", attack.line());
}
