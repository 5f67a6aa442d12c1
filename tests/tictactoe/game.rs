//! Tic-tac-toe (games/tictactoe: its rules, its computer, its board and keys) added
//! to the app's games in a key table of the test's own. Nothing else: the host plays
//! it.

use connect4::games;
use connect4::shell::{GameChoice, Hosting, KeyTable, Keymap, Seats};
use connect4_tictactoe::TicTacToe;
use connect4_tictactoe::terminal::GAME;

/// The key map of the app's games and this one: the registry's games, then it.
pub fn keymap() -> Keymap {
    let mut games: Vec<GameChoice> = games::all().collect();
    games.push(GAME);
    let table = KeyTable {
        games: Vec::leak(games),
        lobby: games::table().lobby,
    };
    Keymap::with(table, &[]).expect("its keys are its own on its board")
}

/// A game of tic-tac-toe on the shell's host.
pub type Game = Hosting<TicTacToe>;

/// A new game with `seats`, the computer's level its one level's name.
pub fn new_game(seats: Seats<&'static str>) -> Game {
    Hosting::new(seats, keymap())
}
