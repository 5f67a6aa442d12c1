//! The games the page plays, one line each: the game the settings choose (or the one
//! a position in the address belongs to) opens from here, and so does the board of a
//! game online, by its kind on the wire. Nothing else in the page picks a game.

use crate::online::online_link::OnlineLink;
use crate::play::page_game::PageGame;
use crate::play::page_run;
use crate::store::browser_store::BrowserStore;
use crate::store::settings;
use connect4::config::Config;
use connect4::games;
use connect4::shell::{GameChoice, Hosting, OnlineNews};
use connect4_checkers::terminal::CheckersModel;
use connect4_classic::terminal::Model;
use connect4_protocol::GameSnapshot;
use std::rc::Rc;

/// The rows given, then each hosted game's, on the page's host.
macro_rules! page_games {
    ($($own:expr),* ; $($hosted:ty),*) => {
        &[$($own,)* $(PageEntry::of::<Hosting<$hosted>>(),)*]
    };
}

/// Every game the page plays, in the registry's order; the first is played when
/// nothing says which.
const PAGE_GAMES: &[PageEntry] = connect4::with_hosted_games!(page_games {
    PageEntry::of::<Model>(),
    PageEntry::of::<CheckersModel>()
});

// The page plays every registered game, in the registry's order.
const _: () = {
    assert!(PAGE_GAMES.len() == games::COUNT);
    let mut at = 0;
    while at < PAGE_GAMES.len() {
        let (opened, registered) = (PAGE_GAMES[at].game.name(), games::GAMES[at].name());
        assert!(
            same(opened, registered),
            "the page opens the registry's games, in order"
        );
        at += 1;
    }
};

/// Whether two names are one (`==` on text is not yet for constants).
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut at = 0;
    while at < a.len() {
        if a[at] != b[at] {
            return false;
        }
        at += 1;
    }
    true
}

/// Where the board of a game online sends the link's news.
pub type BoardNews = Rc<dyn Fn(OnlineNews)>;

/// One game's line: which game, whether the address's positions are its, and how
/// it opens on this machine and online.
struct PageEntry {
    game: GameChoice,
    links: bool,
    start: fn(&Config, BrowserStore, Option<String>, Option<&str>),
    online: fn(&GameSnapshot, &BrowserStore, OnlineLink) -> Result<BoardNews, String>,
}

impl PageEntry {
    const fn of<G: PageGame>() -> PageEntry {
        PageEntry {
            game: G::GAME,
            links: G::OPENS_LINKS,
            start: start_game::<G>,
            online: board::<G>,
        }
    }
}

/// Starts the game a linked position belongs to, else the one the config chooses,
/// with what this browser kept.
pub fn start(config: &Config, store: BrowserStore, notice: Option<String>, link: Option<&str>) {
    let chosen = |entry: &&PageEntry| match link {
        Some(_) => entry.links,
        None => entry.game == config.game,
    };
    let entry = PAGE_GAMES.iter().find(chosen).unwrap_or(&PAGE_GAMES[0]);
    (entry.start)(config, store, notice, link);
}

/// Opens the board of a game online.
pub fn open_online(
    game: &GameSnapshot,
    store: &BrowserStore,
    link: OnlineLink,
) -> Result<BoardNews, String> {
    let played = connect4::games::of_kind(&game.kind);
    let entry = PAGE_GAMES.iter().find(|entry| Some(entry.game) == played);
    let entry = entry.ok_or_else(|| {
        let title = played.map_or_else(|| game.kind.game().to_string(), |g| g.title().into());
        format!("this page cannot show a game of {title}")
    })?;
    (entry.online)(game, store, link)
}

fn start_game<G: PageGame>(
    config: &Config,
    store: BrowserStore,
    config_notice: Option<String>,
    link: Option<&str>,
) {
    let loaded = store.load();
    let mut model = G::first(config, &store, &loaded.scoreboard, link);
    model.notify(config_notice.into_iter().chain(loaded.notice));
    page_run::launch(model, config, store, None, true);
}

/// A game's board opened on `game`; where its news goes.
fn board<G: PageGame>(
    game: &GameSnapshot,
    store: &BrowserStore,
    link: OnlineLink,
) -> Result<BoardNews, String> {
    let (config, notice) = settings::load(store);
    let loaded = store.load();
    let mut model = G::online_board(&config, game, &loaded.scoreboard)?;
    model.notify(notice.into_iter().chain(loaded.notice));
    // A game watched is not this browser's result.
    let records = game.you.is_some();
    Ok(page_run::launch(
        model,
        &config,
        store.clone(),
        Some(link),
        records,
    ))
}
