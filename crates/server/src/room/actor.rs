//! A game's actor: its room, its players' and spectators' connections, and what it
//! does for every command (send, store, end). The end is stored, ratings with it,
//! before anyone hears of it.

use super::state::{Prepared, Room};
use crate::ctx::Ctx;
use crate::db::{DbError, Write};
use crate::outbox::{Outbox, encoded};
use crate::players::PlayerId;
use crate::ratings::after_game;
use crate::registry::HostSlot;
use crate::time::now_ms;
use connect4_protocol::{
    ByPlayer, EndReason, ErrorCode, GameResult, GameStatus, LiveGame, Player, RatingKind,
    ServerMessage,
};
use std::sync::Arc;
use tokio::time::Instant;

/// Commits of one result tried before giving up, each after reading again ratings
/// another node changed meanwhile.
const STALE_TRIES: usize = 5;

pub struct Actor {
    pub ctx: Arc<Ctx>,
    pub room: Room,
    pub outboxes: ByPlayer<Option<Outbox>>,
    pub spectators: Vec<Outbox>,
    pub ended_at: Option<Instant>,
    /// The host's place among their waiting games, while this one waits.
    pub hosting: Option<HostSlot>,
    /// Why this node no longer serves the game, once it does not: another node
    /// claimed it, or this one gave it up. The actor then stops.
    pub lost: Option<String>,
    /// Whether its connections are closed when it stops for a loss (not when the
    /// node drains: it closes them itself once the games are free to claim).
    pub close_on_loss: bool,
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
        let stored = self.ctx.db.commit(vec![write]).await;
        self.check(stored)?;
        self.apply_move(prepared);
        Ok(())
    }

    /// Passes a commit's outcome on, noting a game another node owns now.
    pub fn check(&mut self, stored: Result<(), DbError>) -> Result<(), DbError> {
        if let Err(DbError::Fenced(why)) = &stored {
            tracing::warn!(game = %self.room.code, epoch = self.room.epoch, "another node claimed this game: this one stops serving it");
            self.lost = Some(why.clone());
        }
        stored
    }

    /// Stops serving the game here: its players and watchers are disconnected, to
    /// come back to the node that serves it now.
    pub fn let_go(&self) {
        let seats = self.outboxes.one.iter().chain(self.outboxes.two.iter());
        for outbox in seats.chain(self.spectators.iter()) {
            outbox.close();
        }
    }

    fn move_write(&self, prepared: &Prepared) -> Write {
        let mover = self.room.position.to_move();
        Write::Move {
            game: self.room.id,
            epoch: self.room.epoch,
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
        let ctx = Arc::clone(&self.ctx);
        let rated = self.rated_seats(result);
        // Held until the new ratings are set, so another game of these players
        // ending here meanwhile rates from them.
        let _updating = match rated {
            Some((_, one, two)) => Some(ctx.ratings.update(one, two).await),
            None => None,
        };
        let mut tries = 0;
        let ratings = loop {
            let mut writes: Vec<Write> = last_move.iter().map(|p| self.move_write(p)).collect();
            writes.push(self.finish_write(result));
            let ratings = rated.map(|(kind, one, two)| {
                let (a, b) = after_game(
                    ctx.ratings.get(one, kind),
                    ctx.ratings.get(two, kind),
                    result.winner,
                );
                writes.push(a.write(one, kind, ctx.ratings.get(one, kind)));
                writes.push(b.write(two, kind, ctx.ratings.get(two, kind)));
                (kind, (one, a), (two, b))
            });
            tries += 1;
            match ctx.db.commit(writes).await {
                Ok(()) => break ratings,
                // Another node rated one of them since: rate from the stored ones.
                Err(DbError::Stale(_)) if tries < STALE_TRIES => {
                    if let Some((_, one, two)) = rated {
                        ctx.refresh_ratings(&[one, two]).await?;
                    }
                }
                Err(error) => return self.check(Err(error)),
            }
        };
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

    fn finish_write(&self, result: GameResult) -> Write {
        Write::Finish {
            game: self.room.id,
            epoch: self.room.epoch,
            winner: result
                .winner
                .map(|w| if w == Player::One { "one" } else { "two" }.to_string()),
            reason: reason_name(result.reason),
            at_ms: now_ms(),
        }
    }

    /// The kind and the two players whose ratings `result` changes, if it does.
    fn rated_seats(&self, result: GameResult) -> Option<(RatingKind, PlayerId, PlayerId)> {
        let kind = (self.ctx.config.games.rating(&self.room.kind))
            .filter(|_| self.room.rated && result.counts())?;
        let one = self.room.seats.one.as_ref()?.id;
        let two = self.room.seats.two.as_ref()?.id;
        Some((kind, one, two))
    }
}

/// The end reason as stored (its protocol name).
fn reason_name(reason: EndReason) -> String {
    connect4_protocol::encode(&reason)
        .trim_matches('"')
        .to_string()
}
