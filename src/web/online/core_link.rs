//! The browser's transport of the client core (`connect4_client::core`): it owns
//! the core and the WebSocket up now, performs what the core asks (open a socket,
//! send, close), wakes it when its deadline falls due, tells it what the socket
//! heard, and hands its news to the page. All the connection logic (the hello, the
//! backoff, the resync after a reconnect, the moves played exactly once) is the
//! core's, as it is the terminal's and the tests'.

use crate::online::socket::{Heard, Socket};
use crate::play::timers::later;
use connect4_client::core::{Action, Core, LinkId};
use connect4_client::{Event, Identity};
use connect4_protocol::{ClientMessage, GameMirror, InviteCode};
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use std::time::Duration;
use web_time::Instant;

/// The page's handle on the connection; cheap to clone.
#[derive(Clone)]
pub struct CoreLink(Rc<RefCell<Link>>);

struct Link {
    core: Core,
    /// The socket up now, with the core's number for it.
    socket: Option<(LinkId, Socket)>,
    started: Instant,
    /// The time the earliest timer still pending wakes the core at.
    armed: Option<u64>,
    tell: Rc<dyn Fn(Event)>,
}

impl CoreLink {
    /// Connects to `url` as `identity`; `tell` hears the core's news, from the next
    /// turn of the browser's event loop on (never inside this call).
    pub fn open(url: &str, identity: Identity, tell: Rc<dyn Fn(Event)>) -> CoreLink {
        let started = Instant::now();
        let seed = (js_sys::Math::random() * u64::MAX as f64) as u64;
        let shared = Rc::new(RefCell::new(Link {
            core: Core::new(url, identity, connect4::games::PLAYED, seed, 0),
            socket: None,
            started,
            armed: None,
            tell,
        }));
        let weak = Rc::downgrade(&shared);
        later(Duration::ZERO, move || pump(&weak));
        CoreLink(shared)
    }

    /// Says `message` to the server, now or once the connection is back (a move is
    /// kept until the server has played it). What the core makes of it is told on
    /// the next turn: the page saying it may be in the middle of an update.
    pub fn say(&self, message: ClientMessage) {
        let weak = Rc::downgrade(&self.0);
        {
            let mut link = self.0.borrow_mut();
            link.core.say(message);
            link.perform(&weak);
            link.arm(&weak);
        }
        later(Duration::ZERO, move || pump(&weak));
    }

    /// Reads the game of `code` as the core has it (the page's one copy of it), or
    /// none when the core does not hold it, with the core's time to read its clocks
    /// at. Never called while the core is busy: the page hears the core's news on
    /// turns of its own.
    pub fn read_game<R>(
        &self,
        code: InviteCode,
        read: impl FnOnce(Option<&GameMirror>, u64) -> R,
    ) -> R {
        let link = self.0.borrow();
        read(link.core.game(code), link.now())
    }

    /// Closes the connection for good: nothing more happens on it.
    pub fn close(&self) {
        let weak = Rc::downgrade(&self.0);
        let mut link = self.0.borrow_mut();
        link.core.close();
        link.perform(&weak);
    }
}

/// Does what the core asks, then tells the page its news one at a time, in the
/// core's order, the link not borrowed meanwhile (the page may say something in
/// answer). Only ever called on a turn of its own.
fn pump(weak: &Weak<RefCell<Link>>) {
    let Some(shared) = weak.upgrade() else { return };
    loop {
        let (event, tell) = {
            let mut link = shared.borrow_mut();
            link.perform(weak);
            link.arm(weak);
            (link.core.poll_event(), Rc::clone(&link.tell))
        };
        match event {
            Some(event) => tell(event),
            None => return,
        }
    }
}

impl Link {
    /// Performs the core's actions until it asks nothing more.
    fn perform(&mut self, weak: &Weak<RefCell<Link>>) {
        while let Some(action) = self.core.poll_action() {
            let now = self.now();
            match action {
                Action::Connect { link, url } => {
                    self.drop_socket();
                    let hear_on = weak.clone();
                    let opened = Socket::open(&url, move |heard| hear(&hear_on, link, heard));
                    match opened {
                        Ok(socket) => self.socket = Some((link, socket)),
                        // An address the browser refuses outright: as if the server
                        // were away.
                        Err(_) => self
                            .core
                            .closed(link, "the browser refused the address", now),
                    }
                }
                Action::Send { link, message } => {
                    let sent = self
                        .socket
                        .as_ref()
                        .filter(|(up, _)| *up == link)
                        .is_some_and(|(_, socket)| socket.send(&message));
                    if !sent {
                        self.core.closed(link, "the connection cannot send", now);
                    }
                }
                Action::Close { link } => {
                    if self.socket.as_ref().is_some_and(|(up, _)| *up == link) {
                        self.drop_socket();
                    }
                }
            }
        }
    }

    /// Closes the socket up now, on the next turn: this may be its own handler
    /// running, which must not be freed under it.
    fn drop_socket(&mut self) {
        if let Some((_, socket)) = self.socket.take() {
            later(Duration::ZERO, move || drop(socket));
        }
    }

    /// Wakes the core at its deadline, unless a timer already does by then; a timer
    /// that finds the deadline moved on wakes the core for nothing, harmlessly, and
    /// arms the next.
    fn arm(&mut self, weak: &Weak<RefCell<Link>>) {
        let Some(due) = self.core.deadline() else {
            return;
        };
        if self.armed.is_some_and(|armed| armed <= due) {
            return;
        }
        self.armed = Some(due);
        let wait = Duration::from_millis(due.saturating_sub(self.now()));
        let weak = weak.clone();
        later(wait, move || {
            if let Some(shared) = weak.upgrade() {
                let mut link = shared.borrow_mut();
                if link.armed == Some(due) {
                    link.armed = None;
                }
                let now = link.now();
                link.core.tick(now);
            }
            pump(&weak);
        });
    }

    fn now(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }
}

/// Tells the core what the socket of `link` heard.
fn hear(weak: &Weak<RefCell<Link>>, link: LinkId, heard: Heard) {
    let Some(shared) = weak.upgrade() else { return };
    {
        let mut shared = shared.borrow_mut();
        let now = shared.now();
        let core = &mut shared.core;
        match heard {
            Heard::Opened => core.opened(link, now),
            Heard::Text(text) => core.received_text(link, &text, now),
            Heard::Closed => core.closed(link, "the connection closed", now),
        }
    }
    pump(weak);
}
