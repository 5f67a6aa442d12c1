//! Who and what is live: the games' actors by code, each player's games, the
//! players online, and the codes and ids already used. Locks here are held for a
//! lookup only, never across an await.

use crate::outbox::{ConnId, Outbox};
use crate::players::PlayerId;
use crate::room::RoomCommand;
use connect4_protocol::{InviteCode, LiveGame};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::{Notify, mpsc};

/// A live game: its actor's inbox, and what the lobby shows of it once it is on.
#[derive(Debug)]
pub struct GameEntry {
    pub tx: mpsc::Sender<RoomCommand>,
    /// Which actor: one let go may stop after another took its code here.
    pub serial: u64,
    pub live: Option<LiveGame>,
}

/// A player's connection.
#[derive(Debug, Clone)]
pub struct Session {
    pub outbox: Outbox,
    pub name: String,
}

#[derive(Debug, Default)]
pub struct Registry {
    games: Mutex<HashMap<InviteCode, GameEntry>>,
    player_games: Mutex<HashMap<PlayerId, HashSet<InviteCode>>>,
    online: Mutex<HashMap<PlayerId, Session>>,
    /// The invite codes used here (the database's unique index holds them for every
    /// server on it).
    used: Mutex<HashSet<InviteCode>>,
    /// How many games each host has waiting for an opponent.
    hosting: Arc<Mutex<HashMap<PlayerId, usize>>>,
    serials: AtomicU64,
    /// Woken when something the lobby shows changed.
    pub lobby_changed: Notify,
    /// Woken when a player came online here or left: the lobby writes it down.
    pub presence_changed: Notify,
}

/// A game's place among its host's games waiting for an opponent, given back when
/// dropped: when the game starts, ends or its actor stops.
#[derive(Debug)]
pub struct HostSlot {
    hosting: Arc<Mutex<HashMap<PlayerId, usize>>>,
    host: PlayerId,
}

impl Drop for HostSlot {
    fn drop(&mut self) {
        let mut hosting = lock(&self.hosting);
        if let Some(count) = hosting.get_mut(&self.host) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                hosting.remove(&self.host);
            }
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

impl Registry {
    pub fn new(codes: impl IntoIterator<Item = InviteCode>) -> Registry {
        let registry = Registry::default();
        *lock(&registry.used) = codes.into_iter().collect();
        registry
    }

    /// A new game's id (random) and a code never used here.
    pub fn draw_game_id(&self) -> Result<(i64, InviteCode), getrandom::Error> {
        let id = crate::ids::random_id()?;
        let mut used = lock(&self.used);
        loop {
            let mut bytes = [0u8; connect4_protocol::CODE_LENGTH];
            getrandom::fill(&mut bytes)?;
            let code = InviteCode::from_random(bytes);
            if used.insert(code) {
                return Ok((id, code));
            }
        }
    }

    /// A place for one more game `host` waits with, if they have fewer than `max`.
    pub fn host_slot(&self, host: PlayerId, max: usize) -> Option<HostSlot> {
        let mut hosting = lock(&self.hosting);
        let count = hosting.get(&host).copied().unwrap_or(0);
        if count >= max {
            return None;
        }
        hosting.insert(host, count + 1);
        Some(HostSlot {
            hosting: Arc::clone(&self.hosting),
            host,
        })
    }

    /// Registers a game's actor; returns its serial, for `remove_game`.
    pub fn add_game(&self, code: InviteCode, tx: mpsc::Sender<RoomCommand>) -> u64 {
        let serial = self.serials.fetch_add(1, Ordering::Relaxed);
        let entry = GameEntry {
            tx,
            serial,
            live: None,
        };
        if let Some(old) = lock(&self.games).insert(code, entry) {
            // A game let go whose actor has not stopped yet, now claimed again.
            let _ = old.tx.try_send(RoomCommand::Release {
                why: "the game was claimed again".to_string(),
                close: false,
            });
        }
        serial
    }

    /// The actor `serial` of game `code` stopped; false if another took its code.
    pub fn remove_game(&self, code: InviteCode, serial: u64) -> bool {
        let mut games = lock(&self.games);
        let ours = games.get(&code).is_some_and(|g| g.serial == serial);
        if ours {
            games.remove(&code);
        }
        drop(games);
        self.lobby_changed.notify_one();
        ours
    }

    /// Tells every game here to stop, without another write, and closes every
    /// player's connection: this node no longer serves them.
    pub fn release_all(&self, why: &str) {
        self.stop_games(why, true);
        self.close_all();
    }

