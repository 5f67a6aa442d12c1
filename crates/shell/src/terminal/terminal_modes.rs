//! The terminal modes the game sets, in one place, so every way out (a normal return,
//! an error, a panic, a signal) and every way back in (after a suspend) sets the same
//! ones: raw mode, the alternate screen, mouse reporting, a hidden cursor.

use ratatui::crossterm::cursor::{Hide, Show};
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use std::io::stdout;

/// Takes the terminal for the game.
pub fn enter_game_modes() {
    let _ = enable_raw_mode();
    let _ = execute!(stdout(), EnterAlternateScreen, EnableMouseCapture, Hide);
}

/// Gives the terminal back as it was. Best effort: on the way out nothing is left to
/// report a failure to.
pub fn leave_game_modes() {
    let _ = execute!(stdout(), DisableMouseCapture, LeaveAlternateScreen, Show);
    let _ = disable_raw_mode();
}
