//! Checkers on the app shell without a terminal: a game through the model (move entry,
//! the computer, undo, the result, the screen), the aids (redo, hints, draw offers,
//! keys rebound in the config) and the game kept for a restart.

mod aids;
mod board_use;
mod play;
mod resume;
mod screens;
mod seats;
