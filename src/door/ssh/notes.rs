//! Things that may happen many times a second at the door (a flood of sockets), each
//! said in the log at most once in `NOTE_EVERY` with how often it happened, so that
//! a flood of connections is not a flood of lines.

use std::sync::Mutex;
use std::time::Duration;
use tokio::time::Instant;

const NOTE_EVERY: Duration = Duration::from_secs(10);

/// One kind of thing, and when it was last said.
pub struct Note {
    what: &'static str,
    state: Mutex<(Option<Instant>, u64)>,
}

impl Note {
    pub const fn new(what: &'static str) -> Note {
        Note {
            what,
            state: Mutex::new((None, 0)),
        }
    }

    /// It happened again, `why` this time.
    pub fn happened(&self, why: &str) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let (said, unsaid) = &mut *state;
        *unsaid += 1;
        let now = Instant::now();
        if said.is_some_and(|said| now - said < NOTE_EVERY) {
            return;
        }
        tracing::warn!(times = *unsaid, why, "{}", self.what);
        *said = Some(now);
        *unsaid = 0;
    }
}

/// What the door's listener and connections note.
pub struct Notes {
    pub refused: Note,
    pub failures: Note,
    pub evicted: Note,
    pub handshake: Note,
    pub login: Note,
}

impl Default for Notes {
    fn default() -> Notes {
        Notes {
            refused: Note::new("ssh connections refused"),
            failures: Note::new("ssh connections cannot be accepted"),
            evicted: Note::new("ssh connections closed to make room: not signed in yet"),
            handshake: Note::new("ssh connections closed: no key exchange in time"),
            login: Note::new("ssh connections closed: no game started in time"),
        }
    }
}
