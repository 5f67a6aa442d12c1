//! The side panel: the score of this run, and the moves of the match, latest last.

use super::{Theme, panel_block};
use crate::app::Model;
use crate::game::Player;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

pub struct SidePanel<'a> {
    pub model: &'a Model,
    pub theme: &'a Theme,
}

impl Widget for SidePanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let [score, moves] =
            Layout::vertical([Constraint::Length(6), Constraint::Fill(1)]).areas(area);
        self.render_score(score, buf);
        self.render_moves(moves, buf);
    }
}

impl SidePanel<'_> {
    fn render_score(&self, area: Rect, buf: &mut Buffer) {
        let tally = &self.model.tally;
        let row = |label: Vec<Span<'static>>, count: u32| {
            let mut spans = label;
            spans.push(Span::raw(format!("{count:>4}")));
            Line::from(spans)
        };
        let lines = vec![
            row(self.player_label(Player::One), tally.wins.one),
            row(self.player_label(Player::Two), tally.wins.two),
            row(vec![Span::raw(format!("  {:<16}", "Draws"))], tally.draws),
            self.streak_line(),
        ];
        let title = format!(" Score {} ", self.model.game.size());
        Paragraph::new(lines)
            .style(self.theme.text)
            .block(panel_block(self.theme, title))
            .render(area, buf);
    }

    /// "Streak ●2  best ●3 ◆1": who is on a run of wins, and each side's longest.
    fn streak_line(&self) -> Line<'static> {
        let tally = &self.model.tally;
        let mut spans = vec![Span::raw("  Streak ")];
        match tally.streak {
            Some(streak) => {
                spans.push(self.glyph(streak.player));
                spans.push(Span::raw(streak.length.to_string()));
            }
            None => spans.push(Span::raw("-")),
        }
        spans.push(Span::raw("  best "));
        for player in Player::BOTH {
            spans.push(self.glyph(player));
            spans.push(Span::raw(format!("{} ", tally.best_streak[player])));
        }
        Line::from(spans)
    }

    fn glyph(&self, player: Player) -> Span<'static> {
        Span::styled(
            self.theme.glyphs[player].to_string(),
            self.theme.disc(player),
        )
    }

    fn player_label(&self, player: Player) -> Vec<Span<'static>> {
        vec![
            Span::styled(
                self.theme.glyphs[player].to_string(),
                self.theme.disc(player),
            ),
            Span::raw(format!(" {:<16.16}", self.model.name(player))),
        ]
    }

    fn render_moves(&self, area: Rect, buf: &mut Buffer) {
        let moves = self.model.game.moves();
        let lines: Vec<Line> = moves
            .iter()
            .enumerate()
            .map(|(index, played)| {
                Line::from(vec![
                    Span::raw(format!("{:>3}. ", index + 1)),
                    Span::styled(
                        self.theme.glyphs[played.player].to_string(),
                        self.theme.disc(played.player),
                    ),
                    Span::raw(format!(
                        " {} {}",
                        self.model.name(played.player),
                        played.cell.column + 1
                    )),
                ])
            })
            .collect();
        // Scrolled so the latest move is always on the last visible line.
        let visible = area.height.saturating_sub(2) as usize;
        let scroll = lines.len().saturating_sub(visible) as u16;
        Paragraph::new(lines)
            .style(self.theme.text)
            .scroll((scroll, 0))
            .block(panel_block(self.theme, " Moves "))
            .render(area, buf);
    }
}
