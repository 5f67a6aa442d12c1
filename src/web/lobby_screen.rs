//! The lobby drawn in the page: the terminal's lobby (`connect4::lobby`), its model,
//! update and view as they are, drawn every animation frame by ratzilla in the
//! game's element, the browser's keys read through its key map, and what it says to
//! the server handed to the page's connection. When it closes on a game, the page goes to
//! that game's address (`#join=CODE` for a player of it, `#watch=CODE` otherwise), so
//! the page opens it as it opens any game online; closed by `q` or Esc, the page goes
//! back to the game on this machine.

use super::timers::later;
use super::{address, frames, input, lobby_bar, touch_bar};
use connect4::lobby::{Lobby, LobbyMessage, view};
use connect4::online::{Start, fragment};
use connect4::shell::{Program, Route, Tell, Theme};
use connect4_protocol::ClientMessage;
use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::prelude::*;

/// The element the lobby is drawn in (the game's, in `index.html`).
const GAME: &str = "game";

/// The element the status is written into for screen readers (in `index.html`).
const SPOKEN_STATUS: &str = "status";

/// How long a lobby left by `q` waits before the page loads again, so that taking
/// back a challenge or a pairing leaves on the socket first.
const LEAVING: Duration = Duration::from_millis(200);

/// Where the lobby's requests go: to the server.
pub type Say = Rc<dyn Fn(ClientMessage)>;

struct Screen {
    lobby: Lobby,
    theme: Theme,
    say: Say,
    /// Whether the page is already on its way elsewhere: nothing more is done here.
    closed: bool,
    /// The text last written for screen readers.
    spoken: String,
}

type Shared = Rc<RefCell<Screen>>;

/// Draws `lobby` and reads the keys for it; where its messages go (the server's,
/// the connection's).
pub fn launch(lobby: Lobby, theme: Theme, say: Say) -> Result<Rc<dyn Fn(LobbyMessage)>, JsValue> {
    let screen: Shared = Rc::new(RefCell::new(Screen {
        lobby,
        theme,
        say,
        closed: false,
        spoken: String::new(),
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

/// Draws every animation frame and wires the keyboard and the lobby's buttons (the
/// lobby has no use for the mouse on its text).
fn run(screen: Shared) -> Result<(), JsValue> {
    let keys = Rc::clone(&screen);
    input::on_keys(move |press| {
        let message = keys.borrow().lobby.on_key(press);
        message.map(|message| dispatch(&keys, message)).is_some()
    })?;
    touch_bar::hide();
    let tapped = Rc::clone(&screen);
    lobby_bar::wire(move |message| dispatch(&tapped, message))?;
    frames::run(GAME, move |frame| {
        let mut shown = screen.borrow_mut();
        let Screen { lobby, theme, .. } = &*shown;
        view(lobby, theme, frame);
        shown.speak();
    })
}

impl Screen {
    /// Writes the lobby's news for screen readers when it changed (as text, never
    /// markup: the server's words go in as they are).
    fn speak(&mut self) {
        let view = &self.lobby.view;
        let mut text = format!(
            "Lobby · open challenges: {} · games being played: {}",
            view.challenges.len(),
            view.games.len()
        );
        if !self.lobby.connected {
            text.push_str(". Connection lost: reconnecting");
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
