//! Who plays here: each player's name and the hash of their token, kept in memory
//! (read from the database at start), and new tokens and ids drawn from the OS's
//! CSPRNG. A name is held by one player, with every name that looks like it
//! (`names`): a new player's name is reserved here under one lock, so two hellos with
//! one name on this server cannot both get it, and then held by the database's
//! unique `name_keys`, so two servers on one database cannot either.

use crate::db::LoadedPlayer;
use crate::names::{name_keys, shown_name};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::Mutex;

pub type PlayerId = i64;

/// Random bytes in a token: 128 bits, past guessing.
const TOKEN_BYTES: usize = 16;

#[derive(Debug, Default)]
struct Known {
    by_token_hash: HashMap<String, PlayerId>,
    names: HashMap<PlayerId, String>,
    /// Who holds each name, by both its keys (`name_keys`). A database from before
    /// names were held once may have a name twice: the first player read holds it,
    /// and the others keep their tokens and their name.
    held: HashMap<String, PlayerId>,
}

/// Every player the server knows.
impl Known {
    /// A stored player, known from now on by its token, under the name shown for
    /// it, which it holds unless a player known before holds it; that name.
    fn add(&mut self, player: &LoadedPlayer) -> String {
        let name = shown_name(&player.name, player.id);
        self.by_token_hash
            .insert(player.token_hash.clone(), player.id);
        for key in name_keys(&name) {
            self.held.entry(key).or_insert(player.id);
        }
        self.names.insert(player.id, name.clone());
        name
    }
}

#[derive(Debug, Default)]
pub struct Players {
    known: Mutex<Known>,
}

/// A new player's identity, to store before it is used.
#[derive(Debug, Clone)]
pub struct NewPlayer {
    pub id: PlayerId,
    pub token: String,
    pub token_hash: String,
}

/// Why no new player was drawn.
#[derive(Debug)]
pub enum DrawError {
    /// Another player holds the name.
    Taken,
    /// The OS gave no randomness for a token.
    Random(getrandom::Error),
}

/// A new player whose name is held for them until it is stored: `confirm` once it
/// is, and the player exists; dropped before that (the write failed, the task was
/// dropped), the name is free again.
#[derive(Debug)]
pub struct Reservation<'a> {
    players: &'a Players,
    pub player: NewPlayer,
    name: String,
    confirmed: bool,
}

impl Reservation<'_> {
    pub fn confirm(mut self) {
        self.confirmed = true;
        let mut known = self.players.known();
        known
            .by_token_hash
            .insert(self.player.token_hash.clone(), self.player.id);
        known.names.insert(self.player.id, self.name.clone());
    }
}

impl Drop for Reservation<'_> {
    fn drop(&mut self) {
        if self.confirmed {
            return;
        }
        let mut known = self.players.known();
        for key in name_keys(&self.name) {
            if known.held.get(&key) == Some(&self.player.id) {
                known.held.remove(&key);
            }
        }
    }
}

impl Players {
    /// The players read at start, each name as it is shown (`shown_name`: one from
    /// an old database may be cut to today's bounds).
    pub fn from_loaded(loaded: &[LoadedPlayer]) -> Players {
        let mut known = Known::default();
        for player in loaded {
            known.add(player);
        }
        Players {
            known: Mutex::new(known),
        }
    }

    fn known(&self) -> std::sync::MutexGuard<'_, Known> {
        self.known.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The player this token belongs to, and their name.
    pub fn find(&self, token: &str) -> Option<(PlayerId, String)> {
        let known = self.known();
        let id = *known.by_token_hash.get(&hash_token(token))?;
        Some((id, known.names.get(&id)?.clone()))
    }

    /// A player another server made, read from the database: known here from now
    /// on, its name held here too unless a player of this server's holds it.
    pub fn learn(&self, player: &LoadedPlayer) -> (PlayerId, String) {
        (player.id, self.known().add(player))
    }

