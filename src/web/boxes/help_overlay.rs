//! The help as the page's own box over the board (`#help`), whole at a phone's width:
//! first the words for a mouse or a finger (`help_guide`), then every key of the
//! place it was opened in, and what it does, as a table whose rows are the
//! terminal's (`help_lines_in`). The Close button under the board, or the keys,
//! close it through the model as before.

use crate::boxes::help_guide::{GameGuide, guide};
use crate::boxes::overlay::Overlay;
use connect4::shell::{Action, Context, GameChoice, Keymap, help_lines_in};
use web_sys::Document;

const HELP: &str = "help";
const TITLE: &str = "help-title";
const GUIDE: &str = "help-guide";
const KEYS: &str = "help-keys";
const ROWS: &str = "help-rows";

/// What the open help shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HelpFacts {
    /// "Help: Connect 4".
    pub title: String,
    /// The first part's sections: a heading and its words.
    pub guide: Vec<(String, String)>,
    /// "Keys on the board (? or Esc to close)".
    pub keys: String,
    /// Each key (or keys) and what it does.
    pub rows: Vec<(String, String)>,
}

impl HelpFacts {
    pub fn of(keys: &Keymap, game: GameChoice, how: &GameGuide, context: Context) -> HelpFacts {
        let heading = format!(
            "Keys {} ({} or {} to close)",
            context.place(),
            keys.first(Action::HELP),
            keys.first(Action::CLOSE)
        );
        let rows = help_lines_in(keys, game, context)
            .into_iter()
            .map(|(keys, does)| (keys, does.to_string()))
            .collect();
        HelpFacts {
            title: format!("Help: {}", game.title()),
            guide: guide(how, keys),
            keys: heading,
            rows,
        }
    }
}

/// The help's box, `#help`.
pub type HelpOverlay = Overlay<HelpFacts>;

/// The help's box, hidden until the help opens.
pub fn help_overlay() -> HelpOverlay {
    Overlay::new(HELP, write)
}

/// The title, the guide's sections (a heading and a paragraph each), the keys'
/// heading, then a row a key: the key in a header cell, what it does beside it.
fn write(document: &Document, facts: &HelpFacts) {
    for (id, text) in [(TITLE, &facts.title), (KEYS, &facts.keys)] {
        if let Some(element) = document.get_element_by_id(id) {
            element.set_text_content(Some(text));
        }
    }
    if let Some(part) = document.get_element_by_id(GUIDE) {
        part.set_text_content(None);
        for (heading, words) in &facts.guide {
            for (tag, text) in [("h3", heading), ("p", words)] {
                if let Ok(element) = document.create_element(tag) {
                    element.set_text_content(Some(text));
                    let _ = part.append_child(&element);
                }
            }
        }
    }
    let Some(rows) = document.get_element_by_id(ROWS) else {
        return;
    };
    rows.set_text_content(None);
    for (keys, does) in &facts.rows {
        let cells = (
            document.create_element("tr"),
            document.create_element("th"),
            document.create_element("td"),
        );
        let (Ok(row), Ok(key), Ok(what)) = cells else {
            continue;
        };
        key.set_text_content(Some(keys));
        let _ = key.set_attribute("scope", "row");
        what.set_text_content(Some(does));
        let _ = row.append_child(&key);
        let _ = row.append_child(&what);
        let _ = rows.append_child(&row);
    }
}
