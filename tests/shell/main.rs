//! The shell's behaviours, each run once per game through the same helper: what every
//! game shares (the quit and new-match questions, help, notices, scoreboard answers,
//! the menu's other game, Ctrl-C) must work the same in each, through its keys. And
//! the shell's programs that are not games: the lobby of online play, and the front
//! door of `connect4 serve --ssh`.

mod behaviours;
mod door;
mod games;
mod lobby;
mod screen_text;