    pub fn name(&self, id: PlayerId) -> Option<String> {
        self.known().names.get(&id).cloned()
    }

    /// A fresh id and token for a new player called `name`, the name held for them
    /// from now on unless another player holds it or a look-alike of it already.
    pub fn draw_new(&self, name: &str) -> Result<Reservation<'_>, DrawError> {
        let mut bytes = [0u8; TOKEN_BYTES];
        getrandom::fill(&mut bytes).map_err(DrawError::Random)?;
        let token: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        let keys = name_keys(name);
        let mut known = self.known();
        if keys.iter().any(|key| known.held.contains_key(key)) {
            return Err(DrawError::Taken);
        }
        let id = crate::ids::random_id().map_err(DrawError::Random)?;
        for key in keys {
            known.held.insert(key, id);
        }
        Ok(Reservation {
            players: self,
            player: NewPlayer {
                id,
                token_hash: hash_token(&token),
                token,
            },
            name: name.to_string(),
            confirmed: false,
        })
    }
}

/// The token as stored: its SHA-256, so a copy of the database gives no one a key.
pub fn hash_token(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new_player(players: &Players, name: &str) -> NewPlayer {
        let reservation = players.draw_new(name).unwrap();
        let player = reservation.player.clone();
        reservation.confirm();
        player
    }

    #[test]
    fn a_token_finds_its_player_only() {
        let players = Players::default();
        let ann = new_player(&players, "ann");
        let bob = new_player(&players, "bob");
        assert_ne!(ann.token, bob.token);
        assert_eq!(ann.token.len(), 32);
        assert_eq!(players.find(&ann.token), Some((ann.id, "ann".into())));
        assert_eq!(players.find(&bob.token).map(|p| p.0), Some(bob.id));
        assert_eq!(players.find("0123"), None);
    }

    #[test]
    fn a_name_is_held_once_whatever_its_case_and_freed_if_never_stored() {
        let players = Players::default();
        new_player(&players, "Ann");
        assert!(matches!(players.draw_new("ann"), Err(DrawError::Taken)));
        assert!(matches!(players.draw_new("ANN"), Err(DrawError::Taken)));
        let bob = players.draw_new("bob").unwrap();
        assert!(matches!(players.draw_new("Bob"), Err(DrawError::Taken)));
        assert!(matches!(players.draw_new("B0b"), Err(DrawError::Taken)));
        // Bob was never stored: the name is free again, and bob never existed.
        let token = bob.player.token.clone();
        drop(bob);
        assert_eq!(players.find(&token), None);
        assert!(players.draw_new("bob").is_ok());
    }

    #[test]
    fn names_held_twice_in_an_old_database_keep_their_tokens() {
        let loaded = |id: i64, hash: &str| LoadedPlayer {
            id,
            name: "ann".into(),
            token_hash: hash.into(),
        };
        let players =
            Players::from_loaded(&[loaded(1, &hash_token("a")), loaded(2, &hash_token("b"))]);
        assert_eq!(players.find("a"), Some((1, "ann".into())));
        assert_eq!(players.find("b"), Some((2, "ann".into())));
        assert!(matches!(players.draw_new("Ann"), Err(DrawError::Taken)));
        // A new player's id is drawn, neither of theirs.
        let id = players.draw_new("cid").unwrap().player.id;
        assert!(id > 0 && id != 1 && id != 2);
    }

    #[test]
    fn an_old_name_past_todays_bounds_is_cut_and_still_held() {
        let padded = format!("Ann{}", "\u{200b}".repeat(1340));
        let players = Players::from_loaded(&[LoadedPlayer {
            id: 4,
            name: padded,
            token_hash: hash_token("a"),
        }]);
        assert_eq!(players.find("a"), Some((4, "Ann".into())));
        assert!(matches!(players.draw_new("ann"), Err(DrawError::Taken)));
    }
}
