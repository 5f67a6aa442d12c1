//! The page's address: the game online it names (`#join=CODE`, `#watch=CODE`,
//! `#host=…`, see `online::start_in`), the lobby (`#lobby`) or a position (`#moves=4453`, the link `s`
//! shows), the server that served it, and going to another one. The page loads again
//! whenever the fragment changes, so it always opens what its address names; the
//! page's own changes (a hosted game's link, the way back, a position opened once,
//! so that a reload resumes the match played since) replace the address without
//! loading it again. And the browser's clipboard.

use connect4::online::{Start, socket_url, start_in};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// The game online the page's address asks for, if it names one.
pub fn requested() -> Option<Result<Start, String>> {
    let hash = web_sys::window()?.location().hash().ok()?;
    start_in(&hash)
}

/// The fragment that opens the lobby of the server (without `#`).
pub const LOBBY: &str = "lobby";

/// Whether the page's address asks for the lobby (`#lobby`).
pub fn lobby_requested() -> bool {
    web_sys::window()
        .and_then(|window| window.location().hash().ok())
        .is_some_and(|hash| hash.trim_start_matches('#') == LOBBY)
}

/// Loads the page again whenever its address's fragment changes (a link pasted in,
/// a choice in the Online panel), so it opens what the address now names.
pub fn follow_links() -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let on_change = Closure::<dyn FnMut()>::new(|| {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    });
    window.add_event_listener_with_callback("hashchange", on_change.as_ref().unchecked_ref())?;
    on_change.forget();
    Ok(())
}

/// The server's WebSocket: the one that served this page.
pub fn server() -> String {
    let location = web_sys::window().map(|window| window.location());
    let part = |read: fn(&web_sys::Location) -> Result<String, JsValue>| {
        location
            .as_ref()
            .and_then(|l| read(l).ok())
            .unwrap_or_default()
    };
    socket_url(
        &part(web_sys::Location::protocol),
        &part(web_sys::Location::host),
    )
}

/// Opens the page's address with `fragment`: the page follows the change (see
/// `follow_links`), or loads again if it is already there.
pub fn go_to(fragment: &str) {
    let Some(location) = web_sys::window().map(|window| window.location()) else {
        return;
    };
    let now = location.hash().unwrap_or_default();
    if now.trim_start_matches('#') == fragment {
        let _ = location.reload();
    } else {
        let _ = location.set_hash(fragment);
    }
}

/// Leaves the game online for the game on this machine.
pub fn leave() {
    keep_address("");
    if let Some(window) = web_sys::window() {
        let _ = window.location().reload();
    }
}

/// The page's address without its fragment.
pub fn page_address() -> String {
    let Some(location) = web_sys::window().map(|window| window.location()) else {
        return String::new();
    };
    let origin = location.origin().unwrap_or_default();
    format!("{origin}{}", location.pathname().unwrap_or_default())
}

/// Makes `fragment` the page's address (none when empty) without loading it again.
pub fn keep_address(fragment: &str) {
    let address = match fragment {
        "" => page_address(),
        fragment => format!("{}#{fragment}", page_address()),
    };
    if let Some(history) = web_sys::window().and_then(|window| window.history().ok()) {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&address));
    }
}

/// The position the address holds, as the fragment `#moves=…` gives it.
pub fn linked_position() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    hash.contains("moves=").then_some(hash)
}

/// Takes the position off the address without loading the page again.
pub fn forget_position() {
    keep_address("");
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
