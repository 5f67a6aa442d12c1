//! What the shell draws: the boxes over a board (help, questions, notices, menus), how
//! a screen is split into board, panel and status bar, the theme and shared widgets.

pub(super) mod boxes;
pub(super) mod overlay;
pub(super) mod screen;
pub mod theme;
pub(super) mod widgets;
