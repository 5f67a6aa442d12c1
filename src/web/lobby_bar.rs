//! The lobby's buttons, for a hand without a keyboard (`#lobby-bar` in `index.html`):
//! each names a lobby message (`data-lobby`): up and down the list or the form's
//! lines, the other list or the line's other choice, choose (accept, watch, send),
//! post a challenge, be paired, host, take back what waits, close, the help. Joining
//! or watching by a code is the Online panel's field, which a phone can type into.

use connect4::lobby::{LobbyMessage, Purpose};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::Element;

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
    let listener = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
        let chosen = event
            .target()
            .and_then(|target| target.dyn_into::<Element>().ok())
            .and_then(|element| element.closest("button[data-lobby]").ok().flatten())
            .and_then(|button| button.get_attribute("data-lobby"))
            .and_then(|name| message(&name));
        if let Some(chosen) = chosen {
            pressed(chosen);
        }
    });
    bar.add_event_listener_with_callback("click", listener.as_ref().unchecked_ref())?;
    listener.forget();
    Ok(())
}
