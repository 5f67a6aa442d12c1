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
