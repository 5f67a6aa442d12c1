//! The page's lobby, opened by its address `#lobby` (or the Online panel's Lobby
//! button): the name kept in this browser is used, or asked for once in the panel,
//! as joining a game does; the page's connection (`core_link`) says hello with it,
//! and on the welcome the lobby opens in the game's element (see `lobby_screen`),
//! the server's news going to it from then on.

use crate::lobby::lobby_screen;
use crate::lobby::lobby_screen::Say;
use crate::online::core_link::CoreLink;
use crate::online::identity::PageIdentity;
use crate::online::online_panel::{Panel, shown};
use crate::online::{address, online_page};
use crate::store::browser_store::BrowserStore;
use crate::store::settings;
use connect4::config::Config;
use connect4::lobby::{Lobby, LobbyMessage};
use connect4::online::server_host;
use connect4::shell::server_says;
use connect4_classic::game::is_valid_name;
use connect4_client::{Event, Identity, Welcome};
use connect4_protocol::{ClientMessage, PlayerInfo};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// Where the lobby's messages go, once it is open.
type Screen = Rc<RefCell<Option<Rc<dyn Fn(LobbyMessage)>>>>;

/// What the connection's news needs from the page.
struct Context {
    panel: Panel,
    store: BrowserStore,
    url: String,
    config: Config,
    screen: Screen,
    link: RefCell<Option<CoreLink>>,
    /// Whether the server was ever reached (welcomed), for what a drop says.
    reached: Cell<bool>,
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
    panel.say(&online_page::connecting(&url, &identity.name));
    let (config, _) = settings::load(&store);
    let context = Rc::new(Context {
        panel,
        store,
        url: url.clone(),
        config,
        screen: Rc::new(RefCell::new(None)),
        link: RefCell::new(None),
        reached: Cell::new(false),
    });
    let told = {
        let context = Rc::clone(&context);
        move |event: Event| on_event(event, &context)
    };
    let identity = Identity::new(identity.name, identity.token);
    let link = CoreLink::open(&url, identity, Rc::new(told));
    *context.link.borrow_mut() = Some(link);
}

fn on_event(event: Event, context: &Context) {
    let panel = &context.panel;
    match event {
        Event::Connected(welcome) => welcomed(welcome, context),
        Event::Message(message) => deliver(context, LobbyMessage::Server(message)),
        Event::Unplayed { .. } | Event::Redirected(_) => {}
        Event::Disconnected { .. } => {
            deliver(context, LobbyMessage::Connection(false));
            panel.say(&online_page::down(context.reached.get(), &context.url));
        }
        Event::Upgrade(why) | Event::Refused(_, why) => {
            panel.show(true, "Online · Lobby");
            panel.say(&server_says(&shown(&why)));
        }
    }
}

/// Hello was answered on a new connection: the token is kept, and the lobby opens
/// (the first time) and hears that the connection is up.
fn welcomed(welcome: Welcome, context: &Context) {
    let panel = &context.panel;
    context.reached.set(true);
    let mut identity = PageIdentity::for_name(None, &context.url, &welcome.name);
    identity.token = Some(welcome.token);
    if let Err(error) = identity.keep(&context.store) {
        panel.say(&format!("Your name cannot be kept for next time: {error}"));
    } else {
        panel.say("");
    }
    panel.show(false, "Online · Lobby");
    if context.screen.borrow().is_none() {
        let player = PlayerInfo {
            name: welcome.name,
            ratings: welcome.ratings,
        };
        open(player, context);
    }
    deliver(context, LobbyMessage::Connection(true));
}

/// Opens the lobby for `player`, as the server welcomed them.
fn open(player: PlayerInfo, context: &Context) {
    let Some(link) = context.link.borrow().clone() else {
        return;
    };
    // Its header names the server as a player knows it, by its host, not the socket.
    let server = server_host(&context.url).to_string();
    let keys = context.config.keys.keymap();
    let lobby = Lobby::new(server, player, keys);
    let say: Say = {
        let link = link.clone();
        Rc::new(move |message: ClientMessage| link.say(message))
    };
    match lobby_screen::launch(lobby, say) {
        Ok(screen) => *context.screen.borrow_mut() = Some(screen),
        Err(error) => web_sys::console::error_1(&error),
    }
    // Once: the core follows the lobby again on every new connection.
    link.say(ClientMessage::Lobby { follow: true });
}

/// Hands `message` to the lobby, if it is open (the screen is not borrowed meanwhile:
/// the lobby may close and the page go elsewhere).
fn deliver(context: &Context, message: LobbyMessage) {
    let screen = context.screen.borrow().clone();
    if let Some(screen) = screen {
        screen(message);
    }
}
