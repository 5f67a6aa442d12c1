//! The question asked (a new match mid-match, resigning, a draw offered) or the
//! notice to read, as the page's own box over the board (`#note`), its words wrapped
//! at any width where the terminal's box of text is cut off at a phone's. The
//! buttons under the board (Yes and No, or Close) or the keys answer it through the
//! model as before.

use super::overlay::Overlay;
use web_sys::Document;

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
}

const NOTE: &str = "note";
const KIND: &str = "note-kind";
const TEXT: &str = "note-text";

/// The note's box, `#note`.
pub type NoteOverlay = Overlay<NoteFacts>;

/// The note's box, hidden until a question or notice comes.
pub fn note_overlay() -> NoteOverlay {
    Overlay::new(NOTE, write)
}

/// Its kind and its words, as text, never markup: a notice may quote the server.
fn write(document: &Document, facts: &NoteFacts) {
    for (id, text) in [(KIND, facts.kind), (TEXT, facts.text.as_str())] {
        if let Some(element) = document.get_element_by_id(id) {
            element.set_text_content(Some(text));
        }
    }
}
