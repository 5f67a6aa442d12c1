//! The side panel in the puzzle mode: the puzzle (its number in the set, as `connect4
//! puzzles export` lists it, its goal and grade), the player's rating, streak and
//! counts, and the line played so far.

use super::Puzzling;
use crate::game::{ByPlayer, Player};
use crate::puzzle::Goal;
use crate::terminal::puzzles::PuzzleStanding;
use connect4_shell::{Theme, panel_block};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

pub struct PuzzlePanel<'a> {
    pub puzzling: &'a Puzzling,
    pub standing: &'a PuzzleStanding,
    pub names: &'a ByPlayer<String>,
    pub theme: &'a Theme,
}

impl Widget for PuzzlePanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let [about, line] =
            Layout::vertical([Constraint::Length(6), Constraint::Fill(1)]).areas(area);
        self.render_about(about, buf);
        self.render_line(line, buf);
    }
}

impl PuzzlePanel<'_> {
    fn render_about(&self, area: Rect, buf: &mut Buffer) {
        let puzzling = self.puzzling;
        let standing = self.standing;
        let title = match puzzling.daily {
            Some(_) => " Today's puzzle ".to_string(),
            None => format!(" Puzzle {} ", puzzling.index + 1),
        };
        let goal = match puzzling.puzzle.goal {
            Goal::WinIn(moves) => format!("Win in {moves}"),
            Goal::OnlyMove => "Only move".to_string(),
        };
        let lines = vec![
            Line::from(format!("  {goal} · grade {}", puzzling.puzzle.grade)),
            Line::from(format!(
                "  Rating {} ±{}",
                standing.rating, standing.deviation
            )),
            Line::from(format!(
                "  Streak {}  best {}",
                standing.streak, standing.best_streak
            )),
            Line::from(format!(
                "  Solved {}  missed {}",
                standing.solved, standing.failed
            )),
        ];
        Paragraph::new(lines)
            .style(self.theme.text)
            .block(panel_block(self.theme, title))
            .render(area, buf);
    }

    /// The moves played since the puzzle's position, the latest on the last line.
    fn render_line(&self, area: Rect, buf: &mut Buffer) {
        let game = self.puzzling.attempt.game();
        let start = self.puzzling.puzzle.moves.len();
        let lines: Vec<Line> = game.moves()[start..]
            .iter()
            .enumerate()
            .map(|(index, played)| {
                Line::from(vec![
                    Span::raw(format!("{:>3}. ", start + index + 1)),
                    self.glyph(played.player),
                    Span::raw(format!(
                        " {} {}",
                        self.names[played.player],
                        played.cell.column + 1
                    )),
                ])
            })
            .collect();
        let visible = area.height.saturating_sub(2) as usize;
        let scroll = lines.len().saturating_sub(visible) as u16;
        Paragraph::new(lines)
            .style(self.theme.text)
            .scroll((scroll, 0))
            .block(panel_block(self.theme, " Line "))
            .render(area, buf);
    }

    fn glyph(&self, player: Player) -> Span<'static> {
        Span::styled(
            self.theme.glyphs[player].to_string(),
            self.theme.disc(player),
        )
    }
}
