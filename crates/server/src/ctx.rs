//! What every task shares: the config, the database writer, players and ratings,
//! the registry of live things, the lobby, and the way to create a game.

use crate::address_buckets::AddressBuckets;
use crate::config::Config;
use crate::cool_off::CoolOff;
use crate::db::{Db, DbError, Loaded};
use crate::fleet::Node;
use crate::limits::ConnectionLimiter;
use crate::lobby::LobbyState;
use crate::metrics::Metrics;
use crate::outbox::{ConnId, Outbox};
use crate::players::{PlayerId, Players};
use crate::ratings::{Ratings, short_clock};
use crate::registry::Registry;
use crate::room::Refusal;
use connect4_protocol::{Clock, ErrorCode, GameKind, InviteCode};
use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use tokio::sync::{mpsc, oneshot};

/// A player taking a seat in a new game, with their connection if they have one.
#[derive(Debug, Clone)]
pub struct Seated {
    pub id: PlayerId,
    pub name: String,
    pub outbox: Option<Outbox>,
    /// Where they play from, when known (two from one address play unrated).
    pub addr: Option<IpAddr>,
}

/// A game to create: seat one moves first.
#[derive(Debug, Clone)]
pub struct GameSpec {
    pub kind: GameKind,
    pub clock: Option<Clock>,
    pub rated: bool,
    pub one: Seated,
    pub two: Option<Seated>,
    pub rematch_of: Option<InviteCode>,
}

/// A request to the game factory, answered with the new game's code.
#[derive(Debug)]
pub struct NewGame {
    pub spec: GameSpec,
    pub done: oneshot::Sender<Result<InviteCode, Refusal>>,
}

pub struct Ctx {
    pub config: Config,
    pub db: Db,
    /// This server as a node of the fleet on its database.
    pub node: Node,
    pub players: Players,
    pub ratings: Ratings,
    pub registry: Registry,
    pub lobby: LobbyState,
    pub limiter: Arc<ConnectionLimiter>,
    /// Misses of invite codes, per address.
    /// Invite codes each address may guess: a code is six characters drawn at
    /// random, so trying codes is the one way into a game one was not given.
    pub guesses: AddressBuckets,
    /// WebSockets each address may open: a flood of reconnections costs a
    /// handshake, a task and two log lines each.
    pub upgrades: AddressBuckets,
    /// New players (hellos without a token) each address may make: a player costs
    /// its maker nothing and holds its name and a row until it expires unplayed.
    pub new_players: AddressBuckets,
    /// Addresses closed for flooding, kept out a while.
    pub cool_off: CoolOff,
    /// The factory's inbox: games are created by its task, so a game's actor can
    /// start another (a rematch) without this module knowing actors.
    pub factory: mpsc::UnboundedSender<NewGame>,
    /// What `/metrics` serves.
    pub metrics: Arc<Metrics>,
    next_conn: AtomicU64,
}

impl Ctx {
    pub fn new(
        config: Config,
        db: Db,
        node: Node,
        loaded: &Loaded,
        registry: Registry,
        factory: mpsc::UnboundedSender<NewGame>,
        metrics: Arc<Metrics>,
    ) -> Ctx {
        let guesses = AddressBuckets::new(config.guess_rate, config.guess_burst);
        let upgrades = AddressBuckets::new(config.upgrade_rate, config.upgrade_burst);
        // An hour's worth saved up, earned back over the hour.
        let per_hour = f64::from(config.new_players_per_hour);
        let new_players = AddressBuckets::new(per_hour / 3600.0, per_hour);
        let cool_off = CoolOff::new(config.flood_cool_off);
        let ratings = Ratings::from_loaded(config.games, &loaded.ratings);
        Ctx {
            config,
            db,
            node,
            players: Players::from_loaded(&loaded.players),
            ratings,
            registry,
            lobby: LobbyState::default(),
            limiter: Arc::default(),
            guesses,
            upgrades,
            new_players,
            cool_off,
            factory,
            metrics,
            next_conn: AtomicU64::new(1),
        }
    }

    pub fn next_conn(&self) -> ConnId {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    /// Creates and stores a game; its seated players get it whole.
    pub async fn create_game(&self, spec: GameSpec) -> Result<InviteCode, Refusal> {
        let (done, answer) = oneshot::channel();
        let gone = || {
            (
                ErrorCode::Unavailable,
                "the server is shutting down".to_string(),
            )
        };
        self.factory
            .send(NewGame { spec, done })
            .map_err(|_| gone())?;
        answer.await.unwrap_or_else(|_| Err(gone()))
    }

    /// Why a game of `kind` on `clock`, `rated` as asked, is refused, if it is.
    pub fn rated_refusal(
        &self,
        kind: GameKind,
        clock: Option<Clock>,
        rated: bool,
    ) -> Option<String> {
        if !rated || self.config.games.rating(&kind).is_none() {
            return None;
        }
        short_clock(clock, self.config.min_rated_clock)
    }

    /// Reads again the stored ratings of `players`, which another node may have
    /// changed.
    pub async fn refresh_ratings(&self, players: &[PlayerId]) -> Result<(), DbError> {
        for &player in players {
            let stored = crate::db::ratings_of(self.db.pool(), player)
                .await
                .map_err(|e| DbError::Failed(e.to_string()))?;
            self.ratings.refresh(&stored);
        }
        Ok(())
    }

    /// The seat rating shown for `player` in `kind`, if it is rated.
    pub fn rating(&self, player: PlayerId, kind: GameKind) -> Option<i32> {
        let rating_kind = self.config.games.rating(&kind)?;
        Some(self.ratings.get(player, rating_kind).shown())
    }
}
