//! One game online as this terminal or page plays it, sans-IO: what the server says becomes
//! news for the loop (the opponent's move, the status line, notices), and a move made
//! here becomes the message to send. The game itself (its moves, seats, clocks,
//! result, a seat's absence and the ratings the result gave) is the client core's
//! copy, the client's only one: each call is handed it as the core has it now
//! (`Core::game`), so the session keeps only what the board has been told, the
//! connection's state and the rematch. Time comes in as the core's milliseconds.

use crate::shell::{LinkStatus, OnlineNews, OnlineSeats, Tell, server_says};
use connect4_protocol::{
    ByPlayer, ClientMessage, EndReason, GameMirror, GameResult, GameSnapshot, GameStatus,
    InviteCode, Player, ServerMessage,
};

/// This terminal's game on the server.
#[derive(Debug)]
pub struct Session {
    code: InviteCode,
    /// The seat played here; `None` when watching.
    you: Option<Player>,
    /// How many of the game's moves the board has been told: those past it in the
    /// core's copy are news.
    told: usize,
    /// Whether the board has been told the game is over.
    over: bool,
    /// Where the connection to the server stands.
    link: LinkStatus<'static>,
    /// The rematch the server started, once it has.
    rematch: Option<GameSnapshot>,
}

impl Session {
    /// The board opened on `game` as the server sent it whole, played from the seat
    /// it says is ours, or watched when it gives none.
    pub fn new(game: &GameSnapshot) -> Session {
        Session {
            code: game.code,
            you: game.you,
            told: game.moves.len(),
            over: game.status == GameStatus::Over,
            link: LinkStatus::Up,
            rematch: None,
        }
    }

    pub fn code(&self) -> InviteCode {
        self.code
    }

    /// The seat played here; `None` when watching.
    pub fn you(&self) -> Option<Player> {
        self.you
    }

    /// The message that says `tell` (a move made here, a word about the game) of
    /// this game.
    pub fn message_for(&self, tell: Tell) -> ClientMessage {
        message_for(self.code, tell)
    }

    /// The rematch of this game, once the server has started it with us seated.
    pub fn rematch(&self) -> Option<&GameSnapshot> {
        self.rematch.as_ref()
    }

    /// What `message` means for the game on screen; `game` is the core's copy, the
    /// message taken in.
    pub fn on_server(
        &mut self,
        message: &ServerMessage,
        game: Option<&GameMirror>,
        now_ms: u64,
    ) -> Vec<OnlineNews> {
        if let ServerMessage::Game { game } = message
            && game.rematch_of == Some(self.code)
            && game.you.is_some()
        {
            self.rematch = Some(game.clone());
            return vec![OnlineNews::NextGame];
        }
        if let ServerMessage::RematchOffered { game: code, by } = message
            && *code == self.code
        {
            let asking = format!("{} asks for a rematch: n accepts it", name(game, *by));
            return (Some(*by) != self.you)
                .then_some(OnlineNews::Notice(asking))
                .into_iter()
                .collect();
        }
        if let ServerMessage::Error { message, .. } = message {
            return vec![OnlineNews::Notice(server_says(message))];
        }
        let Some(game) = game.filter(|_| shows(message, self.code)) else {
            return Vec::new();
        };
        let before = std::mem::replace(&mut self.told, game.moves().len());
        let was_on = !self.over;
        let mut news = self.opponents_moves_since(game, before);
        match message {
            ServerMessage::Ended { result, .. } => {
                self.over = true;
                news.extend(decided_off_board(*result).map(OnlineNews::Decided));
                news.extend(self.ending_words(game, *result).map(OnlineNews::Notice));
            }
            ServerMessage::Game { game: whole } => {
                self.over = whole.status == GameStatus::Over;
                // Ended while this connection was down: the game sent whole again is
                // the only word of it.
                if let (true, true, Some(result)) = (was_on, self.over, whole.result) {
                    news.extend(decided_off_board(result).map(OnlineNews::Decided));
                    news.extend(self.ending_words(game, result).map(OnlineNews::Notice));
                }
            }
            ServerMessage::DrawOffered { by, .. } if Some(*by) != self.you => {
                let offer = format!("{} offers a draw: d accepts it", name(Some(game), *by));
                news.push(OnlineNews::Notice(offer));
            }
            _ => {}
        }
        news.push(OnlineNews::Status(self.status(Some(game), now_ms)));
        news
    }

    /// The connection to the server went down or came back.
    pub fn connection(&mut self, up: bool, game: Option<&GameMirror>, now_ms: u64) -> OnlineNews {
        self.link = LinkStatus::of(up);
        OnlineNews::Status(self.status(game, now_ms))
    }

    /// The client gave up (the server refused it, or wants a newer one): the game
    /// is no longer followed, and nothing more comes.
    pub fn stopped(&mut self, game: Option<&GameMirror>, now_ms: u64) -> OnlineNews {
        self.link = LinkStatus::Stopped;
        OnlineNews::Status(self.status(game, now_ms))
    }

    /// The moves the server added to the game that were made elsewhere, in order: a
    /// move of our own coming back is the server's acknowledgement, already on the
    /// board here. A spectator gets them all.
    fn opponents_moves_since(&self, game: &GameMirror, before: usize) -> Vec<OnlineNews> {
        let moves = game.moves();
        (before..moves.len())
            .filter(|&ply| Some(mover_of(ply)) != self.you)
            .map(|ply| OnlineNews::Moved(moves[ply].clone()))
            .collect()
    }

