//! The lobby as the page's own HTML (`#lobby` in `index.html`, in the game's place),
//! written from `LobbyFacts` when they change: the lists as lists, each open
//! challenge and game being played a button (a tap accepts or watches it), the form's
//! choices with buttons to step them, the code typed, the keys as a table. Written
//! as text, never markup: names and news come from the server. A tap becomes the
//! lobby's own messages (`taps`), so the model's update is the terminal's.

use crate::lobby::lobby_box::write_box;
use crate::lobby::lobby_facts::LobbyFacts;
use crate::play::dom::{self, button, element, set_text, show};
use connect4::lobby::List;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element};

const LOBBY: &str = "lobby";

/// What a tap on the lobby's HTML asks for (its button's `data-tap`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tap {
    Challenge(usize),
    Game(usize),
    /// The form's line `field`, its choice stepped `by`.
    Choice {
        field: usize,
        by: isize,
    },
    Send,
    Close,
}

impl Tap {
    fn read(text: &str) -> Option<Tap> {
        let mut words = text.split(' ');
        let kind = words.next()?;
        let mut number = || words.next()?.parse::<isize>().ok();
        Some(match kind {
            "challenge" => Tap::Challenge(usize::try_from(number()?).ok()?),
            "game" => Tap::Game(usize::try_from(number()?).ok()?),
            "choice" => {
                let field = usize::try_from(number()?).ok()?;
                Tap::Choice {
                    field,
                    by: number()?,
                }
            }
            "send" => Tap::Send,
            "close" => Tap::Close,
            _ => return None,
        })
    }
}

/// The facts last written, so an unchanged lobby writes nothing.
#[derive(Default)]
pub struct LobbyPanel {
    shown: Option<LobbyFacts>,
}

impl LobbyPanel {
    pub fn show(&mut self, facts: LobbyFacts) {
        if self.shown.as_ref() == Some(&facts) {
            return;
        }
        if let Some(document) = web_sys::window().and_then(|window| window.document()) {
            write(&document, &facts);
        }
        self.shown = Some(facts);
    }
}

/// Shows the lobby in the game's place (the board's canvas and text grid hidden),
/// and calls `tapped` with what each of its buttons asks.
pub fn open(tapped: impl Fn(Tap) + 'static) -> Result<(), JsValue> {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return Ok(());
    };
    for hidden in ["game", "board"] {
        if let Some(element) = document.get_element_by_id(hidden) {
            element.set_attribute("hidden", "")?;
        }
    }
    let Some(lobby) = document.get_element_by_id(LOBBY) else {
        return Ok(());
    };
    lobby.remove_attribute("hidden")?;
    dom::on_button(&lobby, "data-tap", move |text| {
        if let Some(tap) = Tap::read(text) {
            tapped(tap);
        }
    })?;
    Ok(())
}

fn write(document: &Document, facts: &LobbyFacts) {
    set_text(document, "lobby-title", &facts.title);
    set_text(document, "lobby-said", &facts.said);
    let hosting = facts.hosting.as_deref().unwrap_or("");
    set_text(document, "lobby-hosting", hosting);
    show(document, "lobby-hosting", !hosting.is_empty());
    let counted = |title: &str, len: usize| format!("{title} ({len})");
    let challenges = counted("Open challenges", facts.challenges.len());
    set_text(document, "lobby-challenges-title", &challenges);
    let games = counted("Games being played", facts.games.len());
    set_text(document, "lobby-games-title", &games);
    let online = counted("Players online", facts.online.len());
    set_text(document, "lobby-online-title", &online);
    let marked = |list: List| (facts.list == list).then_some(facts.line);
    // What a tap on each line does, said on the line itself (and so in its name):
    // one's own challenge is not to accept.
    let accept: Vec<_> = (0..facts.challenges.len())
        .map(|index| match facts.yours.get(index) {
            Some(true) => "Yours",
            _ => "Accept",
        })
        .collect();
    let watch = vec!["Watch"; facts.games.len()];
    let lists = [
        (
            "lobby-challenges",
            &facts.challenges,
            Some(("challenge", accept.as_slice())),
            marked(List::Challenges),
        ),
        (
            "lobby-games",
            &facts.games,
            Some(("game", watch.as_slice())),
            marked(List::Games),
        ),
        ("lobby-online", &facts.online, None, None),
        ("lobby-leaders", &facts.leaders, None, None),
    ];
    for (id, lines, tap, marked) in lists {
        if let Some(list) = document.get_element_by_id(id) {
            write_list(document, &list, lines, tap, marked);
        }
    }
    write_box(document, facts.open.as_ref());
}

/// The empty list's words, as the terminal's.
fn empty_words(id: &str) -> &'static str {
    match id {
        "lobby-challenges" => "None: Challenge posts one",
        "lobby-games" => "None right now",
        "lobby-online" => "Nobody",
        _ => "No rated game yet",
    }
}

/// A list's lines; each a button when `tap` gives its kind (and index) and the verb
/// a tap on a line does, shown first in the button, the highlighted one marked.
fn write_list(
    document: &Document,
    list: &Element,
    lines: &[String],
    tap: Option<(&str, &[&str])>,
    marked: Option<usize>,
) {
    list.set_text_content(None);
    if lines.is_empty() {
        if let Some(item) = element(document, "li", empty_words(&list.id())) {
            item.set_class_name("empty");
            let _ = list.append_child(&item);
        }
        return;
    }
    for (index, line) in lines.iter().enumerate() {
        let Some(item) = element(document, "li", "") else {
            continue;
        };
        let inner = match tap {
            Some((kind, verbs)) => {
                let verb = verbs.get(index).copied().unwrap_or_default();
                tap_line(document, verb, line, &format!("{kind} {index}"))
            }
            None => element(document, "span", line),
        };
        if let Some(inner) = inner {
            if marked == Some(index) {
                let _ = inner.set_attribute("aria-current", "true");
            }
            let _ = item.append_child(&inner);
        }
        let _ = list.append_child(&item);
    }
}

/// A line's button: its verb, then the line, each in a span of its own, so the
/// button's name says what a tap does ("Accept cleo 1500 · Connect 4 · …").
fn tap_line(document: &Document, verb: &str, line: &str, tap: &str) -> Option<Element> {
    let made = button(document, "", tap)?;
    for (class, text) in [("lobby-verb", verb), ("lobby-line", line)] {
        let part = element(document, "span", text)?;
        part.set_class_name(class);
        made.append_child(&part).ok()?;
    }
    Some(made)
}
