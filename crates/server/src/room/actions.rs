//! What a seated player does: move, resign, offer or decline a draw, abort, ask for
//! a rematch. Each is checked against the room first; a refusal goes back to the
//! sender alone and changes nothing.

use super::actor::Actor;
use super::command::Action;
use crate::ctx::{GameSpec, Seated};
use crate::outbox::Outbox;
use crate::players::PlayerId;
use connect4_protocol::{EndReason, ErrorCode, GameResult, GameStatus, Player, ServerMessage};
use tokio::time::Instant;

pub async fn act(
    actor: &mut Actor,
    player: PlayerId,
    outbox: &Outbox,
    action: Action,
    read_at: Instant,
) {
    let Some(seat) = actor.room.seat_of(player) else {
        tracing::warn!(game = %actor.room.code, player, ?action, "refused: not a player of this game");
        actor.refuse(
            outbox,
            ErrorCode::NotYourGame,
            "you do not play in this game",
        );
        return;
    };
    let refusal = match action {
        Action::Move(text, ply) => play(actor, seat, &text, ply, read_at).await,
        Action::Resign if actor.room.status == GameStatus::Playing => {
            end(actor, GameResult::win(seat.other(), EndReason::Resigned)).await
        }
        Action::Abort if actor.room.may_abort() => {
            end(actor, GameResult::draw(EndReason::Aborted)).await
        }
        Action::OfferDraw if actor.room.status == GameStatus::Playing => {
            offer_draw(actor, seat).await
        }
        Action::DeclineDraw if actor.room.draw_offer == Some(seat.other()) => {
            actor.room.draw_offer = None;
            actor.broadcast(&ServerMessage::DrawDeclined {
                game: actor.room.code,
                by: seat,
            });
            None
        }
        Action::Rematch
            if actor.room.status == GameStatus::Over && actor.room.seats.two.is_some() =>
        {
            rematch(actor, seat).await
        }
        other => Some((
            ErrorCode::NotNow,
            format!("{} is not possible now", name(&other)),
        )),
    };
    if let Some((code, message)) = refusal {
        tracing::info!(game = %actor.room.code, player, ?code, message = %connect4_game::escape::escape(&message), "refused");
        actor.refuse(outbox, code, message);
    }
}

type Outcome = Option<(ErrorCode, String)>;

async fn play(
    actor: &mut Actor,
    seat: Player,
    text: &str,
    ply: Option<u32>,
    read_at: Instant,
) -> Outcome {
    let prepared = match actor.room.prepare_move(seat, text, ply, Instant::now()) {
        Ok(prepared) => prepared,
        Err(refusal) => return Some(refusal),
    };
    let stored = match prepared.result {
        Some(result) => actor.end(result, Some(prepared)).await,
        None => actor.store_move(prepared).await,
    };
    match stored {
        Ok(()) => {
            actor.ctx.metrics.moved(read_at.elapsed());
            actor.publish();
            None
        }
        Err(error) => Some((
            ErrorCode::Unavailable,
            format!("the move was not stored: {error}"),
        )),
    }
}

async fn end(actor: &mut Actor, result: GameResult) -> Outcome {
    let stored = actor.end(result, None).await;
    stored
        .err()
        .map(|error| (ErrorCode::Unavailable, error.to_string()))
}

async fn offer_draw(actor: &mut Actor, seat: Player) -> Outcome {
    if actor.room.draw_offer == Some(seat.other()) {
        return end(actor, GameResult::draw(EndReason::Agreement)).await;
    }
    actor.room.draw_offer = Some(seat);
    actor.broadcast(&ServerMessage::DrawOffered {
        game: actor.room.code,
        by: seat,
    });
    None
}

/// The first asks, the second accepts: a new game, seats swapped.
async fn rematch(actor: &mut Actor, seat: Player) -> Outcome {
    if actor.room.rematch_offer != Some(seat.other()) {
        actor.room.rematch_offer = Some(seat);
        actor.broadcast(&ServerMessage::RematchOffered {
            game: actor.room.code,
            by: seat,
        });
        return None;
    }
    let seated = |p: Player| {
        let s = actor.room.seats[p].as_ref()?;
        Some(Seated {
            id: s.id,
            name: s.name.clone(),
            outbox: actor.outboxes[p].clone(),
            addr: s.addr,
        })
    };
    let (Some(one), Some(two)) = (seated(Player::Two), seated(Player::One)) else {
        return Some((ErrorCode::NotNow, "the game has no opponent".into()));
    };
    actor.room.rematch_offer = None;
    let spec = GameSpec {
        kind: actor.room.kind,
        clock: actor.room.clock,
        rated: actor.room.rated,
        one,
        two: Some(two),
        rematch_of: Some(actor.room.code),
    };
    actor.ctx.create_game(spec).await.err()
}

fn name(action: &Action) -> &'static str {
    match action {
        Action::Move(..) => "a move",
        Action::Resign => "resigning",
        Action::OfferDraw => "a draw offer",
        Action::DeclineDraw => "declining a draw",
        Action::Abort => "an abort",
        Action::Rematch => "a rematch",
    }
}
