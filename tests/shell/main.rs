//! The shell's behaviours, each run once per game through the same helper: what every
//! game shares (the quit and new-match questions, help, notices, scoreboard answers,
//! the menu's other game, Ctrl-C) must work the same in each, through its keys. And
//! the lobby of online play, the shell's program that is not a game.

mod behaviours;
mod games;
mod lobby;
mod screen_text;
