//! How the lobby writes a game and a clock: "Connect 4", "Connect 4 8x7", "checkers",
//! as each game writes its kinds (through the registry); "5+3" or "no clock"; a game
//! being played.

use connect4_classic::escape::escape_cut;
use connect4_protocol::{Clock, GameKind, LiveGame};

/// The characters of a player's name a lobby line shows.
pub const NAME: usize = 20;

pub fn game_text(kind: GameKind) -> String {
    crate::games::kind_words(kind)
}

pub fn clock_text(clock: Option<Clock>) -> String {
    clock.map_or_else(|| "no clock".into(), |clock| clock.to_string())
}

/// A game being played, its parts joined by `between`: "K7MX3P · ann – bob · Connect 4
/// · 5+3 · move 12" on the page, two spaces in the terminal's columns.
pub fn live_game_text(game: &LiveGame, between: &str) -> String {
    let parts = [
        game.code.to_string(),
        format!(
            "{} – {}",
            escape_cut(&game.players[0], NAME),
            escape_cut(&game.players[1], NAME)
        ),
        game_text(game.kind),
        clock_text(game.clock),
        format!("move {}", game.moves + 1),
    ];
    parts.join(between)
}
