//! The page's link to the server, as the terminal's link thread is: it owns the
//! WebSocket, gets seated at the game (`online::Seating`), then keeps the game as
//! the server tells it (`online::Session`), turning what comes into news for the
//! board, and sends the moves made here. It reads the status line again each second
//! (the clocks, an absence counting down), and when the connection drops it comes
//! back by itself, waiting longer each time up to a few seconds; moves made
//! meanwhile go out once it is back, in order.

use super::socket::{Heard, Socket};
use super::timers::{Every, later};
use connect4::online::{Seating, Session, Step};
use connect4::shell::{OnlineNews, Tell};
use connect4_protocol::{ClientMessage, GameSnapshot, InviteCode, PROTOCOL_VERSION, ServerMessage};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::{Rc, Weak};
use std::time::Duration;
use web_time::Instant;

/// The first wait before connecting again; it doubles up to `MAX_WAIT`, as the
/// terminal's link does.
const FIRST_WAIT: Duration = Duration::from_millis(250);
const MAX_WAIT: Duration = Duration::from_secs(3);

/// How often the status line is worked out again.
const STATUS_EVERY: Duration = Duration::from_secs(1);

/// What the link tells the page.
pub enum LinkEvent {
    /// The server knows this player by `name`: keep `token` for next time.
    Welcomed { name: String, token: String },
    /// This player's game waits for a second player: share its code.
    Hosted(InviteCode),
    /// The game is on (or watched): open its board.
    Ready(GameSnapshot),
    /// The server refused, in its words (not escaped); the link has stopped.
    Refused(String),
    /// No connection before the game; trying again. `reached`: one was made before.
    Down { reached: bool },
    /// News of the game on the board.
    News(OnlineNews),
    /// Both players agreed to a rematch: the game of this code replaces the board's.
    Rematch(InviteCode),
}

/// Where the link stands.
enum Stage {
    Seating(Seating),
    Playing(Box<Session>),
    Stopped,
}

/// The page's handle on the link; cheap to clone.
#[derive(Clone)]
pub struct OnlineLink(Rc<RefCell<Link>>);

struct Link {
    url: String,
    socket: Option<Socket>,
    stage: Stage,
    /// Who to say hello as on a new connection once seated.
    name: String,
    token: Option<String>,
    /// Whether hello was answered on the connection up now.
    welcomed: bool,
    /// Whether any connection was ever made.
    reached: bool,
    wait: Duration,
    /// Moves made here and not sent yet, oldest first.
    unsent: VecDeque<Tell>,
    started: Instant,
    /// The status line told last.
    shown: Option<Option<String>>,
    tell: Rc<dyn Fn(LinkEvent)>,
    ticking: Option<Every>,
}

impl OnlineLink {
    /// Connects to `url` and gets seated as `seating` says; `tell` hears the rest.
    pub fn open(url: &str, seating: Seating, tell: Rc<dyn Fn(LinkEvent)>) -> OnlineLink {
        let link = Rc::new(RefCell::new(Link {
            url: url.to_string(),
            socket: None,
            stage: Stage::Seating(seating),
            name: String::new(),
            token: None,
            welcomed: false,
            reached: false,
            wait: FIRST_WAIT,
            unsent: VecDeque::new(),
            started: Instant::now(),
            shown: None,
            tell,
            ticking: None,
        }));
        connect(&link);
        OnlineLink(link)
    }

