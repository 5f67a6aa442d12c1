//! What the status bar says in the puzzle mode: the task ("Red to play and win in
//! 5"), the answer awaited, or how the attempt ended and the refutation played.

use super::Puzzling;
use crate::ai::Verdict;
use crate::game::{ByPlayer, Player};
use crate::puzzle::{Goal, Stage, Target};

impl Puzzling {
    /// The player who solves the puzzle: the one to move in its position.
    pub fn solver(&self) -> Player {
        if self.puzzle.moves.len().is_multiple_of(2) {
            Player::One
        } else {
            Player::Two
        }
    }

    /// The status line's words after the solver's disc, `spinner` showing while the
    /// engine works.
    pub fn status(&self, names: &ByPlayer<String>, spinner: char) -> String {
        let (me, them) = (&names[self.solver()], &names[self.solver().other()]);
        let attempt = &self.attempt;
        let last = attempt.game().last_move().map(|m| m.column());
        match attempt.stage() {
            Stage::Reading if attempt.made() == 0 => {
                format!("{me} to play: find the only move {spinner}")
            }
            Stage::Reading => format!(
                "{them} answered {} · {spinner}",
                last.map_or(String::new(), |c| c.to_string())
            ),
            Stage::Answering => format!(
                "{me} played {} · {them} is answering {spinner}",
                last.map_or(String::new(), |c| c.to_string())
            ),
            Stage::YourMove => self.task(me),
            Stage::Solved if self.rated() => "Solved! · n opens the next puzzle".to_string(),
            Stage::Solved => "Solved (practice) · n opens the next puzzle".to_string(),
            Stage::Failed {
                played,
                verdict,
                refutation,
            } => {
                let what = failure(verdict);
                let wins = attempt.game().outcome().and_then(|o| o.winner()).is_some();
                match refutation {
                    Some(answer) if wins => {
                        format!(
                            "Not it: {played} {what}; {them} wins with {answer} · u tries again"
                        )
                    }
                    Some(answer) => {
                        format!("Not it: {played} {what}; {them} answers {answer} · u tries again")
                    }
                    None => format!("Not it: {played} {what} · u tries again"),
                }
            }
        }
    }

    /// "Red to play and win in 5", or for an only move the outcome it keeps.
    fn task(&self, me: &str) -> String {
        match (self.puzzle.goal, self.attempt.target()) {
            (Goal::WinIn(_), _) => {
                let left = self.attempt.moves_left().unwrap_or(1);
                format!("{me} to play and win in {left}")
            }
            (Goal::OnlyMove, target) => {
                let keeps = match target {
                    Some(Target::Win | Target::WinWithin(_)) => "the only move that wins",
                    Some(Target::LoseAfter(_)) => "the only move that holds out longest",
                    Some(Target::Draw) | None => "the only move that draws",
                };
                let again = if self.attempt.made() == 0 {
                    ""
                } else {
                    " again"
                };
                format!("{me} to play{again}: {keeps}")
            }
        }
    }
}

/// What a move that did not count leads to, in words.
fn failure(verdict: Verdict) -> String {
    match verdict {
        Verdict::Win { moves } => format!("wins too slowly (in {moves})"),
        Verdict::Draw => "only draws".to_string(),
        Verdict::Loss { .. } => "loses".to_string(),
        Verdict::Unknown => "does not keep the outcome".to_string(),
    }
}
