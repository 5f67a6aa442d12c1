//! A third game, tic-tac-toe, in the test tree only: the proof that a game plugs into
//! the shell with what it writes alone (its rules, its computer, its board and keys:
//! `game`), played by the shell's host with no file of the shell changed for it; a
//! storage kept in memory (`ledger`), and the tests that play it through the shell
//! (`play`).

mod game;
mod ledger;
mod play;
