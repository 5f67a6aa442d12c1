//! Where a loop draws and what it reads: this process's own terminal, or a terminal at
//! the far end of a connection (a player over ssh), whose size, colours and keys the
//! connection brings and whose frames it carries back.
//!
//! A run is several loops in turn (a menu, a game, the lobby, the next game), and a
//! console outlives them: its input is held between two loops as the local terminal's
//! is (`InputRoute`).

use super::colour_depth::ColourDepth;
use super::input_route::InputRoute;
use crate::inbox::Mailbox;
use ratatui::crossterm::event::Event;
use ratatui::layout::Size;
use std::io;
use std::sync::{Arc, Mutex, MutexGuard};

/// Where a run of the app draws and reads.
#[derive(Clone)]
pub enum Console {
    /// This process's terminal: standard input and output.
    Local,
    /// A terminal at the end of a connection.
    Remote(RemoteTerminal),
}

/// What became of a frame handed to the connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sent {
    /// On its way.
    Queued,
    /// Dropped: the client is not keeping up. Its whole screen is drawn again once it
    /// has caught up.
    Dropped,
    /// The connection is gone.
    Gone,
}

type SendFrame = dyn Fn(Vec<u8>) -> Sent + Send + Sync;

/// A terminal at the end of a connection. Clones share it: the connection's side
/// feeds input and sizes in, the app's side draws and reads.
#[derive(Clone)]
pub struct RemoteTerminal {
    send: Arc<SendFrame>,
    size: Arc<Mutex<Size>>,
    input: Arc<Mutex<InputRoute>>,
    /// A line the connection has to say over whatever screen is up (the idle
    /// warning).
    banner: Arc<Mutex<Option<String>>>,
    colours: ColourDepth,
}

impl RemoteTerminal {
    /// A terminal of `size` showing `colours`, whose output goes to `send` a frame at
    /// a time (it must never block: a slow client's frames are dropped, not waited for).
    pub fn new(
        size: Size,
        colours: ColourDepth,
        send: impl Fn(Vec<u8>) -> Sent + Send + Sync + 'static,
    ) -> RemoteTerminal {
        RemoteTerminal {
            send: Arc::new(send),
            size: Arc::new(Mutex::new(size)),
            input: Arc::new(Mutex::new(InputRoute::new())),
            banner: Arc::new(Mutex::new(None)),
            colours,
        }
    }

    /// Input from the client, for the loop that runs (or the next one).
    pub fn feed(&self, event: Event) {
        self.route().deliver(Ok(event));
    }

    /// The client's window has a new size: the loop redraws it whole.
    pub fn resize(&self, size: Size) {
        *self.size.lock().unwrap_or_else(|e| e.into_inner()) = size;
        self.feed(Event::Resize(size.width, size.height));
    }

    /// The connection has closed: the loop running, and any after it, end.
    pub fn close(&self) {
        let gone = io::Error::new(io::ErrorKind::ConnectionAborted, "the connection closed");
        self.route().deliver(Err(gone));
    }

    /// Frames were dropped and the client has caught up: the loop redraws the whole
    /// screen, as after a resize.
    pub fn caught_up(&self) {
        let size = self.size();
        self.feed(Event::Resize(size.width, size.height));
    }

    /// Puts `line` over the top of every screen until it is taken away, and redraws.
    pub fn set_banner(&self, line: Option<String>) {
        *self.banner.lock().unwrap_or_else(|e| e.into_inner()) = line;
        // News the loop has no use for, but wakes for and redraws after.
        self.feed(Event::FocusGained);
    }

    pub fn banner(&self) -> Option<String> {
        self.banner
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    pub fn size(&self) -> Size {
        *self.size.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn colours(&self) -> ColourDepth {
        self.colours
    }

    /// Hands a frame's bytes to the connection. A frame it drops leaves the client's
    /// screen behind what was drawn; the connection calls `caught_up` once the client
    /// has taken what was queued, and the loop then draws it whole.
    pub fn send(&self, bytes: Vec<u8>) -> Sent {
        (self.send)(bytes)
    }

    /// Connects the client's input to a loop's inbox until the guard is dropped.
    pub fn listen<M: Send + 'static>(&self, mailbox: Mailbox<M>) -> RemoteListening {
        self.route().connect(mailbox);
        RemoteListening(Arc::clone(&self.input))
    }

    fn route(&self) -> MutexGuard<'_, InputRoute> {
        self.input.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A remote terminal's input connected to a loop; dropping it disconnects.
pub struct RemoteListening(Arc<Mutex<InputRoute>>);

impl Drop for RemoteListening {
    fn drop(&mut self) {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .disconnect();
    }
}
