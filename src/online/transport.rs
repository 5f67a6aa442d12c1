//! The terminal's transport for the client core (`connect4_client::core::Core`): one
//! thread owns the core and the blocking WebSocket it asks for, performs what it asks
//! (connect, send, close), wakes it at its deadline, and hands its news to whoever
//! listens now (the seating in plain lines, the lobby, a board), each turning it into
//! the shell's messages. The hello, the backoff, the resync after a reconnect and the
//! moves not yet acknowledged are all the core's: nothing of that is here.
//!
//! One transport serves a whole visit to the server: a screen that closes stops
//! listening, and what comes meanwhile waits for the next screen (the game whose
//! board opens, a rematch's first news).

use super::connection::{POLL, Socket, endpoint, open_socket};
use connect4_client::core::{Action, Core, LinkId};
use connect4_client::{Event, Identity, Welcome};
use connect4_protocol::{ClientMessage, encode};
use std::collections::VecDeque;
use std::io;
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use std::thread;
use std::time::{Duration, Instant};
use tungstenite::Message;

/// The most news kept while nobody listens: between two screens there are a few;
/// more is a program that forgot to listen, and is dropped with a warning.
const MAX_HELD: usize = 4096;

/// Who hears the core's news, on the transport's thread.
pub trait Listener: Send {
    /// One event; `say` speaks on the connection. False once done listening: the
    /// news after it waits for the next listener.
    fn heard(&mut self, event: Event, say: &mut dyn FnMut(ClientMessage)) -> bool;

    /// Time passed (about every `POLL`); false once done listening.
    fn tick(&mut self) -> bool {
        true
    }
}

/// What the program asks of the transport's thread.
enum Order {
    Say(ClientMessage),
    /// A new listener, and what its screen says.
    Listen(Box<dyn Listener>, Receiver<ClientMessage>),
}

/// The program's handle on the connection; dropping it closes the connection.
pub struct Transport {
    orders: Sender<Order>,
}

impl Transport {
    /// Starts connecting to the server at `url` as `identity`, for good: the core
    /// reconnects by itself until the transport is dropped or the server refuses.
    pub fn start(url: &str, identity: Identity) -> io::Result<Transport> {
        let (orders, received) = channel();
        let url = endpoint(url);
        thread::Builder::new()
            .name("server link".into())
            .spawn(move || Worker::new(url, identity, received).run())?;
        Ok(Transport { orders })
    }

    /// Connects and waits for the welcome; the server's refusal, or why it could not
    /// be reached, as the error. The news after the welcome (the player's games in
    /// progress) waits for the first listener.
    pub fn open(url: &str, identity: Identity) -> Result<(Transport, Welcome), String> {
        let transport = Transport::start(url, identity).map_err(|e| e.to_string())?;
        let (answer, first) = channel();
        let voice = transport.listen(FirstWord(answer));
        let welcome = first
            .recv()
            .unwrap_or_else(|_| Err("the link to the server failed".to_string()))?;
        drop(voice);
        Ok((transport, welcome))
    }

    /// Says `message` on the connection (or on the next, if it is down).
    pub fn say(&self, message: ClientMessage) {
        let _ = self.orders.send(Order::Say(message));
    }

    /// Hands the news from now on to `listener`, until it is done or the sender given
    /// back (what its screen says) is dropped.
    pub fn listen(&self, listener: impl Listener + 'static) -> Sender<ClientMessage> {
        let (voice, heard) = channel();
        let _ = self.orders.send(Order::Listen(Box::new(listener), heard));
        voice
    }
}

/// Waits for the first word of the server: its welcome, or why there is none.
struct FirstWord(Sender<Result<Welcome, String>>);

impl Listener for FirstWord {
    fn heard(&mut self, event: Event, _: &mut dyn FnMut(ClientMessage)) -> bool {
        let answer = match event {
            Event::Connected(welcome) => Ok(welcome),
            Event::Disconnected { reason, .. } => Err(reason),
            Event::Upgrade(message) | Event::Refused(_, message) => Err(message),
            _ => return true,
        };
        let _ = self.0.send(answer);
        false
    }
}

/// The transport's thread.
struct Worker {
    core: Core,
    socket: Option<(LinkId, Socket)>,
    orders: Receiver<Order>,
    listener: Option<(Box<dyn Listener>, Receiver<ClientMessage>)>,
    held: VecDeque<Event>,
    start: Instant,
}

impl Worker {
    fn new(url: String, identity: Identity, orders: Receiver<Order>) -> Worker {
        Worker {
            core: Core::new(url, identity, fastrand::u64(..), 0),
            socket: None,
            orders,
            listener: None,
            held: VecDeque::new(),
            start: Instant::now(),
        }
    }

    fn run(mut self) {
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
            } else if self.held.is_empty() || !self.wait_for_listener() {
                // Given up, and every word of it told.
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
                Ok(Order::Say(message)) => self.core.say(message, self.now()),
                Ok(Order::Listen(listener, heard)) => self.listener = Some((listener, heard)),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => return false,
            }
        }
        while let Some((_, heard)) = &self.listener {
            match heard.try_recv() {
                Ok(message) => self.core.say(message, self.now()),
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
        self.hold_news();
        while let Some((listener, _)) = self.listener.as_mut() {
            let Some(event) = self.held.pop_front() else {
                break;
            };
            let (core, now) = (&mut self.core, elapsed_ms(self.start));
            if !listener.heard(event, &mut |message| core.say(message, now)) {
                self.listener = None;
            }
            self.hold_news();
        }
        if let Some((listener, _)) = self.listener.as_mut()
            && !listener.tick()
        {
            self.listener = None;
        }
    }

    fn hold_news(&mut self) {
        while let Some(event) = self.core.poll_event() {
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

    /// Given up with news nobody heard yet: sleeps until the program listens again
    /// (true) or drops the transport.
    fn wait_for_listener(&mut self) -> bool {
        if self.listener.is_some() {
            return true;
        }
        loop {
            match self.orders.recv() {
                Ok(Order::Listen(listener, heard)) => {
                    self.listener = Some((listener, heard));
                    return true;
                }
                Ok(Order::Say(_)) => {}
                Err(_) => return false,
            }
        }
    }

    fn now(&self) -> u64 {
        elapsed_ms(self.start)
    }
}

/// The core's time: milliseconds since the transport started.
fn elapsed_ms(start: Instant) -> u64 {
    start.elapsed().as_millis() as u64
}

#[cfg(test)]
#[path = "transport_tests.rs"]
mod tests;
