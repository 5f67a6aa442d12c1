//! The transport's thread: it owns the client core and the socket the core asks
//! for, performs the core's actions, wakes it at its deadline, reads with a timeout
//! so that one thread can read, write and keep time, and hands the core's news to
//! the listener of the moment, or keeps it for the next.

use super::connection::{POLL, Socket, open_socket};
use super::listener::{Listener, OnWelcome, Order};
use connect4_client::core::{Action, Core, LinkId};
use connect4_client::{Event, Identity};
use connect4_protocol::{ClientMessage, encode};
use std::collections::VecDeque;
use std::io;
use std::sync::mpsc::{Receiver, RecvTimeoutError, TryRecvError};
use std::thread;
use std::time::{Duration, Instant};
use tungstenite::Message;

/// The most news kept while nobody listens: between two screens there are a few;
/// more is a program that forgot to listen, and is dropped with a warning.
const MAX_HELD: usize = 4096;

/// The transport's thread.
pub struct Worker {
    core: Core,
    socket: Option<(LinkId, Socket)>,
    orders: Receiver<Order>,
    listener: Option<(Box<dyn Listener>, Receiver<ClientMessage>)>,
    held: VecDeque<Event>,
    /// The core's final event, once it gave up: each later listener hears it too.
    last_word: Option<Event>,
    on_welcome: Option<OnWelcome>,
    start: Instant,
}

impl Worker {
    pub fn new(url: String, identity: Identity, orders: Receiver<Order>) -> Worker {
        Worker {
            core: Core::new(url, identity, crate::games::PLAYED, fastrand::u64(..), 0),
            socket: None,
            orders,
            listener: None,
            held: VecDeque::new(),
            last_word: None,
            on_welcome: None,
            start: Instant::now(),
        }
    }

    pub fn run(mut self) {
        while self.obey() {
            self.perform();
            if self.core.deadline().is_some_and(|due| self.now() >= due) {
                self.core.tick(self.now());
                self.perform();
            }
            self.deliver();
            self.perform();
            if !self.core.is_stopped() {
                self.wait();
            } else if !self.idle() {
                break;
            }
        }
        self.core.close();
        self.perform();
    }

    /// Takes the program's orders and what the listening screen says; false once
    /// the program has dropped the transport.
    fn obey(&mut self) -> bool {
        loop {
            match self.orders.try_recv() {
                Ok(order) => self.take(order),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => return false,
            }
        }
        while let Some((_, heard)) = &self.listener {
            match heard.try_recv() {
                Ok(message) => self.core.say(message),
                Err(TryRecvError::Empty) => break,
                // The screen has closed: nobody listens until the next.
                Err(TryRecvError::Disconnected) => self.listener = None,
            }
        }
        true
    }

    /// Does what the core asks until it asks nothing more.
    fn perform(&mut self) {
        while let Some(action) = self.core.poll_action() {
            match action {
                Action::Connect { link, url } => {
                    self.socket = None;
                    let token = self.core.identity().token.clone();
                    match open_socket(&url, token.as_deref()) {
                        Ok(socket) => {
                            self.socket = Some((link, socket));
                            self.core.opened(link, self.now());
                        }
                        Err(error) => self.core.closed(link, &error.to_string(), self.now()),
                    }
                }
                Action::Send { link, message } => {
                    let Some((_, socket)) = self.socket.as_mut().filter(|(up, _)| *up == link)
                    else {
                        continue;
                    };
                    if let Err(error) = socket.send(Message::text(encode(&message))) {
                        self.socket = None;
                        self.core.closed(link, &error.to_string(), self.now());
                    }
                }
                Action::Close { link } => {
                    if let Some((_, mut socket)) = self.socket.take_if(|(up, _)| *up == link) {
                        let _ = socket.close(None);
                        let _ = socket.flush();
                    }
                }
            }
        }
    }

    /// Hands the core's news to the listener, or keeps it for the next one.
    fn deliver(&mut self) {
        let now = self.now();
        self.hold_news();
        while let Some((listener, _)) = self.listener.as_mut() {
            let Some(event) = self.held.pop_front() else {
                break;
            };
            if !listener.heard(event, &mut self.core, now) {
                self.listener = None;
            }
            self.hold_news();
        }
        if let Some((listener, _)) = self.listener.as_mut()
            && !listener.tick(&self.core, now)
        {
            self.listener = None;
        }
    }

    fn hold_news(&mut self) {
        while let Some(event) = self.core.poll_event() {
            if let (Event::Connected(welcome), Some(on_welcome)) = (&event, &mut self.on_welcome) {
                on_welcome(welcome);
            }
            if event.is_final() {
                self.last_word = Some(event.clone());
            }
            if self.held.len() >= MAX_HELD {
                tracing::warn!("nobody listens to the server's news: some is dropped");
                continue;
            }
            self.held.push_back(event);
        }
    }

    /// Reads what the server says, giving up after `POLL`; with no connection, sleeps
    /// until the core's deadline, `POLL` at most.
    fn wait(&mut self) {
        let Some((link, socket)) = self.socket.as_mut() else {
            let due = self.core.deadline().unwrap_or(u64::MAX);
            let wait = due.saturating_sub(self.now()).min(POLL.as_millis() as u64);
            thread::sleep(Duration::from_millis(wait.max(1)));
            return;
        };
        let link = *link;
        match socket.read() {
            Ok(Message::Text(text)) => self.core.received_text(link, text.as_str(), self.now()),
            Ok(Message::Close(_)) => self.lost(link, "the server closed the connection"),
            Ok(_) => {}
            Err(tungstenite::Error::Io(e))
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) => {}
            Err(error) => self.lost(link, &error.to_string()),
        }
    }

    fn lost(&mut self, link: LinkId, reason: &str) {
        self.socket = None;
        self.core.closed(link, reason, self.now());
    }

    fn take(&mut self, order: Order) {
        match order {
            Order::Say(message) => self.core.say(message),
            Order::OnWelcome(on_welcome) => self.on_welcome = Some(on_welcome),
            Order::Listen(listener, heard) => {
                self.listener = Some((listener, heard));
                // Given up before it listened: it hears why too.
                if self.held.is_empty() {
                    self.held.extend(self.last_word.clone());
                }
            }
        }
    }

    /// Given up: nothing more comes from the server, but each screen that listens is
    /// told why, until the program drops the transport (false).
    fn idle(&mut self) -> bool {
        match self.orders.recv_timeout(POLL) {
            Ok(order) => self.take(order),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return false,
        }
        true
    }

    fn now(&self) -> u64 {
        // The core's time: milliseconds since the transport started.
        self.start.elapsed().as_millis() as u64
    }
}
