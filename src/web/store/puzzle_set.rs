//! The puzzle set, left out of the page's module: fetched (`puzzles.txt`) before the
//! game starts when the address opens a puzzle (`?puzzle`, `?daily`), else when a
//! menu that offers the puzzles first opens (never in the first download), and
//! installed for the puzzles' mode.

use crate::play::page_files;
use crate::workers::data_news;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::Response;

const FILE: &str = "puzzles.txt";
const WHAT: &str = "the puzzles";

/// Whether the page's address opens a puzzle at once.
pub fn wanted_now() -> bool {
    let search = web_sys::window().and_then(|w| w.location().search().ok());
    matches!(search.as_deref(), Some("?puzzle" | "?daily"))
}

thread_local! {
    /// Whether the set was asked for: it is fetched once.
    static ASKED: Cell<bool> = const { Cell::new(false) };
}

/// Fetches the set unless it was asked for already.
pub fn fetch_once() {
    if !ASKED.get() {
        fetch(|| {});
    }
}

/// Fetches and installs the set, then calls `then` (whether or not it came: a set
/// that did not is said, and the puzzles say they are not there).
pub fn fetch(then: impl FnOnce() + 'static) {
    ASKED.set(true);
    let Some(window) = web_sys::window() else {
        return then();
    };
    data_news::say(WHAT, "fetching");
    let then = Rc::new(Cell::new(Some(then)));
    let finish = Rc::new(move |text: Result<String, String>| {
        match text.and_then(|text| connect4_classic::terminal::puzzles::install(&text)) {
            Ok(()) => data_news::say(WHAT, "ready"),
            Err(error) => data_news::say(WHAT, &format!("could not be had ({error})")),
        }
        if let Some(then) = then.take() {
            then();
        }
    });
    let failed = Rc::clone(&finish);
    settle(
        window.fetch_with_str(&page_files::built(FILE)),
        move |response| match response.dyn_into::<Response>() {
            Ok(response) if response.ok() => match response.text() {
                Ok(text) => {
                    let failed = Rc::clone(&finish);
                    settle(
                        text,
                        move |text| finish(text.as_string().ok_or_else(|| "not text".into())),
                        move |error| failed(Err(format!("{error:?}"))),
                    );
                }
                Err(error) => finish(Err(format!("{error:?}"))),
            },
            Ok(response) => finish(Err(format!("HTTP {}", response.status()))),
            Err(_) => finish(Err("no response".into())),
        },
        move |error| failed(Err(format!("{error:?}"))),
    );
}

/// Calls `ok` or `failed` once `promise` settles.
fn settle(
    promise: js_sys::Promise,
    ok: impl FnOnce(JsValue) + 'static,
    failed: impl FnOnce(JsValue) + 'static,
) {
    // Only one of them runs, once: they are left to the page, which lives longer.
    let ok = Closure::once(ok);
    let failed = Closure::once(failed);
    let _ = promise.then2(&ok, &failed);
    ok.forget();
    failed.forget();
}
