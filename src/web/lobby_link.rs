//! The page's link to the server while the lobby is open, as the terminal's lobby
//! link thread is: it owns the WebSocket, says hello with the name and the token kept,
//! hands every message of the server's to the page (for the lobby), sends the lobby's
//! requests, and when the connection drops comes back by itself, waiting longer each
//! time up to a few seconds. Requests made while it is down are dropped: the lobby
//! follows the server again once it is back, and sees the lists as they are then.

use super::socket::{Heard, Socket};
use super::timers::later;
use connect4_protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, PlayerInfo, ServerMessage};
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use std::time::Duration;

/// The first wait before connecting again; it doubles up to `MAX_WAIT`, as the
/// terminal's lobby link does.
const FIRST_WAIT: Duration = Duration::from_millis(250);
const MAX_WAIT: Duration = Duration::from_secs(3);

/// What the link tells the page.
pub enum LobbyEvent {
    /// Hello was answered on a new connection: this player as the server knows them,
    /// and the token to keep for next time.
    Welcomed { player: PlayerInfo, token: String },
    /// Anything else the server said once hello was answered.
    Server(ServerMessage),
    /// The connection went down (or could not be made); trying again. `reached`:
    /// one was made before.
    Down { reached: bool },
    /// The server refused hello, in its words (not escaped); the link has stopped.
    Refused(String),
}

/// The page's handle on the link; cheap to clone.
#[derive(Clone)]
pub struct LobbyLink(Rc<RefCell<Link>>);

struct Link {
    url: String,
    socket: Option<Socket>,
    name: String,
    token: Option<String>,
    /// Whether hello was answered on the connection up now.
    welcomed: bool,
    /// Whether any connection was ever made.
    reached: bool,
    stopped: bool,
    wait: Duration,
    tell: Rc<dyn Fn(LobbyEvent)>,
}

impl LobbyLink {
    /// Connects to `url` as `name` (with the token kept for it, if any); `tell`
    /// hears the rest.
    pub fn open(
        url: &str,
        name: &str,
        token: Option<&str>,
        tell: Rc<dyn Fn(LobbyEvent)>,
    ) -> LobbyLink {
        let link = Rc::new(RefCell::new(Link {
            url: url.to_string(),
            socket: None,
            name: name.to_string(),
            token: token.map(str::to_string),
            welcomed: false,
            reached: false,
            stopped: false,
            wait: FIRST_WAIT,
            tell,
        }));
        connect(&link);
        LobbyLink(link)
    }

    /// Sends one of the lobby's requests, if the connection is up and welcomed.
    pub fn say(&self, message: &ClientMessage) {
        let link = self.0.borrow();
        if link.welcomed
            && let Some(socket) = &link.socket
        {
            socket.send(message);
        }
    }
}

/// Opens a new connection, in place of the one that went down.
fn connect(shared: &Rc<RefCell<Link>>) {
    let weak = Rc::downgrade(shared);
    let url = shared.borrow().url.clone();
    let socket = Socket::open(&url, move |heard| {
        if let Some(shared) = weak.upgrade() {
            hear(&shared, heard);
        }
    });
    match socket {
        Ok(socket) => shared.borrow_mut().socket = Some(socket),
        // An address the browser refuses outright: as if the server were away.
        Err(_) => hear(shared, Heard::Closed),
    }
}

/// Handles what the socket heard, then tells the page, the link no longer borrowed
/// (the lobby may send a request in answer).
fn hear(shared: &Rc<RefCell<Link>>, heard: Heard) {
    let (event, tell) = {
        let mut link = shared.borrow_mut();
        let event = link.on(heard, Rc::downgrade(shared));
        (event, Rc::clone(&link.tell))
    };
    if let Some(event) = event {
        tell(event);
    }
}

impl Link {
    fn on(&mut self, heard: Heard, weak: Weak<RefCell<Link>>) -> Option<LobbyEvent> {
        if self.stopped {
            return None;
        }
        match heard {
            Heard::Opened => {
                self.reached = true;
                self.hello();
                None
            }
            Heard::Message(message) => self.on_server(message),
            Heard::Closed => {
                self.welcomed = false;
                // The socket that closed is replaced later, never dropped in its own
                // handler.
                later(self.wait, move || {
                    if let Some(shared) = weak.upgrade() {
                        connect(&shared);
                    }
                });
                self.wait = (self.wait * 2).min(MAX_WAIT);
                Some(LobbyEvent::Down {
                    reached: self.reached,
                })
            }
        }
    }

    fn on_server(&mut self, message: ServerMessage) -> Option<LobbyEvent> {
        match message {
            ServerMessage::Welcome { player, token, .. } => {
                self.welcomed = true;
                self.wait = FIRST_WAIT;
                self.name = player.name.clone();
                self.token = Some(token.clone());
                Some(LobbyEvent::Welcomed { player, token })
            }
            // A token the server no longer knows (its database was reset): hello
            // again without it, as a new player of the same name.
            ServerMessage::Error {
                code: ErrorCode::BadToken,
                ..
            } if !self.welcomed && self.token.is_some() => {
                self.token = None;
                self.hello();
                None
            }
            ServerMessage::Upgrade { message, .. } => Some(self.stop(message)),
            ServerMessage::Error { message, .. } if !self.welcomed => Some(self.stop(message)),
            message => Some(LobbyEvent::Server(message)),
        }
    }

    fn hello(&self) {
        if let Some(socket) = &self.socket {
            socket.send(&ClientMessage::Hello {
                version: PROTOCOL_VERSION,
                name: self.name.clone(),
                token: self.token.clone(),
            });
        }
    }

    /// Stops for good after a refusal: nothing more will come.
    fn stop(&mut self, why: String) -> LobbyEvent {
        self.stopped = true;
        self.welcomed = false;
        // Closed on the next turn: this may be its own handler running.
        let socket = self.socket.take();
        later(Duration::ZERO, move || drop(socket));
        LobbyEvent::Refused(why)
    }
}
