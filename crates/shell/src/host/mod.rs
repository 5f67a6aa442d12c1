//! The host of a simple game: a game that writes its rules, its computer and its
//! [`TerminalView`] is played at the terminal with everything the shell offers (two
//! players or the computer, the menu, the questions, the help, the scoreboard, the
//! game kept for a restart), with no program of its own.

mod host_message;
mod host_screen;
mod hosting;
mod hosting_program;
mod hosting_seats;
mod kept_game;
mod motion;
mod terminal_view;
mod thinking;

pub use host_message::HostMessage;
pub use hosting::Hosting;
pub use kept_game::{KeptGame, replayed};
pub use motion::{FRAME, Motion};
pub use terminal_view::{Act, TerminalView};
pub use thinking::{Think, think};
