//! The box the lobby opens over its lists, as the page's own HTML (`#lobby-box`): the
//! form (each line's choice with buttons to step it, then Send and Close), the invite
//! code being typed (with what is wrong with it), or the keys as a table. Its buttons
//! carry the taps `lobby_panel` reads (`data-tap`).

use crate::lobby::lobby_facts::LobbyBox;
use crate::play::dom::{button, element, set_text, show};
use web_sys::{Document, Element};

const BOX: &str = "lobby-box";

/// The box over the lists: the form, the code typed or the keys; hidden when none.
pub fn write_box(document: &Document, open: Option<&LobbyBox>) {
    show(document, BOX, open.is_some());
    let Some(body) = document.get_element_by_id("lobby-box-body") else {
        return;
    };
    body.set_text_content(None);
    let title = match open {
        None => "",
        Some(LobbyBox::Form {
            title,
            fields,
            selected,
        }) => {
            for (at, (label, value)) in fields.iter().enumerate() {
                if let Some(row) = form_row(document, at, label, value, at == *selected) {
                    let _ = body.append_child(&row);
                }
            }
            append_buttons(document, &body, &[("Send", "send"), ("Close", "close")]);
            title
        }
        Some(LobbyBox::Code {
            title,
            typed,
            said,
            send,
        }) => {
            let code = element(document, "p", &format!("Code: {typed}_"));
            let told = element(document, "p", said);
            for line in [code, told].into_iter().flatten() {
                let _ = body.append_child(&line);
            }
            append_buttons(document, &body, &[(send, "send"), ("Close", "close")]);
            title
        }
        Some(LobbyBox::Keys(rows)) => {
            if let Some(table) = keys_table(document, rows) {
                let _ = body.append_child(&table);
            }
            append_buttons(document, &body, &[("Close", "close")]);
            "Keys in the lobby"
        }
    };
    set_text(document, "lobby-box-title", title);
}

/// One line of the form: its label, a button to the previous choice, the choice, a
/// button to the next; the highlighted line marked.
fn form_row(
    document: &Document,
    at: usize,
    label: &str,
    value: &str,
    selected: bool,
) -> Option<Element> {
    let row = element(document, "p", "")?;
    row.set_class_name("lobby-field");
    if selected {
        let _ = row.set_attribute("aria-current", "true");
    }
    let name = element(document, "span", label)?;
    let before = button(document, "‹", &format!("choice {at} -1"))?;
    let _ = before.set_attribute("aria-label", &format!("{label}: the choice before"));
    let choice = element(document, "output", value)?;
    let after = button(document, "›", &format!("choice {at} 1"))?;
    let _ = after.set_attribute("aria-label", &format!("{label}: the next choice"));
    for part in [name, before, choice, after] {
        let _ = row.append_child(&part);
    }
    Some(row)
}

fn keys_table(document: &Document, rows: &[(String, String)]) -> Option<Element> {
    let table = element(document, "table", "")?;
    for (keys, what) in rows {
        let row = element(document, "tr", "")?;
        let key = element(document, "th", keys)?;
        let _ = key.set_attribute("scope", "row");
        let told = element(document, "td", what)?;
        let _ = row.append_child(&key);
        let _ = row.append_child(&told);
        let _ = table.append_child(&row);
    }
    Some(table)
}

fn append_buttons(document: &Document, body: &Element, buttons: &[(&str, &str)]) {
    let Some(row) = element(document, "p", "") else {
        return;
    };
    row.set_class_name("lobby-box-buttons");
    for (text, tap) in buttons {
        if let Some(made) = button(document, text, tap) {
            let _ = row.append_child(&made);
        }
    }
    let _ = body.append_child(&row);
}
