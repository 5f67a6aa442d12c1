//! Checkers on the app shell without a terminal: a game through the model (move entry,
//! the computer, undo, the result, the screen) and the aids (redo, hints, draw offers,
//! keys rebound in the config).

mod aids;
mod board_use;
mod play;
mod screens;
mod seats;
