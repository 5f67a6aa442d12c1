//! A third game, tic-tac-toe, in the test tree only: the proof that a game plugs into
//! the shell through its traits and the registry's key table, with no file of the
//! shell changed for it. Its rules, model and entry (`game`), what it gives the shell
//! (`hosted`: its keys and screen; `seated`: its seats, menu and questions), a storage
//! kept in memory (`ledger`), and the tests that play it through the shell (`play`).

mod game;
mod hosted;
mod ledger;
mod play;
mod seated;
