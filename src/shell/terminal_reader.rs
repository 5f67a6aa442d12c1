//! The thread that reads the terminal and posts what it reads to the running loop's
//! inbox, so that input is one source of news among the others.
//!
//! Reading blocks, and a blocked read cannot be called off, so there is one reader for
//! the whole process, started by the first loop: each loop (one per game played in a
//! run) connects its inbox while it runs. What arrives between two loops is held for
//! the next one, so a key typed while a game switches is not lost.

use super::inbox::{Mailbox, News};
use ratatui::crossterm::event::{self, Event};
use std::io;
use std::sync::{Mutex, MutexGuard, Once};

type Forward = Box<dyn Fn(io::Result<Event>) -> bool + Send>;

/// Where the reader sends what it reads now.
struct Route {
    /// The running loop's inbox, if a loop runs.
    forward: Option<Forward>,
    /// Read while no loop was connected, oldest first.
    held: Vec<io::Result<Event>>,
}

static ROUTE: Mutex<Route> = Mutex::new(Route {
    forward: None,
    held: Vec::new(),
});
static READER: Once = Once::new();

/// The terminal connected to a loop's inbox; dropping it disconnects.
pub struct Listening(());

/// Connects the terminal's input to `mailbox` (a terminal error arrives as
/// `News::InputLost`), starting the reader if it has not started yet.
pub fn listen<M: Send + 'static>(mailbox: Mailbox<M>) -> io::Result<Listening> {
    let forward: Forward = Box::new(move |read| {
        mailbox.post(match read {
            Ok(event) => News::Input(event),
            Err(error) => News::InputLost(error),
        })
    });
    let mut route = route();
    for read in route.held.drain(..) {
        forward(read);
    }
    route.forward = Some(forward);
    drop(route);
    let mut started = Ok(());
    READER.call_once(|| {
        started = std::thread::Builder::new()
            .name("terminal input".into())
            .spawn(read_forever)
            .map(drop);
    });
    started.map(|()| Listening(()))
}

impl Drop for Listening {
    fn drop(&mut self) {
        route().forward = None;
    }
}

fn route() -> MutexGuard<'static, Route> {
    // A panic while the lock was held left nothing half-changed worth refusing.
    ROUTE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Reads until the terminal fails: an error is passed on once, then the thread ends,
/// since a terminal that failed keeps failing.
fn read_forever() {
    loop {
        let read = event::read();
        let failed = read.is_err();
        let mut route = route();
        let delivered = route
            .forward
            .as_ref()
            .is_some_and(|forward| forward(read_copy(&read)));
        if !delivered {
            route.held.push(read);
        }
        if failed {
            return;
        }
    }
}

/// `io::Error` is not `Clone`: a failed read is passed on as an error of the same kind
/// and text.
fn read_copy(read: &io::Result<Event>) -> io::Result<Event> {
    match read {
        Ok(event) => Ok(event.clone()),
        Err(error) => Err(io::Error::new(error.kind(), error.to_string())),
    }
}
