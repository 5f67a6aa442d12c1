//! The side panel: the score of this run, and the moves of the match, latest last.

use super::Review;
use super::judgement::judgement;
use crate::ai::Level;
use crate::game::{ByPlayer, Game, Player};
use connect4_shell::scoreboard::Tally;
use connect4_shell::{OnlineSeats, Seats, Theme, fit, panel_block};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use unicode_width::UnicodeWidthStr;

pub struct SidePanel<'a> {
    pub game: &'a Game,
    pub names: &'a ByPlayer<String>,
    /// Who plays each seat: the computer's seat shows its level.
    pub seats: &'a Seats<Level>,
    pub tally: &'a Tally,
    /// The review under way, if any: the move shown is marked, each judged.
    pub review: Option<&'a Review>,
    /// Each seat's rating and clock, in a match online.
    pub online: Option<&'a OnlineSeats>,
    pub theme: &'a Theme,
}

impl Widget for SidePanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let clock_line = u16::from(self.clocks().is_some());
        let [score, moves] =
            Layout::vertical([Constraint::Length(6 + clock_line), Constraint::Fill(1)]).areas(area);
        self.render_score(score, buf);
        self.render_moves(moves, buf);
    }
}

impl SidePanel<'_> {
    fn name(&self, player: Player) -> &str {
        &self.names[player]
    }

    fn render_score(&self, area: Rect, buf: &mut Buffer) {
        let tally = self.tally;
        let row = |label: Vec<Span<'static>>, count: u32| {
            let mut spans = label;
            spans.push(Span::raw(format!("{count:>4}")));
            Line::from(spans)
        };
        let mut lines = vec![
            row(self.player_label(Player::One), tally.wins.one),
            row(self.player_label(Player::Two), tally.wins.two),
            row(vec![Span::raw(format!("  {:<16}", "Draws"))], tally.draws),
            self.streak_line(),
        ];
        lines.extend(self.clock_line());
        let title = self.title(area.width.saturating_sub(2) as usize);
        Paragraph::new(lines)
            .style(self.theme.text)
            .block(panel_block(self.theme, title))
            .render(area, buf);
    }

    /// The matchup the panel counts: " Red v Yellow · 7x6 ", cut to fit `width`.
    fn title(&self, width: usize) -> String {
        let names = format!("{} v {}", self.name(Player::One), self.name(Player::Two));
        let size = format!(" · {} ", self.game.size());
        let room = width.saturating_sub(size.width() + 1);
        format!(" {}{size}", fit(&names, room))
    }

    /// "Streak ●2  best ●3 ◆1": who is on a run of wins, and each side's longest.
    fn streak_line(&self) -> Line<'static> {
        let tally = self.tally;
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

    fn clocks(&self) -> Option<&ByPlayer<String>> {
        self.online?.clocks.as_ref()
    }

    /// "Clock  ●4:58  ◆5:00": each side's time left in a game online with a clock.
    fn clock_line(&self) -> Option<Line<'static>> {
        let clocks = self.clocks()?;
        let mut spans = vec![Span::raw("  Clock  ")];
        for player in Player::BOTH {
            spans.push(self.glyph(player));
            spans.push(Span::raw(format!("{}  ", clocks[player])));
        }
        Some(Line::from(spans))
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
            Span::raw(format!(" {:<16}", self.label(player))),
        ]
    }

    /// The player's name, with the computer's level or the player's rating online
    /// after it: "Yellow (perfect)", "ann (1516)", the name shortened first so the
    /// level or rating always shows.
    fn label(&self, player: Player) -> String {
        let name = self.name(player);
        let rating = self.online.and_then(|online| online.tags[player].clone());
        let tag = self
            .seats
            .computer(player)
            .map(|l| l.to_string())
            .or(rating);
        match tag {
            Some(tag) => {
                let tag = format!(" ({tag})");
                format!("{}{tag}", fit(name, LABEL_WIDTH - tag.width()))
            }
            None => fit(name, LABEL_WIDTH),
        }
    }

    fn render_moves(&self, area: Rect, buf: &mut Buffer) {
        let moves = self.game.moves();
        let lines: Vec<Line> = (0..moves.len())
            .map(|index| self.move_line(index))
            .collect();
        // The latest move (in a review, the move shown) is kept on the last visible
        // line, or as near it as the list allows.
        let shown = self.review.map_or(moves.len(), |r| r.ply);
        let visible = area.height.saturating_sub(2) as usize;
        let scroll = shown.min(lines.len()).saturating_sub(visible) as u16;
        Paragraph::new(lines)
            .style(self.theme.text)
            .scroll((scroll, 0))
            .block(panel_block(self.theme, " Moves "))
            .render(area, buf);
    }

    /// "  7. ● Red 4", or in a review "  7. ● 4  W5→L3 ??" with the move shown
    /// highlighted.
    fn move_line(&self, index: usize) -> Line<'static> {
        let played = self.game.moves()[index];
        let mut spans = vec![
            Span::raw(format!("{:>3}. ", index + 1)),
            self.glyph(played.player),
        ];
        let column = played.cell.column + 1;
        let Some(review) = self.review else {
            spans.push(Span::raw(format!(" {} {column}", self.name(played.player))));
            return Line::from(spans);
        };
        spans.push(Span::raw(format!(" {column:<3}")));
        spans.extend(judgement(
            review.judged(self.game, index).as_ref(),
            self.theme,
        ));
        let line = Line::from(spans);
        if review.ply == index + 1 {
            line.patch_style(Modifier::REVERSED)
        } else {
            line
        }
    }
}

/// Columns for a player's label on the score lines.
const LABEL_WIDTH: usize = 16;
