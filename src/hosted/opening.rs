//! How a hosted game opens: the config's opponent at the game's nearest level (or
//! the game kept, resumed), the keys and the animation in effect and the tally of its
//! matchup; online, the server's kind, moves and
//! names, with this player's seat at the keyboard and nothing kept for a restart
//! (the server keeps it).

use crate::config::{Config, Opponent};
#[cfg(feature = "online")]
use crate::online::{seats_for, server_names};
use crate::scoreboard::Scoreboard;
#[cfg(feature = "online")]
use crate::shell::replayed;
use crate::shell::{Hosting, KeptGame, Seats, TerminalView};
#[cfg(feature = "online")]
use connect4_protocol::GameSnapshot;

/// A new game of `G` against the config's opponent, with the keys in effect.
pub fn fresh<G: TerminalView>(config: &Config, scoreboard: &Scoreboard) -> Hosting<G> {
    let level = computer_level::<G>(config.players.opponent);
    let mut game = Hosting::new(Seats::against(level), config.keys.keymap());
    game.animates = config.display.animation;
    game.tally = scoreboard.tally(&game.matchup());
    game
}

/// The game `kept` resumed, with the keys and the animation in effect and the tally
/// of its matchup; why not, if its moves do not replay.
pub fn resumed<G: TerminalView>(
    kept: &KeptGame<G>,
    config: &Config,
    scoreboard: &Scoreboard,
) -> Result<Hosting<G>, String> {
    let mut game = Hosting::resumed(kept, config.keys.keymap())?;
    game.animates = config.display.animation;
    game.tally = scoreboard.tally(&game.matchup());
    Ok(game)
}

/// The server's game: its kind and moves, replayed by the rules; this player's seat
/// at the keyboard, the other elsewhere; the server's names. The server keeps it, so
/// nothing is kept here for a restart.
#[cfg(feature = "online")]
pub fn online_board<G: TerminalView>(
    config: &Config,
    game: &GameSnapshot,
    scoreboard: &Scoreboard,
) -> Result<Hosting<G>, String> {
    if game.kind.game() != G::NAME {
        return Err(format!("the server's game is not {}", G::GAME.title()));
    }
    G::check(&game.kind).map_err(|why| why.to_string())?;
    let mut board = Hosting::new(seats_for(game.you), config.keys.keymap());
    board.kind = game.kind;
    board.names = Some(server_names(game));
    board.animates = config.display.animation;
    board.keeps = false;
    board.shell.told_unsaved = true;
    board.position = replayed(&game.kind, &game.moves)?;
    board.moves = game.moves.clone();
    board.tally = scoreboard.tally(&board.matchup());
    Ok(board)
}

/// The computer's level in `G` for the config's opponent: the level of that name,
/// else (perfect, which only Connect 4 has) its strongest; `None` for a person.
fn computer_level<G: TerminalView>(opponent: Opponent) -> Option<&'static str> {
    let name = opponent.computer_level()?;
    let level = G::LEVELS.iter().find(|level| **level == name);
    level.or(G::LEVELS.last()).copied()
}
