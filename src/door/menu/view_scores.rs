//! The scoreboard screen: a table of the player's matchups (the game, the other
//! side, won, drawn, lost, the current streak and the best), the one played last
//! first, scrolled to keep the highlighted row in sight.

use super::ScoreRow;
use super::marks::{Marks, highlighted, pointer};
use crate::shell::{Theme, centred_popup, fit, render_box};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Padding, Paragraph};
use unicode_width::UnicodeWidthStr;

/// The widest the box is drawn.
const WIDTH: u16 = 80;

/// The narrowest the column of the other side is cut to.
const LEAST_AGAINST: usize = 8;

const HEADERS: [&str; 7] = ["Game", "Against", "Won", "Drawn", "Lost", "Streak", "Best"];

pub(super) fn render_scores(
    rows: &[ScoreRow],
    row: usize,
    theme: &Theme,
    marks: &Marks,
    frame: &mut Frame,
    area: Rect,
) {
    let popup = centred_popup(area, WIDTH.min(area.width), area.height);
    let inner = usize::from(popup.width.saturating_sub(4));
    let title = format!(" Your scoreboard ({} matchups) ", rows.len());
    let body = if rows.is_empty() {
        vec![
            Line::raw(""),
            Line::raw("No games yet: your results are counted here as you play."),
        ]
    } else {
        table(rows, row, theme, marks, inner)
    };
    // The header stays; the rows scroll so that the highlighted one shows.
    let shown_rows = usize::from(popup.height.saturating_sub(3));
    let scroll = (row + 1).saturating_sub(shown_rows);
    let mut lines: Vec<Line> = body.iter().take(1).cloned().collect();
    lines.extend(body.into_iter().skip(1 + scroll));
    render_box(
        frame,
        theme,
        popup,
        title,
        Paragraph::new(lines),
        Padding::horizontal(1),
    );
}

/// The header, then one line per row, in columns: numbers to the right, the other
/// side cut to the width left over.
fn table(
    rows: &[ScoreRow],
    row: usize,
    theme: &Theme,
    marks: &Marks,
    width: usize,
) -> Vec<Line<'static>> {
    let cells: Vec<[String; 7]> = rows.iter().map(cells_of).collect();
    let mut widths: Vec<usize> = (0..HEADERS.len())
        .map(|column| {
            let widest = cells.iter().map(|cells| cells[column].width()).max();
            widest.unwrap_or(0).max(HEADERS[column].width())
        })
        .collect();
    // The pointer and the gaps between the columns, then the other side's share.
    let others: usize = 2 + 2 * (HEADERS.len() - 1) + widths.iter().sum::<usize>() - widths[1];
    widths[1] = widths[1].min(width.saturating_sub(others).max(LEAST_AGAINST));
    let header = format!("  {}", line_of(&HEADERS.map(String::from), &widths));
    let mut lines = vec![Line::raw(fit(&header, width))];
    lines.extend(cells.iter().enumerate().map(|(at, cells)| {
        let chosen = at == row;
        let text = format!("{} {}", pointer(marks, chosen), line_of(cells, &widths));
        highlighted(fit(&text, width), theme, chosen)
    }));
    lines
}

fn cells_of(row: &ScoreRow) -> [String; 7] {
    [
        row.game.clone(),
        row.against.clone(),
        row.won.to_string(),
        row.drawn.to_string(),
        row.lost.to_string(),
        row.streak.clone(),
        row.best.to_string(),
    ]
}

/// The cells padded to their columns: the first two and the streak to the left, the
/// numbers to the right.
fn line_of(cells: &[String; 7], widths: &[usize]) -> String {
    let padded: Vec<String> = cells
        .iter()
        .zip(widths)
        .enumerate()
        .map(|(column, (cell, &width))| {
            let cell = fit(cell, width);
            let pad = " ".repeat(width.saturating_sub(cell.width()));
            match column {
                0 | 1 | 5 => format!("{cell}{pad}"),
                _ => format!("{pad}{cell}"),
            }
        })
        .collect();
    padded.join("  ").trim_end().to_string()
}
