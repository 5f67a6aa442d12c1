//! What a move leads to, in words a player understands: win, draw or loss, and when.

use crate::game::BoardSize;

/// The result of a move with perfect play from both sides afterwards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// The player to move wins; `moves` counts their own moves, this one included.
    Win {
        moves: u32,
    },
    Draw,
    /// The opponent wins; `moves` counts the opponent's moves until their four.
    Loss {
        moves: u32,
    },
    /// Not solved within the time allowed.
    Unknown,
}

impl Verdict {
    /// Reads a solver score for a move: the score of the position after it, from the
    /// point of view of the player who made it (positive wins), on a board where
    /// `played` discs were down before the move.
    ///
    /// A win completed with the winner's k-th disc scores `cells/2 + 1 - k`, so the
    /// winner's remaining moves are k minus the discs they have already played.
    pub fn from_score(score: i32, size: BoardSize, played: usize) -> Verdict {
        let best = (size.cells() / 2 + 1) as i32;
        let mover_discs = (played / 2) as i32;
        let opponent_discs = played.div_ceil(2) as i32;
        match score {
            0 => Verdict::Draw,
            s if s > 0 => Verdict::Win {
                moves: (best - s - mover_discs).max(1) as u32,
            },
            s => Verdict::Loss {
                moves: (best + s - opponent_discs).max(1) as u32,
            },
        }
    }

    /// What the label says, in words: "wins in 3 moves", "a draw", "loses in 5
    /// moves" (the opponent's), "not worked out yet".
    pub fn words(self) -> String {
        let moves = |n: u32| {
            if n == 1 {
                "1 move".to_string()
            } else {
                format!("{n} moves")
            }
        };
        match self {
            Verdict::Win { moves: 1 } => "wins with this move".to_string(),
            Verdict::Win { moves: n } => format!("wins in {}", moves(n)),
            Verdict::Draw => "a draw".to_string(),
            Verdict::Loss { moves: n } => format!("loses in {}", moves(n)),
            Verdict::Unknown => "not worked out yet".to_string(),
        }
    }

    /// One line telling what the labels of `verdicts` (a hint a column) mean, with
    /// the first of each kind as its example: "W20 wins in 20 moves · L17 loses in
    /// 17 moves"; none without a hint.
    pub fn legend(verdicts: &[Option<Verdict>]) -> Option<String> {
        // The first of each kind, in the order wins, draws, losses, unknowns.
        let mut firsts: [Option<Verdict>; 4] = [None; 4];
        for &verdict in verdicts.iter().flatten() {
            let kind = match verdict {
                Verdict::Win { .. } => 0,
                Verdict::Draw => 1,
                Verdict::Loss { .. } => 2,
                Verdict::Unknown => 3,
            };
            firsts[kind].get_or_insert(verdict);
        }
        let parts: Vec<String> = firsts
            .iter()
            .flatten()
            .map(|kind| format!("{} {}", kind.label(), kind.words()))
            .collect();
        (!parts.is_empty()).then(|| parts.join(" · "))
    }

    /// A short label for a hint cell: "W3", "D", "L5", "?".
    pub fn label(self) -> String {
        match self {
            Verdict::Win { moves } => format!("W{moves}"),
            Verdict::Draw => "D".to_string(),
            Verdict::Loss { moves } => format!("L{moves}"),
            Verdict::Unknown => "?".to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_legend_says_each_kind_of_label_once_in_words() {
        let hints = [
            Some(Verdict::Loss { moves: 17 }),
            None,
            Some(Verdict::Win { moves: 20 }),
            Some(Verdict::Loss { moves: 14 }),
            Some(Verdict::Draw),
        ];
        assert_eq!(
            Verdict::legend(&hints).as_deref(),
            Some("W20 wins in 20 moves · D a draw · L17 loses in 17 moves")
        );
        assert_eq!(Verdict::Win { moves: 1 }.words(), "wins with this move");
        assert_eq!(Verdict::Loss { moves: 1 }.words(), "loses in 1 move");
        assert_eq!(Verdict::legend(&[None, None]), None);
    }

    #[test]
    fn winning_at_once_is_a_win_in_one() {
        // After "121212" the first player wins with column 1: their 4th disc, score
        // 22 - 4 = 18 on 7x6.
        assert_eq!(
            Verdict::from_score(18, BoardSize::STANDARD, 6),
            Verdict::Win { moves: 1 }
        );
    }

    #[test]
    fn a_loss_counts_the_opponents_moves() {
        // Second player to move (7 discs down); the first player will win with their
        // 5th disc (score -(22 - 5) = -17): they have 4 down, so one more move.
        assert_eq!(
            Verdict::from_score(-17, BoardSize::STANDARD, 7),
            Verdict::Loss { moves: 1 }
        );
        assert_eq!(
            Verdict::from_score(-15, BoardSize::STANDARD, 7),
            Verdict::Loss { moves: 3 }
        );
    }

    #[test]
    fn labels_are_short() {
        assert_eq!(Verdict::Win { moves: 3 }.label(), "W3");
        assert_eq!(Verdict::Draw.label(), "D");
        assert_eq!(Verdict::Loss { moves: 12 }.label(), "L12");
    }
}
