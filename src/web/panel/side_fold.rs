//! On a phone, where the board takes the width, the side panel (the score, the
//! streak, the moves, a puzzle's facts) is folded away under a button on the
//! score's line (`#side-toggle`): pressed, the panel opens over the board, and
//! pressed again it folds back. A desktop shows the panel beside the board and
//! hides the button (`panel.css`).

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

const TOGGLE: &str = "side-toggle";
/// The body's class while the panel is open over the board.
const OPEN: &str = "side-open";

/// Wires the button: each press opens or folds the panel, and says which.
pub fn wire() -> Result<(), JsValue> {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return Ok(());
    };
    let (Some(toggle), Some(body)) = (document.get_element_by_id(TOGGLE), document.body()) else {
        return Ok(());
    };
    let pressed = toggle.clone();
    let listener = Closure::<dyn FnMut()>::new(move || {
        let open = body.class_list().toggle(OPEN).unwrap_or(false);
        let _ = pressed.set_attribute("aria-expanded", if open { "true" } else { "false" });
    });
    toggle.add_event_listener_with_callback("click", listener.as_ref().unchecked_ref())?;
    listener.forget();
    Ok(())
}
