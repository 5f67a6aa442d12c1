//! Sharing a game from the page: through the system's own share sheet (the Web
//! Share API) where the browser has one, else onto the clipboard (words and link
//! together), else, where neither is allowed (a page not served securely), the link
//! is only shown. Called in the press's own handler: browsers share and copy only
//! while a person's touch is fresh.

use crate::cues::game_moments::ShareFacts;
use crate::online::address;
use js_sys::{Function, Object, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// Shares `facts`; what to tell the player.
pub fn share(facts: &ShareFacts) -> String {
    if system_share(facts).is_some() {
        return String::new();
    }
    if address::clipboard_available() {
        address::copy(&format!("{} {}", facts.text, facts.link));
        return "Link copied: paste it to share the game".to_string();
    }
    format!("Copying is off on this page; the link: {}", facts.link)
}

/// The system's share sheet, if the browser has one; a cancelled share is the
/// person's choice, not an error.
fn system_share(facts: &ShareFacts) -> Option<()> {
    let navigator = web_sys::window()?.navigator();
    let share = Reflect::get(&navigator, &JsValue::from_str("share"))
        .ok()?
        .dyn_into::<Function>()
        .ok()?;
    let data = Object::new();
    for (key, value) in [
        ("title", "connect4"),
        ("text", facts.text.as_str()),
        ("url", facts.link.as_str()),
    ] {
        Reflect::set(&data, &JsValue::from_str(key), &JsValue::from_str(value)).ok()?;
    }
    let promise = share.call1(&navigator, &data).ok()?;
    let ignore = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
    if let Ok(promise) = promise.dyn_into::<js_sys::Promise>() {
        let _ = promise.catch(&ignore);
    }
    ignore.forget();
    Some(())
}
