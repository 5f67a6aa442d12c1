//! A player of this node seated in a game another node made (it paired them, or
//! took their challenge) is sent to that node, where their hello finds the game.

use crate::ctx::Ctx;
use crate::fleet::{Place, home_of};
use crate::players::PlayerId;
use connect4_protocol::ServerMessage;
use std::sync::Arc;

/// Sends `player`, if connected here, to the node that serves their games, if
/// another does. Only a client that follows a redirect is paired across nodes.
pub async fn send_to_their_games(ctx: &Arc<Ctx>, player: PlayerId) {
    let Some(outbox) = ctx.registry.outbox_of(player) else {
        return;
    };
    match home_of(ctx, player).await {
        Ok(Place::There(url)) => {
            tracing::info!(
                conn = outbox.conn,
                player,
                url,
                "seated in a game of another node: redirected there"
            );
            outbox.send(&ServerMessage::Redirect { url });
            outbox.close();
        }
        Ok(_) => {}
        Err(error) => {
            tracing::warn!(%error, player, "could not read where a player's games are served");
        }
    }
}
