//! How the lobby writes a game and a clock: "Connect 4", "Connect 4 8x7", "checkers";
//! "5+3" or "no clock".

use connect4_protocol::{Clock, GameKind};

pub fn game_text(kind: GameKind) -> String {
    match kind {
        GameKind::Connect4 {
            width: 7,
            height: 6,
        } => "Connect 4".into(),
        GameKind::Connect4 { width, height } => format!("Connect 4 {width}x{height}"),
        GameKind::Checkers => "checkers".into(),
    }
}

pub fn clock_text(clock: Option<Clock>) -> String {
    clock.map_or_else(|| "no clock".into(), |clock| clock.to_string())
}
