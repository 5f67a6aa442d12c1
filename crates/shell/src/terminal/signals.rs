//! Signals at the edge. The game runs in raw mode on the alternate screen with mouse
//! reporting on; a signal's default action would end or stop the process and leave the
//! terminal that way. A thread waits for them instead:
//!
//! - SIGTERM, SIGHUP, SIGINT (sent, not typed: raw mode turns a typed Ctrl-C into a key)
//!   and SIGQUIT restore the terminal and exit with status 128 + the signal's number.
//! - SIGTSTP restores the terminal and stops the process as the default action would;
//!   once continued (`fg`), it sets the game's terminal up again and raises SIGWINCH, so
//!   the event loop, woken by the resize event, redraws the whole screen.
//!
//! The event loop keeps blocking on input: nothing here polls.

use super::terminal_modes::{enter_game_modes, leave_game_modes};
use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP, SIGWINCH};
use signal_hook::iterator::{Handle, Signals};
use std::io;
use std::thread::JoinHandle;

/// The signal thread; dropping it stops watching (the default actions come back).
pub struct SignalWatch {
    handle: Handle,
    thread: Option<JoinHandle<()>>,
}

/// Starts watching the signals above.
pub fn watch() -> io::Result<SignalWatch> {
    let mut signals = Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP])?;
    let handle = signals.handle();
    let thread = std::thread::Builder::new()
        .name("signals".into())
        .spawn(move || {
            for signal in signals.forever() {
                if signal == SIGTSTP {
                    suspend();
                } else {
                    leave_game_modes();
                    std::process::exit(128 + signal);
                }
            }
        })?;
    Ok(SignalWatch {
        handle,
        thread: Some(thread),
    })
}

/// Gives the terminal back, stops like the default action, and takes it again once
/// continued.
fn suspend() {
    leave_game_modes();
    // Stops the process here until SIGCONT.
    let _ = signal_hook::low_level::emulate_default_handler(SIGTSTP);
    enter_game_modes();
    let _ = signal_hook::low_level::raise(SIGWINCH);
}

impl Drop for SignalWatch {
    fn drop(&mut self) {
        self.handle.close();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