    /// Tells every game here to stop after the command it is on, without another
    /// write; with `close`, each closes its players' connections.
    pub fn stop_games(&self, why: &str, close: bool) {
        let games: Vec<_> = lock(&self.games).values().map(|g| g.tx.clone()).collect();
        for game in games {
            let release = RoomCommand::Release {
                why: why.to_string(),
                close,
            };
            // A full queue: the game's next write is refused by its epoch anyway.
            let _ = game.try_send(release);
        }
    }

    /// Closes every player's connection.
    pub fn close_all(&self) {
        let online: Vec<Outbox> = lock(&self.online)
            .values()
            .map(|s| s.outbox.clone())
            .collect();
        for outbox in online {
            outbox.close();
        }
    }

    pub fn game(&self, code: InviteCode) -> Option<mpsc::Sender<RoomCommand>> {
        lock(&self.games).get(&code).map(|entry| entry.tx.clone())
    }

    pub fn set_live(&self, code: InviteCode, live: Option<LiveGame>) {
        if let Some(entry) = lock(&self.games).get_mut(&code) {
            entry.live = live;
        }
        self.lobby_changed.notify_one();
    }

    pub fn live_games(&self) -> Vec<LiveGame> {
        lock(&self.games)
            .values()
            .filter_map(|entry| entry.live.clone())
            .collect()
    }

    pub fn game_count(&self) -> usize {
        lock(&self.games).len()
    }

    pub fn seat(&self, player: PlayerId, code: InviteCode) {
        lock(&self.player_games)
            .entry(player)
            .or_default()
            .insert(code);
    }

    pub fn unseat(&self, player: PlayerId, code: InviteCode) {
        let mut all = lock(&self.player_games);
        if let Some(games) = all.get_mut(&player) {
            games.remove(&code);
            if games.is_empty() {
                all.remove(&player);
            }
        }
    }

    /// How many live games a player sits in.
    pub fn seated_in(&self, player: PlayerId) -> usize {
        lock(&self.player_games)
            .get(&player)
            .map_or(0, HashSet::len)
    }

    /// Why `player` may not sit in one more game, if they may not: each game held
    /// costs memory and is sent whole at each of their reconnections.
    pub fn seat_refusal(&self, player: PlayerId, max: usize) -> Option<String> {
        (self.seated_in(player) >= max).then(|| {
            format!(
                "a player sits in {max} games at most: finish some, or wait for those over to go"
            )
        })
    }

    /// The live games a player sits in.
    pub fn games_of(&self, player: PlayerId) -> Vec<InviteCode> {
        lock(&self.player_games)
            .get(&player)
            .map(|games| games.iter().copied().collect())
            .unwrap_or_default()
    }

    /// The player is online on this connection; returns the one it replaces.
    pub fn go_online(&self, player: PlayerId, session: Session) -> Option<Session> {
        let previous = lock(&self.online).insert(player, session);
        self.presence_changed.notify_one();
        previous
    }

    /// The connection a player is on now, if any.
    pub fn outbox_of(&self, player: PlayerId) -> Option<Outbox> {
        lock(&self.online).get(&player).map(|s| s.outbox.clone())
    }

    /// The connection closed; the player is offline unless another took over.
    pub fn go_offline(&self, player: PlayerId, outbox: &Outbox) {
        let mut online = lock(&self.online);
        if online
            .get(&player)
            .is_some_and(|s| s.outbox.conn == outbox.conn)
        {
            online.remove(&player);
        }
        drop(online);
        self.presence_changed.notify_one();
    }

    /// Each player online here: their connection and name.
    pub fn sessions(&self) -> Vec<(PlayerId, ConnId, String)> {
        lock(&self.online)
            .iter()
            .map(|(id, session)| (*id, session.outbox.conn, session.name.clone()))
            .collect()
    }

    /// Everyone online, and how many games each is playing: games that are on, not
    /// one over and kept a while for a rematch, nor one waiting for its opponent.
    pub fn online(&self) -> Vec<(PlayerId, String, u32)> {
        let live = lock(&self.games);
        let games = lock(&self.player_games);
        let on = |code: &InviteCode| live.get(code).is_some_and(|g| g.live.is_some());
        lock(&self.online)
            .iter()
            .map(|(id, session)| {
                let playing = games
                    .get(id)
                    .map_or(0, |g| g.iter().filter(|c| on(c)).count());
                (*id, session.name.clone(), playing as u32)
            })
            .collect()
    }
}
