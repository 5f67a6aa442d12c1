//! A client introduces itself: a new player gets a fresh token (stored first) and a
//! name no other player holds, a known token its own player back, with its games in
//! progress sent whole. A second connection of the same player replaces the first.

use super::dispatch::{Client, Me};
use crate::db::{DbError, Write, distinct_keys};
use crate::fleet::{Place, home_of};
use crate::players::{DrawError, PlayerId, hash_token};
use crate::registry::Session;
use crate::room::RoomCommand;
use connect4_game::player_name::name_fault;
use connect4_protocol::{
    ClientMessage, ErrorCode, InviteCode, PROTOCOL_VERSION, PlayerInfo, ServerMessage,
};
use std::time::Duration;
use tokio::time::Instant;

/// How long a `hello` waits, for all the player's games, for room in their queues
/// to send the player back.
const ATTACH_WAIT: Duration = Duration::from_secs(5);

impl Client {
    pub async fn hello(&mut self, name: &str, token: Option<&str>) {
        let name = name.trim();
        let (id, name, token) = match token {
            Some(token) => match self.known_player(token).await {
                Ok(Some((id, stored))) => (id, stored, token.to_string()),
                Ok(None) => {
                    return self.refuse(ErrorCode::BadToken, "this server does not know that token: say hello without one to play as a new player");
                }
                Err(error) => return self.refuse(ErrorCode::Unavailable, &error.to_string()),
            },
            None => match self.new_player(name).await {
                Ok((id, token)) => (id, name.to_string(), token),
                Err((code, message)) => return self.refuse(code, &message),
            },
        };
        if !self.served_here(id).await {
            return;
        }
        // The welcome first: once the player is online here, a game made for them
        // may speak to this connection at once.
        self.outbox.send(&ServerMessage::Welcome {
            version: PROTOCOL_VERSION,
            player: PlayerInfo {
                name: name.clone(),
                ratings: self.ctx.ratings.infos(id),
            },
            token,
        });
        let session = Session {
            outbox: self.outbox.clone(),
            name: name.clone(),
        };
        let previous = self.ctx.registry.go_online(id, session);
        if let Some(previous) = previous.filter(|p| p.outbox.conn != self.outbox.conn) {
            previous.outbox.send(&ServerMessage::error(
                ErrorCode::Replaced,
                "you connected again elsewhere",
            ));
            previous.outbox.close();
        }
        tracing::info!(conn = self.outbox.conn, player = id, name = %connect4_game::escape::escape(&name), "player introduced");
        self.me = Some(Me { id, name });
        let by = Instant::now() + ATTACH_WAIT;
        for code in self.ctx.registry.games_of(id) {
            if !self.attach(id, code, by).await {
                return;
            }
        }
        if let (Some(code), Some(me)) = (self.join.take(), self.me.clone()) {
            self.handle_as(me, ClientMessage::Join { code }).await;
        }
    }

    /// Whether this node serves the player's games: if another does, the client is
    /// sent there (or told, if it cannot follow) and false returned.
    async fn served_here(&mut self, id: PlayerId) -> bool {
        if self.ctx.node.draining() {
            self.refuse(
                ErrorCode::Unavailable,
                "this server is stopping: connect again",
            );
            return false;
        }
        if !self.ctx.node.holds_lease() {
            self.refuse(
                ErrorCode::Unavailable,
                "this server is joining its fleet again: connect again in a moment",
            );
            return false;
        }
        match home_of(&self.ctx, id).await {
            Ok(Place::There(url)) => {
                tracing::info!(
                    conn = self.outbox.conn,
                    player = id,
                    "a player whose games another node serves"
                );
                self.redirect(&url, "your games are served there");
                false
            }
            Ok(_) => true,
            Err(error) => {
                tracing::warn!(%error, player = id, "could not read where a player's games are served");
                self.refuse(
                    ErrorCode::Unavailable,
                    "the database did not answer: try again",
                );
                false
            }
        }
    }

