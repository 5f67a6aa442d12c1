//! The thread that reads this process's terminal and posts what it reads to the
//! running loop's inbox, so that input is one source of news among the others.
//!
//! Reading blocks, and a blocked read cannot be called off, so there is one reader for
//! the whole process, started by the first loop: each loop (one per game played in a
//! run) connects its inbox while it runs (see `InputRoute`).

use super::input_route::InputRoute;
use crate::inbox::Mailbox;
use ratatui::crossterm::event;
use std::io;
use std::sync::{Mutex, MutexGuard, Once};

static ROUTE: Mutex<InputRoute> = Mutex::new(InputRoute::new());
static READER: Once = Once::new();

/// The terminal connected to a loop's inbox; dropping it disconnects.
pub struct Listening(());

/// Connects the terminal's input to `mailbox` (a terminal error arrives as
/// `News::InputLost`), starting the reader if it has not started yet.
pub fn listen<M: Send + 'static>(mailbox: Mailbox<M>) -> io::Result<Listening> {
    route().connect(mailbox);
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
        route().disconnect();
    }
}

fn route() -> MutexGuard<'static, InputRoute> {
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
        route().deliver(read);
        if failed {
            return;
        }
    }
}
