//! The thin loop at the edge: draw, wait for an event, turn it into a message, update,
//! and perform the effects update asks for.

use super::panic_reports::PanicReports;
use super::terminal_modes::{enter_game_modes, leave_game_modes};
use super::{
    Effect, FALL_TICK, Message, Model, StorageThread, Worker, key_to_message, mouse_to_message,
    update,
};
use crate::ui::{ScreenLayout, Theme, view};
use color_eyre::Result;
use ratatui::DefaultTerminal;
use ratatui::backend::{Backend, ClearType};
use ratatui::crossterm::event::{self, Event};
use ratatui::layout::{Position, Rect};
use std::collections::VecDeque;
use std::time::Duration;

/// How often the screen refreshes while the computer thinks (the spinner), and so
/// the longest an answer from the worker waits to be shown.
const TICK: Duration = Duration::from_millis(80);
/// How long quitting waits for saves under way (a save waiting for another copy's lock
/// gives up at once and keeps its result for the next launch).
const FINISH_SAVING: Duration = Duration::from_secs(3);

/// Runs the app full screen until the player quits, and returns the final model.
///
/// The worker runs the engine and `storage` the scoreboard, each on its own thread,
/// answering with messages that go back through update. When the player quits, saves
/// still waiting for another copy's lock keep their result for the next launch. The
/// terminal is restored on every way out: a normal return, an error, a panic, and a
/// signal (see `signals`). A panic on another thread (the engine's) does not touch
/// the screen: the loop notices the worker is gone, leaves, and returns the report as
/// its error, printed once on the normal screen. color-eyre's hooks must be installed
/// before this is called.
pub fn run(
    mut model: Model,
    theme: &Theme,
    mut worker: Worker,
    storage: StorageThread,
) -> Result<Model> {
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
    let result = event_loop(&mut terminal, &mut model, theme, &mut worker, &storage)
        .map_err(|error| panics.explain(error));
    storage.finish(FINISH_SAVING);
    #[cfg(unix)]
    drop(signals);
    leave_game_modes();
    panics.uninstall();
    result.map(|()| model)
}

fn event_loop(
    terminal: &mut DefaultTerminal,
    model: &mut Model,
    theme: &Theme,
    worker: &mut Worker,
    storage: &StorageThread,
) -> Result<()> {
    // Asks for the computer's first move if it starts.
    let mut pending = VecDeque::from([Message::Tick]);
    while model.running {
        while let Some(message) = pending.pop_front() {
            for effect in update(model, message) {
                match effect {
                    Effect::Think { .. }
                    | Effect::Analyze { .. }
                    | Effect::AnalyzeForReview { .. }
                    | Effect::CancelSearches => worker.perform(effect),
                    Effect::Store(effect) => storage.perform(effect),
                }
            }
        }
        if !model.running {
            break;
        }
        terminal.draw(|frame| view(model, theme, frame))?;
        pending.extend(next_event(terminal, model)?);
        while let Some(answer) = worker.try_answer()? {
            pending.push_back(answer);
        }
        while let Some(answer) = storage.try_answer() {
            pending.push_back(Message::Stored(answer));
        }
    }
    Ok(())
}

/// Waits for the next terminal event and translates it. Blocks while nothing runs in
/// the background, so an idle game uses no CPU; otherwise wakes every tick.
fn next_event(terminal: &mut DefaultTerminal, model: &Model) -> Result<Option<Message>> {
    let tick = if model.falling.is_some() {
        FALL_TICK
    } else {
        TICK
    };
    if model.busy() && !event::poll(tick)? {
        return Ok(Some(Message::Tick));
    }
    Ok(match event::read()? {
        Event::Key(key) => key_to_message(&model.settings.keys, model.mode(), key),
        Event::Mouse(mouse) => {
            let area = Rect::from((Position::ORIGIN, terminal.size()?));
            let layout = ScreenLayout::new(area, model.game.size());
            layout
                .board()
                .and_then(|board| mouse_to_message(model.mode(), board, mouse))
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