    /// Sends the player back to game `code`, which sends them the game whole. A full
    /// queue is waited for (a game whose store is slow drains in seconds), since a
    /// welcome without the game would leave the player blind to it and counted away;
    /// false if the wait ran out at `by`, and the connection closes for the client
    /// to come back.
    async fn attach(&self, id: PlayerId, code: InviteCode, by: Instant) -> bool {
        let Some(game) = self.ctx.registry.game(code) else {
            return true;
        };
        let attach = RoomCommand::Attach {
            player: id,
            outbox: self.outbox.clone(),
            addr: self.peer(),
        };
        // An error is a game that just ended: nothing to come back to.
        if tokio::time::timeout_at(by, game.send(attach)).await.is_ok() {
            return true;
        }
        let conn = self.outbox.conn;
        tracing::warn!(conn, player = id, game = %code, "a game too busy to take its player back: closed for the client to come back");
        self.outbox.send(&ServerMessage::Error {
            code: ErrorCode::Unavailable,
            message: format!("the game {code} is too busy to take you back: connect again"),
            game: Some(code),
        });
        self.outbox.close();
        false
    }

    /// The player of `token`: known here, or made by another server on the same
    /// database since this one started (read, and known here from then on).
    async fn known_player(&self, token: &str) -> Result<Option<(i64, String)>, DbError> {
        if let Some(found) = self.ctx.players.find(token) {
            return Ok(Some(found));
        }
        let Some((player, ratings)) = self.ctx.db.find_player(&hash_token(token)).await? else {
            return Ok(None);
        };
        self.ctx.ratings.learn(&ratings);
        Ok(Some(self.ctx.players.learn(&player)))
    }

    /// A new player called `name`, stored; the name is held for them from the draw
    /// on, so of two hellos with one name only one gets it. Each address makes so
    /// many new players an hour (but the ssh door's, which limits its own clients).
    async fn new_player(&self, name: &str) -> Result<(i64, String), (ErrorCode, String)> {
        if let Some(fault) = name_fault(name) {
            return Err((ErrorCode::BadName, fault.to_string()));
        }
        let reservation = self.ctx.players.draw_new(name).map_err(|e| match e {
            DrawError::Taken => (ErrorCode::NameTaken, taken(name)),
            DrawError::Random(e) => (
                ErrorCode::Unavailable,
                format!("no randomness for a token: {e}"),
            ),
        })?;
        if !self.may_make_new_player() {
            let per_hour = self.ctx.config.new_players_per_hour;
            let message = format!(
                "too many new players from your address ({per_hour} an hour): come back with your token, or later"
            );
            return Err((ErrorCode::RateLimited, message));
        }
        let player = reservation.player.clone();
        let mut writes = vec![Write::Player {
            id: player.id,
            name: name.to_string(),
            token_hash: player.token_hash.clone(),
            at_ms: crate::time::now_ms(),
        }];
        writes.extend(distinct_keys(name).into_iter().map(|key| Write::NameKey {
            key,
            player: player.id,
        }));
        // The database holds each key once for every server on it: another server's
        // player may have taken the name since this one's memory was read.
        self.ctx.db.commit(writes).await.map_err(|e| match e {
            DbError::Conflict(_) => (ErrorCode::NameTaken, taken(name)),
            _ => (ErrorCode::Unavailable, e.to_string()),
        })?;
        reservation.confirm();
        Ok((player.id, player.token))
    }

    /// Whether this connection's address may make one more new player now, counted
    /// if so. The ssh door's own connections carry all its players, and the door
    /// limits them itself.
    fn may_make_new_player(&self) -> bool {
        self.door || self.ctx.new_players.take(self.addr, Instant::now())
    }
}

/// The refusal of a name held by another player. A valid name (checked before):
/// clients escape what they show.
fn taken(name: &str) -> String {
    format!("the name {name} is taken: choose another")
}
