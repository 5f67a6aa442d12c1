//! Panics while the game holds the terminal. On the UI thread a panic restores the
//! terminal before the report is printed. On another thread (the engine's worker) it
//! must not: the UI would go on drawing over a terminal given back. That report is kept
//! instead; the event loop finds the worker gone, leaves, restores the terminal, and the
//! report is printed once, on the normal screen, with a failing exit status.

use super::terminal_modes::leave_game_modes;
use color_eyre::Report;
use std::backtrace::Backtrace;
use std::panic::{self, PanicHookInfo};
use std::sync::{Arc, Mutex};
use std::thread::{self, ThreadId};

type Hook = Box<dyn Fn(&PanicHookInfo<'_>) + Sync + Send + 'static>;

/// The panic hook in force while the game runs, and what it kept.
pub struct PanicReports {
    previous: Arc<Hook>,
    /// The report of a panic on another thread, if one happened.
    elsewhere: Arc<Mutex<Option<String>>>,
}

impl PanicReports {
    /// Installs the hook; the calling thread is the UI's.
    pub fn install() -> PanicReports {
        let previous: Arc<Hook> = Arc::new(panic::take_hook());
        let elsewhere = Arc::new(Mutex::new(None));
        let ui = thread::current().id();
        let (chained, kept) = (Arc::clone(&previous), Arc::clone(&elsewhere));
        panic::set_hook(Box::new(move |info| on_panic(ui, &chained, &kept, info)));
        PanicReports {
            previous,
            elsewhere,
        }
    }

    /// `error` with the report of a panic on another thread, if one caused it.
    pub fn explain(&self, error: Report) -> Report {
        match self.elsewhere.lock().ok().and_then(|mut kept| kept.take()) {
            Some(report) => error.wrap_err(report),
            None => error,
        }
    }

    /// Puts the hook that was there before back.
    pub fn uninstall(self) {
        let previous = self.previous;
        panic::set_hook(Box::new(move |info| previous(info)));
    }
}

fn on_panic(
    ui: ThreadId,
    previous: &Hook,
    elsewhere: &Mutex<Option<String>>,
    info: &PanicHookInfo<'_>,
) {
    if thread::current().id() == ui {
        leave_game_modes();
        previous(info);
        return;
    }
    let name = thread::current().name().unwrap_or("unnamed").to_string();
    let report = format!(
        "a panic on the {name} thread: {info}\n\nits backtrace:\n{}",
        Backtrace::capture()
    );
    if let Ok(mut kept) = elsewhere.lock() {
        kept.get_or_insert(report);
    }
}
