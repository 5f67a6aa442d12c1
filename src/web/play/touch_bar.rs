//! The row of buttons under the board, for a hand without a keyboard: each button
//! names an action of the config's `[keys]` (`data-action`) and presses the key the
//! config gives it, so a button does what its key does, rebound or not. The buttons
//! shown follow what is on screen (`data-context` on the bar): the game's actions on
//! the board, up, down, choose and close in a menu, none for a question (its dialog
//! has its own, `note_overlay`). On a phone, where the side panel has no room, a
//! line over the game gives the score.

use crate::play::dom;
use connect4::shell::{Action, KeyPress, Keymap};
use wasm_bindgen::prelude::*;
use web_sys::Element;

/// The bar in `index.html`.
const BAR: &str = "bar";
/// The score's line over the game in `index.html`, shown on a phone.
const SCORE: &str = "score";

/// What is on screen, for the buttons it needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    Board,
    Menu,
    Question,
    /// The help, a notice, the share box: something to read and close.
    Reading,
}

impl Screen {
    fn name(self) -> &'static str {
        match self {
            Screen::Board => "board",
            Screen::Menu => "menu",
            Screen::Question => "question",
            Screen::Reading => "reading",
        }
    }
}

/// The key `keymap` gives the action a button names, if any.
pub fn key_for(keymap: &Keymap, name: &str) -> Option<KeyPress> {
    let action = connect4::games::actions()
        .iter()
        .map(|info| info.action)
        .find(|action: &Action| action.name() == name)?;
    keymap.keys(action).first().copied()
}

/// Calls `pressed` with the action's name when a button of the bar is pressed.
pub fn wire(pressed: impl Fn(&str) + 'static) -> Result<(), JsValue> {
    let Some(bar) = bar() else { return Ok(()) };
    dom::on_button(&bar, "data-action", pressed)?;
    Ok(())
}

/// Hides the bar: the lobby has keys of its own and no board.
pub fn hide() {
    if let Some(bar) = bar() {
        let _ = bar.set_attribute("hidden", "");
    }
}

/// Shows the buttons `screen` needs.
pub fn show(screen: Screen) {
    if let Some(bar) = bar()
        && bar.get_attribute("data-context").as_deref() != Some(screen.name())
    {
        let _ = bar.set_attribute("data-context", screen.name());
    }
}

/// Writes the score line (`#score`) when it changed.
pub fn show_score(score: &str) {
    let element = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(SCORE));
    if let Some(element) = element
        && element.text_content().as_deref() != Some(score)
    {
        element.set_text_content(Some(score));
    }
}

fn bar() -> Option<Element> {
    web_sys::window()?.document()?.get_element_by_id(BAR)
}
