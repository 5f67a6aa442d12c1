//! The front door of `connect4 serve --ssh`: the first screen a player sees, as a
//! program of the app shell. The first time a key connects it asks for the name
//! other players will see; every time after it greets the player by name and
//! offers the app: the computer in either game, two players at one keyboard, the
//! puzzles, the lobby of online play, the player's scoreboard and the display
//! settings. Pure like the lobby: it does no I/O, asks no engine and never ticks.
//!
//! The driver opens [`Door::naming`] (with the server's words when it refused the
//! name picked before) or [`Door::menu`] (with the player's scoreboard and display
//! settings; [`Door::after`] puts the player back where the last choice was), runs
//! it on the shell's loop, and once it stops running acts on [`Door::chosen`]: a
//! [`DoorChoice`]. The settings are the driver's to keep, as the theme the loop
//! draws with is: leaving the settings screen with a change ends the door with
//! `DoorChoice::Settings`, and the driver saves them and opens the door again drawn
//! the new way. Leaving with q or Ctrl-C keeps no change.

mod choice;
mod keys;
mod marks;
mod menu_lines;
mod model;
mod name_entry;
mod program;
mod score_rows;
mod update;
mod view;
mod view_help;
mod view_menu;
mod view_naming;
mod view_scores;
mod view_settings;

pub use choice::{Appearance, DoorChoice};
pub use menu_lines::{MENU, MenuLine, Picks, computer_levels};
pub use model::{Door, Menu, Naming, Place, Setting, Stage};
pub use name_entry::{MOST_TYPED, NameEntry};
pub use score_rows::{ScoreRow, score_rows};
pub use update::{DoorMessage, update};
pub use view::view;
