//! `connect4 review`: the post-game review as text, one line per move, for scripts.

use super::failure::Failure;
use clap::Args;
use connect4_classic::ai::review::{REVIEW_TIME_PER_MOVE, ReviewedMove, review_game};
use connect4_classic::ai::{Perfect, Verdict};
use connect4_classic::game::{BoardSize, Game};
use connect4_classic::seat::Player;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Options of `connect4 review`.
#[derive(Debug, Clone, Args)]
pub struct ReviewArgs {
    #[command(flatten)]
    pub board: super::BoardArgs,
    /// The longest time spent solving one position, in milliseconds; a verdict not
    /// found in time prints as `?`.
    #[arg(long, default_value_t = REVIEW_TIME_PER_MOVE.as_millis() as u64)]
    pub time_ms: u64,
    /// The match as 1-based column digits (`44455554221`; `0` is column 10).
    pub moves: String,
}

/// Reviews the match and prints one line per move on standard output.
pub fn run(args: &ReviewArgs, size: BoardSize) -> Result<(), Failure> {
    let game = Game::from_notation(size, Player::One, &args.moves).map_err(|e| {
        let quoted = connect4_classic::escape::escape_cut(&args.moves, 60);
        format!("invalid match \"{quoted}\": {e}")
    })?;
    let progress = progress_bar(game.moves().len());
    let stop = Arc::new(AtomicBool::new(false));
    let per_move = Duration::from_millis(args.time_ms);
    let reviewed = review_game(&mut Perfect::default(), &game, per_move, &stop, |done| {
        progress.set_position(done as u64)
    })
    .expect("nothing stops the review");
    progress.finish_and_clear();
    let mut out = std::io::stdout().lock();
    write_review(&mut out, &reviewed).map_err(Failure::output)
}

/// A bar with an estimate on stderr; indicatif draws nothing when stderr is not a
/// terminal, so a script's output stays clean.
fn progress_bar(moves: usize) -> ProgressBar {
    let bar = ProgressBar::new(moves as u64);
    bar.set_style(
        ProgressStyle::with_template("reviewing {bar:30} {pos}/{len} moves, about {eta} left")
            .expect("a valid template"),
    );
    bar
}

/// The header and one line per move: ply, column, who moved (1 starts), the value of
/// the position for the mover before the move and after it, the mark, the best
/// columns.
pub fn write_review(out: &mut impl Write, reviewed: &[ReviewedMove]) -> std::io::Result<()> {
    writeln!(out, "ply  move  player  before  after  mark     best")?;
    for (index, line) in reviewed.iter().enumerate() {
        writeln!(
            out,
            "{:>3}  {:>4}  {:>6}  {:<6}  {:<5}  {:<7}  {}",
            index + 1,
            line.column.to_char(),
            index % 2 + 1,
            line.before.label(),
            line.after.label(),
            line.mark.symbol(),
            best_columns(line),
        )?;
    }
    Ok(())
}

fn best_columns(line: &ReviewedMove) -> String {
    if line.best.is_empty() || line.before == Verdict::Unknown {
        return "?".to_string();
    }
    line.best
        .iter()
        .map(|column| column.to_char().to_string())
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;
    use connect4_classic::ai::review::Mark;
    use connect4_classic::game::Column;

    #[test]
    fn lines_line_up_and_say_unknown_as_a_question_mark() {
        let reviewed = [
            ReviewedMove {
                column: Column::new(3),
                before: Verdict::Win { moves: 21 },
                after: Verdict::Win { moves: 21 },
                best: vec![Column::new(3)],
                mark: Mark::Best,
                differ: true,
            },
            ReviewedMove {
                column: Column::new(0),
                before: Verdict::Unknown,
                after: Verdict::Loss { moves: 20 },
                best: vec![],
                mark: Mark::Unknown,
                differ: false,
            },
        ];
        let mut out = Vec::new();
        write_review(&mut out, &reviewed).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "ply  move  player  before  after  mark     best\n  \
             1     4       1  W21     W21    best     4\n  \
             2     1       2  ?       L20    unknown  ?\n"
        );
    }
}
