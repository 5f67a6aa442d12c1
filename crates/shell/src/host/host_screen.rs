//! Where a hosted game is on the screen: its board in the middle, where it stays
//! whatever the lines under it say (the last move and whose move it is, the tally,
//! and online how the connection is), each centred under it; the view draws there
//! and the mouse is read there.

use super::{Hosting, TerminalView};
use connect4_game::Player;
use ratatui::layout::{Constraint, Layout, Rect};

/// The block's parts on a screen of one size.
pub struct HostScreen {
    pub board: Rect,
    pub lines: Rect,
    /// The lines' text.
    pub text: String,
}

impl HostScreen {
    /// `game` laid out in `area`.
    pub fn of<G: TerminalView>(game: &Hosting<G>, area: Rect) -> HostScreen {
        let text = if game.lines_under {
            lines_under(game)
        } else {
            String::new()
        };
        let (width, height) = game.position.extent();
        let text_height = text.lines().count() as u16;
        let gap = u16::from(text_height > 0);
        let block = crate::centred(
            area,
            area.width,
            (height + gap + text_height).min(area.height),
        );
        let [board, _, lines] = Layout::vertical([
            Constraint::Length(height),
            Constraint::Length(gap),
            Constraint::Length(text_height),
        ])
        .areas(block);
        let board = crate::centred(board, width.min(board.width), board.height);
        HostScreen { board, lines, text }
    }

    /// Where `(x, y)` of the screen is on the board, from its top left corner.
    pub fn on_board(&self, x: u16, y: u16) -> Option<(u16, u16)> {
        let inside = self.board.contains(ratatui::layout::Position { x, y });
        inside.then(|| (x - self.board.x, y - self.board.y))
    }
}

/// The lines under the board: the last move and whose move it is (or why a move was
/// refused), the tally, and online how the connection and the opponent are.
fn lines_under<G: TerminalView>(game: &Hosting<G>) -> String {
    let (one, two) = (game.name(Player::One), game.name(Player::Two));
    let (wins, draws) = (game.tally.wins, game.tally.draws);
    let status = game.line();
    let text = format!(
        "{status}\n{one} {} · {two} {} · draws {draws}",
        wins.one, wins.two
    );
    // Already escaped where it is written.
    match &game.shell.online {
        Some(online) => format!("{text}\n{online}"),
        None => text,
    }
}
