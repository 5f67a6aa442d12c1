//! A game's actor: its room, its players' and spectators' connections, and what it
//! does for every command (send, store, end). The end is stored, ratings with it,
//! before anyone hears of it.

use super::state::{Prepared, Room};
use crate::ctx::Ctx;
use crate::db::{DbError, Write};
use crate::outbox::{Outbox, encoded};
use crate::ratings::after_game;
use crate::registry::HostSlot;
use crate::time::now_ms;
use connect4_protocol::{
    ByPlayer, EndReason, ErrorCode, GameResult, GameStatus, LiveGame, Player, ServerMessage,
};
use std::sync::Arc;
use tokio::time::Instant;

pub struct Actor {
    pub ctx: Arc<Ctx>,
    pub room: Room,
    pub outboxes: ByPlayer<Option<Outbox>>,
    pub spectators: Vec<Outbox>,
    pub ended_at: Option<Instant>,
    /// The host's place among their waiting games, while this one waits.
    pub hosting: Option<HostSlot>,
}

impl Actor {
    /// Sends to both players and every spectator, encoding once.
    pub fn broadcast(&self, message: &ServerMessage) {
        let text = encoded(message);
        let seats = self.outboxes.one.iter().chain(self.outboxes.two.iter());
        for outbox in seats.chain(self.watchers()) {
            outbox.send_text(Arc::clone(&text));
        }
    }

    /// The spectators but a player's own connection: a player who also watches
    /// their game (or joined a game they watched) hears each message once.
    fn watchers(&self) -> impl Iterator<Item = &Outbox> {
        let seated = |conn| {
            Player::BOTH
                .into_iter()
                .any(|p| self.outboxes[p].as_ref().is_some_and(|o| o.conn == conn))
        };
        self.spectators.iter().filter(move |o| !seated(o.conn))
    }

    /// The whole game to one connection, seen from `you`.
    pub fn send_game(&self, outbox: &Outbox, you: Option<Player>) {
        let game = self.room.snapshot(you, Instant::now());
        outbox.send(&ServerMessage::Game { game });
    }

    /// The whole game to everyone.
    pub fn send_game_to_all(&self) {
        for seat in Player::BOTH {
            if let Some(outbox) = &self.outboxes[seat] {
                self.send_game(outbox, Some(seat));
            }
        }
        for outbox in self.watchers() {
            self.send_game(outbox, None);
        }
    }

    pub fn refuse(&self, outbox: &Outbox, code: ErrorCode, message: impl Into<String>) {
        outbox.send(&ServerMessage::Error {
            code,
            message: message.into(),
            game: Some(self.room.code),
        });
    }

    /// Tells the lobby what it shows of this game.
    pub fn publish(&self) {
        let live = (self.room.status == GameStatus::Playing).then(|| LiveGame {
            code: self.room.code,
            kind: self.room.kind,
            clock: self.room.clock,
            players: Player::BOTH.map(|p| {
                self.room.seats[p]
                    .as_ref()
                    .map(|s| s.name.clone())
                    .unwrap_or_default()
            }),
            moves: self.room.moves.len() as u32,
        });
        self.ctx.registry.set_live(self.room.code, live);
    }

    /// Stores a prepared move, then plays and relays it.
    pub async fn store_move(&mut self, prepared: Prepared) -> Result<(), DbError> {
        let write = self.move_write(&prepared);
        self.ctx.db.commit(vec![write]).await?;
        self.apply_move(prepared);
        Ok(())
    }

    fn move_write(&self, prepared: &Prepared) -> Write {
        let mover = self.room.position.to_move();
        Write::Move {
            game: self.room.id,
            ply: i64::from(prepared.ply),
            mv: prepared.mv.clone(),
            clock_ms: prepared.clocks.map(|c| c[mover] as i64),
            at_ms: now_ms(),
        }
    }

    fn apply_move(&mut self, prepared: Prepared) {
        let message = ServerMessage::Moved {
            game: self.room.code,
            ply: prepared.ply,
            mv: prepared.mv.clone(),
            clocks: prepared.clocks,
        };
        self.room.apply_move(prepared, Instant::now());
        self.broadcast(&message);
    }

    /// Ends the game (after `last_move`, if it ended it): stores the move, the result
    /// and the new ratings in one transaction, then tells everyone.
    pub async fn end(
        &mut self,
        result: GameResult,
        last_move: Option<Prepared>,
    ) -> Result<(), DbError> {
        let plies = self.room.moves.len() + usize::from(last_move.is_some());
        let result = Room::settle(result, plies);
        let mut writes: Vec<Write> = last_move.iter().map(|p| self.move_write(p)).collect();
        writes.push(Write::Finish {
            game: self.room.id,
            winner: result
                .winner
                .map(|w| if w == Player::One { "one" } else { "two" }.to_string()),
            reason: reason_name(result.reason),
            at_ms: now_ms(),
        });
        let seats = self
            .room
            .seats
            .one
            .as_ref()
            .zip(self.room.seats.two.as_ref());
        let rating_kind = self
            .room
            .kind
            .rating_kind()
            .filter(|_| self.room.rated && result.counts());
        let ctx = Arc::clone(&self.ctx);
        let mut ratings = None;
        // Held until the new ratings are set, so another game of these players
        // ending meanwhile rates from them.
        let mut _updating = None;
        if let (Some(kind), Some((one, two))) = (rating_kind, seats) {
            _updating = Some(ctx.ratings.update(one.id, two.id).await);
            let (a, b) = after_game(
                ctx.ratings.get(one.id, kind),
                ctx.ratings.get(two.id, kind),
                result.winner,
            );
            writes.push(a.write(one.id, kind));
            writes.push(b.write(two.id, kind));
            ratings = Some((kind, (one.id, a), (two.id, b)));
        }
        ctx.db.commit(writes).await?;
        if let Some(prepared) = last_move {
            self.apply_move(prepared);
        }
        let shown = ratings.map(|(kind, (one, a), (two, b))| {
            ctx.ratings.set(one, kind, a);
            ctx.ratings.set(two, kind, b);
            ByPlayer::new(a.shown(), b.shown())
        });
        let now = Instant::now();
        self.room.finish(result, now);
        self.ended_at = Some(now);
        self.hosting = None;
        tracing::info!(game = %self.room.code, kind = %self.room.kind, winner = ?result.winner, reason = ?result.reason, "game ended");
        self.broadcast(&ServerMessage::Ended {
            game: self.room.code,
            result,
            ratings: shown,
        });
        self.publish();
        Ok(())
    }
}

/// The end reason as stored (its protocol name).
fn reason_name(reason: EndReason) -> String {
    connect4_protocol::encode(&reason)
        .trim_matches('"')
        .to_string()
}
