//! The lobby in the page: the terminal's lobby (`connect4::lobby`), its model and
//! update as they are, shown as the page's own HTML (`lobby_panel.rs`) after each
//! message, the browser's keys read through its key map, a tap on its HTML turned
//! into its messages, and what it says to the server handed to the page's
//! connection. When it closes on a game, the page goes to
//! that game's address (`#join=CODE` for a player of it, `#watch=CODE` otherwise), so
//! the page opens it as it opens any game online; closed by `q` or Esc, the page goes
//! back to the game on this machine.

use crate::lobby::lobby_panel::{self, LobbyPanel, Tap};
use crate::lobby::{lobby_bar, lobby_facts};
use crate::online::address;
use crate::play::timers::later;
use crate::play::{input, touch_bar};
use connect4::lobby::{List, Lobby, LobbyMessage};
use connect4::online::{Start, fragment};
use connect4::shell::{LinkStatus, Program, Route, Tell};
use connect4_protocol::ClientMessage;
use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::prelude::*;

/// The element the status is written into for screen readers (in `index.html`).
const SPOKEN_STATUS: &str = "status";

/// How long a lobby left by `q` waits before the page loads again, so that taking
/// back a challenge or a pairing leaves on the socket first.
const LEAVING: Duration = Duration::from_millis(200);

/// Where the lobby's requests go: to the server.
pub type Say = Rc<dyn Fn(ClientMessage)>;

struct Screen {
    lobby: Lobby,
    say: Say,
    /// Whether the page is already on its way elsewhere: nothing more is done here.
    closed: bool,
    /// The text last written for screen readers.
    spoken: String,
    /// The lobby's HTML.
    panel: LobbyPanel,
}

type Shared = Rc<RefCell<Screen>>;

/// Shows `lobby` and reads the keys and taps for it; where its messages go (the server's,
/// the connection's).
pub fn launch(lobby: Lobby, say: Say) -> Result<Rc<dyn Fn(LobbyMessage)>, JsValue> {
    let screen: Shared = Rc::new(RefCell::new(Screen {
        lobby,
        say,
        closed: false,
        spoken: String::new(),
        panel: LobbyPanel::default(),
    }));
    let weak = Rc::downgrade(&screen);
    run(screen)?;
    Ok(Rc::new(move |message| {
        if let Some(screen) = weak.upgrade() {
            dispatch(&screen, message);
        }
    }))
}

/// Applies a message, sends what the lobby says to the server, and follows the lobby
/// out once it has closed.
fn dispatch(shared: &Shared, message: LobbyMessage) {
    let (said, say) = {
        let mut screen = shared.borrow_mut();
        if screen.closed {
            return;
        }
        let routes = Program::update(&mut screen.lobby, message);
        (routes, Rc::clone(&screen.say))
    };
    for route in said {
        // The lobby only ever speaks to the server.
        if let Route::Elsewhere(Tell::Lobby(request)) = route {
            say(request);
        }
    }
    let mut screen = shared.borrow_mut();
    if screen.lobby.running {
        screen.show();
        return;
    }
    screen.closed = true;
    match &screen.lobby.chosen {
        Some(game) => {
            // The server seats a player at their own game again on join.
            let start = match game.you {
                Some(_) => Start::Join(game.code),
                None => Start::Watch(game.code),
            };
            address::go_to(&fragment(&start));
        }
        None => later(LEAVING, address::leave),
    }
}

/// Shows the lobby and wires the keyboard, the lobby's buttons and taps on its HTML.
fn run(screen: Shared) -> Result<(), JsValue> {
    let keys = Rc::clone(&screen);
    input::on_keys(move |press| {
        let message = keys.borrow().lobby.on_key(press);
        message.map(|message| dispatch(&keys, message)).is_some()
    })?;
    touch_bar::hide();
    let tapped = Rc::clone(&screen);
    lobby_bar::wire(move |message| dispatch(&tapped, message))?;
    let touched = Rc::clone(&screen);
    lobby_panel::open(move |tap| {
        let messages = tap_messages(&touched.borrow().lobby, tap);
        for message in messages {
            dispatch(&touched, message);
        }
    })?;
    screen.borrow_mut().show();
    Ok(())
}

/// The lobby's messages a tap means, as its keys would say it: to the line tapped
/// (the other list first if need be) and choose it; a form's line, its choice
/// stepped; send or close what is open.
fn tap_messages(lobby: &Lobby, tap: Tap) -> Vec<LobbyMessage> {
    let boxed = lobby.form.is_some() || lobby.entry.is_some();
    let pick = |list: List, at: usize| {
        let mut messages = Vec::new();
        if lobby.list != list {
            messages.push(LobbyMessage::Side(1));
        }
        let line = match list {
            List::Challenges => lobby.challenge_line,
            List::Games => lobby.game_line,
        };
        messages.push(LobbyMessage::Step(at as isize - line as isize));
        messages.push(LobbyMessage::Choose);
        messages
    };
    match tap {
        Tap::Challenge(_) | Tap::Game(_) if boxed || lobby.help => Vec::new(),
        Tap::Challenge(at) => pick(List::Challenges, at),
        Tap::Game(at) => pick(List::Games, at),
        Tap::Choice { field, by } => lobby.form.as_ref().map_or_else(Vec::new, |form| {
            let fields = form.fields();
            let now = fields.iter().position(|f| *f == form.field).unwrap_or(0);
            vec![
                LobbyMessage::Step(field as isize - now as isize),
                LobbyMessage::Side(by),
            ]
        }),
        Tap::Send if boxed => vec![LobbyMessage::Choose],
        Tap::Close if boxed || lobby.help => vec![LobbyMessage::Back],
        Tap::Send | Tap::Close => Vec::new(),
    }
}

impl Screen {
    /// Writes the lobby's HTML and what screen readers are told, when they changed.
    fn show(&mut self) {
        self.panel.show(lobby_facts::of(&self.lobby));
        self.speak();
    }

    /// Writes the lobby's news for screen readers when it changed (as text, never
    /// markup: the server's words go in as they are).
    fn speak(&mut self) {
        let view = &self.lobby.view;
        let mut text = format!(
            "Lobby · open challenges: {} · games being played: {}",
            view.challenges.len(),
            view.games.len()
        );
        if let Some(spoken) = LinkStatus::of(self.lobby.connected).spoken() {
            text = format!("{text}. {spoken}");
        }
        if let Some(message) = &self.lobby.message {
            text = format!("{text}. {message}");
        }
        if text == self.spoken {
            return;
        }
        let element = web_sys::window()
            .and_then(|window| window.document())
            .and_then(|document| document.get_element_by_id(SPOKEN_STATUS));
        if let Some(element) = element {
            element.set_text_content(Some(&text));
        }
        self.spoken = text;
    }
}
