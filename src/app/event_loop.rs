//! The thin loop at the edge: draw, wait for an event, turn it into a message, update,
//! and perform the effects update asks for.

use super::panic_reports::PanicReports;
use super::program::{Program, Route};
use super::terminal_input::{key_press, mouse_pointer};
use super::terminal_modes::{enter_game_modes, leave_game_modes};
use super::{StorageThread, Worker};
use crate::ui::Theme;
use color_eyre::Result;
use ratatui::DefaultTerminal;
use ratatui::backend::{Backend, ClearType};
use ratatui::crossterm::event::{self, Event};
use ratatui::layout::{Position, Rect};
use std::collections::VecDeque;
use std::time::Duration;

/// How long quitting waits for saves under way (a save waiting for another copy's lock
/// gives up at once and keeps its result for the next launch).
const FINISH_SAVING: Duration = Duration::from_secs(3);

/// Runs a program (a game) full screen until the player quits, and returns it.
///
/// The worker runs the engine and `storage` the scoreboard, each on its own thread,
/// answering with messages that go back through update. When the player quits, saves
/// still waiting for another copy's lock keep their result for the next launch. The
/// terminal is restored on every way out: a normal return, an error, a panic, and a
/// signal (see `signals`). A panic on another thread (the engine's) does not touch
/// the screen: the loop notices the worker is gone, leaves, and returns the report as
/// its error, printed once on the normal screen. color-eyre's hooks must be installed
/// before this is called.
pub fn run<P: Program>(
    mut program: P,
    theme: &Theme,
    mut worker: Worker<P::Job, P::Message>,
    storage: StorageThread,
) -> Result<P> {
    use std::io::IsTerminal;
    if !(std::io::stdin().is_terminal() && std::io::stdout().is_terminal()) {
        return Err(std::io::Error::other(
            "the game needs a terminal, and standard input or output is not one \
             (the subcommands work without one: connect4 --help)",
        )
        .into());
    }
    let mut terminal = ratatui::try_init().map_err(|e| {
        leave_game_modes();
        std::io::Error::new(e.kind(), format!("the terminal cannot be used: {e}"))
    })?;
    enter_game_modes();
    let panics = PanicReports::install();
    #[cfg(unix)]
    let signals = super::signals::watch();
    let result = event_loop(&mut terminal, &mut program, theme, &mut worker, &storage)
        .map_err(|error| panics.explain(error));
    storage.finish(FINISH_SAVING);
    #[cfg(unix)]
    drop(signals);
    leave_game_modes();
    panics.uninstall();
    result.map(|()| program)
}

fn event_loop<P: Program>(
    terminal: &mut DefaultTerminal,
    program: &mut P,
    theme: &Theme,
    worker: &mut Worker<P::Job, P::Message>,
    storage: &StorageThread,
) -> Result<()> {
    // Asks for the computer's first move if it starts.
    let mut pending = VecDeque::from([program.tick()]);
    while program.running() {
        while let Some(message) = pending.pop_front() {
            for route in program.update(message) {
                match route {
                    Route::Engine(job) => worker.post(job),
                    Route::CancelEngine => worker.cancel(),
                    Route::Store(request) => storage.perform(request),
                }
            }
        }
        if !program.running() {
            break;
        }
        terminal.draw(|frame| program.view(theme, frame))?;
        pending.extend(next_event(terminal, program)?);
        while let Some(answer) = worker.try_answer()? {
            pending.push_back(answer);
        }
        while let Some(answer) = storage.try_answer() {
            pending.push_back(program.stored(answer));
        }
    }
    Ok(())
}

/// Waits for the next terminal event and translates it. Blocks while nothing runs in
/// the background, so an idle game uses no CPU; otherwise wakes every tick.
fn next_event<P: Program>(
    terminal: &mut DefaultTerminal,
    program: &P,
) -> Result<Option<P::Message>> {
    if let Some(tick) = program.tick_after()
        && !event::poll(tick)?
    {
        return Ok(Some(program.tick()));
    }
    Ok(match event::read()? {
        Event::Key(key) => key_press(key).and_then(|press| program.on_key(press)),
        Event::Mouse(mouse) => {
            let screen = Rect::from((Position::ORIGIN, terminal.size()?));
            mouse_pointer(mouse).and_then(|pointer| program.on_pointer(pointer, screen))
        }
        // The redraw that follows every event is a full one after a resize: the
        // terminal may have lost the screen (a resize, or coming back from a suspend).
        Event::Resize(..) => {
            // Not `Terminal::clear`, which asks the terminal where its cursor is and
            // fails when no answer comes.
            terminal.backend_mut().clear_region(ClearType::All)?;
            terminal.swap_buffers();
            None
        }
        _ => None,
    })
}
