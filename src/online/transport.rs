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

use super::connection::endpoint;
use super::listener::{Listener, Order};
use super::transport_thread::Worker;
use crate::shell::link_failed;
use connect4_client::core::Core;
use connect4_client::{Event, Identity, Welcome};
use connect4_protocol::ClientMessage;
use std::io;
use std::sync::mpsc::{Sender, channel};
use std::thread;

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
        let welcome = first.recv().unwrap_or_else(|_| Err(link_failed()))?;
        drop(voice);
        Ok((transport, welcome))
    }

    /// Says `message` on the connection (or on the next, if it is down).
    pub fn say(&self, message: ClientMessage) {
        let _ = self.orders.send(Order::Say(message));
    }

    /// Calls `on_welcome` with each welcome from now on (a new token, should the
    /// server have forgotten the old one, is to be kept at once).
    pub fn on_welcome(&self, on_welcome: impl FnMut(&Welcome) + Send + 'static) {
        let _ = self.orders.send(Order::OnWelcome(Box::new(on_welcome)));
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
    fn heard(&mut self, event: Event, _: &mut Core, _: u64) -> bool {
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

#[cfg(test)]
#[path = "transport_tests.rs"]
mod tests;
