//! The page's lobby, opened by its address `#lobby` (or the Online panel's Lobby
//! button): the name kept in this browser is used, or asked for once in the panel,
//! as joining a game does; the lobby's link says hello with it, and on the welcome
//! the lobby opens in the game's element (see `lobby_screen`), the server's news
//! going to it from then on.

use super::browser_store::BrowserStore;
use super::identity::PageIdentity;
use super::lobby_link::{LobbyEvent, LobbyLink};
use super::online_panel::{Panel, shown};
use super::{address, lobby_screen, online_page, settings};
use connect4::config::Config;
use connect4::lobby::{Lobby, LobbyMessage};
use connect4_rules::game::is_valid_name;
use std::cell::RefCell;
use std::rc::Rc;

/// Where the lobby's messages go, once it is open.
type Screen = Rc<RefCell<Option<Rc<dyn Fn(LobbyMessage)>>>>;

/// What the link's events need from the page.
struct Context {
    panel: Panel,
    store: BrowserStore,
    url: String,
    config: Config,
    screen: Screen,
    link: RefCell<Option<LobbyLink>>,
}

/// Opens the lobby, or asks for the name first.
pub fn start(store: BrowserStore) {
    let Some((panel, notice)) = online_page::wire_panel(&store) else {
        return;
    };
    panel.show(true, "Online · Lobby");
    panel.offer_way_back();
    let url = address::server();
    let (kept, _) = PageIdentity::load(&store);
    let Some(kept) = kept.filter(|kept| is_valid_name(&kept.name)) else {
        let ask = "Your name for online play, then Lobby";
        panel.say(&notice.map_or(ask.to_string(), |notice| format!("{notice} {ask}")));
        return;
    };
    let identity = PageIdentity::for_name(Some(&kept), &url, &kept.name);
    panel.say(&format!(
        "Connecting to {url} as {}…",
        shown(&identity.name)
    ));
    let (config, _) = settings::load(&store);
    let context = Rc::new(Context {
        panel,
        store,
        url: url.clone(),
        config,
        screen: Rc::new(RefCell::new(None)),
        link: RefCell::new(None),
    });
    let told = {
        let context = Rc::clone(&context);
        move |event: LobbyEvent| on_event(event, &context)
    };
    let token = identity.token.as_deref();
    let link = LobbyLink::open(&url, &identity.name, token, Rc::new(told));
    *context.link.borrow_mut() = Some(link);
}

fn on_event(event: LobbyEvent, context: &Context) {
    let panel = &context.panel;
    match event {
        LobbyEvent::Welcomed { player, token } => {
            let mut identity = PageIdentity::for_name(None, &context.url, &player.name);
            identity.token = Some(token);
            if let Err(error) = identity.keep(&context.store) {
                panel.say(&format!("Your name cannot be kept for next time: {error}"));
            } else {
                panel.say("");
            }
            panel.show(false, "Online · Lobby");
            if context.screen.borrow().is_none() {
                open(player, context);
            }
            // The lobby follows the server again on every new connection.
            deliver(context, LobbyMessage::Connection(true));
        }
        LobbyEvent::Server(message) => deliver(context, LobbyMessage::Server(message)),
        LobbyEvent::Down { reached } => {
            deliver(context, LobbyMessage::Connection(false));
            panel.say(&if reached {
                "Connection lost: reconnecting…".to_string()
            } else {
                format!(
                    "Cannot reach the server at {} (is this page served by `connect4 \
                     serve`?): trying again…",
                    context.url
                )
            });
        }
        LobbyEvent::Refused(why) => {
            panel.show(true, "Online · Lobby");
            panel.say(&format!("The server says: {}", shown(&why)));
        }
    }
}

/// Opens the lobby for `player`, as the server welcomed them.
fn open(player: connect4_protocol::PlayerInfo, context: &Context) {
    let Some(link) = context.link.borrow().clone() else {
        return;
    };
    let lobby = Lobby::new(context.url.clone(), player, context.config.settings().keys);
    match lobby_screen::launch(lobby, context.config.theme(), link) {
        Ok(screen) => *context.screen.borrow_mut() = Some(screen),
        Err(error) => web_sys::console::error_1(&error),
    }
}

/// Hands `message` to the lobby, if it is open (the screen is not borrowed meanwhile:
/// the lobby may close and the page go elsewhere).
fn deliver(context: &Context, message: LobbyMessage) {
    let screen = context.screen.borrow().clone();
    if let Some(screen) = screen {
        screen(message);
    }
}
