//! What checkers asks of its engine, and how an engine answers: the computer's move,
//! a hint (the best move for the player to move), or the computer's answer to a draw
//! offered. Both edges (the terminal's thread, the page's worker) run [`answer`].

use super::CheckersMessage;
use crate::{Board, Computer, Level};
use std::sync::atomic::AtomicBool;

/// What a job of the engine is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's move, at its level.
    Move,
    /// The best move for the person to move: always searched as hard plays.
    Hint,
    /// Whether the computer, at its level, takes the draw the person offered.
    Draw,
}

/// One job for the engine: the position, the computer's level, and what it is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Think {
    pub ticket: u64,
    pub board: Board,
    /// The positions since the last capture or man's move, oldest first: the computer
    /// keeps away from them when ahead, as going back to one draws.
    pub history: Vec<Board>,
    pub level: Level,
    pub purpose: Purpose,
}

/// The engine's answer to `job`, or `None` when it was stopped first.
pub fn answer(computer: &mut Computer, job: &Think, stop: &AtomicBool) -> Option<CheckersMessage> {
    let ticket = job.ticket;
    Some(match job.purpose {
        Purpose::Move => CheckersMessage::ComputerMoved {
            ticket,
            mv: computer.choose_after(&job.board, &job.history, job.level, stop)?,
        },
        Purpose::Hint => CheckersMessage::HintFound {
            ticket,
            mv: computer.choose_after(&job.board, &job.history, Level::Hard, stop)?,
        },
        Purpose::Draw => CheckersMessage::DrawAnswered {
            ticket,
            accepted: computer.takes_draw(&job.board, job.level, stop)?,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use std::time::Duration;

    fn job(board: Board, purpose: Purpose) -> Think {
        Think {
            ticket: 7,
            board,
            history: Vec::new(),
            level: Level::Medium,
            purpose,
        }
    }

    #[test]
    fn the_computer_refuses_a_draw_when_it_is_ahead_and_takes_one_when_behind() {
        let mut computer = Computer::with_seed(1, Duration::from_millis(200));
        let stop = AtomicBool::new(false);
        // Black (the person, to move) has lost three men; then White has.
        let behind: Board = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9"
            .parse()
            .unwrap();
        let ahead: Board = "B:W24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
            .parse()
            .unwrap();
        assert_eq!(
            answer(&mut computer, &job(behind, Purpose::Draw), &stop),
            Some(CheckersMessage::DrawAnswered {
                ticket: 7,
                accepted: false
            })
        );
        let mut computer = Computer::with_seed(1, Duration::from_millis(200));
        let answered = answer(&mut computer, &job(ahead, Purpose::Draw), &stop);
        assert_eq!(
            answered,
            Some(CheckersMessage::DrawAnswered {
                ticket: 7,
                accepted: true
            })
        );
    }

    #[test]
    fn with_four_pieces_the_draw_offer_is_answered_from_the_endgame_database() {
        let stop = AtomicBool::new(false);
        let mut computer = Computer::with_seed(1, Duration::from_millis(200));
        // Black, offering, has a king against two men: behind in material, but the
        // database knows it holds the draw, so the computer takes it.
        let drawn: Board = "B:W25,29:BK13".parse().unwrap();
        // White, offering, has one king to two: it loses.
        let losing: Board = "W:WK1:BK14,K15".parse().unwrap();
        for (board, accepted) in [(drawn, true), (losing, false)] {
            let answered = answer(&mut computer, &job(board, Purpose::Draw), &stop);
            assert_eq!(
                answered,
                Some(CheckersMessage::DrawAnswered {
                    ticket: 7,
                    accepted
                }),
                "{board}"
            );
        }
    }

    #[test]
    fn a_hint_is_a_legal_move_for_the_side_to_move() {
        let game = Game::new();
        let mut computer = Computer::with_seed(1, Duration::from_millis(200));
        let stop = AtomicBool::new(false);
        let Some(CheckersMessage::HintFound { mv, .. }) =
            answer(&mut computer, &job(*game.board(), Purpose::Hint), &stop)
        else {
            panic!("a hint was expected");
        };
        assert!(game.legal_moves().contains(&mv));
    }
}
