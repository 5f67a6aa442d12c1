//! The review's text: every move of a Connect 4 match judged by the perfect player,
//! one line a move, for `connect4 review` of a move string or of a record file.

use connect4_classic::ai::accuracy::accuracy;
use connect4_classic::ai::review::{ReviewedMove, review_game};
use connect4_classic::ai::{Perfect, Verdict};
use connect4_classic::game::{Game, Player};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Every move of `game` reviewed by the perfect player, `time_ms` at most a position,
/// with a progress bar on a terminal's stderr.
pub fn review(game: &Game, time_ms: u64) -> Vec<ReviewedMove> {
    let progress = progress_bar(game.moves().len());
    let stop = Arc::new(AtomicBool::new(false));
    let per_move = Duration::from_millis(time_ms);
    let reviewed = review_game(&mut Perfect::default(), game, per_move, &stop, |done| {
        progress.set_position(done as u64)
    })
    .expect("nothing stops the review");
    progress.finish_and_clear();
    reviewed
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
/// columns; then a line per player with their accuracy (`ai::accuracy`).
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
    for (number, player) in [(1, Player::One), (2, Player::Two)] {
        let figures = accuracy(reviewed, Player::One, player);
        writeln!(out, "accuracy  player {number}  {}", figures.words())?;
    }
    Ok(())
}

/// The best columns, `4,5`, or `?` when the position was not solved.
pub fn best_columns(line: &ReviewedMove) -> String {
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
             2     1       2  ?       L20    unknown  ?\n\
             accuracy  player 1  100% best moves, average loss 0.0 (1 move)\n\
             accuracy  player 2  no move where the choice mattered\n"
        );
    }
}
