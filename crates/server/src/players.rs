//! Who plays here: each player's name and the hash of their token, kept in memory
//! (read from the database at start), and new tokens drawn from the OS's CSPRNG.

use crate::db::LoadedPlayer;
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
    last_id: PlayerId,
}

/// Every player the server knows.
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

impl Players {
    pub fn from_loaded(loaded: &[LoadedPlayer]) -> Players {
        let mut known = Known::default();
        for player in loaded {
            known
                .by_token_hash
                .insert(player.token_hash.clone(), player.id);
            known.names.insert(player.id, player.name.clone());
            known.last_id = known.last_id.max(player.id);
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

    pub fn name(&self, id: PlayerId) -> Option<String> {
        self.known().names.get(&id).cloned()
    }

    /// A fresh id and token; the player exists once `add` is called after storing.
    pub fn draw_new(&self) -> Result<NewPlayer, getrandom::Error> {
        let mut bytes = [0u8; TOKEN_BYTES];
        getrandom::fill(&mut bytes)?;
        let token: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        let mut known = self.known();
        known.last_id += 1;
        Ok(NewPlayer {
            id: known.last_id,
            token_hash: hash_token(&token),
            token,
        })
    }

    pub fn add(&self, player: &NewPlayer, name: &str) {
        let mut known = self.known();
        known
            .by_token_hash
            .insert(player.token_hash.clone(), player.id);
        known.names.insert(player.id, name.to_string());
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

    #[test]
    fn a_token_finds_its_player_only() {
        let players = Players::default();
        let ann = players.draw_new().unwrap();
        players.add(&ann, "ann");
        let bob = players.draw_new().unwrap();
        players.add(&bob, "bob");
        assert_ne!(ann.token, bob.token);
        assert_eq!(ann.token.len(), 32);
        assert_eq!(players.find(&ann.token), Some((ann.id, "ann".into())));
        assert_eq!(players.find(&bob.token).map(|p| p.0), Some(bob.id));
        assert_eq!(players.find("0123"), None);
    }
}
