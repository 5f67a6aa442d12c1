//! Challenges posted, withdrawn and accepted, and quick pairing: a request is matched
//! with the waiting player of the same kind and clock closest in rating.

use super::state::{CHALLENGES_PER_PLAYER, OpenChallenge, Waiting};
use crate::ctx::{Ctx, GameSpec, Seated};
use crate::outbox::Outbox;
use crate::players::PlayerId;
use connect4_protocol::{Clock, ErrorCode, GameKind, ServerMessage};
use std::net::IpAddr;

/// Who asks.
#[derive(Debug, Clone)]
pub struct Asker<'a> {
    pub id: PlayerId,
    pub name: &'a str,
    pub outbox: &'a Outbox,
    /// Where they play from, when known.
    pub addr: Option<IpAddr>,
}

impl Asker<'_> {
    fn seated(&self) -> Seated {
        Seated {
            id: self.id,
            name: self.name.to_string(),
            outbox: Some(self.outbox.clone()),
            addr: self.addr,
        }
    }
}

fn refuse(outbox: &Outbox, code: ErrorCode, message: &str) {
    tracing::info!(conn = outbox.conn, ?code, message, "lobby request refused");
    outbox.send(&ServerMessage::error(code, message));
}

pub fn challenge(ctx: &Ctx, me: Asker<'_>, kind: GameKind, clock: Option<Clock>, rated: bool) {
    if let Some(why) = ctx.rated_refusal(kind, clock, rated) {
        return refuse(me.outbox, ErrorCode::BadRequest, &why);
    }
    let mut open = ctx.lobby.open();
    if open.challenges.iter().filter(|c| c.by == me.id).count() >= CHALLENGES_PER_PLAYER {
        drop(open);
        refuse(
            me.outbox,
            ErrorCode::NotNow,
            "you have as many open challenges as allowed",
        );
        return;
    }
    open.last_id += 1;
    let id = open.last_id;
    open.challenges.push(OpenChallenge {
        id,
        by: me.id,
        name: me.name.to_string(),
        outbox: me.outbox.clone(),
        addr: me.addr,
        kind,
        clock,
        rated: rated && kind.rating_kind().is_some(),
    });
    drop(open);
    me.outbox.send(&ServerMessage::ChallengePosted { id });
    ctx.registry.lobby_changed.notify_one();
}

pub fn cancel_challenge(ctx: &Ctx, me: Asker<'_>, id: u64) {
    let mut open = ctx.lobby.open();
    let before = open.challenges.len();
    open.challenges.retain(|c| !(c.id == id && c.by == me.id));
    let removed = open.challenges.len() < before;
    drop(open);
    if removed {
        ctx.registry.lobby_changed.notify_one();
    } else {
        refuse(
            me.outbox,
            ErrorCode::NoSuchChallenge,
            "you have no open challenge of that number",
        );
    }
}

/// Accepts a challenge: the challenger takes seat one and moves first.
pub async fn accept(ctx: &Ctx, me: Asker<'_>, id: u64) {
    let taken = {
        let mut open = ctx.lobby.open();
        let index = open
            .challenges
            .iter()
            .position(|c| c.id == id && c.by != me.id);
        index.map(|i| open.challenges.remove(i))
    };
    let Some(challenge) = taken else {
        refuse(
            me.outbox,
            ErrorCode::NoSuchChallenge,
            "no open challenge of someone else has that number",
        );
        return;
    };
    ctx.registry.lobby_changed.notify_one();
    let spec = GameSpec {
        kind: challenge.kind,
        clock: challenge.clock,
        rated: challenge.rated,
        one: Seated {
            id: challenge.by,
            name: challenge.name,
            outbox: Some(challenge.outbox),
            addr: challenge.addr,
        },
        two: Some(me.seated()),
        rematch_of: None,
    };
    if let Err((code, message)) = ctx.create_game(spec).await {
        refuse(me.outbox, code, &message);
    }
}

/// Pairs with the closest waiting player, or waits. Pairing is always rated.
pub async fn quick_pair(ctx: &Ctx, me: Asker<'_>, kind: GameKind, clock: Option<Clock>) {
    if let Some(why) = ctx.rated_refusal(kind, clock, true) {
        return refuse(me.outbox, ErrorCode::BadRequest, &why);
    }
    let rating = kind
        .rating_kind()
        .map_or(1500.0, |k| ctx.ratings.get(me.id, k).glicko.rating);
    let partner = {
        let mut open = ctx.lobby.open();
        open.waiting.retain(|w| w.player != me.id);
        let best = open
            .waiting
            .iter()
            .enumerate()
            .filter(|(_, w)| w.kind == kind && w.clock == clock)
            .min_by(|a, b| {
                (a.1.rating - rating)
                    .abs()
                    .total_cmp(&(b.1.rating - rating).abs())
            })
            .map(|(i, _)| i);
        match best {
            Some(i) => Some(open.waiting.remove(i)),
            None => {
                open.waiting.push(Waiting {
                    player: me.id,
                    name: me.name.to_string(),
                    outbox: me.outbox.clone(),
                    addr: me.addr,
                    kind,
                    clock,
                    rating,
                });
                None
            }
        }
    };
    let Some(partner) = partner else {
        me.outbox.send(&ServerMessage::Pairing);
        return;
    };
    let spec = GameSpec {
        kind,
        clock,
        rated: true,
        one: Seated {
            id: partner.player,
            name: partner.name,
            outbox: Some(partner.outbox),
            addr: partner.addr,
        },
        two: Some(me.seated()),
        rematch_of: None,
    };
    if let Err((code, message)) = ctx.create_game(spec).await {
        refuse(me.outbox, code, &message);
    }
}

pub fn cancel_pairing(ctx: &Ctx, player: PlayerId) {
    ctx.lobby.open().waiting.retain(|w| w.player != player);
}

/// A connection closed: its challenges, pairing and following go with it.
pub fn leave(ctx: &Ctx, player: Option<PlayerId>, outbox: &Outbox) {
    let mut open = ctx.lobby.open();
    open.followers.remove(&outbox.conn);
    let before = open.challenges.len();
    open.challenges.retain(|c| c.outbox.conn != outbox.conn);
    let changed = open.challenges.len() < before;
    if let Some(player) = player {
        open.waiting
            .retain(|w| !(w.player == player && w.outbox.conn == outbox.conn));
    }
    drop(open);
    if changed {
        ctx.registry.lobby_changed.notify_one();
    }
}
