//! The Connect 4 app without a terminal: the model driven by messages (moves, undo,
//! the computer, the review, sharing the position), its animations, whole screens drawn into a test backend
//! (insta snapshots in connect4_app/snapshots/), and README's key table.

mod animation;
mod computer;
mod model;
mod puzzles;
mod readme_keys;
mod review;
mod screens;
mod seats;
mod share;
mod undo;

use connect4_classic::terminal::Settings;

/// Connect 4's defaults with the registry's keys, as the app gives them: its menus
/// offer the other games (a model's own defaults know Connect 4's keys alone).
pub fn app_settings() -> Settings {
    Settings {
        keys: connect4::games::default_keys(),
        ..Settings::default()
    }
}