    /// Sends what was said here (a move, a resignation, a rematch asked for), now or
    /// once the connection is back.
    pub fn say(&self, tell: Tell) {
        let mut link = self.0.borrow_mut();
        link.unsent.push_back(tell);
        link.flush();
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
/// (the page may send a move in answer).
fn hear(shared: &Rc<RefCell<Link>>, heard: Heard) {
    let (events, tell) = {
        let mut link = shared.borrow_mut();
        let events = link.on(heard, Rc::downgrade(shared));
        (events, Rc::clone(&link.tell))
    };
    for event in events {
        tell(event);
    }
}

impl Link {
    fn on(&mut self, heard: Heard, weak: Weak<RefCell<Link>>) -> Vec<LinkEvent> {
        match heard {
            Heard::Opened => {
                self.reached = true;
                match &self.stage {
                    Stage::Seating(_) => return self.seating_steps(Seating::opened),
                    Stage::Playing(_) => self.send(&ClientMessage::Hello {
                        version: PROTOCOL_VERSION,
                        name: self.name.clone(),
                        token: self.token.clone(),
                    }),
                    Stage::Stopped => {}
                }
                Vec::new()
            }
            Heard::Message(message) => self.on_server(&message, weak),
            Heard::Closed => self.on_closed(weak),
        }
    }

    fn on_server(&mut self, message: &ServerMessage, weak: Weak<RefCell<Link>>) -> Vec<LinkEvent> {
        let now = self.now();
        let Stage::Playing(session) = &mut self.stage else {
            let events = self.seating_steps(|seating| seating.on_server(message));
            if matches!(self.stage, Stage::Playing(_)) {
                self.tick_every_second(weak);
            }
            return events;
        };
        if let ServerMessage::Welcome { .. } = message {
            let rejoin = session.rejoin();
            let news = session.connection(true, now);
            self.welcomed = true;
            self.wait = FIRST_WAIT;
            if let Some(again) = rejoin {
                self.send(&again);
            }
            self.flush();
            return vec![self.news(news)];
        }
        let news = session.on_server(message, now);
        if let Some(rematch) = session.rematch() {
            return vec![LinkEvent::Rematch(rematch.code)];
        }
        news.into_iter().map(|news| self.news(news)).collect()
    }

    /// Performs seating's steps: messages go out, the rest is told to the page.
    fn seating_steps(&mut self, steps: impl FnOnce(&mut Seating) -> Vec<Step>) -> Vec<LinkEvent> {
        let Stage::Seating(seating) = &mut self.stage else {
            return Vec::new();
        };
        let mut events = Vec::new();
        for step in steps(seating) {
            match step {
                Step::Send(message) => self.send(&message),
                Step::Welcomed { name, token } => {
                    self.wait = FIRST_WAIT;
                    self.name = name.clone();
                    self.token = Some(token.clone());
                    events.push(LinkEvent::Welcomed { name, token });
                }
                Step::Hosted(code) => events.push(LinkEvent::Hosted(code)),
                Step::Ready(game) => match Session::new(game.clone(), self.now()) {
                    Ok(session) => {
                        self.stage = Stage::Playing(Box::new(session));
                        self.welcomed = true;
                        events.push(LinkEvent::Ready(game));
                    }
                    Err(error) => events.push(self.stop(error.to_string())),
                },
                Step::Refused(why) => events.push(self.stop(why)),
            }
        }
        events
    }

    fn on_closed(&mut self, weak: Weak<RefCell<Link>>) -> Vec<LinkEvent> {
        self.welcomed = false;
        let now = self.now();
        let event = match &mut self.stage {
            Stage::Stopped => return Vec::new(),
            Stage::Seating(seating) => {
                *seating = seating.again();
                LinkEvent::Down {
                    reached: self.reached,
                }
            }
            Stage::Playing(session) => {
                let news = session.connection(false, now);
                self.news(news)
            }
        };
        // The socket that closed is replaced later, never dropped in its own handler.
        later(self.wait, move || {
            if let Some(shared) = weak.upgrade() {
                connect(&shared);
            }
        });
        self.wait = (self.wait * 2).min(MAX_WAIT);
        vec![event]
    }

    /// Stops for good after a refusal: nothing more will come.
    fn stop(&mut self, why: String) -> LinkEvent {
        self.stage = Stage::Stopped;
        self.ticking = None;
        // Closed on the next turn: this may be its own handler running.
        let socket = self.socket.take();
        later(Duration::ZERO, move || drop(socket));
        LinkEvent::Refused(why)
    }

    /// Reads the status line again every second, telling the page when it changed.
    fn tick_every_second(&mut self, weak: Weak<RefCell<Link>>) {
        self.ticking = Some(Every::start(STATUS_EVERY, move || {
            let Some(shared) = weak.upgrade() else { return };
            let changed = shared.borrow_mut().status_changed();
            let tell = Rc::clone(&shared.borrow().tell);
            if let Some(event) = changed {
                tell(event);
            }
        }));
    }

    /// The status line as news, if it is not the one told last.
    fn status_changed(&mut self) -> Option<LinkEvent> {
        let Stage::Playing(session) = &self.stage else {
            return None;
        };
        let status = session.status(self.now());
        (self.shown.as_ref() != Some(&status)).then(|| self.news(OnlineNews::Status(status)))
    }

    /// News for the board, the status line noted as told.
    fn news(&mut self, news: OnlineNews) -> LinkEvent {
        if let OnlineNews::Status(status) = &news {
            self.shown = Some(status.clone());
        }
        LinkEvent::News(news)
    }

    /// Sends the moves waiting while the connection is up and hello answered.
    fn flush(&mut self) {
        let Stage::Playing(session) = &self.stage else {
            return;
        };
        while let Some(tell) = self.unsent.front().filter(|_| self.welcomed) {
            let message = session.message_for(tell.clone());
            if !self.socket.as_ref().is_some_and(|s| s.send(&message)) {
                return;
            }
            self.unsent.pop_front();
        }
    }

    fn send(&self, message: &ClientMessage) {
        if let Some(socket) = &self.socket {
            socket.send(message);
        }
    }

    fn now(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }
}
