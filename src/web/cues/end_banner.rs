//! The banner at a game's end (`#banner`): who won, or a draw, and how, with three
//! buttons: Play again (the `new` key's action, as the button under the board),
//! Review (the `review` key's; only for a game that has a review) and Share (the
//! page's own, `share_out`). Shown once the last disc rests and nothing else is open
//! over the board; a question, the review or a new match takes it away.

use crate::boxes::overlay::Overlay;
use crate::cues::game_moments::Ending;
use crate::play::dom;
use wasm_bindgen::prelude::*;
use web_sys::Document;

const BANNER: &str = "banner";
const TITLE: &str = "banner-title";
const DETAIL: &str = "banner-detail";
const REVIEW: &str = "banner-review";
/// What the Share button did ("Link copied"), said to screen readers too.
const SAID: &str = "banner-said";

pub type EndBanner = Overlay<Ending>;

/// The banner, hidden until a game ends.
pub fn end_banner() -> EndBanner {
    Overlay::new(BANNER, write)
}

fn write(document: &Document, ending: &Ending) {
    for (id, text) in [
        (TITLE, ending.title.as_str()),
        (DETAIL, ending.detail.as_str()),
        (SAID, ""),
    ] {
        if let Some(element) = document.get_element_by_id(id) {
            element.set_text_content(Some(text));
        }
    }
    if let Some(review) = document.get_element_by_id(REVIEW) {
        let _ = review.toggle_attribute_with_force("hidden", !ending.reviews);
    }
    if let Some(banner) = document.get_element_by_id(BANNER) {
        let _ = banner.set_attribute("data-feel", &format!("{:?}", ending.feel).to_lowercase());
    }
}

/// Says what the Share button did.
pub fn say(text: &str) {
    if let Some(said) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(SAID))
    {
        said.set_text_content(Some(text));
    }
}

/// Calls `pressed` with a button's name (`again`, `review`, `share`) when pressed.
pub fn wire(pressed: impl Fn(&str) + 'static) -> Result<(), JsValue> {
    let Some(banner) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(BANNER))
    else {
        return Ok(());
    };
    dom::on_button(&banner, "data-banner", pressed)?;
    Ok(())
}
