//! Connect 4 at the terminal (the `terminal` feature), on the shell, in The Elm
//! Architecture: one [`Model`], one [`Message`] enum, a pure [`update`], and a
//! read-only [`view`]. The rules and the engine are this crate's (`game`, `solver`,
//! `ai`); what is here is the game as people play it: the hover column, drops that
//! fall, hints, undo, the review, the opponent menu, the puzzle mode with the puzzles
//! kept (`puzzles`), the match kept for a restart, and its screen. The app opens it
//! from its config; the terminal and the page both draw it.

mod animation;
mod board;
mod computer;
#[cfg(not(target_arch = "wasm32"))]
mod engine;
mod history;
mod judgement;
mod key_rows;
mod keys;
mod kind_words;
mod layout;
mod menu;
mod menu_box;
mod message;
mod model;
mod position_link;
mod program;
mod puzzle;
pub mod puzzles;
mod resume;
mod review;
mod reviewing;
mod settings;
mod share_box;
mod sharing;
mod side_panel;
mod status_bar;
mod transitions;
mod update;
mod view;

pub use animation::{FALL_TICK, Fall};
pub use board::BoardWidget;
#[cfg(not(target_arch = "wasm32"))]
pub use engine::spawn_worker;
pub use key_rows::{GAME, KEY_ROWS, action, context};
pub use keys::{action_message, context_of, key_message, pointer_to_message};
pub use kind_words::kind_words;
pub use layout::{BoardGeometry, ScreenLayout, screen_layout};
pub use menu::{LEFT_FOR_LATER, MenuItem, menu_items, menu_line};
pub use menu_box::opponent_menu;
pub use message::{Effect, Message, Search};
pub use model::{Mode, Model, RecordedResult};
pub use position_link::{LinkedPosition, open_position, position_link, read_position};
pub use puzzle::{PuzzlePanel, PuzzlePick, PuzzlesKept, Puzzling, RecordPuzzle};
pub use resume::{SavedMatch, SavedMatchError};
pub use review::Review;
pub use settings::Settings;
pub use share_box::ShareBox;
pub use sharing::{COPY_OFF, Shared};
pub use side_panel::SidePanel;
pub use status_bar::StatusBar;
pub use update::update;
pub use view::{screen_without_panels, status_text, view, view_around_board, view_without_panels};
