//! The side panel (`#side`: the matchup, each seat's wins, the draws, the streak, the
//! clocks online, the moves) and the status line (`#status-line`) written as the
//! page's own elements from `PanelFacts`, in place of the terminal's boxes of text;
//! while a puzzle is open, its facts (`#puzzle-facts`) in place of the score.
//! Everything is written as text, never markup (names come from the config and, online,
//! from the server). Written only when the facts changed.

use crate::panel::panel_facts::{PanelFacts, SeatFacts};
use crate::play::dom::{set_text, show};
use web_sys::{Document, Element};

const MATCHUP: &str = "matchup";
const TALLY: &str = "tally";
const STREAK: &str = "streak";
const MOVES: &str = "moves";
const MOVES_TITLE: &str = "moves-title";
const PUZZLE: &str = "puzzle-facts";
const STATUS_LINE: &str = "status-line";
const HINT_LEGEND: &str = "hint-legend";

/// The facts last written, so an unchanged frame writes nothing.
#[derive(Default)]
pub struct SidePanel {
    shown: Option<PanelFacts>,
}

impl SidePanel {
    pub fn show(&mut self, facts: PanelFacts) {
        if self.shown.as_ref() == Some(&facts) {
            return;
        }
        if let Some(document) = web_sys::window().and_then(|window| window.document()) {
            write(&document, &facts, self.shown.as_ref());
        }
        self.shown = Some(facts);
    }
}

/// Writes what changed since `before`.
fn write(document: &Document, facts: &PanelFacts, before: Option<&PanelFacts>) {
    set_text(document, MATCHUP, &facts.title);
    set_text(document, STREAK, facts.streak.as_deref().unwrap_or(""));
    show(document, STREAK, facts.streak.is_some());
    set_text(document, STATUS_LINE, &facts.status);
    set_text(document, HINT_LEGEND, facts.hints.as_deref().unwrap_or(""));
    show(document, HINT_LEGEND, facts.hints.is_some());
    set_text(document, MOVES_TITLE, facts.moves_title);
    show(document, TALLY, facts.puzzle.is_none());
    show(document, PUZZLE, facts.puzzle.is_some());
    let puzzle_changed = before.is_none_or(|before| before.puzzle != facts.puzzle);
    if puzzle_changed && let Some(list) = document.get_element_by_id(PUZZLE) {
        write_puzzle(document, &list, facts.puzzle.as_deref().unwrap_or_default());
    }
    let score_changed =
        before.is_none_or(|before| (&before.seats, before.draws) != (&facts.seats, facts.draws));
    if score_changed && let Some(tally) = document.get_element_by_id(TALLY) {
        write_tally(document, &tally, facts);
    }
    let moves_changed = before
        .is_none_or(|before| (&before.moves, before.current) != (&facts.moves, facts.current));
    if moves_changed && let Some(moves) = document.get_element_by_id(MOVES) {
        write_moves(document, &moves, facts);
    }
}

/// An element of `tag` holding `text`, with `class` when given.
fn element(document: &Document, tag: &str, text: &str, class: Option<&str>) -> Option<Element> {
    let made = document.create_element(tag).ok()?;
    made.set_text_content(Some(text));
    if let Some(class) = class {
        made.set_class_name(class);
    }
    Some(made)
}

/// The table's rows: a seat a row (its glyph in its colour, its name, its wins and,
/// online with a clock, its time), then the draws.
fn write_tally(document: &Document, tally: &Element, facts: &PanelFacts) {
    tally.set_text_content(None);
    for seat in &facts.seats {
        if let Some(row) = seat_row(document, seat) {
            let _ = tally.append_child(&row);
        }
    }
    let draws = document.create_element("tr").ok();
    if let Some(row) = draws {
        let cells = [
            element(document, "td", "", Some("glyph")),
            element(document, "th", "Draws", None),
            element(document, "td", &facts.draws.to_string(), Some("wins")),
        ];
        for cell in cells.into_iter().flatten() {
            let _ = row.append_child(&cell);
        }
        let _ = tally.append_child(&row);
    }
}

fn seat_row(document: &Document, seat: &SeatFacts) -> Option<Element> {
    let row = document.create_element("tr").ok()?;
    let glyph = element(document, "td", &seat.glyph.to_string(), Some("glyph"))?;
    let _ = glyph.set_attribute("style", &format!("color: {}", seat.colour));
    let _ = glyph.set_attribute("aria-hidden", "true");
    let name = element(document, "th", &seat.label, None)?;
    let _ = name.set_attribute("scope", "row");
    let wins = element(document, "td", &seat.wins.to_string(), Some("wins"))?;
    for cell in [glyph, name, wins] {
        let _ = row.append_child(&cell);
    }
    if let Some(clock) = &seat.clock {
        let cell = element(document, "td", clock, Some("clock"))?;
        let _ = row.append_child(&cell);
    }
    Some(row)
}

/// The puzzle's facts, a term and its value each.
fn write_puzzle(document: &Document, list: &Element, rows: &[(String, String)]) {
    list.set_text_content(None);
    for (label, value) in rows {
        let term = element(document, "dt", label, None);
        let told = element(document, "dd", value, None);
        for item in [term, told].into_iter().flatten() {
            let _ = list.append_child(&item);
        }
    }
}

/// The moves, a list item each, the current one marked; the list scrolled to its end
/// (not the page: its body does not scroll).
fn write_moves(document: &Document, moves: &Element, facts: &PanelFacts) {
    moves.set_text_content(None);
    for (index, line) in facts.moves.iter().enumerate() {
        let Some(item) = element(document, "li", line, None) else {
            continue;
        };
        if facts.current == Some(index) {
            let _ = item.set_attribute("aria-current", "true");
        }
        let _ = moves.append_child(&item);
    }
    moves.set_scroll_top(moves.scroll_height());
}
