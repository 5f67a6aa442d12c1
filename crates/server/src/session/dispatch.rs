//! What each message of an introduced client asks: games are reached through their
//! actor's inbox (never waited on: a busy game answers `unavailable`), the lobby
//! directly. A message naming a game is checked by that game's actor against the
//! sender's own player, so no one acts in another's game.

use super::refusals::RefusalLog;
use crate::ctx::{Ctx, GameSpec, Seated};
use crate::lobby::{self, Asker};
use crate::outbox::Outbox;
use crate::players::PlayerId;
use crate::room::{Action, RoomCommand};
use connect4_protocol::{
    ClientMessage, ErrorCode, InviteCode, MAX_HELLO_GAMES, Reads, ServerMessage,
};
use std::collections::HashSet;
use std::net::IpAddr;
use std::sync::Arc;
use tokio::sync::mpsc::error::TrySendError;
use tokio::time::Instant;

/// The player a connection speaks for, once introduced.
#[derive(Debug, Clone)]
pub struct Me {
    pub id: PlayerId,
    pub name: String,
}

pub struct Client {
    pub ctx: Arc<Ctx>,
    pub outbox: Outbox,
    /// The socket's peer address.
    pub addr: IpAddr,
    /// The ssh door's own connection (known by its key, not its address).
    pub door: bool,
    /// Where the player is: the peer, the address a trusted proxy forwarded, or the
    /// visitor's address the door named (none when it names none).
    pub peer: Option<IpAddr>,
    pub me: Option<Me>,
    pub watching: HashSet<InviteCode>,
    pub refusals: RefusalLog,
    /// The protocol version of its hello (0 before it).
    pub version: u32,
    /// A join its address asked for (a redirect here from another node), made once
    /// it is welcomed.
    pub join: Option<InviteCode>,
}

impl Client {
    /// The address this client plays from, as far as the server can tell: for the
    /// ssh door's connections, the visitor's address the door named, if it did.
    pub fn peer(&self) -> Option<IpAddr> {
        self.peer
    }

    pub fn refuse(&self, code: ErrorCode, message: &str) {
        self.refusals.note(self.outbox.conn, code, message);
        self.outbox.send(&ServerMessage::error(code, message));
    }

    pub async fn handle(&mut self, message: ClientMessage) {
        let me = match (self.me.clone(), message) {
            (
                None,
                ClientMessage::Hello {
                    name,
                    token,
                    version,
                    games,
                },
            ) => {
                self.version = version;
                if games
                    .as_ref()
                    .is_some_and(|games| games.len() > MAX_HELLO_GAMES)
                {
                    let why = format!("a hello names {MAX_HELLO_GAMES} games at most");
                    return self.refuse(ErrorCode::BadRequest, &why);
                }
                let played: Vec<_> = self.ctx.config.games.iter().map(|g| g.name()).collect();
                let reads = Reads::of_hello(version, games.as_deref()).within(&played);
                self.outbox.reads_only(reads);
                return self.hello(&name, token.as_deref()).await;
            }
            (_, ClientMessage::Ping { n }) => return self.outbox.send(&ServerMessage::Pong { n }),
            (None, _) => return self.refuse(ErrorCode::NotIntroduced, "say hello first"),
            (Some(_), ClientMessage::Hello { .. }) => {
                return self.refuse(
                    ErrorCode::NotIntroduced,
                    "hello was already said on this connection",
                );
            }
            (Some(me), message) => (me, message),
        };
        self.handle_as(me.0, me.1).await;
    }

    pub async fn handle_as(&mut self, me: Me, message: ClientMessage) {
        let ctx = Arc::clone(&self.ctx);
        let asker = Asker {
            id: me.id,
            name: &me.name,
            outbox: &self.outbox,
            addr: self.peer(),
            follows: self.follows_redirects(),
        };
        match message {
            ClientMessage::Host { kind, clock, rated } => {
                if let Err(error) = ctx.config.games.check(&kind) {
                    return self.refuse(ErrorCode::BadRequest, &error.to_string());
                }
                if let Some(why) = ctx.rated_refusal(kind, clock, rated) {
                    return self.refuse(ErrorCode::BadRequest, &why);
                }
                let one = Seated {
                    id: me.id,
                    name: me.name.clone(),
                    outbox: Some(self.outbox.clone()),
                    addr: self.peer(),
                };
                let spec = GameSpec {
                    kind,
                    clock,
                    rated,
                    one,
                    two: None,
                    rematch_of: None,
                };
                if let Err((code, message)) = ctx.create_game(spec).await {
                    self.refuse(code, &message);
                }
            }
            ClientMessage::Join { code } => {
                let command = RoomCommand::Join {
                    player: me.id,
                    name: me.name,
                    outbox: self.outbox.clone(),
                    addr: self.peer(),
                };
                self.send_to_game(code, command).await;
            }
            ClientMessage::Watch { game } => {
                let watch = RoomCommand::Watch {
                    outbox: self.outbox.clone(),
                };
                if self.send_to_game(game, watch).await {
                    self.watching.insert(game);
                }
            }
            ClientMessage::Unwatch { game } => {
                self.watching.remove(&game);
                // A game held here, or none: watches are only ever made here.
                let unwatch = RoomCommand::Unwatch {
                    conn: self.outbox.conn,
                };
                self.hand(game, unwatch);
            }
            ClientMessage::Lobby { follow } => {
                lobby::send_view(&ctx, &self.outbox).await;
                lobby::follow(&ctx, &self.outbox, follow);
            }
            ClientMessage::Challenge { kind, clock, rated } => {
                match ctx.config.games.check(&kind) {
                    Ok(()) => lobby::challenge(&ctx, asker, kind, clock, rated).await,
                    Err(error) => self.refuse(ErrorCode::BadRequest, &error.to_string()),
                }
            }
            ClientMessage::CancelChallenge { id } => {
                lobby::cancel_challenge(&ctx, asker, id).await;
            }
            ClientMessage::AcceptChallenge { id } => lobby::accept(&ctx, asker, id).await,
            ClientMessage::QuickPair { kind, clock } => match ctx.config.games.check(&kind) {
                Ok(()) => lobby::quick_pair(&ctx, asker, kind, clock).await,
                Err(error) => self.refuse(ErrorCode::BadRequest, &error.to_string()),
            },
            ClientMessage::CancelQuickPair => lobby::cancel_pairing(&ctx, asker).await,
            message => {
                let Some((game, action)) = action_of(message) else {
                    return;
                };
                let command = RoomCommand::Act {
                    player: me.id,
                    outbox: self.outbox.clone(),
                    action,
                    read_at: tokio::time::Instant::now(),
                };
                self.send_to_game(game, command).await;
            }
        }
    }

