//! A box over the board written from plain facts (the help, a menu, a question or
//! notice): shown with them, hidden without, and written only when they change, so
//! an unchanged frame touches no element.

use web_sys::Document;

pub struct Overlay<F> {
    /// The box's element, hidden while there is nothing to show.
    id: &'static str,
    /// Writes the facts into the box's elements (as text, never markup).
    write: fn(&Document, &F),
    /// The facts last written.
    shown: Option<F>,
}

impl<F: PartialEq> Overlay<F> {
    pub const fn new(id: &'static str, write: fn(&Document, &F)) -> Overlay<F> {
        Overlay {
            id,
            write,
            shown: None,
        }
    }

    /// Shows `facts`, or hides the box.
    pub fn show(&mut self, facts: Option<F>) {
        if self.shown == facts {
            return;
        }
        let Some(document) = web_sys::window().and_then(|window| window.document()) else {
            return;
        };
        if let Some(element) = document.get_element_by_id(self.id) {
            let _ = element.toggle_attribute_with_force("hidden", facts.is_none());
        }
        if let Some(facts) = &facts {
            (self.write)(&document, facts);
        }
        self.shown = facts;
    }
}
