//! The lobby's news between nodes: a notification only says "look again", at the
//! whole lobby or for one player; what is shown is always read from the tables. On
//! PostgreSQL it goes out by `pg_notify`, each in a statement of its own and never in
//! a move's transaction (PostgreSQL takes one lock for every notifying commit); on
//! SQLite the one node's own wake-up is all there is.

use crate::ctx::Ctx;
use crate::fleet::Dialect;
use crate::players::PlayerId;

/// The channel every node listens on.
pub const CHANNEL: &str = "connect4_lobby";

/// What changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum News {
    /// Something the lobby shows: its view is read again.
    Changed,
    /// A player was seated in a game made on another node: the node holding their
    /// connection sends them there.
    Player(PlayerId),
    /// A node is alive: each hears its own, which shows its listener still hears.
    Beat,
}

impl News {
    /// The payload: words and digits.
    fn payload(self) -> String {
        match self {
            News::Changed => "lobby".to_string(),
            News::Beat => "beat".to_string(),
            News::Player(id) => format!("player {id}"),
        }
    }

    pub fn parse(payload: &str) -> Option<News> {
        match payload.split_once(' ') {
            None if payload == "lobby" => Some(News::Changed),
            None if payload == "beat" => Some(News::Beat),
            Some(("player", id)) => id.parse().ok().map(News::Player),
            _ => None,
        }
    }
}

/// Tells every node, this one too, to look again (or, for a beat, that this one
/// lives).
pub async fn publish(ctx: &Ctx, news: News) {
    if news == News::Changed {
        ctx.registry.lobby_changed.notify_one();
    }
    if ctx.node.dialect != Dialect::Postgres {
        return;
    }
    // Its own transaction, which waits for no flush: a notification is not kept.
    let notify = sqlx::query(
        "SELECT 1 FROM (SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)) AS n",
    )
    .bind(CHANNEL)
    .bind(news.payload());
    if let Err(error) = notify.execute(ctx.db.pool()).await {
        // The others see it at their next look: a node whose listener was away reads
        // everything again.
        tracing::warn!(%error, ?news, "could not tell the other nodes of lobby news");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn news_reads_back_as_written_and_nothing_else_reads() {
        for news in [News::Changed, News::Player(42), News::Beat] {
            assert_eq!(News::parse(&news.payload()), Some(news));
        }
        for odd in ["", "lobby ", "player", "player x", "player 1 2", "other 1"] {
            assert_eq!(News::parse(odd), None, "{odd:?}");
        }
    }
}
