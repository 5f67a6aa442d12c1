//! The factory: creates games (stored first, then their actors started) for hosts,
//! accepted challenges, quick pairs and rematches, and restarts the games recovered
//! from the database.

use super::build::recovered;
use super::run::spawn;
use super::state::Room;
use crate::ctx::{Ctx, GameSpec, NewGame};
use crate::db::{DbError, LoadedGame, Write};
use crate::registry::HostSlot;
use connect4_game::escape::escape;
use connect4_protocol::{ErrorCode, InviteCode};
use std::sync::Arc;
use tokio::sync::mpsc;
use tokio::time::Instant;

/// Codes drawn for one game before giving up: another server on the same database
/// may have taken the code drawn (one in a billion a game), not three in a row.
const CODE_DRAWS: usize = 3;

/// A new game's room, stored, under a code and an id no game of the database has.
async fn stored_room(ctx: &Arc<Ctx>, spec: &GameSpec) -> Result<Room, (ErrorCode, String)> {
    let unavailable = |error: String| (ErrorCode::Unavailable, error);
    let mut draws = 0;
    loop {
        let (id, code) = ctx
            .registry
            .draw_game_id()
            .map_err(|e| unavailable(e.to_string()))?;
        let room = Room::new(ctx, id, code, spec, Instant::now())
            .map_err(|e| (ErrorCode::BadRequest, e))?;
        let write = Write::Game {
            id,
            code: code.to_string(),
            kind: crate::lobby::kind_text(ctx.config.games, &spec.kind),
            clock: spec.clock.map(|c| c.to_string()),
            rated: room.rated,
            seat_one: spec.one.id,
            seat_two: spec.two.as_ref().map(|s| s.id),
            rematch_of: spec.rematch_of.map(|c| c.to_string()),
            at_ms: crate::time::now_ms(),
            owner: ctx.node.id(),
        };
        draws += 1;
        match ctx.db.commit(vec![write]).await {
            Ok(()) => return Ok(room),
            Err(DbError::Conflict(_)) if draws < CODE_DRAWS => continue,
            Err(error) => return Err(unavailable(error.to_string())),
        }
    }
}

/// Serves creation requests until the server stops.
pub async fn run_factory(ctx: Arc<Ctx>, mut requests: mpsc::UnboundedReceiver<NewGame>) {
    while let Some(NewGame { spec, done }) = requests.recv().await {
        let ctx = Arc::clone(&ctx);
        tokio::spawn(async move {
            let _ = done.send(create(ctx, spec).await);
        });
    }
}

async fn create(ctx: Arc<Ctx>, spec: GameSpec) -> Result<InviteCode, (ErrorCode, String)> {
    let max = ctx.config.max_seated;
    for seated in std::iter::once(&spec.one).chain(spec.two.as_ref()) {
        // Whoever asked logs the refusal.
        if let Some(why) = ctx.registry.seat_refusal(seated.id, max) {
            return Err((ErrorCode::NotNow, why));
        }
    }
    // Taken before anything is stored, so a flood of hosts stores nothing.
    let hosting = match spec.two {
        Some(_) => None,
        None => Some(host_slot(&ctx, &spec)?),
    };
    let room = stored_room(&ctx, &spec).await?;
    let code = room.code;
    tracing::info!(game = %code, kind = %spec.kind, host = %escape(&spec.one.name), guest = ?spec.two.as_ref().map(|s| escape(&s.name)), "game created");
    spawn(ctx, room, hosting);
    Ok(code)
}

/// A place for one more game the host waits with: a game waiting costs an actor and
/// a stored row, so one player may have only a few.
fn host_slot(ctx: &Ctx, spec: &GameSpec) -> Result<HostSlot, (ErrorCode, String)> {
    let max = ctx.config.max_hosted;
    ctx.registry.host_slot(spec.one.id, max).ok_or_else(|| {
        (
            ErrorCode::NotNow,
            format!(
                "you have {max} games waiting for an opponent, as many as allowed: \
                 abort one or wait for it to start"
            ),
        )
    })
}

/// Starts the actors of the games that were on when the server stopped.
pub fn start_recovered(ctx: &Arc<Ctx>, games: &[LoadedGame]) {
    let now = Instant::now();
    for game in games {
        match recovered(ctx, game, now) {
            Ok(room) => {
                tracing::info!(game = %room.code, moves = room.moves.len(), "game recovered");
                // A hosted game waits as before, over the limit if it must be.
                let hosting = room
                    .seats
                    .two
                    .is_none()
                    .then(|| ctx.registry.host_slot(game.seat_one, usize::MAX))
                    .flatten();
                spawn(Arc::clone(ctx), room, hosting);
            }
            Err(error) => {
                tracing::error!(game = %game.code, %error, "a stored game could not be replayed; left as it is")
            }
        }
    }
}
