//! The command line through the real binary: solve, move, match, review, book build,
//! checkers perft, move and hub, the ConnectX agent, game records (`review FILE`),
//! the other subcommands, plain error messages and escaped output.

mod agent;
mod argument_errors;
mod book_complete;
mod bounded_input;
mod checkers_fen_reachable;
mod checkers_move;
mod checkers_perft;
mod escaping;
mod exit_codes;
mod help_lines;
mod match_command;
mod move_command;
mod plain_errors;
mod puzzles;
mod records;
mod review;
mod serve_full_log;
mod solve;
mod subcommands;
