//! What the lobby shows, built from the registry, the ratings and the open
//! challenges, and sent to followers at most a few times a second.

use crate::ctx::Ctx;
use crate::outbox::{Outbox, encoded};
use connect4_protocol::{Challenge, LIST_MAX, LeaderEntry, LobbyView, OnlinePlayer, ServerMessage};
use std::sync::Arc;
use std::time::Duration;

/// The least time between two lobby updates to followers: a busy lobby changes
/// many times a second, and a follower needs no more than this.
const UPDATE_EVERY: Duration = Duration::from_millis(250);

pub fn view(ctx: &Ctx) -> LobbyView {
    let challenges = ctx
        .lobby
        .open()
        .challenges
        .iter()
        .take(LIST_MAX)
        .map(|c| Challenge {
            id: c.id,
            by: c.name.clone(),
            kind: c.kind,
            clock: c.clock,
            rated: c.rated,
            rating: ctx.rating(c.by, c.kind),
        })
        .collect();
    let mut online: Vec<OnlinePlayer> = ctx
        .registry
        .online()
        .into_iter()
        .map(|(_, name, playing)| OnlinePlayer { name, playing })
        .collect();
    online.sort_by(|a, b| a.name.cmp(&b.name));
    online.truncate(LIST_MAX);
    let mut games = ctx.registry.live_games();
    games.sort_by_key(|g| g.code);
    games.truncate(LIST_MAX);
    let leaders = ctx
        .ratings
        .leaders()
        .into_iter()
        .filter_map(|(player, kind, rated)| {
            Some(LeaderEntry {
                name: ctx.players.name(player)?,
                kind,
                rating: rated.shown(),
                games: rated.games,
            })
        })
        .collect();
    LobbyView {
        challenges,
        online,
        games,
        leaders,
    }
}

pub fn send_view(ctx: &Ctx, outbox: &Outbox) {
    outbox.send(&ServerMessage::Lobby { lobby: view(ctx) });
}

/// Follows the lobby (or stops following it).
pub fn follow(ctx: &Ctx, outbox: &Outbox, on: bool) {
    let mut open = ctx.lobby.open();
    if on {
        open.followers.insert(outbox.conn, outbox.clone());
    } else {
        open.followers.remove(&outbox.conn);
    }
}

/// Sends the lobby to its followers after each change, at most every `UPDATE_EVERY`.
pub async fn run_broadcaster(ctx: Arc<Ctx>) {
    loop {
        ctx.registry.lobby_changed.notified().await;
        let followers: Vec<Outbox> = ctx.lobby.open().followers.values().cloned().collect();
        if !followers.is_empty() {
            let text = encoded(&ServerMessage::Lobby { lobby: view(&ctx) });
            for outbox in followers {
                outbox.send_text(Arc::clone(&text));
            }
        }
        tokio::time::sleep(UPDATE_EVERY).await;
    }
}
