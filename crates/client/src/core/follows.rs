//! What a client asked to be kept told of (the lobby, the games it watches), asked
//! again on every new connection since the server forgets it with the old one, and
//! what was said while no connection was up, sent once the next is welcomed.

use connect4_protocol::{ClientMessage, InviteCode};
use std::collections::{BTreeSet, VecDeque};

/// The most games one client watches at once, and the most messages said while
/// down that wait for the next connection: more is a program gone wrong.
const MAX_WATCHED: usize = 64;
const MAX_QUEUED: usize = 64;

#[derive(Debug, Default)]
pub struct Follows {
    lobby: bool,
    watched: BTreeSet<InviteCode>,
    queued: VecDeque<ClientMessage>,
}

impl Follows {
    /// Notes what `message` asks to follow or to stop following.
    pub fn note(&mut self, message: &ClientMessage) {
        match message {
            ClientMessage::Lobby { follow } => self.lobby = *follow,
            ClientMessage::Watch { game } if self.watched.len() < MAX_WATCHED => {
                self.watched.insert(*game);
            }
            ClientMessage::Unwatch { game } => {
                self.watched.remove(game);
            }
            _ => {}
        }
    }

    /// What to ask again after a new welcome: the lobby's view and each watched
    /// game whole (a player's own games come back with the welcome itself).
    pub fn again(&self) -> Vec<ClientMessage> {
        let lobby = self.lobby.then_some(ClientMessage::Lobby { follow: true });
        let games = self
            .watched
            .iter()
            .map(|&game| ClientMessage::Watch { game });
        lobby.into_iter().chain(games).collect()
    }

    /// Keeps a message said while down for the next connection; false when too
    /// many wait already (it is dropped).
    pub fn queue(&mut self, message: ClientMessage) -> bool {
        if self.queued.len() >= MAX_QUEUED {
            return false;
        }
        self.queued.push_back(message);
        true
    }

    /// The messages said while down, oldest first, minus the ones `again` says.
    pub fn take_queued(&mut self) -> Vec<ClientMessage> {
        let again = self.again();
        self.queued
            .drain(..)
            .filter(|message| !again.contains(message))
            .collect()
    }
}
