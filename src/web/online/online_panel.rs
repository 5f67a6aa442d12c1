//! The page's Online panel (in `index.html`): the player's name, a game to host
//! (Connect 4 or checkers, a clock or none), a code to join or watch, the lobby;
//! and, once asked, what the server said: the invite code and its link, a refusal,
//! the connection trying again. A choice becomes the page's address (`#host=…`,
//! `#join=CODE`, `#watch=CODE`, `#lobby`), which the page then opens, so a reload or a shared link does the
//! same. Everything shown is text, never markup, and what came from the network is
//! escaped.

use crate::online::address::{LOBBY, go_to};
use crate::online::identity::PageIdentity;
use crate::store::browser_store::BrowserStore;
use connect4::online::{Start, fragment};
use connect4_classic::escape::escape_cut;
use connect4_classic::game::name_fault;
use connect4_protocol::{Clock, InviteCode};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, HtmlInputElement, HtmlSelectElement};

/// The panel's elements.
#[derive(Clone)]
pub struct Panel {
    document: Document,
}

impl Panel {
    pub fn find() -> Option<Panel> {
        let document = web_sys::window()?.document()?;
        document.get_element_by_id("online")?;
        Some(Panel { document })
    }

    fn element(&self, id: &str) -> Option<Element> {
        self.document.get_element_by_id(id)
    }

    fn input(&self, id: &str) -> Option<HtmlInputElement> {
        self.element(id)?.dyn_into().ok()
    }

    /// Writes `text` as the panel's news (text, never markup).
    pub fn say(&self, text: &str) {
        if let Some(said) = self.element("online-said") {
            said.set_text_content(Some(text));
        }
    }

    /// Opens the panel (or folds it away), its line saying `summary`.
    pub fn show(&self, open: bool, summary: &str) {
        if let Some(details) = self.element("online") {
            let _ = details.toggle_attribute_with_force("open", open);
        }
        if let Some(line) = self.element("online-summary") {
            line.set_text_content(Some(summary));
        }
    }

    /// Offers the way back to the game on this machine (from a game online).
    pub fn offer_way_back(&self) {
        if let Some(back) = self.element("online-back") {
            let _ = back.remove_attribute("hidden");
        }
    }

    /// Shows a hosted game's code and the link that joins it.
    pub fn invite(&self, code: InviteCode, link: &str) {
        let Some(invite) = self.element("online-invite") else {
            return;
        };
        invite.set_text_content(Some(&format!("Invite code {code}. Send this link: ")));
        if let Ok(anchor) = self.document.create_element("a") {
            let _ = anchor.set_attribute("href", link);
            anchor.set_text_content(Some(link));
            let _ = invite.append_child(&anchor);
        }
    }

    /// Fills the fields with what is known: the name kept, the code of the link.
    pub fn fill(&self, name: Option<&str>, code: Option<InviteCode>) {
        if let (Some(field), Some(name)) = (self.input("online-name"), name) {
            field.set_value(name);
        }
        if let (Some(field), Some(code)) = (self.input("online-code"), code) {
            field.set_value(code.as_str());
        }
    }

    /// Wires the buttons: each checks what was typed and opens the page's address
    /// for it, the name kept for `server` first.
    pub fn wire(&self, store: BrowserStore, server: String) -> Result<(), JsValue> {
        self.list_games()?;
        for (id, choice) in [
            ("online-host", Choice::Host),
            ("online-join", Choice::Join),
            ("online-watch", Choice::Watch),
            ("online-lobby", Choice::Lobby),
        ] {
            let (panel, store, server) = (self.clone(), store.clone(), server.clone());
            let on_click = Closure::<dyn FnMut()>::new(move || match panel.chosen(choice) {
                Ok((name, start)) => {
                    let (kept, _) = PageIdentity::load(&store);
                    let identity = PageIdentity::for_name(kept.as_ref(), &server, &name);
                    if let Err(error) = identity.keep(&store) {
                        panel.say(&format!("Your name cannot be kept: {error}"));
                    }
                    go_to(&start);
                }
                Err(why) => panel.say(&why),
            });
            let button = self.element(id).ok_or("the page has no Online panel")?;
            button.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref())?;
            on_click.forget();
        }
        Ok(())
    }

    /// Lists the registry's games to host, each on its standard board.
    fn list_games(&self) -> Result<(), JsValue> {
        let Some(select) = self.element("online-game") else {
            return Ok(());
        };
        select.set_text_content(None);
        for game in connect4::games::GAMES {
            let option = self.document.create_element("option")?;
            option.set_attribute("value", game.name())?;
            let kind = connect4::games::entry(game).kind();
            option.set_text_content(Some(&connect4::games::kind_words(kind)));
            select.append_child(&option)?;
        }
        Ok(())
    }

    /// The name and the page's address (its fragment) the fields ask for, or what is
    /// wrong with them.
    fn chosen(&self, choice: Choice) -> Result<(String, String), String> {
        let value = |id| {
            self.input(id)
                .map(|field| field.value())
                .unwrap_or_default()
        };
        let name = value("online-name").trim().to_string();
        if let Some(fault) = name_fault(&name) {
            return Err(format!("Your name: {fault}."));
        }
        let code = || {
            InviteCode::parse(&value("online-code"))
                .map_err(|error| format!("The invite code: {error}"))
        };
        let start = match choice {
            // The lobby needs the name only.
            Choice::Lobby => return Ok((name, LOBBY.to_string())),
            Choice::Join => Start::Join(code()?),
            Choice::Watch => Start::Watch(code()?),
            Choice::Host => {
                let game = self
                    .element("online-game")
                    .and_then(|select| select.dyn_into::<HtmlSelectElement>().ok())
                    .map(|select| select.value());
                let chosen = game.as_deref().and_then(connect4::games::from_name);
                let kind =
                    connect4::games::entry(chosen.unwrap_or_else(connect4::games::first)).kind();
                let clock = value("online-clock");
                let clock = match clock.trim() {
                    "" | "none" => None,
                    text => Some(Clock::parse(text).map_err(|error| error.to_string())?),
                };
                Start::Host {
                    kind,
                    clock,
                    rated: true,
                }
            }
        };
        Ok((name, fragment(&start)))
    }
}

#[derive(Clone, Copy)]
enum Choice {
    Host,
    Join,
    Watch,
    Lobby,
}

/// A name from the network or storage, as shown.
pub fn shown(name: &str) -> String {
    escape_cut(name, 40)
}
