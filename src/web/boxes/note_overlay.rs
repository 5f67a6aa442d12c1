//! The question asked (a new match mid-match, resigning, a draw offered) or the
//! notice to read, as the page's own dialog over the board (`#note`), its words
//! wrapped at any width where the terminal's box of text is cut off at a phone's.
//! A question has its own Yes and No buttons, a notice its own Close; each presses
//! the config's key for its answer, so the model's update answers it as the keys do
//! (and the keys still work). Opened, the dialog takes the keyboard's focus (No, the
//! answer that changes nothing, or Close) and keeps Tab within itself; answered, the
//! focus goes back to the board.

use crate::boxes::focus_trap;
use crate::boxes::overlay::Overlay;
use crate::play::dom;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, KeyboardEvent};

/// The note open on top.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoteFacts {
    /// "Question" or "Notice".
    pub kind: &'static str,
    pub text: String,
}

impl NoteFacts {
    pub fn question(text: impl Into<String>) -> NoteFacts {
        NoteFacts {
            kind: "Question",
            text: text.into(),
        }
    }

    pub fn notice(text: impl Into<String>) -> NoteFacts {
        NoteFacts {
            kind: "Notice",
            text: text.into(),
        }
    }

    /// The button the focus starts on: the answer that changes nothing.
    fn first_focus(&self) -> &'static str {
        if self.kind == "Question" {
            "no"
        } else {
            "close"
        }
    }
}

const NOTE: &str = "note";
const KIND: &str = "note-kind";
const TEXT: &str = "note-text";
/// The board, where the focus goes back to.
const BOARD: &str = "game";

/// The note's dialog, `#note`, and the kind it shows, to move the focus when it
/// opens, changes or closes.
pub struct NoteOverlay {
    overlay: Overlay<NoteFacts>,
    open: Option<&'static str>,
}

/// The note's dialog, hidden until a question or notice comes.
pub fn note_overlay() -> NoteOverlay {
    NoteOverlay {
        overlay: Overlay::new(NOTE, write),
        open: None,
    }
}

impl NoteOverlay {
    /// Shows `facts`, or hides the dialog; the focus follows.
    pub fn show(&mut self, facts: Option<NoteFacts>) {
        let kind = facts.as_ref().map(|facts| facts.kind);
        let first = facts.as_ref().map(NoteFacts::first_focus);
        self.overlay.show(facts);
        if kind == self.open {
            return;
        }
        let document = web_sys::window().and_then(|window| window.document());
        match first {
            // Not while the player is typing elsewhere: the keys still answer.
            Some(_) if focus_trap::in_a_field() => {}
            Some(answer) => {
                let button = document.and_then(|document| {
                    document
                        .query_selector(&format!("#{NOTE} button[data-note='{answer}']"))
                        .ok()
                        .flatten()
                });
                focus_trap::focus(button.as_ref());
            }
            // Answered: back to the board, unless the player has gone elsewhere.
            None if focus_trap::within_or_lost(NOTE) => {
                let board = document.and_then(|document| document.get_element_by_id(BOARD));
                focus_trap::focus(board.as_ref());
            }
            None => {}
        }
        self.open = kind;
    }
}

/// Its kind and its words, as text, never markup (a notice may quote the server);
/// its kind also on the dialog (`data-kind`), which shows that kind's buttons.
fn write(document: &Document, facts: &NoteFacts) {
    for (id, text) in [(KIND, facts.kind), (TEXT, facts.text.as_str())] {
        if let Some(element) = document.get_element_by_id(id) {
            element.set_text_content(Some(text));
        }
    }
    if let Some(note) = document.get_element_by_id(NOTE) {
        let _ = note.set_attribute("data-kind", &facts.kind.to_lowercase());
    }
}

/// Calls `pressed` with the action of the dialog's button pressed (`yes`, `no`,
/// `close`), and keeps Tab within the dialog.
pub fn wire(pressed: impl Fn(&str) + 'static) -> Result<(), JsValue> {
    let Some(note) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(NOTE))
    else {
        return Ok(());
    };
    dom::on_button(&note, "data-note", pressed)?;
    let keys = Closure::<dyn FnMut(KeyboardEvent)>::new(move |event: KeyboardEvent| {
        focus_trap::keep_tab_inside(NOTE, &event);
    });
    note.add_event_listener_with_callback("keydown", keys.as_ref().unchecked_ref())?;
    keys.forget();
    Ok(())
}
