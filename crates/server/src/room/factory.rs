//! The factory: creates games (stored first, then their actors started) for hosts,
//! accepted challenges, quick pairs and rematches, and restarts the games recovered
//! from the database.

use super::build::recovered;
use super::run::spawn;
use super::state::Room;
use crate::ctx::{Ctx, GameSpec, NewGame};
use crate::db::{LoadedGame, Write};
use connect4_protocol::{ByPlayer, ErrorCode, InviteCode};
use connect4_rules::escape::escape;
use std::sync::Arc;
use tokio::sync::mpsc;
use tokio::time::Instant;

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
    let unavailable = |error: String| (ErrorCode::Unavailable, error);
    let (id, code) = ctx
        .registry
        .draw_game_id()
        .map_err(|e| unavailable(e.to_string()))?;
    let room =
        Room::new(&ctx, id, code, &spec, Instant::now()).map_err(|e| (ErrorCode::BadRequest, e))?;
    let write = Write::Game {
        id,
        code: code.to_string(),
        kind: spec.kind.to_string(),
        clock: spec.clock.map(|c| c.to_string()),
        rated: room.rated,
        seat_one: spec.one.id,
        seat_two: spec.two.as_ref().map(|s| s.id),
        rematch_of: spec.rematch_of.map(|c| c.to_string()),
        at_ms: crate::time::now_ms(),
    };
    ctx.db
        .commit(vec![write])
        .await
        .map_err(|e| unavailable(e.to_string()))?;
    tracing::info!(game = %code, kind = %spec.kind, host = %escape(&spec.one.name), guest = ?spec.two.as_ref().map(|s| escape(&s.name)), "game created");
    let outboxes = ByPlayer::new(spec.one.outbox, spec.two.and_then(|s| s.outbox));
    spawn(ctx, room, outboxes);
    Ok(code)
}

/// Starts the actors of the games that were on when the server stopped.
pub fn start_recovered(ctx: &Arc<Ctx>, games: &[LoadedGame]) {
    let now = Instant::now();
    for game in games {
        match recovered(ctx, game, now) {
            Ok(room) => {
                tracing::info!(game = %room.code, moves = room.moves.len(), "game recovered");
                spawn(Arc::clone(ctx), room, ByPlayer::default());
            }
            Err(error) => {
                tracing::error!(game = %game.code, %error, "a stored game could not be replayed; left as it is")
            }
        }
    }
}
