//! Checkers' rules and engines: the rules against perft figures and rule cases, the
//! search and computer player, and move entry.

mod engine;
mod entry;
mod rules;
