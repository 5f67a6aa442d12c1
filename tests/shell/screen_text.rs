//! A program's screen as text, as a terminal of a given size shows it (TestBackend):
//! what the screen tests compare and snapshot. Colours are not in it.

use connect4::shell::{Program, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The screen `program` draws with `theme` on a terminal of `size`, a line each row,
/// trailing spaces cut.
pub fn screen_text(program: &impl Program, theme: &Theme, size: (u16, u16)) -> String {
    let mut terminal = Terminal::new(TestBackend::new(size.0, size.1)).unwrap();
    terminal.draw(|frame| program.view(theme, frame)).unwrap();
    let buffer = terminal.backend().buffer();
    (0..buffer.area.height)
        .map(|y| {
            let line: String = (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect();
            format!("{}\n", line.trim_end())
        })
        .collect()
}