    /// Hands a command to a game's actor; false (and an error sent) if it cannot.
    /// Naming a game that does not exist is a guess at a code: an address out of
    /// guesses is refused whether the game exists or not.
    async fn send_to_game(&mut self, code: InviteCode, command: RoomCommand) -> bool {
        if self.ctx.node.draining() {
            self.refuse(
                ErrorCode::Unavailable,
                "this server is stopping: its games go on on another, connect again",
            );
            return false;
        }
        let now = Instant::now();
        let guesser = self.peer();
        if guesser.is_some_and(|addr| !self.ctx.guesses.has_token(addr, now)) {
            self.refuse(
                ErrorCode::RateLimited,
                "too many codes that name no game from your address: wait a minute",
            );
            return false;
        }
        if self.ctx.registry.game(code).is_some() {
            return self.hand(code, command);
        }
        // Held by another node (or by none, and claimed here).
        if let Some(handed) = self.send_elsewhere(code, command).await {
            return handed;
        }
        {
            if let Some(addr) = guesser {
                self.ctx.guesses.spend(addr, now);
            }
            self.refuse(
                ErrorCode::NoSuchGame,
                &format!("no game has the code {code}"),
            );
            false
        }
    }

    /// Hands a command to the actor of game `code`, held here; false (and an error
    /// sent) if it cannot take it.
    pub fn hand(&self, code: InviteCode, command: RoomCommand) -> bool {
        let Some(game) = self.ctx.registry.game(code) else {
            self.refuse(
                ErrorCode::NoSuchGame,
                &format!("no game has the code {code}"),
            );
            return false;
        };
        match game.try_send(command) {
            Ok(()) => true,
            Err(TrySendError::Full(_)) => {
                self.refuse(ErrorCode::Unavailable, "that game is busy: try again");
                false
            }
            Err(TrySendError::Closed(_)) => {
                self.refuse(ErrorCode::NoSuchGame, &format!("the game {code} is gone"));
                false
            }
        }
    }

    /// The connection closed: its games hear it, the lobby forgets it.
    pub fn leave(&mut self) {
        let player = self.me.as_ref().map(|me| me.id);
        for code in std::mem::take(&mut self.watching) {
            if let Some(game) = self.ctx.registry.game(code) {
                let _ = game.try_send(RoomCommand::Unwatch {
                    conn: self.outbox.conn,
                });
            }
        }
        if let Some(id) = player {
            for code in self.ctx.registry.games_of(id) {
                if let Some(game) = self.ctx.registry.game(code) {
                    // A full inbox is a game swamped by others: it notices this
                    // player when their outbox fails instead.
                    let _ = game.try_send(RoomCommand::Detach {
                        player: id,
                        conn: self.outbox.conn,
                    });
                }
            }
            self.ctx.registry.go_offline(id, &self.outbox);
        }
        lobby::leave(&self.ctx, &self.outbox);
    }
}

/// A player's action in a game, from its message.
fn action_of(message: ClientMessage) -> Option<(InviteCode, Action)> {
    Some(match message {
        ClientMessage::Move { game, mv, ply } => (game, Action::Move(mv, ply)),
        ClientMessage::Resign { game } => (game, Action::Resign),
        ClientMessage::OfferDraw { game } => (game, Action::OfferDraw),
        ClientMessage::DeclineDraw { game } => (game, Action::DeclineDraw),
        ClientMessage::Abort { game } => (game, Action::Abort),
        ClientMessage::Rematch { game } => (game, Action::Rematch),
        _ => return None,
    })
}
