//! Challenges posted, withdrawn and accepted, and quick pairing: a request is matched
//! with the waiting player of the same kind and clock closest in rating. Both live in
//! the database, for every node: the node that makes a game of them owns it, and a
//! player whose connection is on another node is told to come (`News::Player`).

use super::asker::{Asker, refuse};
use super::challenges::{self, Open, Posting};
use super::news::{News, publish};
use super::seating::{create, outbox_here};
use super::seeks::{self, Partner, Seek};
use crate::ctx::{Ctx, GameSpec, Seated};
use crate::outbox::Outbox;
use connect4_protocol::{Clock, ErrorCode, GameKind, ServerMessage};
use std::sync::Arc;
use tokio::time::Instant;

/// Whether the connection may make one more lobby request now; refused if not.
fn within_budget(ctx: &Ctx, outbox: &Outbox) -> bool {
    let allowed = ctx.lobby.open().budgets.take(outbox.conn, Instant::now());
    if !allowed {
        refuse(
            outbox,
            ErrorCode::RateLimited,
            "too many lobby requests: wait a few seconds",
        );
    }
    allowed
}

/// The refusal of a request the database did not answer.
fn unanswered(outbox: &Outbox, what: &str, error: &sqlx::Error) {
    tracing::warn!(conn = outbox.conn, %error, what, "the lobby's database did not answer");
    refuse(
        outbox,
        ErrorCode::Unavailable,
        "the database did not answer: try again",
    );
}

pub async fn challenge(
    ctx: &Ctx,
    me: Asker<'_>,
    kind: GameKind,
    clock: Option<Clock>,
    rated: bool,
) {
    if let Some(why) = ctx.rated_refusal(kind, clock, rated) {
        return refuse(me.outbox, ErrorCode::BadRequest, &why);
    }
    if !within_budget(ctx, me.outbox) {
        return;
    }
    let posting = Posting {
        by: me.id,
        conn: me.outbox.conn,
        name: me.name,
        kind,
        clock,
        rated: rated && ctx.config.games.rating(&kind).is_some(),
        rating: ctx.rating(me.id, kind),
        addr: me.addr,
        follows: me.follows,
        seated: ctx.registry.seated_in(me.id) > 0,
    };
    match challenges::post(ctx, &posting).await {
        Ok(Some(id)) => {
            me.outbox.send(&ServerMessage::ChallengePosted { id });
            publish(ctx, News::Changed).await;
        }
        Ok(None) => refuse(
            me.outbox,
            ErrorCode::NotNow,
            "you have as many open challenges as allowed",
        ),
        Err(error) => unanswered(me.outbox, "posting a challenge", &error),
    }
}

pub async fn cancel_challenge(ctx: &Ctx, me: Asker<'_>, id: u64) {
    if !within_budget(ctx, me.outbox) {
        return;
    }
    match challenges::withdraw(ctx, id, me.id).await {
        Ok(true) => publish(ctx, News::Changed).await,
        Ok(false) => refuse(
            me.outbox,
            ErrorCode::NoSuchChallenge,
            "you have no open challenge of that number",
        ),
        Err(error) => unanswered(me.outbox, "withdrawing a challenge", &error),
    }
}

