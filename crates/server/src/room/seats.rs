//! Connections coming and going: a player attached or gone (the grace period and
//! the `away`/`back` news), the second player joining, spectators watching.

use super::actor::Actor;
use super::state::{Room, Seat};
use crate::ctx::Ctx;
use crate::db::Write;
use crate::outbox::{ConnId, Outbox};
use crate::players::PlayerId;
use crate::ratings::one_address;
use connect4_protocol::{ByPlayer, ErrorCode, GameStatus, Player, ServerMessage};
use std::net::IpAddr;
use tokio::time::Instant;

/// A seated player's connection: they get the whole game, the others `back`.
pub fn attach(actor: &mut Actor, player: PlayerId, outbox: Outbox, addr: Option<IpAddr>) {
    let Some(seat) = actor.room.seat_of(player) else {
        actor.refuse(
            &outbox,
            ErrorCode::NotYourGame,
            "you do not play in this game",
        );
        return;
    };
    let was_here = actor.room.seats[seat].as_ref().is_some_and(|s| s.connected);
    if let Some(s) = actor.room.seats[seat].as_mut() {
        s.addr = addr.or(s.addr);
    }
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

/// The connection each seated player of a game just made is on now. A player may
/// have come back on another connection since the game was asked for (a challenge
/// posted, a rematch offered on the old one), and that connection's `hello` may have
/// looked for their games before this one was registered. Read once the seats are
/// registered: either that `hello` finds this game, or its connection is read here.
pub fn connections_now(ctx: &Ctx, room: &mut Room) -> ByPlayer<Option<Outbox>> {
    let now = Instant::now();
    let mut outboxes = ByPlayer::default();
    for seat in Player::BOTH {
        let Some(s) = room.seats[seat].as_ref() else {
            continue;
        };
        outboxes[seat] = ctx.registry.outbox_of(s.id);
        if s.connected != outboxes[seat].is_some() {
            room.set_connected(seat, outboxes[seat].is_some(), now);
        }
    }
    outboxes
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
    // A host's waiting game is aborted after the grace too, but has nobody to tell:
    // a host of many games leaving would otherwise fill the log.
    if actor.room.status == GameStatus::Playing && actor.room.suspended.is_none() {
        let grace_secs = actor.room.grace.as_secs().max(1) as u32;
        tracing::info!(game = %actor.room.code, player, grace_secs, "player away");
        actor.broadcast(&ServerMessage::Away {
            game: actor.room.code,
            seat,
            grace_secs,
        });
    }
}

/// Who takes the free seat.
pub struct Joiner {
    pub player: PlayerId,
    pub name: String,
    pub addr: Option<IpAddr>,
}

/// Takes the free seat of a hosted game; stored before anyone hears of it. Two
/// players from one address play it unrated, and the game both get says so.
pub async fn join(actor: &mut Actor, joiner: Joiner, outbox: Outbox) {
    let Joiner { player, name, addr } = joiner;
    if actor.room.seat_of(player).is_some() {
        // Joining one's own game again is coming back to it.
        attach(actor, player, outbox, addr);
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
    if let Some(why) = (actor.ctx.registry).seat_refusal(player, actor.ctx.config.max_seated) {
        actor.refuse(&outbox, ErrorCode::NotNow, why);
        return;
    }
    let host_addr = actor.room.seats.one.as_ref().and_then(|s| s.addr);
    let rated =
        actor.room.rated && (actor.ctx.config.rated_same_address || !one_address(host_addr, addr));
    let write = Write::SecondSeat {
        game: actor.room.id,
        epoch: actor.room.epoch,
        player,
        rated,
    };
    let stored = actor.ctx.db.commit(vec![write]).await;
    if let Err(error) = actor.check(stored) {
        actor.refuse(&outbox, ErrorCode::Unavailable, error.to_string());
        return;
    }
    actor.ctx.registry.seat(player, actor.room.code);
    // Read once the seat is registered (see `connections_now`): the joiner may be
    // back on another connection already.
    let now_on = actor.ctx.registry.outbox_of(player);
    actor.room.seats.two = Some(Seat {
        id: player,
        name,
        rating: actor.ctx.rating(player, actor.room.kind),
        connected: true,
        away_since: None,
        addr,
    });
    if now_on.is_none() {
        actor.room.set_connected(Player::Two, false, Instant::now());
    }
    if actor.room.rated && !rated {
        tracing::info!(game = %actor.room.code, "played unrated: both players come from one address");
    }
    actor.room.rated = rated;
    actor.hosting = None;
    actor.outboxes.two = now_on;
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
