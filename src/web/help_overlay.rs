//! The help (every key of the place it was opened in, and what it does) as the page's
//! own table over the board (`#help`), whole at a phone's width, where the terminal's
//! box of text is cut off. Its rows are the terminal's (`help_lines_in`); the Close
//! button under the board, or the keys, close it through the model as before.

use super::overlay::Overlay;
use connect4::shell::{Action, Context, GameChoice, Keymap, help_lines_in};
use web_sys::Document;

const HELP: &str = "help";
const TITLE: &str = "help-title";
const ROWS: &str = "help-rows";

/// What the open help shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HelpFacts {
    /// "Keys on the board (? or Esc to close)".
    pub title: String,
    /// Each key (or keys) and what it does.
    pub rows: Vec<(String, String)>,
}

impl HelpFacts {
    pub fn of(keys: &Keymap, game: GameChoice, context: Context) -> HelpFacts {
        let title = format!(
            "Keys {} ({} or {} to close)",
            context.place(),
            keys.first(Action::HELP),
            keys.first(Action::CLOSE)
        );
        let rows = help_lines_in(keys, game, context)
            .into_iter()
            .map(|(keys, does)| (keys, does.to_string()))
            .collect();
        HelpFacts { title, rows }
    }
}

/// The help's box, `#help`.
pub type HelpOverlay = Overlay<HelpFacts>;

/// The help's box, hidden until the help opens.
pub fn help_overlay() -> HelpOverlay {
    Overlay::new(HELP, write)
}

/// The title, then a row a key: the key in a header cell, what it does beside it.
fn write(document: &Document, facts: &HelpFacts) {
    if let Some(title) = document.get_element_by_id(TITLE) {
        title.set_text_content(Some(&facts.title));
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
