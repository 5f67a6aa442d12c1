//! The actor's loop: one command at a time, and the game's own deadlines (a flag, a
//! grace running out) between them. A game over lingers a while for a rematch and
//! its watchers, then leaves the registry.

use super::actions::act;
use super::actor::Actor;
use super::command::RoomCommand;
use super::seats::{Joiner, anyone_seated, attach, connections_now, detach, join, unwatch, watch};
use super::state::Room;
use crate::ctx::Ctx;
use crate::registry::HostSlot;
use connect4_protocol::{ErrorCode, GameStatus, not_played};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio::time::{Instant, sleep_until};

/// Commands queued for one game before senders are told it is busy.
pub const INBOX_CAPACITY: usize = 256;

/// How long a finished game stays, for a rematch, while a player is connected.
const LINGER: Duration = Duration::from_secs(10 * 60);

/// Starts a game's actor; the registry gets its inbox. It speaks to each player on
/// the connection they are on once it is registered.
pub fn spawn(ctx: Arc<Ctx>, mut room: Room, hosting: Option<HostSlot>) {
    let (tx, inbox) = mpsc::channel(INBOX_CAPACITY);
    let serial = ctx.registry.add_game(room.code, tx);
    for seat in room.seats.one.iter().chain(room.seats.two.iter()) {
        ctx.registry.seat(seat.id, room.code);
    }
    let outboxes = connections_now(&ctx, &mut room);
    let actor = Actor {
        ctx,
        room,
        outboxes,
        spectators: Vec::new(),
        ended_at: None,
        hosting,
        lost: None,
        close_on_loss: true,
    };
    tokio::spawn(run(actor, inbox, serial));
}

async fn run(mut actor: Actor, mut inbox: mpsc::Receiver<RoomCommand>, serial: u64) {
    actor.send_game_to_all();
    actor.publish();
    while actor.lost.is_none() {
        let deadline = next_deadline(&actor);
        let command = tokio::select! {
            command = inbox.recv() => command,
            () = sleep_until(deadline.unwrap_or_else(far_future)), if deadline.is_some() => {
                if !on_deadline(&mut actor).await || done(&actor) {
                    break;
                }
                continue;
            }
        };
        let Some(command) = command else { break };
        handle(&mut actor, command).await;
        if done(&actor) {
            break;
        }
    }
    if let Some(why) = &actor.lost {
        tracing::info!(game = %actor.room.code, why = %why, "game let go");
        if actor.close_on_loss {
            actor.let_go();
        }
    }
    let code = actor.room.code;
    // A game claimed here again meanwhile keeps its seats.
    if actor.ctx.registry.remove_game(code, serial) {
        for seat in actor
            .room
            .seats
            .one
            .iter()
            .chain(actor.room.seats.two.iter())
        {
            actor.ctx.registry.unseat(seat.id, code);
        }
    }
}

/// Whether a game over has nothing to stay for: a rematch needs both players, and
/// one of them here to ask. A hosted game called off goes at once, so hosting and
/// aborting in a loop leaves nothing behind.
fn done(actor: &Actor) -> bool {
    actor.lost.is_some()
        || actor.room.status == GameStatus::Over
            && (actor.room.seats.two.is_none() || !anyone_seated(actor))
}

fn far_future() -> Instant {
    Instant::now() + Duration::from_secs(86_400)
}

fn next_deadline(actor: &Actor) -> Option<Instant> {
    match actor.ended_at {
        Some(ended) => Some(ended + LINGER),
        None => actor.room.deadline_serving(Some(serving_since(actor))),
    }
}

/// Since when this node can serve the players: the graces count from here. While
/// the store fails, from now, so no grace runs out then; a deadline worked out
/// meanwhile is earlier than the true one, and the actor simply looks again.
fn serving_since(actor: &Actor) -> Instant {
    actor
        .ctx
        .db
        .health()
        .well_since()
        .unwrap_or_else(Instant::now)
}

/// A deadline passed; false when the actor should stop.
async fn on_deadline(actor: &mut Actor) -> bool {
    if actor.ended_at.is_some() {
        return false;
    }
    let serving = Some(serving_since(actor));
    let Some(result) = actor.room.expired_serving(Instant::now(), serving) else {
        return true;
    };
    if let Err(error) = actor.end(result, None).await {
        tracing::error!(game = %actor.room.code, %error, "could not store a game's end; trying again");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    true
}

async fn handle(actor: &mut Actor, command: RoomCommand) {
    if let Some(outbox) = command.outbox()
        && !outbox.reads_kind(&actor.room.kind)
    {
        // A client that does not play this game (an older version reads only the
        // first games): sent it, it could not read the message or show the game.
        let why = not_played(actor.room.code, &actor.room.kind);
        return actor.refuse(outbox, ErrorCode::BadRequest, &why);
    }
    match command {
        RoomCommand::Attach {
            player,
            outbox,
            addr,
        } => attach(actor, player, outbox, addr),
        RoomCommand::Detach { player, conn } => detach(actor, player, conn),
        RoomCommand::Join {
            player,
            name,
            outbox,
            addr,
        } => join(actor, Joiner { player, name, addr }, outbox).await,
        RoomCommand::Act {
            player,
            outbox,
            action,
            read_at,
        } => act(actor, player, &outbox, action, read_at).await,
        RoomCommand::Watch { outbox } => watch(actor, outbox),
        RoomCommand::Unwatch { conn } => unwatch(actor, conn),
        RoomCommand::Release { why, close } => {
            actor.lost = Some(why);
            actor.close_on_loss = close;
        }
    }
}
