//! Checkers' rules and engines: the rules against perft figures and rule cases, the
//! search and computer player, the endgame database, and move entry.

mod book;
mod endgame;
mod engine;
mod entry;
mod random_position;
mod rules;
