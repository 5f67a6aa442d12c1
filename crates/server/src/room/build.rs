//! Rooms made new (hosted, accepted, paired, a rematch) or rebuilt from the database
//! after a restart, their moves replayed through the rules.

use super::state::{Room, Seat};
use crate::ctx::{Ctx, GameSpec, Seated};
use crate::db::LoadedGame;
use crate::ratings::one_address;
use connect4_protocol::{ByPlayer, Clock, GameStatus, InviteCode, Player};
use tokio::time::Instant;

impl Room {
    /// A new game; with both seats taken it starts at once.
    pub fn new(
        ctx: &Ctx,
        id: i64,
        code: InviteCode,
        spec: &GameSpec,
        now: Instant,
    ) -> Result<Room, String> {
        let seat = |seated: &Seated| Seat {
            id: seated.id,
            name: seated.name.clone(),
            rating: ctx.rating(seated.id, spec.kind),
            connected: seated.outbox.is_some(),
            away_since: None,
            addr: seated.addr,
        };
        let mut room = Room {
            id,
            epoch: 1,
            code,
            kind: spec.kind,
            clock: spec.clock,
            rated: spec.rated
                && ctx.config.games.rating(&spec.kind).is_some()
                && (ctx.config.rated_same_address
                    || !spec
                        .two
                        .as_ref()
                        .is_some_and(|two| one_address(spec.one.addr, two.addr))),
            seats: ByPlayer::new(Some(seat(&spec.one)), spec.two.as_ref().map(seat)),
            position: ctx
                .config
                .games
                .start(&spec.kind)
                .map_err(|e| e.to_string())?,
            moves: Vec::new(),
            clocks: spec
                .clock
                .map(|clock| ByPlayer::new(clock.base_ms(), clock.base_ms())),
            running_since: None,
            suspended: None,
            status: GameStatus::Waiting,
            result: None,
            draw_offer: None,
            rematch_offer: None,
            rematch_of: spec.rematch_of,
            grace: ctx.config.grace,
        };
        if room.seats.two.is_some() {
            room.start(now);
            // One seated without a connection (paired from another node, or gone
            // since they offered a rematch) has the grace to come, as one who left.
            for seat in Player::BOTH {
                if room.seats[seat].as_ref().is_some_and(|s| !s.connected) {
                    room.set_connected(seat, false, now);
                }
            }
        }
        Ok(room)
    }
}

/// A game in progress as stored, with no one connected yet: a game on is suspended
/// (clocks stopped) until a player is back, for the grace at most; a hosted game
/// waits for its host's grace.
pub fn recovered(ctx: &Ctx, game: &LoadedGame, now: Instant) -> Result<Room, String> {
    let kind = ctx
        .config
        .games
        .read_record(&game.kind)
        .map_err(|e| e.to_string())?;
    let clock = game
        .clock
        .as_deref()
        .map(Clock::parse)
        .transpose()
        .map_err(|e| e.to_string())?;
    let code = InviteCode::parse(&game.code).map_err(|e| e.to_string())?;
    let seat = |id: i64| {
        let name = ctx
            .players
            .name(id)
            .ok_or_else(|| format!("no player {id}"))?;
        Ok::<_, String>(Seat {
            id,
            name,
            rating: ctx.rating(id, kind),
            connected: false,
            away_since: None,
            addr: None,
        })
    };
    let mut position = ctx.config.games.start(&kind).map_err(|e| e.to_string())?;
    let mut clocks = clock.map(|c| ByPlayer::new(c.base_ms(), c.base_ms()));
    let mut moves = Vec::new();
    for (mv, clock_ms) in &game.moves {
        let mover = position.to_move();
        moves.push(position.play(mv).map_err(|e| format!("move {mv}: {e}"))?);
        if let (Some(clocks), Some(left)) = (clocks.as_mut(), clock_ms) {
            clocks[mover] = u64::try_from(*left).unwrap_or(0);
        }
    }
    let two = game.seat_two.map(seat).transpose()?;
    let mut room = Room {
        id: game.id,
        epoch: game.epoch,
        code,
        kind,
        clock,
        rated: game.rated,
        seats: ByPlayer::new(Some(seat(game.seat_one)?), two),
        position,
        moves,
        clocks,
        running_since: None,
        suspended: None,
        status: GameStatus::Waiting,
        result: None,
        draw_offer: None,
        rematch_offer: None,
        rematch_of: game
            .rematch_of
            .as_deref()
            .and_then(|c| InviteCode::parse(c).ok()),
        grace: ctx.config.grace,
    };
    if room.seats.two.is_some() {
        room.status = GameStatus::Playing;
        room.suspended = Some(now);
    } else if let Some(host) = room.seats[Player::One].as_mut() {
        host.away_since = Some(now);
    }
    Ok(room)
}
