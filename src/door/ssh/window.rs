//! The size a remote terminal is drawn at. A client states its window's size, and the
//! app keeps a screen (two buffers, and the frames between them) for every cell of
//! it: a 1000x1000 window cost 93 MiB a session. The size is held to what a screen
//! can show, so that a session's memory is bounded whatever the client states.

use ratatui::layout::Size;

/// The widest window drawn: a 4K screen at a small font is under 550 columns.
pub const MAX_COLUMNS: u16 = 500;

/// The tallest window drawn: the same screen is about 150 rows.
pub const MAX_ROWS: u16 = 200;

/// A window of `columns` x `rows` as the app draws it: at least one cell each way
/// and at most `MAX_COLUMNS` x `MAX_ROWS`. A larger window shows the app in its
/// top-left corner.
pub fn drawn_size(columns: u32, rows: u32) -> Size {
    let fit = |n: u32, max: u16| n.clamp(1, u32::from(max)) as u16;
    Size::new(fit(columns, MAX_COLUMNS), fit(rows, MAX_ROWS))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_huge_window_is_drawn_at_what_a_screen_can_show() {
        assert_eq!(drawn_size(1000, 1000), Size::new(500, 200));
        assert_eq!(drawn_size(u32::MAX, 201), Size::new(500, 200));
    }

    #[test]
    fn an_honest_window_is_drawn_at_its_size_and_an_empty_one_at_one_cell() {
        assert_eq!(drawn_size(80, 24), Size::new(80, 24));
        assert_eq!(drawn_size(500, 200), Size::new(500, 200));
        assert_eq!(drawn_size(0, 0), Size::new(1, 1));
    }
}
