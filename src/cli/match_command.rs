//! `connect4 match`: two computer levels play each other from varied openings, and
//! the score of the first is printed.

use super::failure::Failure;
use clap::Args;
use connect4_classic::ai::Level;
use connect4_classic::ai::arena::{self, GameResult, Setup, Tally, Timing};
use connect4_classic::game::BoardSize;
use std::io::Write;
use std::time::Duration;

/// Options of `connect4 match`.
#[derive(Debug, Clone, Args)]
pub struct MatchArgs {
    #[command(flatten)]
    pub board: super::BoardArgs,
    /// The level whose score is reported.
    #[arg(long)]
    pub first: Level,
    /// Its opponent.
    #[arg(long)]
    pub second: Level,
    /// Number of games; each random opening is played twice, once with each level
    /// having the first disc, so an even number is fairest.
    #[arg(long, default_value_t = 20)]
    pub games: u32,
    /// Seed for the openings and for the levels that play with chance.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Thinking time per move in milliseconds.
    #[arg(long, default_value_t = 1000)]
    pub time_ms: u64,
    /// Length of the random openings: `N` or `MIN-MAX` moves.
    #[arg(long, default_value = "2-4", value_parser = parse_range)]
    pub opening: (usize, usize),
    /// Print every game.
    #[arg(long)]
    pub verbose: bool,
}

fn parse_range(text: &str) -> Result<(usize, usize), String> {
    let bad = || format!("'{text}' is not a number of moves or a range such as 2-4");
    let (low, high) = match text.split_once('-') {
        Some((low, high)) => (
            low.parse().map_err(|_| bad())?,
            high.parse().map_err(|_| bad())?,
        ),
        None => {
            let n = text.parse().map_err(|_| bad())?;
            (n, n)
        }
    };
    if low > high {
        Err(bad())
    } else {
        Ok((low, high))
    }
}

/// Plays the match, printing each game when asked and the tally at the end.
pub fn run(args: &MatchArgs, size: BoardSize) -> Result<(), Failure> {
    if args.opening.1 + 1 >= size.cells() {
        let longest = args.opening.1;
        return Err(format!("an opening of {longest} moves does not fit on {size}").into());
    }
    let setup = Setup {
        first: args.first,
        second: args.second,
        games: args.games,
        seed: args.seed,
        size,
        budget: Duration::from_millis(args.time_ms),
        opening: args.opening.0..=args.opening.1,
    };
    let mut played = 0;
    let mut out = std::io::stdout();
    // The games go on once the output fails (nothing stops the arena); the first
    // failure is what the command reports.
    let mut failed = None;
    let tally = arena::play(&setup, |record| {
        played += 1;
        if args.verbose {
            let result = match record.result {
                GameResult::Win => "win",
                GameResult::Draw => "draw",
                GameResult::Loss => "loss",
            };
            let mut line = format!(
                "game {played}: {} plays {:?}, opening {}, {result} for {}: {}",
                args.first, record.first_plays, record.opening, args.first, record.moves
            );
            if !record.unproven.is_empty() {
                let moves: Vec<String> = record.unproven.iter().map(|m| m.to_string()).collect();
                line += &format!(" (not proven: move {})", moves.join(", "));
            }
            if let Err(e) = writeln!(out, "{line}") {
                failed.get_or_insert(e);
            }
        }
    });
    if let Some(error) = failed {
        return Err(Failure::output(error));
    }
    write!(out, "{}", report(&setup, &tally)).map_err(Failure::output)
}

/// The summary: the games, the score, and each level's move times.
pub fn report(setup: &Setup, tally: &Tally) -> String {
    let (first, second) = (setup.first, setup.second);
    let mut out = format!(
        "{first} vs {second} on {}, {} games from {}-{} move openings (seed {})\n",
        setup.size,
        tally.games(),
        setup.opening.start(),
        setup.opening.end(),
        setup.seed
    );
    out += &format!(
        "{first}: {} wins, {} draws, {} losses: {first} scores {:.1} %\n",
        tally.wins,
        tally.draws,
        tally.losses,
        tally.score_percent()
    );
    for (level, timing) in [(first, &tally.first), (second, &tally.second)] {
        out += &timing_line(level, timing);
    }
    out
}

fn timing_line(level: Level, timing: &Timing) -> String {
    let mut line = format!(
        "{level} move time: median {:.1} ms, max {:.1} ms over {} moves",
        ms(timing.median()),
        ms(timing.max()),
        timing.times.len()
    );
    if level == Level::Perfect {
        line += &format!(", {} not proven", timing.unproven);
    }
    line + "\n"
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opening_lengths_parse() {
        assert_eq!(parse_range("2-4"), Ok((2, 4)));
        assert_eq!(parse_range("0"), Ok((0, 0)));
        assert!(parse_range("4-2").is_err());
        assert!(parse_range("x").is_err());
    }
}
