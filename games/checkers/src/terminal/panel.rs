//! The checkers side panel, as Connect 4's: each seat's wins beside the glyph of the
//! colour it plays this game and, for the computer, its level (`◆ White (hard)`); the
//! draws; and below, the moves in the standard notation on a score sheet, one line per
//! move pair (`1. 11-15    23-19`), the last ones kept in view.

use super::board::side_disc;
use crate::{Color, Move};
use connect4_game::seat::{ByPlayer, Player};
use connect4_shell::fit;
use connect4_shell::scoreboard::Tally;
use connect4_shell::{Theme, panel_block};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use unicode_width::UnicodeWidthStr;

/// Columns for a seat's name (and level) on the score lines, as Connect 4's panel.
const LABEL_WIDTH: usize = 16;
/// Columns for Black's move on a score sheet line: a double jump (`11x18x25`) fits.
const FIRST_MOVE_WIDTH: usize = 8;

pub struct CheckersPanel<'a> {
    pub names: &'a ByPlayer<String>,
    /// Each seat's computer level, where the computer plays it, or its rating in a
    /// game online.
    pub levels: ByPlayer<Option<&'a str>>,
    /// Each seat's time left, in a game online with a clock.
    pub clocks: Option<&'a ByPlayer<String>>,
    /// The seat playing Black this game.
    pub black: Player,
    pub tally: &'a Tally,
    pub moves: &'a [Move],
    /// The side that moved first: Black, unless the game was set up with White to move.
    pub first: Color,
    pub theme: &'a Theme,
}

impl Widget for CheckersPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let clock_line = u16::from(self.clocks.is_some());
        let [score, moves] =
            Layout::vertical([Constraint::Length(5 + clock_line), Constraint::Fill(1)]).areas(area);
        let mut lines = vec![
            self.seat_line(Player::One),
            self.seat_line(Player::Two),
            Line::raw(format!(
                "  {:<LABEL_WIDTH$}{:>4}",
                "Draws", self.tally.draws
            )),
        ];
        lines.extend(self.clock_line());
        Paragraph::new(lines)
            .style(self.theme.text)
            .block(panel_block(self.theme, " Checkers "))
            .render(score, buf);
        let width = moves.width.saturating_sub(2) as usize;
        let sheet = score_sheet(self.moves, self.first, width);
        // The last move stays on the last line that shows.
        let visible = moves.height.saturating_sub(2) as usize;
        let scroll = sheet.len().saturating_sub(visible) as u16;
        Paragraph::new(sheet.into_iter().map(Line::raw).collect::<Vec<_>>())
            .style(self.theme.text)
            .scroll((scroll, 0))
            .block(panel_block(self.theme, " Moves "))
            .render(moves, buf);
    }
}

impl CheckersPanel<'_> {
    /// "Clock  ●4:58  ◆5:00": each seat's time left, after the glyph of its colour.
    fn clock_line(&self) -> Option<Line<'static>> {
        let clocks = self.clocks?;
        let mut spans = vec![Span::raw("  Clock  ")];
        for seat in Player::BOTH {
            let disc = side_disc(self.color_of(seat));
            spans.push(Span::styled(
                self.theme.glyphs[disc].to_string(),
                self.theme.disc(disc),
            ));
            spans.push(Span::raw(format!("{}  ", clocks[seat])));
        }
        Some(Line::from(spans))
    }

    fn color_of(&self, seat: Player) -> Color {
        if seat == self.black {
            Color::Black
        } else {
            Color::White
        }
    }

    /// "◆ White (hard)        2": the glyph of the colour the seat plays, its name
    /// (shortened first so the computer's level always shows) and its wins.
    fn seat_line(&self, seat: Player) -> Line<'static> {
        let disc = side_disc(self.color_of(seat));
        let name = &self.names[seat];
        let label = match self.levels[seat] {
            Some(level) => {
                let level = format!(" ({level})");
                format!("{}{level}", fit(name, LABEL_WIDTH - level.width()))
            }
            None => fit(name, LABEL_WIDTH),
        };
        Line::from(vec![
            Span::styled(self.theme.glyphs[disc].to_string(), self.theme.disc(disc)),
            Span::raw(format!(
                " {label:<LABEL_WIDTH$}{:>4}",
                self.tally.wins[seat]
            )),
        ])
    }
}

/// The moves as a score sheet, `width` columns wide: "  1. 11-15    23-19", a move
/// pair a line (White's move on a line of its own when the pair does not fit), and
/// "1. ..." before White's move when White moved first.
pub fn score_sheet(moves: &[Move], first: Color, width: usize) -> Vec<String> {
    let mut written: Vec<String> = Vec::with_capacity(moves.len() + 1);
    if first == Color::White {
        written.push("...".to_string());
    }
    written.extend(moves.iter().map(ToString::to_string));
    let mut lines = Vec::new();
    for (pair, played) in written.chunks(2).enumerate() {
        let number = format!("{:>3}. ", pair + 1);
        let black = &played[0];
        let Some(white) = played.get(1) else {
            lines.push(format!("{number}{black}"));
            continue;
        };
        let line = format!("{number}{black:<FIRST_MOVE_WIDTH$} {white}");
        if line.width() <= width {
            lines.push(line);
        } else {
            lines.push(format!("{number}{black}"));
            let indent = number.len() + FIRST_MOVE_WIDTH + 1;
            lines.push(format!("{}{white}", " ".repeat(indent)));
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;

    fn moves(notation: &[&str]) -> Vec<Move> {
        let mut game = Game::new();
        for text in notation {
            game.play_notation(text).unwrap();
        }
        game.moves().to_vec()
    }

    #[test]
    fn the_sheet_numbers_move_pairs() {
        let played = moves(&["11-15", "23-19", "8-11"]);
        assert_eq!(
            score_sheet(&played, Color::Black, 24),
            ["  1. 11-15    23-19", "  2. 8-11"]
        );
    }

    #[test]
    fn a_pair_too_wide_puts_whites_move_below() {
        let played = moves(&["11-15", "23-19"]);
        assert_eq!(
            score_sheet(&played, Color::Black, 16),
            ["  1. 11-15", "              23-19"]
        );
    }

    #[test]
    fn white_moving_first_leaves_blacks_place_empty() {
        let mut game = Game::from_board("W:W22:B11".parse().unwrap());
        game.play_notation("22-18").unwrap();
        game.play_notation("11-15").unwrap();
        assert_eq!(
            score_sheet(game.moves(), Color::White, 24),
            ["  1. ...      22-18", "  2. 11-15"]
        );
    }
}
