//! Protocol 2's promise, the server's side: a move carries its ply, so one sent
//! again after a reconnect is played once (or answered `already_played`), and a
//! player back after a drop gets each game of theirs whole, then only later moves.

mod busy;
mod crossing;
mod cut;
mod plies;
mod resync;
