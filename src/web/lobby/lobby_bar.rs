//! The lobby's buttons, for a hand without a keyboard (`#lobby-bar` in `index.html`):
//! each names a lobby message (`data-lobby`): up and down the list or the form's
//! lines, the other list or the line's other choice, choose (accept, watch, send),
//! post a challenge, be paired, host, take back what waits, close, the help. Joining
//! or watching by a code is the Online panel's field, which a phone can type into.

use crate::play::dom;
use connect4::lobby::{LobbyMessage, Purpose};
use wasm_bindgen::prelude::*;

const BAR: &str = "lobby-bar";

/// The message a button's `data-lobby` names.
fn message(name: &str) -> Option<LobbyMessage> {
    Some(match name {
        "up" => LobbyMessage::Step(-1),
        "down" => LobbyMessage::Step(1),
        "other" => LobbyMessage::Side(1),
        "choose" => LobbyMessage::Choose,
        "challenge" => LobbyMessage::OpenForm(Purpose::Challenge),
        "pair" => LobbyMessage::OpenForm(Purpose::QuickPair),
        "host" => LobbyMessage::OpenForm(Purpose::Host),
        "take-back" => LobbyMessage::CancelWaiting,
        "back" => LobbyMessage::Back,
        "help" => LobbyMessage::ToggleHelp,
        _ => return None,
    })
}

/// Shows the bar and calls `pressed` with each button's message.
pub fn wire(pressed: impl Fn(LobbyMessage) + 'static) -> Result<(), JsValue> {
    let Some(bar) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(BAR))
    else {
        return Ok(());
    };
    bar.remove_attribute("hidden")?;
    dom::on_button(&bar, "data-lobby", move |name| {
        if let Some(chosen) = message(name) {
            pressed(chosen);
        }
    })?;
    Ok(())
}
