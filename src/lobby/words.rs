//! How the lobby writes a game and a clock: "Connect 4", "Connect 4 8x7", "checkers",
//! as each game writes its kinds (through the registry); "5+3" or "no clock".

use connect4_protocol::{Clock, GameKind};

pub fn game_text(kind: GameKind) -> String {
    crate::games::kind_words(kind)
}

pub fn clock_text(clock: Option<Clock>) -> String {
    clock.map_or_else(|| "no clock".into(), |clock| clock.to_string())
}
