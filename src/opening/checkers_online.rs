//! Checkers' board online, opened from the game the server sent whole (see
//! `online/board.rs`): the moves so far replayed in its notation.

use super::checkers_settings;
use crate::config::Config;
use crate::online::{seats_for, server_names};
use crate::scoreboard::Scoreboard;
use connect4_checkers::terminal::CheckersModel;
use connect4_classic::seat::Player;
use connect4_protocol::GameSnapshot;

/// Checkers' board for `game`, as Connect 4's is opened.
pub fn checkers_board(
    config: &Config,
    game: &GameSnapshot,
    scoreboard: &Scoreboard,
) -> Result<CheckersModel, String> {
    if game.kind != connect4_checkers::wire::KIND {
        return Err("the server's game is not checkers".to_string());
    }
    let mut model = CheckersModel::from_settings(&checkers_settings(config));
    model.names = server_names(game);
    model.seats = seats_for(game.you);
    model.black = Player::One;
    model.tally = scoreboard.tally(&model.matchup());
    for mv in &game.moves {
        model
            .game
            .play_notation(mv)
            .map_err(|error| format!("the server's move {mv}: {error:?}"))?;
    }
    model.place_cursor();
    model.shell.hints_allowed = !game.rated;
    // The server keeps a game online; a saved game would resume it offline.
    model.keeping.on = false;
    model.shell.told_unsaved = true;
    Ok(model)
}
