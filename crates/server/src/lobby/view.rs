//! What the lobby shows, read from the tables (challenges, who is online) with the
//! games played here and the ratings, cut to fit in one message a client reads, and
//! sent to followers at most a few times a second.

use super::{challenges, games};
use crate::ctx::Ctx;
use crate::outbox::{LobbyTexts, Outbox, encoded};
use crate::players::PlayerId;
use connect4_protocol::{
    ErrorCode, InviteCode, LIST_MAX, LeaderEntry, LobbyView, MAX_SERVER_MESSAGE_BYTES,
    OnlinePlayer, ServerMessage,
};
use sqlx::Row;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;
use tokio::time::Instant;

/// The most bytes a lobby message may take, well under what a client reads
/// (`MAX_SERVER_MESSAGE_BYTES`): names are bounded, so full lists fit in it, but a
/// lobby never relies on that.
pub const LOBBY_MAX_BYTES: usize = 48 * 1024;
const _: () = assert!(LOBBY_MAX_BYTES < MAX_SERVER_MESSAGE_BYTES);

/// The least time between two lobby updates to followers: a busy lobby changes
/// many times a second, and a follower needs no more than this.
const UPDATE_EVERY: Duration = Duration::from_millis(250);

/// The most time between two readings of the lobby while anyone follows it.
const REFRESH_EVERY: Duration = Duration::from_secs(2);

/// The lobby as the tables hold it, with the games played here and the leaders.
async fn view(ctx: &Ctx) -> Result<LobbyView, sqlx::Error> {
    let challenges = challenges::listed(ctx, LIST_MAX).await?;
    let mut online = online(ctx).await?;
    online.sort_by(|a, b| a.name.cmp(&b.name));
    let mut games = ctx.registry.live_games();
    let here: HashSet<InviteCode> = games.iter().map(|g| g.code).collect();
    let elsewhere = games::elsewhere(ctx, LIST_MAX).await?;
    games.extend(elsewhere.into_iter().filter(|g| !here.contains(&g.code)));
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
    Ok(LobbyView {
        challenges,
        online,
        games,
        leaders,
    })
}

/// The first `LIST_MAX` players online on any node by name, and how many games each
/// is playing: as this node's registry counts them for its own players, as the
/// games table does for the others'.
async fn online(ctx: &Ctx) -> Result<Vec<OnlinePlayer>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT q.player, q.name, q.node, \
         (SELECT COUNT(*) FROM games g WHERE g.status = 'playing' \
          AND (g.seat_one = q.player OR g.seat_two = q.player)) \
         FROM (SELECT player, name, node FROM lobby_presence ORDER BY name LIMIT $1) q",
    )
    .bind(LIST_MAX as i64)
    .fetch_all(ctx.db.pool())
    .await?;
    let here = ctx.node.id();
    let playing_here: HashMap<PlayerId, u32> = ctx
        .registry
        .online()
        .into_iter()
        .map(|(player, _, playing)| (player, playing))
        .collect();
    let mut online = Vec::with_capacity(rows.len());
    for row in &rows {
        let player: PlayerId = row.try_get(0)?;
        let node: i64 = row.try_get(2)?;
        let playing = match playing_here.get(&player) {
            Some(&playing) if node == here => playing,
            _ => row.try_get::<i64, _>(3)? as u32,
        };
        online.push(OnlinePlayer {
            name: row.try_get(1)?,
            playing,
        });
    }
    Ok(online)
}

/// The lobby message, encoded: each list cut by a quarter at a time until the whole
/// fits in `max` bytes, so whatever the players, their names or an old database hold,
/// no client is sent more than it reads.
fn encoded_within(mut lobby: LobbyView, max: usize) -> Arc<str> {
    let mut cuts = 0;
    loop {
        let message = ServerMessage::Lobby {
            lobby: lobby.clone(),
        };
        let text = encoded(&message);
        if text.len() <= max {
            if cuts > 0 {
                tracing::debug!(
                    cuts,
                    bytes = text.len(),
                    "the lobby was cut to fit one message"
                );
            }
            return text;
        }
        cuts += 1;
        cut_quarter(&mut lobby.challenges);
        cut_quarter(&mut lobby.online);
        cut_quarter(&mut lobby.games);
        cut_quarter(&mut lobby.leaders);
    }
}

/// Drops the last quarter of a list, at least one entry.
fn cut_quarter<T>(list: &mut Vec<T>) {
    list.truncate(list.len() * 3 / 4);
}

