//! Connect 4's board online, opened from the game the server sent whole (see
//! `online/board.rs`): its board size, the moves so far replayed as columns.

use super::connect4_settings;
use crate::config::Config;
use crate::online::{seats_for, server_names};
use crate::scoreboard::Scoreboard;
use connect4_classic::game::Column;
use connect4_classic::seat::Player;
use connect4_classic::terminal::Model;
use connect4_protocol::GameSnapshot;

/// Connect 4's board for `game`, the scoreboard's tally of its matchup shown; why
/// not, if the game is not Connect 4 or its moves cannot be played.
pub fn connect4_board(
    config: &Config,
    game: &GameSnapshot,
    scoreboard: &Scoreboard,
) -> Result<Model, String> {
    let Some(size) = connect4_classic::game::wire::size_of(&game.kind) else {
        return Err("the server's game is not Connect 4".to_string());
    };
    let mut settings = connect4_settings(config);
    settings.size = size;
    settings.names = server_names(game);
    settings.seats = seats_for(game.you);
    settings.first_starter = Player::One;
    let mut model = Model::new(settings.clone(), scoreboard.tally(&settings.matchup()));
    for mv in &game.moves {
        let column = mv
            .parse::<usize>()
            .ok()
            .filter(|&column| column >= 1)
            .ok_or_else(|| format!("the server's move {mv} is not a column"))?;
        model
            .game
            .play(Column::new(column - 1))
            .map_err(|error| format!("the server's move {mv}: {error}"))?;
    }
    model.shell.hints_allowed = !game.rated;
    // The server keeps a game online; a saved match would resume it offline.
    model.saves_match = false;
    // Nothing of it is kept here: quitting asks as for a match that is lost.
    model.shell.told_unsaved = true;
    Ok(model)
}
