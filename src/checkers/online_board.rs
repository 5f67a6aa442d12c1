//! Checkers' board online, opened from the game the server sent whole (see
//! `online/board.rs`): the moves so far replayed in its notation.

use super::{CheckersModel, CheckersSettings};
use crate::config::Config;
use crate::online::{seats_for, server_names};
use crate::scoreboard::Scoreboard;
use connect4_protocol::GameSnapshot;
use connect4_rules::seat::Player;

/// Checkers' board for `game`, as Connect 4's is opened.
pub fn checkers_board(
    config: &Config,
    game: &GameSnapshot,
    scoreboard: &Scoreboard,
) -> Result<CheckersModel, String> {
    if game.kind != connect4_checkers::wire::KIND {
        return Err("the server's game is not checkers".to_string());
    }
    let mut model = CheckersModel::from_settings(&CheckersSettings::of(config));
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
