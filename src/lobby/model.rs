//! What the lobby screen holds: the server's last view of the lobby, which list has
//! the highlight and where, the form or the code box open over it, what this player
//! is waiting for (a challenge posted, a pairing, a friend to join the game hosted),
//! and the game to open when the lobby closes.

use super::{CodeEntry, Form};
use crate::shell::Keymap;
use connect4_protocol::{GameSnapshot, GameStatus, InviteCode, LobbyView, PlayerInfo};

/// The lists a player can move through and act on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum List {
    /// Open challenges: Enter accepts one.
    Challenges,
    /// Games being played: Enter watches one.
    Games,
}

/// The lobby screen's model.
#[derive(Debug, Clone)]
pub struct Lobby {
    /// The server's address, as the title shows it.
    pub server: String,
    /// Who this player is on the server, with their ratings.
    pub you: PlayerInfo,
    /// The lobby as the server last sent it.
    pub view: LobbyView,
    pub list: List,
    /// The highlighted line of each list.
    pub challenge_line: usize,
    pub game_line: usize,
    pub form: Option<Form>,
    /// The box where an invite code is typed, to join or watch that game.
    pub entry: Option<CodeEntry>,
    pub help: bool,
    /// The challenge this player posted and nobody accepted yet.
    pub posted: Option<u64>,
    /// Whether this player waits to be paired.
    pub pairing: bool,
    /// The private game this player hosts, waiting for the friend given its code.
    pub hosting: Option<InviteCode>,
    /// A line of news for the status bar (from the network: escaped when drawn).
    pub message: Option<String>,
    /// Whether the connection to the server is up.
    pub connected: bool,
    pub keys: Keymap,
    /// The game to open once the lobby has closed.
    pub chosen: Option<GameSnapshot>,
    pub running: bool,
}

impl Lobby {
    pub fn new(server: String, you: PlayerInfo, keys: Keymap) -> Lobby {
        Lobby {
            server,
            you,
            view: LobbyView::default(),
            list: List::Challenges,
            challenge_line: 0,
            game_line: 0,
            form: None,
            entry: None,
            help: false,
            posted: None,
            pairing: false,
            hosting: None,
            message: None,
            connected: true,
            keys,
            chosen: None,
            running: true,
        }
    }

    /// The highlighted line of the list with the highlight.
    pub fn line(&self) -> usize {
        match self.list {
            List::Challenges => self.challenge_line,
            List::Games => self.game_line,
        }
    }

    /// How many lines the list with the highlight has.
    pub fn lines(&self) -> usize {
        match self.list {
            List::Challenges => self.view.challenges.len(),
            List::Games => self.view.games.len(),
        }
    }

    /// This player's ratings as the leaderboard gives them now: a game finished
    /// since hello changed them.
    pub fn refresh_ratings(&mut self) {
        for leader in self.view.leaders.iter().filter(|l| l.name == self.you.name) {
            let known = self.you.ratings.iter_mut().find(|r| r.kind == leader.kind);
            if let Some(rating) = known {
                rating.rating = leader.rating;
                rating.games = leader.games;
            }
        }
    }

    /// Keeps each highlight on a line that exists, after the lists changed.
    pub fn clamp(&mut self) {
        let last = |len: usize| len.saturating_sub(1);
        self.challenge_line = self.challenge_line.min(last(self.view.challenges.len()));
        self.game_line = self.game_line.min(last(self.view.games.len()));
        if let Some(id) = self.posted
            && !self.view.challenges.iter().any(|c| c.id == id)
        {
            self.posted = None;
        }
    }
}

/// Whether the server sending `game` whole means its board opens: a game started
/// (accepted, paired, a rematch), one still in progress after hello, or one asked to
/// watch. A game still waiting for its second player does not: it has no board yet.
/// The link to the server stops reading at such a game, so that its news waits on
/// the connection for the board.
pub fn opens_board(game: &GameSnapshot) -> bool {
    game.status != GameStatus::Waiting
}
