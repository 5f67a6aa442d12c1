//! A pair seated in the game made of it, here: the node that pairs owns the game. A
//! player of another node is read here first, and told to come once it is made.

use super::asker::{Asker, refuse};
use super::news::{News, publish};
use crate::ctx::{Ctx, GameSpec};
use crate::db::find_players;
use crate::outbox::Outbox;
use crate::players::PlayerId;

/// The connection `conn` of `player`, if it is on this node and still theirs.
pub fn outbox_here(ctx: &Ctx, node: i64, player: PlayerId, conn: u64) -> Option<Outbox> {
    if node != ctx.node.id() {
        return None;
    }
    ctx.registry
        .outbox_of(player)
        .filter(|outbox| outbox.conn == conn)
}

/// Makes the game of a pair; the first player, connected to `node`, is told to come
/// if that is another node.
pub async fn create(ctx: &Ctx, me: &Asker<'_>, spec: GameSpec, node: i64) {
    let first = spec.one.id;
    if node != ctx.node.id()
        && let Err(error) = know(ctx, first).await
    {
        tracing::warn!(%error, player = first, "could not read a player of another node");
    }
    match ctx.create_game(spec).await {
        Ok(_) if node != ctx.node.id() => publish(ctx, News::Player(first)).await,
        Ok(_) => {}
        Err((code, message)) => refuse(me.outbox, code, &message),
    }
}

/// A player of another node, known here before a game is made for them: their name
/// and their ratings as stored, which their node may have changed.
async fn know(ctx: &Ctx, player: PlayerId) -> Result<(), sqlx::Error> {
    for (found, ratings) in find_players(ctx.db.pool(), &[player]).await? {
        ctx.ratings.refresh(&ratings);
        if ctx.players.name(player).is_none() {
            ctx.players.learn(&found);
        }
    }
    Ok(())
}
