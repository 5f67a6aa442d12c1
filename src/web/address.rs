//! The page's address: a position in its fragment (`#moves=4453`, the link `s`
//! shows), opened once at the start and then taken off the address, so that a reload
//! resumes the match played since rather than the link's; the address the page's own
//! links are built on; and the browser's clipboard.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// The position the address holds, as the fragment `#moves=…` gives it.
pub fn linked_position() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    hash.contains("moves=").then_some(hash)
}

/// Takes the position off the address without reloading: the page's address as it
/// was, without its fragment.
pub fn forget_position() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(page) = page_address() else { return };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&page));
    }
}

/// The page's address without its fragment: what its links to positions add to.
pub fn page_address() -> Option<String> {
    let location = web_sys::window()?.location();
    let (origin, path) = (location.origin().ok()?, location.pathname().ok()?);
    let search = location.search().unwrap_or_default();
    Some(format!("{origin}{path}{search}"))
}

/// A link pasted into the address of the open page changes only its fragment, which
/// does not reload it: the page reloads itself to open the position.
pub fn reload_on_new_position() -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let on_change = Closure::<dyn FnMut()>::new(|| {
        if linked_position().is_some()
            && let Some(window) = web_sys::window()
        {
            let _ = window.location().reload();
        }
    });
    window.add_event_listener_with_callback("hashchange", on_change.as_ref().unchecked_ref())?;
    on_change.forget();
    Ok(())
}

/// Whether the browser lets the page write to the clipboard: only in a secure context
/// (https, or this machine), where `navigator.clipboard` exists.
pub fn clipboard_available() -> bool {
    web_sys::window().is_some_and(|window| {
        let navigator = window.navigator();
        js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"))
            .is_ok_and(|clipboard| !clipboard.is_undefined())
    })
}

/// Puts `text` on the clipboard; the browser may refuse, which it then logs.
pub fn copy(text: &str) {
    if clipboard_available()
        && let Some(window) = web_sys::window()
    {
        let _ = window.navigator().clipboard().write_text(text);
    }
}
