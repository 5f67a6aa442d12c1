//! The thin loop at the edge: draw, wait for an event, turn it into a message, update,
//! and perform the effects update asks for.

use super::{Effect, Message, Model, key_to_message, mouse_to_message, update};
use crate::ui::{ScreenLayout, Theme, view};
use color_eyre::Result;
use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use ratatui::crossterm::execute;
use ratatui::layout::Rect;
use std::io::stdout;

/// Runs the app full screen until the player quits, and returns the final model.
///
/// `perform` carries out effects (saving results...) and may answer with a message
/// (what was saved, what went wrong), which goes back through update. The terminal is restored on every way out:
/// normal return, error, and panic. color-eyre's hooks must be installed before this
/// is called, so that ratatui's panic hook restores the screen before the report.
pub fn run(
    mut model: Model,
    theme: &Theme,
    perform: impl FnMut(&Model, Effect) -> Option<Message>,
) -> Result<Model> {
    let mut terminal = ratatui::init();
    install_mouse_release_on_panic();
    let result = execute!(stdout(), EnableMouseCapture)
        .map_err(Into::into)
        .and_then(|()| event_loop(&mut terminal, &mut model, theme, perform));
    let _ = execute!(stdout(), DisableMouseCapture);
    ratatui::restore();
    result.map(|()| model)
}

fn event_loop(
    terminal: &mut DefaultTerminal,
    model: &mut Model,
    theme: &Theme,
    mut perform: impl FnMut(&Model, Effect) -> Option<Message>,
) -> Result<()> {
    while model.running {
        terminal.draw(|frame| view(model, theme, frame))?;
        // Blocks until something happens: an idle game uses no CPU.
        let message = match event::read()? {
            Event::Key(key) => key_to_message(model.mode(), key),
            Event::Mouse(mouse) => {
                let area = Rect::from((ratatui::layout::Position::ORIGIN, terminal.size()?));
                let layout = ScreenLayout::new(area, model.game.size());
                layout
                    .board()
                    .and_then(|board| mouse_to_message(model.mode(), board, mouse))
            }
            // A resize needs nothing but the redraw at the top of the loop.
            _ => None,
        };
        let mut next = message;
        while let Some(message) = next.take() {
            next = update(model, message).and_then(|effect| perform(model, effect));
        }
    }
    Ok(())
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
