//! The model server of the core's property test: one game whose moves are stored
//! for good, checked by the rules and by their plies as the real server's room does;
//! and that game sent whole, for the unit tests too.

use connect4_classic::game::wire::STANDARD;
use connect4_protocol::{
    ByPlayer, ErrorCode, Game, GameSnapshot, GameStatus, Games, InviteCode, Player, Position,
    SeatInfo, ServerMessage,
};

use super::output::LinkId;

/// The games the tests play.
pub const GAMES: Games = Games::new(&[
    Game::of::<connect4_classic::game::Game>(),
    Game::of::<connect4_checkers::Game>(),
]);

pub fn code() -> InviteCode {
    InviteCode::parse("ABCDEF").unwrap()
}

/// Game ABCDEF sent whole: ann (seat one, this client) against bob, unrated, with
/// these moves.
pub fn game_message(moves: &[impl ToString], status: GameStatus) -> ServerMessage {
    let seat = |name: &str| {
        Some(SeatInfo {
            name: name.into(),
            rating: None,
            connected: true,
        })
    };
    ServerMessage::Game {
        game: GameSnapshot {
            code: code(),
            kind: STANDARD,
            clock: None,
            rated: false,
            seats: ByPlayer::new(seat("ann"), seat("bob")),
            moves: moves.iter().map(ToString::to_string).collect(),
            clocks: None,
            status,
            result: None,
            you: Some(Player::One),
            draw_offer: None,
            rematch_of: None,
        },
    }
}

/// The server: one game, whose moves are stored for good (a restart keeps them),
/// seat one played by the core, seat two by the server itself.
pub struct Server {
    pub position: Position,
    pub moves: Vec<String>,
    /// The player's link the server sends to.
    pub attached: Option<LinkId>,
    /// The store fails the next move (answered `unavailable`, not stored).
    pub failing: bool,
}

impl Server {
    pub fn new() -> Server {
        Server {
            position: GAMES.start(&STANDARD).unwrap(),
            moves: Vec::new(),
            attached: None,
            failing: false,
        }
    }

    pub fn over(&self) -> bool {
        self.position.result().is_some()
    }

    pub fn snapshot(&self) -> ServerMessage {
        let status = match self.over() {
            true => GameStatus::Over,
            false => GameStatus::Playing,
        };
        game_message(&self.moves, status)
    }

    /// Plays `mv` for `seat` if it is legal and due, as the real server's room does.
    pub fn play(
        &mut self,
        seat: Player,
        mv: &str,
        ply: Option<u32>,
    ) -> Result<ServerMessage, ErrorCode> {
        let due = self.moves.len() as u32 + 1;
        if let Some(ply) = ply.filter(|&p| p != due) {
            let mover = if ply % 2 == 1 {
                Player::One
            } else {
                Player::Two
            };
            return Err(match ply < due && ply > 0 {
                true if mover == seat => ErrorCode::AlreadyPlayed,
                true => ErrorCode::NotYourTurn,
                false => ErrorCode::IllegalMove,
            });
        }
        if std::mem::take(&mut self.failing) {
            return Err(ErrorCode::Unavailable);
        }
        if self.over() {
            return Err(ErrorCode::NotNow);
        }
        if self.position.to_move() != seat {
            return Err(ErrorCode::NotYourTurn);
        }
        let played = self.position.play(mv).map_err(|_| ErrorCode::IllegalMove)?;
        self.moves.push(played.clone());
        Ok(ServerMessage::Moved {
            game: code(),
            ply: due,
            mv: played,
            clocks: None,
        })
    }
}
