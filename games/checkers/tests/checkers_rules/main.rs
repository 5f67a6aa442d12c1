//! Checkers' rules and engines: the rules against perft figures and rule cases, the
//! search and computer player, the endgame database, move entry, and PDN records.

mod book;
mod endgame;
mod engine;
mod entry;
mod pdn;
mod random_position;
mod rules;