    /// What a result decided off the board says; the board says the rest itself.
    fn ending_words(&self, game: &GameMirror, result: GameResult) -> Option<String> {
        let loser = result.winner.map(Player::other);
        let who = |seat: Option<Player>| match seat {
            Some(seat) if Some(seat) == self.you => "You".to_string(),
            seat => seat.map(|s| name(Some(game), s)).unwrap_or_default(),
        };
        Some(match result.reason {
            // Who resigned knows it.
            EndReason::Resigned if loser.is_some() && loser == self.you => return None,
            EndReason::Resigned => format!("{} resigned", who(loser)),
            EndReason::Timeout => format!("{} ran out of time", who(loser)),
            EndReason::Abandoned => format!("{} left and did not come back", who(loser)),
            EndReason::Aborted => "The game was aborted before both sides moved".to_string(),
            EndReason::Agreement => "Drawn by agreement".to_string(),
            _ => return None,
        })
    }

    /// What the side panel shows of each seat: rating and clock.
    pub fn seats(&self, game: Option<&GameMirror>, now_ms: u64) -> OnlineSeats {
        let rating = |seat: Player| match game.and_then(GameMirror::rated) {
            Some(rated) => Some(rated[seat]),
            None => game.and_then(|g| g.seat(seat)).and_then(|seat| seat.rating),
        };
        let tag = |seat| rating(seat).map(|r| r.to_string());
        let clocks = game.and_then(|g| g.clocks(now_ms));
        OnlineSeats {
            tags: ByPlayer::new(tag(Player::One), tag(Player::Two)),
            clocks: clocks.map(|c| ByPlayer::new(clock_text(c.one), clock_text(c.two))),
        }
    }

    /// The status line's part for the game online: the connection, the opponent's
    /// absence, the clocks.
    pub fn status(&self, game: Option<&GameMirror>, now_ms: u64) -> Option<String> {
        if let Some(said) = self.link.in_line() {
            return Some(said);
        }
        let gone = [Player::One, Player::Two]
            .into_iter()
            .filter(|&seat| Some(seat) != self.you)
            .find_map(|seat| Some((seat, game?.absence(seat)?)));
        if let Some((seat, absence)) = gone {
            let left = absence.secs_left(now_ms);
            let name = name(game, seat);
            return Some(format!("{name} disconnected: {left} s to come back"));
        }
        let clocks = game?.clocks(now_ms)?;
        let read = |seat: Player| format!("{} {}", name(game, seat), clock_text(clocks[seat]));
        Some(match self.you {
            Some(you) => format!("you {} · {}", clock_text(clocks[you]), read(you.other())),
            None => format!("{} · {}", read(Player::One), read(Player::Two)),
        })
    }
}

/// Whether `message` is news the board shows of the game `code`: what the game's copy
/// takes in (a move, the game whole, the end, a draw offered or declined, a seat gone
/// or back).
fn shows(message: &ServerMessage, code: InviteCode) -> bool {
    match message {
        ServerMessage::Game { game } => game.code == code,
        ServerMessage::Moved { game, .. }
        | ServerMessage::Ended { game, .. }
        | ServerMessage::DrawOffered { game, .. }
        | ServerMessage::DrawDeclined { game, .. }
        | ServerMessage::Away { game, .. }
        | ServerMessage::Back { game, .. } => *game == code,
        _ => false,
    }
}

/// Who made the move at `ply` (0-based): in both games the seats alternate, a
/// multi-jump being one move.
fn mover_of(ply: usize) -> Player {
    if ply.is_multiple_of(2) {
        Player::One
    } else {
        Player::Two
    }
}

/// The name of `seat` in the core's copy of the game.
fn name(game: Option<&GameMirror>, seat: Player) -> String {
    game.and_then(|game| game.seat(seat))
        .map_or_else(|| "The opponent".to_string(), |seat| seat.name.clone())
}

/// The message that says `tell` of the game `game`.
pub fn message_for(game: InviteCode, tell: Tell) -> ClientMessage {
    match tell {
        Tell::Move(mv) => ClientMessage::Move {
            game,
            mv,
            ply: None,
        },
        Tell::Resign => ClientMessage::Resign { game },
        Tell::Abort => ClientMessage::Abort { game },
        Tell::OfferDraw => ClientMessage::OfferDraw { game },
        Tell::Rematch => ClientMessage::Rematch { game },
        Tell::Lobby(message) => message,
    }
}

/// The winner (or nobody) of a result the server decided off the board, which the
/// board on screen cannot see for itself; `None` for one the board shows already and
/// for an abort, which has no result.
fn decided_off_board(result: GameResult) -> Option<Option<Player>> {
    match result.reason {
        EndReason::Resigned | EndReason::Timeout | EndReason::Abandoned | EndReason::Agreement => {
            Some(result.winner)
        }
        _ => None,
    }
}

/// `4:05` from milliseconds left; tenths under ten seconds.
fn clock_text(ms: u64) -> String {
    if ms < 10_000 {
        return format!("{}.{}", ms / 1000, ms % 1000 / 100);
    }
    let secs = ms / 1000;
    format!("{}:{:02}", secs / 60, secs % 60)
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
