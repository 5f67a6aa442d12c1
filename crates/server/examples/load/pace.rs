//! What the bots send and when: the side to move's column, drawn at random among
//! those with room, after a wait drawn around the pace; the rematch; the pings.

use crate::game::{Game, Next, Sent};
use connect4_protocol::{ClientMessage, Player};
use std::time::Duration;
use tokio::time::Instant;

const COLUMNS: usize = 7;
const ROWS: usize = 6;

/// How often each game's bots ping the server.
pub const PING_EVERY: Duration = Duration::from_secs(5);

impl Game {
    /// The next move (or rematch) after a wait from half to one and a half paces.
    pub fn schedule(&mut self, next: Next) {
        let wait = self.shared.pace.mul_f64(0.5 + self.rng.f64());
        self.next = Some((Instant::now() + wait, next));
    }

    /// The wait is over: the side to move plays, unless its connection is down or
    /// its move is already on the way (a snapshot after reconnecting sets it again).
    pub fn fire(&mut self) {
        let Some((_, next)) = self.next.take() else {
            return;
        };
        let Some(game) = self.code else { return };
        if next == Next::Rematch {
            if self.over && self.bots[0].up {
                self.send(0, ClientMessage::Rematch { game });
            }
            return;
        }
        let to_move = if self.moves.len().is_multiple_of(2) {
            Player::One
        } else {
            Player::Two
        };
        let Some(side) = (0..2).find(|&s| self.bots[s].seat == Some(to_move)) else {
            return;
        };
        let ply = self.moves.len() as u32 + 1;
        let pending = self.sent.as_ref().is_some_and(|s| s.ply == ply);
        if self.over || !self.bots[side].up || pending {
            return;
        }
        // The mover's own connection has yet to hear the last move (the other's
        // heard it first): its client would send this one for that ply, out of
        // turn. A player moves on what their own screen shows; so does the bot.
        if self.bots[side].view.len() < self.moves.len() {
            return self.schedule(Next::Move);
        }
        let Some(column) = self.column() else { return };
        self.send(
            side,
            ClientMessage::Move {
                game,
                mv: column.to_string(),
                ply: None,
            },
        );
        self.sent = Some(Sent {
            ply,
            at: Instant::now(),
            by: side,
        });
    }

    /// A ping from one bot or the other: its round trip is the server's latency
    /// without a game or the database, to set the moves' against.
    pub fn send_ping(&mut self) {
        self.ping_at = Instant::now() + PING_EVERY;
        let n = self.rng.u64(..);
        let side = (n % 2) as usize;
        if self.bots[side].up {
            self.send(side, ClientMessage::Ping { n });
            self.ping = Some((n, Instant::now()));
        }
    }

    /// A random column with room, 1-based.
    fn column(&mut self) -> Option<usize> {
        let mut heights = [0; COLUMNS];
        for mv in &self.moves {
            if let Some(h) = mv
                .parse::<usize>()
                .ok()
                .and_then(|c| heights.get_mut(c - 1))
            {
                *h += 1;
            }
        }
        let open: Vec<usize> = (1..=COLUMNS).filter(|c| heights[c - 1] < ROWS).collect();
        (!open.is_empty()).then(|| open[self.rng.usize(..open.len())])
    }
}
