//! A hosted game's moments on the page (its end in the banner, its result heard, what
//! Share sends) and its screen: the terminal view drawn in the text grid, the canvas
//! beneath left blank (a hosted game paints nothing of its own).

use crate::board::board_canvas::BoardCanvas;
use crate::board::board_motion::Motion;
use crate::board::board_paint::{PaintsBoard, box_open};
use crate::cues::game_moments::{Ending, GameMoments, ShareFacts, feel_of, moves_said};
use connect4::shell::{Hosting, Program, TerminalView, Theme};
use connect4_classic::game::Cell;
use connect4_protocol::EndReason;
use ratatui::Frame;

impl<G: TerminalView> GameMoments for Hosting<G> {
    fn moves_played(&self) -> usize {
        self.moves.len()
    }

    /// No disc falls on the canvas: the board is text.
    fn landed(&self, _: usize) -> Option<(Cell, usize)> {
        None
    }

    fn animates(&self) -> bool {
        false
    }

    fn ending(&self) -> Option<Ending> {
        if !self.is_over() {
            return None;
        }
        let winner = self.winner();
        let title = match winner {
            Some(player) => format!("{} wins!", self.name(player)),
            None => "A draw".to_string(),
        };
        let moves = moves_said(self.moves.len());
        let reason = self.position.result().map(|result| result.reason);
        let detail = match reason.and_then(reason_words) {
            Some(how) => format!("{how}, {moves}"),
            None => format!("Decided {moves}"),
        };
        Some(Ending {
            title,
            detail,
            feel: feel_of(&self.seats, winner),
            reviews: false,
        })
    }

    fn board_bare(&self) -> bool {
        !box_open(&self.shell)
    }

    /// A hosted game has no position links: its moves, and the page to play it on.
    fn share(&self, page: &str) -> ShareFacts {
        let title = G::GAME.title();
        let moves = self.moves.join(" ");
        let text = match self.ending() {
            Some(ending) => format!("{} A game of {title}: {moves}", ending.title),
            None => format!("A game of {title}: {moves}"),
        };
        ShareFacts {
            text,
            link: page.to_string(),
        }
    }
}

/// How the rules' reason for an end reads in the banner; none for the players' own
/// reasons (the server's game says those).
fn reason_words(reason: EndReason) -> Option<&'static str> {
    Some(match reason {
        EndReason::FourInARow => "Four in a row",
        EndReason::BoardFull => "The board is full",
        EndReason::NoMoves => "No move left",
        EndReason::Repetition => "The same position a third time",
        EndReason::QuietMoves => "Too many moves without progress",
        _ => return None,
    })
}

impl<G: TerminalView> PaintsBoard for Hosting<G> {
    fn draw(&self, theme: &Theme, frame: &mut Frame, canvas: &mut BoardCanvas, _: &Motion) {
        self.view(theme, frame);
        canvas.clear();
        canvas.behind_box(box_open(&self.shell));
    }
}