/// Accepts a challenge: the challenger takes seat one and moves first. The game is
/// made here; a challenger connected to another node is sent here.
pub async fn accept(ctx: &Ctx, me: Asker<'_>, id: u64) {
    let none = "no open challenge of someone else has that number";
    if !within_budget(ctx, me.outbox) {
        return;
    }
    let found = match challenges::find(ctx, id).await {
        Ok(Some(found)) if found.by != me.id => found,
        Ok(_) => return refuse(me.outbox, ErrorCode::NoSuchChallenge, none),
        Err(error) => return unanswered(me.outbox, "reading a challenge", &error),
    };
    let here = ctx.node.id();
    if found.node != here && (!found.follows || found.seated) {
        let why = "that challenge's player is on another server of this service, \
                   held there by a game or a client that cannot move: accept another";
        return refuse(me.outbox, ErrorCode::NotNow, why);
    }
    let challenge = match challenges::take(ctx, id).await {
        Ok(Some(taken)) => taken,
        Ok(None) => return refuse(me.outbox, ErrorCode::NoSuchChallenge, none),
        Err(error) => return unanswered(me.outbox, "taking a challenge", &error),
    };
    publish(ctx, News::Changed).await;
    tracing::info!(
        challenge = challenge.id,
        by = challenge.by,
        node = challenge.node,
        taker = me.id,
        "challenge accepted"
    );
    let Open {
        by,
        node,
        conn,
        name,
        kind,
        clock,
        rated,
        addr,
        ..
    } = challenge;
    let outbox = outbox_here(ctx, node, by, conn);
    if node == ctx.node.id() && outbox.is_none() {
        // Its player left this node a moment ago; their challenge went with them.
        return refuse(me.outbox, ErrorCode::NoSuchChallenge, none);
    }
    let spec = GameSpec {
        kind,
        clock,
        rated,
        one: Seated {
            id: by,
            name,
            outbox,
            addr,
        },
        two: Some(me.seated()),
        rematch_of: None,
    };
    create(ctx, &me, spec, node).await;
}

/// Pairs with the closest waiting player, or waits. Pairing is always rated.
pub async fn quick_pair(ctx: &Ctx, me: Asker<'_>, kind: GameKind, clock: Option<Clock>) {
    if let Some(why) = ctx.rated_refusal(kind, clock, true) {
        return refuse(me.outbox, ErrorCode::BadRequest, &why);
    }
    if !within_budget(ctx, me.outbox) {
        return;
    }
    let rating = (ctx.config.games.rating(&kind))
        .map_or(1500.0, |k| ctx.ratings.get(me.id, k).glicko.rating);
    let seek = Seek {
        player: me.id,
        conn: me.outbox.conn,
        name: me.name,
        kind,
        clock,
        rating,
        addr: me.addr,
        follows: me.follows,
        seated: ctx.registry.seated_in(me.id) > 0,
    };
    let partner = match seeks::pair_or_wait(ctx, &seek).await {
        Ok(Some(partner)) => partner,
        Ok(None) => return me.outbox.send(&ServerMessage::Pairing),
        Err(error) => return unanswered(me.outbox, "pairing", &error),
    };
    let Partner {
        player,
        node,
        conn,
        name,
        addr,
    } = partner;
    let spec = GameSpec {
        kind,
        clock,
        rated: true,
        one: Seated {
            id: player,
            name,
            outbox: outbox_here(ctx, node, player, conn),
            addr,
        },
        two: Some(me.seated()),
        rematch_of: None,
    };
    create(ctx, &me, spec, node).await;
}

pub async fn cancel_pairing(ctx: &Ctx, me: Asker<'_>) {
    if !within_budget(ctx, me.outbox) {
        return;
    }
    if let Err(error) = seeks::cancel(ctx, me.id).await {
        tracing::warn!(%error, player = me.id, "could not cancel a pairing");
    }
}

/// A connection closed: its challenges and pairing go with it (in a task of their
/// own, as closing waits on nothing), and its following.
pub fn leave(ctx: &Arc<Ctx>, outbox: &Outbox) {
    let mut open = ctx.lobby.open();
    open.followers.remove(&outbox.conn);
    open.budgets.forget(outbox.conn);
    drop(open);
    let ctx = Arc::clone(ctx);
    let conn = outbox.conn;
    tokio::spawn(async move {
        if let Err(error) = seeks::cancel_all_of(&ctx, conn).await {
            tracing::warn!(%error, conn, "could not cancel a closed connection's pairing");
        }
        match challenges::withdraw_all_of(&ctx, conn).await {
            Ok(true) => publish(&ctx, News::Changed).await,
            Ok(false) => {}
            Err(error) => {
                tracing::warn!(%error, conn, "could not withdraw a closed connection's challenges")
            }
        }
    });
}
