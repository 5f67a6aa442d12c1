//! Connections coming and going: a player attached or gone (the grace period and
//! the `away`/`back` news), the second player joining, spectators watching.

use super::actor::Actor;
use crate::db::Write;
use crate::outbox::{ConnId, Outbox};
use crate::players::PlayerId;
use connect4_protocol::{ErrorCode, GameStatus, Player, ServerMessage};
use tokio::time::Instant;

/// A seated player's connection: they get the whole game, the others `back`.
pub fn attach(actor: &mut Actor, player: PlayerId, outbox: Outbox) {
    let Some(seat) = actor.room.seat_of(player) else {
        actor.refuse(
            &outbox,
            ErrorCode::NotYourGame,
            "you do not play in this game",
        );
        return;
    };
    let was_here = actor.room.seats[seat].as_ref().is_some_and(|s| s.connected);
    actor.room.set_connected(seat, true, Instant::now());
    actor.send_game(&outbox, Some(seat));
    actor.outboxes[seat] = Some(outbox);
    if !was_here && actor.room.status != GameStatus::Over {
        actor.broadcast(&ServerMessage::Back {
            game: actor.room.code,
            seat,
        });
    }
}

/// A seated player's connection closed (unless a newer one took its place).
pub fn detach(actor: &mut Actor, player: PlayerId, conn: ConnId) {
    let Some(seat) = actor.room.seat_of(player) else {
        return;
    };
    if actor.outboxes[seat].as_ref().is_none_or(|o| o.conn != conn) {
        return;
    }
    actor.outboxes[seat] = None;
    actor.room.set_connected(seat, false, Instant::now());
    if actor.room.status != GameStatus::Over && !actor.room.suspended {
        let grace_secs = actor.room.grace.as_secs().max(1) as u32;
        tracing::info!(game = %actor.room.code, player, grace_secs, "player away");
        actor.broadcast(&ServerMessage::Away {
            game: actor.room.code,
            seat,
            grace_secs,
        });
    }
}

/// Takes the free seat of a hosted game; stored before anyone hears of it.
pub async fn join(actor: &mut Actor, player: PlayerId, name: String, outbox: Outbox) {
    if actor.room.seat_of(player).is_some() {
        // Joining one's own game again is coming back to it.
        attach(actor, player, outbox);
        return;
    }
    if actor.room.status != GameStatus::Waiting || actor.room.seats.two.is_some() {
        actor.refuse(
            &outbox,
            ErrorCode::GameFull,
            "this game has its two players: watch it instead",
        );
        return;
    }
    let write = Write::SecondSeat {
        game: actor.room.id,
        player,
    };
    if let Err(error) = actor.ctx.db.commit(vec![write]).await {
        actor.refuse(&outbox, ErrorCode::Unavailable, error.to_string());
        return;
    }
    actor.room.seats.two = Some(super::state::Seat {
        id: player,
        name,
        rating: actor.ctx.rating(player, actor.room.kind),
        connected: true,
        away_since: None,
    });
    actor.outboxes.two = Some(outbox);
    actor.ctx.registry.seat(player, actor.room.code);
    actor.room.start(Instant::now());
    tracing::info!(game = %actor.room.code, kind = %actor.room.kind, "game started");
    actor.send_game_to_all();
    actor.publish();
}

pub fn watch(actor: &mut Actor, outbox: Outbox) {
    actor.send_game(&outbox, None);
    actor.spectators.retain(|o| o.conn != outbox.conn);
    actor.spectators.push(outbox);
}

pub fn unwatch(actor: &mut Actor, conn: ConnId) {
    actor.spectators.retain(|o| o.conn != conn);
}

/// Whether anyone is still connected to a player's seat.
pub fn anyone_seated(actor: &Actor) -> bool {
    Player::BOTH
        .into_iter()
        .any(|p| actor.outboxes[p].is_some())
}
