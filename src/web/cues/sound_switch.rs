//! The sound's switch (`#sound`, a toggle button whose `aria-pressed` says whether
//! the sound is on): its state is kept with the page's own choices, so a reload or
//! the next visit hears what the player chose. Until they choose, the sound is on,
//! unless they asked their system for less motion.

use crate::board::reduced_motion;
use crate::store::browser_store::BrowserStore;
use crate::store::page_prefs::PagePrefs;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

const SWITCH: &str = "sound";

/// Whether the sound is on now, as kept or by default.
pub fn kept(store: &BrowserStore) -> bool {
    PagePrefs::load(store)
        .sound
        .unwrap_or_else(|| !reduced_motion::wanted())
}

/// Shows `on` on the switch and calls `switched` with the new state at each press,
/// after keeping it.
pub fn wire(
    store: BrowserStore,
    on: bool,
    switched: impl Fn(bool) + 'static,
) -> Result<(), JsValue> {
    let Some(switch) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(SWITCH))
    else {
        return Ok(());
    };
    show(&switch, on);
    let pressed = switch.clone();
    let listener = Closure::<dyn FnMut()>::new(move || {
        let on = pressed.get_attribute("aria-pressed").as_deref() != Some("true");
        let mut prefs = PagePrefs::load(&store);
        prefs.sound = Some(on);
        prefs.keep(&store);
        show(&pressed, on);
        switched(on);
    });
    switch.add_event_listener_with_callback("click", listener.as_ref().unchecked_ref())?;
    listener.forget();
    Ok(())
}

fn show(switch: &web_sys::Element, on: bool) {
    let _ = switch.set_attribute("aria-pressed", if on { "true" } else { "false" });
}
