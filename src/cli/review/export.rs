//! `connect4 review --export`: a Connect 4 match written as a record (`.c4n`), the
//! review of each move in the comment after it.

use super::lines::best_columns;
use crate::cli::failure::Failure;
use connect4_classic::ai::review::{Mark, ReviewedMove};
use connect4_classic::escape::escape_path;
use connect4_classic::record::{Record, write};
use std::io::Write;
use std::path::Path;

/// `record` with the review as a comment after each move, written to `to` (`-`:
/// standard output).
pub fn export(to: &Path, mut record: Record, reviewed: &[ReviewedMove]) -> Result<(), Failure> {
    record.comments = reviewed
        .iter()
        .enumerate()
        .map(|(ply, line)| (ply + 1, comment(line)))
        .collect();
    let text = write(&record);
    if to == Path::new("-") {
        return std::io::stdout()
            .lock()
            .write_all(text.as_bytes())
            .map_err(Failure::output);
    }
    std::fs::write(to, text)
        .map_err(|e| Failure::io(format!("cannot write {}", escape_path(to)), e))
}

/// A move's review as a comment: its value for the mover (`W21`), and when it was not
/// the best, its mark and the best columns with their value: `L20 ??, best 4 W21`.
fn comment(line: &ReviewedMove) -> String {
    match line.mark {
        Mark::Best => line.after.label(),
        mark => format!(
            "{} {}, best {} {}",
            line.after.label(),
            mark.symbol(),
            best_columns(line),
            line.before.label()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use connect4_classic::ai::Verdict;
    use connect4_classic::game::Column;

    #[test]
    fn a_mistake_s_comment_names_the_best_columns() {
        let mistake = ReviewedMove {
            column: Column::new(0),
            before: Verdict::Win { moves: 21 },
            after: Verdict::Loss { moves: 20 },
            best: vec![Column::new(3)],
            mark: Mark::Blunder,
            differ: true,
        };
        assert_eq!(comment(&mistake), "L20 ??, best 4 W21");
        let best = ReviewedMove {
            mark: Mark::Best,
            after: Verdict::Win { moves: 21 },
            ..mistake
        };
        assert_eq!(comment(&best), "W21");
    }
}
