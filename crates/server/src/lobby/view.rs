//! What the lobby shows, built from the registry, the ratings and the open
//! challenges, cut to fit in one message a client reads, and sent to followers at
//! most a few times a second.

use crate::ctx::Ctx;
use crate::outbox::{Outbox, encoded};
use connect4_protocol::{
    Challenge, LIST_MAX, LeaderEntry, LobbyView, MAX_SERVER_MESSAGE_BYTES, OnlinePlayer,
    ServerMessage,
};
use std::sync::Arc;
use std::time::Duration;

/// The most bytes a lobby message may take, well under what a client reads
/// (`MAX_SERVER_MESSAGE_BYTES`): names are bounded, so full lists fit in it, but a
/// lobby never relies on that.
pub const LOBBY_MAX_BYTES: usize = 48 * 1024;
const _: () = assert!(LOBBY_MAX_BYTES < MAX_SERVER_MESSAGE_BYTES);

/// The least time between two lobby updates to followers: a busy lobby changes
/// many times a second, and a follower needs no more than this.
const UPDATE_EVERY: Duration = Duration::from_millis(250);

fn view(ctx: &Ctx) -> LobbyView {
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

fn lobby_message(ctx: &Ctx) -> Arc<str> {
    encoded_within(view(ctx), LOBBY_MAX_BYTES)
}

pub fn send_view(ctx: &Ctx, outbox: &Outbox) {
    outbox.send_text(lobby_message(ctx));
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
            let text = lobby_message(&ctx);
            for outbox in followers {
                outbox.send_text(Arc::clone(&text));
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
