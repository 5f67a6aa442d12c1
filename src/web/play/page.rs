//! The page's state: the game's model (Connect 4's or checkers', as the settings say,
//! or the game online the address names) and what the page keeps beside it; each
//! message applied and its effects performed by the browser (local storage, the
//! engine's worker, the link to the server); and the status written into the page's
//! text for screen readers. `page_run` starts it, draws it and feeds it input.

use crate::board::board_canvas::BoardCanvas;
use crate::boxes::help_overlay::HelpOverlay;
use crate::boxes::menu_overlay::MenuOverlay;
use crate::boxes::note_overlay::NoteOverlay;
use crate::cues::end_banner::EndBanner;
use crate::cues::moments::Moments;
use crate::cues::sound::Sound;
use crate::online::address;
use crate::online::online_link::OnlineLink;
use crate::panel::side_panel::SidePanel;
use crate::play::page_game::PageGame;
use crate::store::browser_store::BrowserStore;
use crate::store::settings;
use crate::workers::engine_worker::EngineWorker;
use crate::workers::protocol::{Reply, Request};
use connect4::shell::Theme;
use connect4::shell::{Patience, Route, StoreAnswer, StoreEffect, perform_storage};
use ratatui::layout::Rect;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use std::sync::atomic::AtomicBool;
use web_time::Instant;

/// The element the status is written into for screen readers (in `index.html`).
const SPOKEN_STATUS: &str = "status";

/// Everything the page keeps between events.
pub(crate) struct Page<G: PageGame> {
    pub(crate) model: G,
    pub(crate) theme: Theme,
    pub(crate) think_ms: u64,
    pub(crate) store: BrowserStore,
    /// Started after the first frame (or by the first job): its module's second
    /// compile would otherwise hold the first frame back.
    pub(crate) engine: Option<EngineWorker>,
    /// Where the engine's answers go.
    pub(crate) deliver: Option<Rc<dyn Fn(Reply)>>,
    /// The screen's size at the last frame, to find the board under the mouse.
    pub(crate) area: Rect,
    pub(crate) last_tick: Instant,
    /// When the engine was last asked for something, to hold the computer's move back.
    pub(crate) thinking_since: Instant,
    /// The text last written for screen readers.
    pub(crate) spoken: String,
    /// The link to the server, in a game online.
    pub(crate) online: Option<OnlineLink>,
    /// Whether results count on this browser's scoreboard (not for a game watched).
    pub(crate) records: bool,
    /// Where the board is painted, under the text.
    pub(crate) canvas: Option<BoardCanvas>,
    /// Whether a frame was drawn yet.
    pub(crate) drawn: bool,
    /// The side panel and the status line, the page's own elements.
    pub(crate) side: SidePanel,
    /// The open menu, as the page's own list.
    pub(crate) menu: MenuOverlay,
    /// The open help, as the page's own table.
    pub(crate) help: HelpOverlay,
    /// The question or notice on top, as the page's own box.
    pub(crate) note: NoteOverlay,
    /// The moves and the end seen so far, and what moves on the board.
    pub(crate) moments: Moments,
    /// The game's sounds, and the switch's state.
    pub(crate) sound: Sound,
    /// The banner at the game's end.
    pub(crate) banner: EndBanner,
}

pub(crate) type Shared<G> = Rc<RefCell<Page<G>>>;

/// Applies a message and performs its effects, and those of the answers they give.
pub(crate) fn dispatch<G: PageGame>(shared: &Shared<G>, message: G::Message) {
    let mut queue = VecDeque::from([message]);
    while let Some(message) = queue.pop_front() {
        let mut page = shared.borrow_mut();
        let routes = page.model.update(message);
        for route in routes {
            queue.extend(page.perform(route));
        }
        if !page.model.running() {
            if page.online.is_some() {
                // Leaving a game online: back to the game on this machine.
                address::leave();
                return;
            }
            if let Some(game) = page.model.next_game() {
                // The other game: the settings say so, and the page starts again.
                settings::switch_game(&page.store, game);
                return;
            }
            // The tick that follows saves that no match is under way.
            page.model.start_over();
            queue.push_back(page.model.tick());
        }
    }
}

impl<G: PageGame> Page<G> {
    /// Performs one effect; the message it answers with at once, if any.
    fn perform(&mut self, route: Route<G::Job, G::Keep>) -> Option<G::Message> {
        match route {
            Route::Engine(job) => {
                self.thinking_since = Instant::now();
                let job = self.model.request(&job, self.think_ms)?;
                self.engine()?.post(&Request::of::<G::Worker>(&job));
                None
            }
            Route::CancelEngine => {
                self.engine.as_mut()?.cancel();
                None
            }
            Route::Elsewhere(tell) => {
                self.online.as_ref()?.say(tell);
                None
            }
            Route::Store(StoreEffect::RecordResult { .. } | StoreEffect::RetractResult { .. })
                if !self.records =>
            {
                // The count made in memory stays; nothing is written.
                let kept = StoreAnswer::ScoresUpdated {
                    tally: None,
                    notice: None,
                };
                Some(self.model.stored(kept))
            }
            Route::Clipboard(text) => {
                address::copy(&text);
                None
            }
            Route::Store(request) => {
                let leaving = AtomicBool::new(false);
                let patience = Patience {
                    tell: &|_| {},
                    leaving: &leaving,
                };
                let answer = perform_storage(&self.store, request, &patience);
                Some(self.model.stored(answer))
            }
            Route::Keep(keep) => Some(G::keep(keep, &self.store)),
        }
    }

    /// The engine's worker, started when first wanted.
    pub(crate) fn engine(&mut self) -> Option<&mut EngineWorker> {
        if self.engine.is_none() {
            let deliver = Rc::clone(self.deliver.as_ref()?);
            self.engine = EngineWorker::start(deliver).ok();
        }
        self.engine.as_mut()
    }

    /// Writes the status for screen readers when it changed.
    pub(crate) fn speak(&mut self) {
        let text = self.model.spoken(&self.theme);
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
