//! The games the unit tests play: Connect 4 and checkers, as the program's registry
//! hands them to a server.

use connect4_protocol::{Game, Games};

pub const GAMES: Games = Games::new(&[
    Game::of::<connect4_classic::game::Game>(),
    Game::of::<connect4_checkers::Game>(),
]);
