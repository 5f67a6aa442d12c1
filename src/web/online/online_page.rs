//! The page playing online, opened by its address: `#join=CODE`, `#watch=CODE` or
//! `#host=…` (see `address`). The name kept in this browser is used, or
//! asked for once in the Online panel; the link to the server that served the page
//! gets seated at the game, the panel showing a hosted game's code and link
//! meanwhile; then the game's board opens, with this player's seat at the keyboard
//! and the other played elsewhere, and the link's news goes to it. Leaving the game
//! (`q`) goes back to the game on this machine.

use crate::online::address;
use crate::online::identity::PageIdentity;
use crate::online::online_link::{LinkEvent, OnlineLink};
use crate::online::online_panel::{Panel, shown};
use crate::play::page_games;
use crate::store::browser_store::BrowserStore;
use connect4::online::{Seating, Start, fragment};
use connect4::shell::{LinkStatus, OnlineNews, server_says};
use connect4_classic::game::is_valid_name;
use connect4_client::Identity;
use std::cell::RefCell;
use std::rc::Rc;

/// Where the board's news goes, once it is open.
type Board = Rc<RefCell<Option<Rc<dyn Fn(OnlineNews)>>>>;

/// Wires the Online panel with the name kept (on every page, online or not); what
/// to tell of a damaged entry kept aside, if one was.
pub fn wire_panel(store: &BrowserStore) -> Option<(Panel, Option<String>)> {
    let panel = Panel::find()?;
    let (kept, notice) = PageIdentity::load(store);
    panel.fill(kept.as_ref().map(|kept| kept.name.as_str()), None);
    if let Err(error) = panel.wire(store.clone(), address::server()) {
        web_sys::console::error_1(&error);
    }
    Some((panel, notice))
}

/// Opens the game online `start` asks for.
pub fn start(start: Result<Start, String>, store: BrowserStore) {
    let Some((panel, notice)) = wire_panel(&store) else {
        return;
    };
    panel.show(true, "Online");
    panel.offer_way_back();
    let start = match start {
        Ok(start) => start,
        Err(why) => return panel.say(&format!("This page's address is not a game: {why}.")),
    };
    let code = match start {
        Start::Join(code) | Start::Watch(code) => Some(code),
        Start::Host { .. } => None,
    };
    let url = address::server();
    let (kept, _) = PageIdentity::load(&store);
    panel.fill(None, code);
    let Some(kept) = kept.filter(|kept| is_valid_name(&kept.name)) else {
        let ask = "Your name for online play, then Join, Watch or Host";
        panel.say(&notice.map_or(ask.to_string(), |notice| format!("{notice} {ask}")));
        return;
    };
    let identity = PageIdentity::for_name(Some(&kept), &url, &kept.name);
    panel.say(&connecting(&url, &identity.name));
    let board: Board = Rc::new(RefCell::new(None));
    let slot: Rc<RefCell<Option<OnlineLink>>> = Rc::new(RefCell::new(None));
    let told = {
        let (board, slot, url) = (Rc::clone(&board), Rc::clone(&slot), url.clone());
        move |event: LinkEvent| on_event(event, &panel, &store, &url, &board, &slot)
    };
    let seating = Seating::new(start);
    let identity = Identity::new(identity.name, identity.token);
    let link = OnlineLink::open(&url, identity, seating, Rc::new(told));
    *slot.borrow_mut() = Some(link);
}

fn on_event(
    event: LinkEvent,
    panel: &Panel,
    store: &BrowserStore,
    url: &str,
    board: &Board,
    slot: &Rc<RefCell<Option<OnlineLink>>>,
) {
    match event {
        LinkEvent::News(news) => {
            let sink = board.borrow().clone();
            if let Some(sink) = sink {
                sink(news);
            }
        }
        LinkEvent::Welcomed { name, token } => {
            let mut identity = PageIdentity::for_name(None, url, &name);
            identity.token = Some(token);
            if let Err(error) = identity.keep(store) {
                panel.say(&format!("Your name cannot be kept for next time: {error}"));
            }
        }
        LinkEvent::Hosted(code) => {
            let own = fragment(&Start::Join(code));
            // A reload comes back to this game rather than hosting another.
            address::keep_address(&own);
            panel.invite(code, &format!("{}#{own}", address::page_address()));
            panel.say("Waiting for your opponent to open the link, or to join with the code…");
        }
        LinkEvent::Ready(game) => {
            let Some(link) = slot.borrow().clone() else {
                return;
            };
            panel.show(false, &format!("Online · {}", game.code));
            panel.say("");
            match page_games::open_online(&game, store, link) {
                Ok(sink) => *board.borrow_mut() = Some(sink),
                Err(why) => panel.say(&format!("This game cannot be shown: {why}")),
            }
        }
        // The page opens the rematch as it opens any game: from its address.
        LinkEvent::Rematch(code) => address::go_to(&fragment(&Start::Join(code))),
        LinkEvent::Refused(why) => {
            panel.show(true, "Online");
            panel.say(&server_says(&shown(&why)));
        }
        LinkEvent::Down { reached } => panel.say(&down(reached, url)),
    }
}

/// What the panel says while the first connection is made, as the player `name`.
pub fn connecting(url: &str, name: &str) -> String {
    let name = shown(name);
    let status = LinkStatus::Connecting { url, name: &name };
    status.sentence().unwrap_or_default()
}

/// What the panel says while the connection is down: lost, or never made (the page
/// is served by `connect4 serve`, whose address is the server's).
pub fn down(reached: bool, url: &str) -> String {
    let status = match reached {
        true => LinkStatus::Reconnecting,
        false => LinkStatus::Unreached {
            url,
            hint: Some("is this page served by `connect4 serve`?"),
        },
    };
    status.sentence().unwrap_or_default()
}
