//! The games the unit tests play: Connect 4 and checkers, as the program's registry
//! hands them to a server.

pub const GAMES: connect4_protocol::Games = connect4_rules::BOTH_GAMES;
