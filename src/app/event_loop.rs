//! The thin loop at the edge: draw, wait for an event, turn it into a message, update,
//! and perform the effects update asks for.

use super::{Effect, Message, Model, Worker, key_to_message, mouse_to_message, update};
use crate::ui::{ScreenLayout, Theme, view};
use color_eyre::Result;
use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use ratatui::crossterm::execute;
use ratatui::layout::{Position, Rect};
use std::collections::VecDeque;
use std::io::stdout;
use std::time::Duration;

/// How often the screen refreshes while the computer thinks (the spinner), and so
/// the longest an answer from the worker waits to be shown.
const TICK: Duration = Duration::from_millis(80);

/// Runs the app full screen until the player quits, and returns the final model.
///
/// The worker runs the engine; `perform` carries out the other effects (saving and
/// loading scores) and may answer with a message, which goes back through update. The terminal is restored on every way out: normal return, error,
/// and panic. color-eyre's hooks must be installed before this is called, so that
/// ratatui's panic hook restores the screen before the report is printed.
pub fn run(
    mut model: Model,
    theme: &Theme,
    mut worker: Worker,
    perform: impl FnMut(&Model, Effect) -> Option<Message>,
) -> Result<Model> {
    let mut terminal = ratatui::init();
    install_mouse_release_on_panic();
    let result = execute!(stdout(), EnableMouseCapture)
        .map_err(Into::into)
        .and_then(|()| event_loop(&mut terminal, &mut model, theme, &mut worker, perform));
    let _ = execute!(stdout(), DisableMouseCapture);
    ratatui::restore();
    result.map(|()| model)
}

fn event_loop(
    terminal: &mut DefaultTerminal,
    model: &mut Model,
    theme: &Theme,
    worker: &mut Worker,
    mut perform: impl FnMut(&Model, Effect) -> Option<Message>,
) -> Result<()> {
    // Asks for the computer's first move if it starts.
    let mut pending = VecDeque::from([Message::Tick]);
    while model.running {
        while let Some(message) = pending.pop_front() {
            for effect in update(model, message) {
                match effect {
                    Effect::Think { .. } | Effect::Analyze { .. } | Effect::CancelSearches => {
                        worker.perform(effect)
                    }
                    other => pending.extend(perform(model, other)),
                }
            }
        }
        if !model.running {
            break;
        }
        terminal.draw(|frame| view(model, theme, frame))?;
        pending.extend(next_event(terminal, model)?);
        while let Some(answer) = worker.try_answer() {
            pending.push_back(answer);
        }
    }
    Ok(())
}

/// Waits for the next terminal event and translates it. Blocks while nothing runs in
/// the background, so an idle game uses no CPU; otherwise wakes every tick.
fn next_event(terminal: &DefaultTerminal, model: &Model) -> Result<Option<Message>> {
    if model.busy() && !event::poll(TICK)? {
        return Ok(Some(Message::Tick));
    }
    Ok(match event::read()? {
        Event::Key(key) => key_to_message(model.mode(), key),
        Event::Mouse(mouse) => {
            let area = Rect::from((Position::ORIGIN, terminal.size()?));
            let layout = ScreenLayout::new(area, model.game.size());
            layout
                .board()
                .and_then(|board| mouse_to_message(model.mode(), board, mouse))
        }
        // A resize needs nothing but the redraw that follows every event.
        _ => None,
    })
}

/// Mouse capture is not part of what ratatui restores, so a panic must switch it off
/// too, or the shell afterwards receives mouse reports as garbage input.
fn install_mouse_release_on_panic() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(stdout(), DisableMouseCapture);
        previous(info);
    }));
}
