//! What the page's game moments read of a game: how many moves it has and where the
//! last disc went (a drop to animate and to hear), how it ended and for whom (the
//! banner, the win or loss heard), and what its Share button sends. Connect 4 and
//! checkers each say it once; nothing here changes the model.

use connect4::shell::{Overlay, Seats};
use connect4_checkers::Outcome as CheckersOutcome;
use connect4_checkers::terminal::CheckersModel;
use connect4_classic::game::{Cell, Game, Outcome, Player};
use connect4_classic::terminal::{Mode, Model, position_link};

/// How an ending feels at this screen: a win of a player here, a loss to the
/// computer or to someone elsewhere, or a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Feel {
    Win,
    Loss,
    Draw,
}

/// The game's end as the banner says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ending {
    /// "Red wins!", "A draw".
    pub title: String,
    /// "Four in a row, in 21 moves".
    pub detail: String,
    pub feel: Feel,
    /// Whether the game has a review to open (Connect 4's).
    pub reviews: bool,
}

/// What the Share button sends: words, and the link they are about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareFacts {
    pub text: String,
    pub link: String,
}

pub trait GameMoments {
    /// Moves played on the board in play.
    fn moves_played(&self) -> usize;

    /// The cell the disc played `back` moves before the last landed in (0: the
    /// last), and the board's rows (a game of dropped discs only).
    fn landed(&self, back: usize) -> Option<(Cell, usize)>;

    /// Whether the settings let a disc fall on screen (`[display] animation`).
    fn animates(&self) -> bool;

    /// The game's end, once over; shown while nothing else is open over the board.
    fn ending(&self) -> Option<Ending>;

    /// Whether the board is on screen with nothing over it (no box, review or share).
    fn board_bare(&self) -> bool;

    /// What sharing the game sends now.
    fn share(&self, page: &str) -> ShareFacts;
}

/// How `winner`'s win feels here: a loss when it came from a seat not at this
/// keyboard and the other seat is.
pub(crate) fn feel_of<L: Copy + PartialEq>(seats: &Seats<L>, winner: Option<Player>) -> Feel {
    match winner {
        None => Feel::Draw,
        Some(winner) if !seats.is_keyboard(winner) && seats.is_keyboard(winner.other()) => {
            Feel::Loss
        }
        Some(_) => Feel::Win,
    }
}

pub(crate) fn moves_said(count: usize) -> String {
    match count {
        1 => "in 1 move".to_string(),
        count => format!("in {count} moves"),
    }
}

/// The board Connect 4 shows: the puzzle's while one is open, else the match's.
fn on_board(model: &Model) -> &Game {
    model
        .puzzle
        .as_ref()
        .map_or(&model.game, |puzzling| puzzling.attempt.game())
}

impl GameMoments for Model {
    /// On the board shown, so a puzzle's moves fall and knock as a match's do (and
    /// opening or leaving one, which changes the count by more, does neither).
    fn moves_played(&self) -> usize {
        on_board(self).moves().len()
    }

    fn landed(&self, back: usize) -> Option<(Cell, usize)> {
        let shown = on_board(self);
        let played = shown.moves().iter().rev().nth(back)?;
        Some((played.cell, shown.size().rows()))
    }

    fn animates(&self) -> bool {
        self.settings.animation
    }

    fn ending(&self) -> Option<Ending> {
        let outcome = self.game.outcome()?;
        let winner = outcome.winner();
        let (title, how) = match (outcome, winner) {
            (Outcome::Win { .. }, Some(player)) => {
                (format!("{} wins!", self.name(player)), "Four in a row")
            }
            (_, Some(player)) => (format!("{} wins!", self.name(player)), "Decided"),
            (Outcome::Draw, None) => ("A draw".to_string(), "The board is full"),
            (_, None) => ("A draw".to_string(), "Agreed"),
        };
        Some(Ending {
            title,
            detail: format!("{how}, {}", moves_said(self.game.moves().len())),
            feel: feel_of(&self.settings.seats, winner),
            reviews: true,
        })
    }

    fn board_bare(&self) -> bool {
        self.mode() == Mode::GameOver
    }

    /// A finished position opens no link (there is nothing left to play), so the link
    /// of a match ended on the board is to the position before its last move: "can
    /// you find it?".
    fn share(&self, _: &str) -> ShareFacts {
        let mut shown = self.game.clone();
        let text = match self.game.outcome() {
            Some(outcome @ (Outcome::Win { .. } | Outcome::Draw)) => {
                shown.undo();
                let moves = moves_said(self.game.moves().len());
                match outcome.winner() {
                    Some(player) => format!(
                        "{} beat {} at Connect 4 {moves}. Can you find the winning move?",
                        self.name(player),
                        self.name(player.other())
                    ),
                    None => {
                        format!("A draw at Connect 4 {moves}. The position before the last move:")
                    }
                }
            }
            _ => format!(
                "A position of Connect 4, {} to move:",
                self.name(self.game.to_move())
            ),
        };
        ShareFacts {
            text,
            link: position_link(&self.settings.page, &shown),
        }
    }
}

impl GameMoments for CheckersModel {
    fn moves_played(&self) -> usize {
        self.game.moves().len()
    }

    fn landed(&self, _: usize) -> Option<(Cell, usize)> {
        None
    }

    fn animates(&self) -> bool {
        false
    }

    fn ending(&self) -> Option<Ending> {
        let outcome = self.game.outcome()?;
        let moves = moves_said(self.moves_played());
        let (title, detail, winner) = match outcome {
            CheckersOutcome::Win(color) => (
                format!("{} wins!", self.name(color)),
                format!("{} has no move left, {moves}", self.name(color.other())),
                Some(self.seat(color)),
            ),
            CheckersOutcome::Draw(_) => ("A draw".to_string(), format!("Drawn {moves}"), None),
        };
        Some(Ending {
            title,
            detail,
            feel: feel_of(&self.seats, winner),
            reviews: false,
        })
    }

    fn board_bare(&self) -> bool {
        self.shell.overlay == Overlay::None && self.shell.notices.is_empty()
    }

    /// Checkers has no position links: its moves, and the page to play it on.
    fn share(&self, page: &str) -> ShareFacts {
        let moves: Vec<String> = self.game.moves().iter().map(ToString::to_string).collect();
        let text = match self.ending() {
            Some(ending) => format!("{} A game of checkers: {}", ending.title, moves.join(" ")),
            None => format!("A game of checkers: {}", moves.join(" ")),
        };
        ShareFacts {
            text,
            link: page.to_string(),
        }
    }
}