/// The lobby encoded for each set of games its clients read, within a message.
fn texts(lobby: LobbyView) -> Arc<LobbyTexts> {
    Arc::new(LobbyTexts::new(lobby, |lobby| {
        encoded_within(lobby, LOBBY_MAX_BYTES)
    }))
}

/// The lobby read now, kept for those who ask for it within `UPDATE_EVERY`.
async fn fresh_message(ctx: &Ctx) -> Result<Arc<LobbyTexts>, sqlx::Error> {
    let mut cached = ctx.lobby.cached.lock().await;
    let texts = texts(view(ctx).await?);
    *cached = Some((Instant::now(), Arc::clone(&texts)));
    Ok(texts)
}

/// The lobby as read at most `UPDATE_EVERY` ago and not changed since as far as this
/// node knows: each asking costs no more than the lists' reading shared by all those
/// who ask within that time, whatever a client asks.
async fn recent_message(ctx: &Ctx) -> Result<Arc<LobbyTexts>, sqlx::Error> {
    let mut cached = ctx.lobby.cached.lock().await;
    if let Some((at, texts)) = &*cached
        && at.elapsed() < UPDATE_EVERY
    {
        return Ok(Arc::clone(texts));
    }
    let texts = texts(view(ctx).await?);
    *cached = Some((Instant::now(), Arc::clone(&texts)));
    Ok(texts)
}

/// Sends the lobby.
pub async fn send_view(ctx: &Ctx, outbox: &Outbox) {
    match recent_message(ctx).await {
        Ok(texts) => outbox.send_lobby(&texts),
        Err(error) => {
            tracing::warn!(%error, conn = outbox.conn, "could not read the lobby");
            let message = "the lobby could not be read: try again";
            outbox.send(&ServerMessage::error(ErrorCode::Unavailable, message));
        }
    }
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

/// Sends the lobby to its followers after each change, at most every `UPDATE_EVERY`,
/// and read again every `REFRESH_EVERY` (sent if it changed): the games and ratings
/// of other nodes change without news.
pub async fn run_broadcaster(ctx: Arc<Ctx>) {
    let mut last: Option<Arc<str>> = None;
    loop {
        let _ = tokio::time::timeout(REFRESH_EVERY, ctx.registry.lobby_changed.notified()).await;
        let followers: Vec<Outbox> = ctx.lobby.open().followers.values().cloned().collect();
        if followers.is_empty() {
            // Read again by the next who asks.
            *ctx.lobby.cached.lock().await = None;
            last = None;
        } else {
            match fresh_message(&ctx).await {
                Ok(texts) if last.as_deref() == Some(&*texts.whole) => {}
                Ok(texts) => {
                    for outbox in followers {
                        outbox.send_lobby(&texts);
                    }
                    last = Some(Arc::clone(&texts.whole));
                }
                Err(error) => {
                    tracing::warn!(%error, "could not read the lobby; trying again");
                    // Woken again, a second on: followers are not left with what
                    // they last saw.
                    ctx.registry.lobby_changed.notify_one();
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
        }
        tokio::time::sleep(UPDATE_EVERY).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use connect4_protocol::decode_server;

    fn crowded(entries: usize, name: &str) -> LobbyView {
        let player = |_| OnlinePlayer {
            name: name.to_string(),
            playing: 1,
        };
        LobbyView {
            online: (0..entries).map(player).collect(),
            ..LobbyView::default()
        }
    }

    #[test]
    fn a_lobby_too_big_is_cut_to_fit_and_still_decodes() {
        let text = encoded_within(crowded(2000, &"\"".repeat(64)), LOBBY_MAX_BYTES);
        assert!(text.len() <= LOBBY_MAX_BYTES, "{}", text.len());
        let Ok(ServerMessage::Lobby { lobby }) = decode_server(&text) else {
            panic!("not a lobby: {}", &text[..100]);
        };
        assert!(lobby.online.len() > 100, "cut no more than needed");
    }

    #[test]
    fn a_lobby_that_fits_is_sent_whole() {
        let text = encoded_within(crowded(LIST_MAX, "ann"), LOBBY_MAX_BYTES);
        let Ok(ServerMessage::Lobby { lobby }) = decode_server(&text) else {
            panic!("not a lobby");
        };
        assert_eq!(lobby.online.len(), LIST_MAX);
    }
}
