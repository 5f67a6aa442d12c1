//! How well a player played a match, in two figures read off its review (the exact
//! values of every column before each move):
//!
//! - **best moves**: the share of the player's moves that kept the position's best
//!   value, counted only where the columns differ in value (a forced move, or a
//!   position where every column draws, says nothing of the player);
//! - **average loss**: what the moves gave away, in points of a game worth 100 to win,
//!   50 to draw and 0 to lose, where each move a win is put off (or a loss hastened)
//!   costs a point, up to 20; averaged over the same moves. 0 is perfect play; a win
//!   thrown into a draw costs 30 to 50 at once.
//!
//! A move whose position is not solved (`Mark::Unknown`) is left out of both.

use super::Verdict;
use super::review::{Mark, ReviewedMove};
use crate::game::Player;

/// The most a win's (or a loss's) length moves its worth: a slow win stays above a
/// draw, a slow loss below it.
const LENGTH_POINTS: u32 = 20;

/// One player's figures over a match.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Accuracy {
    /// The moves counted: in positions whose columns differ in value, all known.
    pub counted: usize,
    /// Of those, the moves that kept the best value.
    pub best: usize,
    /// The points given away, summed over the moves counted.
    pub lost: u32,
}

impl Accuracy {
    /// The share of best moves, 0 to 100; `None` when no move was counted.
    pub fn best_percent(&self) -> Option<f64> {
        (self.counted > 0).then(|| 100.0 * self.best as f64 / self.counted as f64)
    }

    /// The points given away per move counted; `None` when no move was counted.
    pub fn average_loss(&self) -> Option<f64> {
        (self.counted > 0).then(|| f64::from(self.lost) / self.counted as f64)
    }

    /// "82% best, loss 3.4": the figures in short, for a status line; what is said
    /// when there are none.
    pub fn brief(&self) -> String {
        match (self.best_percent(), self.average_loss()) {
            (Some(best), Some(loss)) => format!("{best:.0}% best, loss {loss:.1}"),
            _ => "no choice that mattered".to_string(),
        }
    }

    /// "82% best moves, average loss 3.4 (11 moves)", or why there is no figure.
    pub fn words(&self) -> String {
        match (self.best_percent(), self.average_loss()) {
            (Some(best), Some(loss)) => {
                let moves = if self.counted == 1 { "move" } else { "moves" };
                format!(
                    "{best:.0}% best moves, average loss {loss:.1} ({} {moves})",
                    self.counted
                )
            }
            _ => "no move where the choice mattered".to_string(),
        }
    }
}

/// The figures of `player` over the reviewed moves of a match that `first` started.
pub fn accuracy(reviewed: &[ReviewedMove], first: Player, player: Player) -> Accuracy {
    let mut figures = Accuracy {
        counted: 0,
        best: 0,
        lost: 0,
    };
    let mut mover = first;
    for reviewed in reviewed {
        if mover == player && reviewed.differ && reviewed.mark != Mark::Unknown {
            figures.counted += 1;
            figures.best += usize::from(reviewed.mark == Mark::Best);
            figures.lost += worth(reviewed.before).saturating_sub(worth(reviewed.after));
        }
        mover = mover.other();
    }
    figures
}

/// What a position is worth to the player to move, in points of 100.
fn worth(verdict: Verdict) -> u32 {
    let length = |moves: u32| moves.saturating_sub(1).min(LENGTH_POINTS);
    match verdict {
        Verdict::Win { moves } => 100 - length(moves),
        Verdict::Draw | Verdict::Unknown => 50,
        Verdict::Loss { moves } => length(moves),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Column;

    fn reviewed(before: Verdict, after: Verdict, mark: Mark, differ: bool) -> ReviewedMove {
        ReviewedMove {
            column: Column::new(0),
            before,
            after,
            best: Vec::new(),
            mark,
            differ,
        }
    }

    const W3: Verdict = Verdict::Win { moves: 3 };
    const W5: Verdict = Verdict::Win { moves: 5 };
    const D: Verdict = Verdict::Draw;
    const L4: Verdict = Verdict::Loss { moves: 4 };

    #[test]
    fn each_player_is_judged_on_their_own_moves_where_the_choice_mattered() {
        let moves = [
            reviewed(W3, W3, Mark::Best, true),       // one: best
            reviewed(L4, L4, Mark::Best, false),      // two: forced, not counted
            reviewed(W3, W5, Mark::Inaccuracy, true), // one: 2 points
            reviewed(D, L4, Mark::Blunder, true),     // two: 50 - 3 = 47 points
            reviewed(W5, D, Mark::Mistake, true),     // one: 96 - 50 = 46 points
            reviewed(D, D, Mark::Unknown, true),      // two: not solved, not counted
        ];
        let one = accuracy(&moves, Player::One, Player::One);
        assert_eq!((one.counted, one.best, one.lost), (3, 1, 48));
        assert_eq!(one.words(), "33% best moves, average loss 16.0 (3 moves)");
        assert_eq!(one.brief(), "33% best, loss 16.0");
        let two = accuracy(&moves, Player::One, Player::Two);
        assert_eq!((two.counted, two.best, two.lost), (1, 0, 47));
        let started_by_two = accuracy(&moves, Player::Two, Player::Two);
        assert_eq!(
            started_by_two.counted, 3,
            "the moves alternate from the starter"
        );
    }

    #[test]
    fn a_slow_win_stays_above_a_draw_and_a_slow_loss_below_it() {
        let slow_win = Verdict::Win { moves: 30 };
        let slow_loss = Verdict::Loss { moves: 30 };
        assert!(worth(slow_win) > worth(D) && worth(D) > worth(slow_loss));
        assert_eq!(worth(Verdict::Win { moves: 1 }), 100);
        assert_eq!(worth(Verdict::Loss { moves: 1 }), 0);
    }

    #[test]
    fn a_match_of_forced_moves_has_no_figure() {
        let moves = [reviewed(D, D, Mark::Best, false)];
        let none = accuracy(&moves, Player::One, Player::One);
        assert_eq!(none.best_percent(), None);
        assert_eq!(none.words(), "no move where the choice mattered");
        assert_eq!(none.brief(), "no choice that mattered");
    }
}
