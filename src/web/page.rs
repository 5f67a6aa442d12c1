//! The page: the game's model (Connect 4's or checkers', as the settings say, or the
//! game online the address names), drawn every animation frame by ratzilla; keys, the
//! mouse and the server's news turned into its messages; its effects performed by the
//! browser (local storage, the engine's worker, the link to the server); and the
//! status written into the page's text for screen readers.

use super::board_canvas::BoardCanvas;
use super::browser_store::BrowserStore;
use super::engine_worker::EngineWorker;
use super::online_link::OnlineLink;
use super::page_game::PageGame;
use super::protocol::Reply;
use super::timers::later;
use super::{address, frames, input, settings, touch_bar};
use connect4::config::Config;
use connect4::shell::{OnlineNews, Theme};
use connect4::shell::{Patience, Route, StoreAnswer, StoreEffect, perform_storage};
use ratatui::layout::Rect;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::{Rc, Weak};
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use wasm_bindgen::prelude::*;
use web_time::Instant;

/// The element the status is written into for screen readers (in `index.html`).
const SPOKEN_STATUS: &str = "status";

/// The element the game is drawn in (in `index.html`).
const GAME: &str = "game";

/// Everything the page keeps between events.
struct Page<G: PageGame> {
    model: G,
    theme: Theme,
    think_ms: u64,
    store: BrowserStore,
    engine: Option<EngineWorker>,
    /// The screen's size at the last frame, to find the board under the mouse.
    area: Rect,
    last_tick: Instant,
    /// When the engine was last asked for something, to hold the computer's move back.
    thinking_since: Instant,
    /// The text last written for screen readers.
    spoken: String,
    /// The link to the server, in a game online.
    online: Option<OnlineLink>,
    /// Whether results count on this browser's scoreboard (not for a game watched).
    records: bool,
    /// Where the board is painted, under the text.
    canvas: Option<BoardCanvas>,
}

type Shared<G> = Rc<RefCell<Page<G>>>;

/// Starts the page for `model` (played online through `link` when given): its
/// engine's worker, its first message, and drawing; where the server's news for it
/// goes.
pub fn launch<G: PageGame>(
    model: G,
    config: &Config,
    store: BrowserStore,
    online: Option<OnlineLink>,
    records: bool,
) -> Rc<dyn Fn(OnlineNews)> {
    let first = model.tick();
    let body = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.body());
    if let Some(body) = body {
        let _ = body.class_list().add_1(G::CLASS);
    }
    let page: Shared<G> = Rc::new(RefCell::new(Page {
        model,
        theme: config.theme(),
        think_ms: config.players.think_ms.get().as_millis() as u64,
        store,
        engine: None,
        area: Rect::default(),
        last_tick: Instant::now(),
        thinking_since: Instant::now(),
        spoken: String::new(),
        online,
        records,
        canvas: BoardCanvas::find(),
    }));
    let engine = EngineWorker::start(deliver_to(Rc::downgrade(&page)));
    page.borrow_mut().engine = engine.ok();
    // The computer may be first to move, and the scoreboard shown is loaded.
    dispatch(&page, first);
    let weak = Rc::downgrade(&page);
    if let Err(error) = run(page) {
        web_sys::console::error_1(&error);
    }
    Rc::new(move |news| {
        if let Some(page) = weak.upgrade() {
            let message = page.borrow().model.online(news);
            dispatch(&page, message);
        }
    })
}

/// Where the engine's answers go: into the model, the computer's move held back until
/// the pause has passed.
fn deliver_to<G: PageGame>(page: Weak<RefCell<Page<G>>>) -> Rc<dyn Fn(Reply)> {
    Rc::new(move |reply: Reply| {
        let Some(shared) = page.upgrade() else { return };
        let held = G::holds(&reply);
        let Some(message) = shared.borrow().model.reply(reply) else {
            return;
        };
        let wait = if held {
            connect4::shell::COMPUTER_PAUSE.saturating_sub(shared.borrow().thinking_since.elapsed())
        } else {
            Duration::ZERO
        };
        if wait.is_zero() {
            dispatch(&shared, message);
        } else {
            later(wait, move || dispatch(&shared, message));
        }
    })
}

/// Applies a message and performs its effects, and those of the answers they give.
fn dispatch<G: PageGame>(shared: &Shared<G>, message: G::Message) {
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
    fn perform(&mut self, route: Route<G::Job>) -> Option<G::Message> {
        match route {
            Route::Engine(job) => {
                self.thinking_since = Instant::now();
                let request = self.model.request(&job, self.think_ms)?;
                self.engine.as_mut()?.post(&request);
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
        }
    }

    /// How far the time to the next tick has gone, 0 to 1 (0 when nothing moves).
    fn progress(&self) -> f64 {
        self.model.tick_after().map_or(0.0, |every| {
            (self.last_tick.elapsed().as_secs_f64() / every.as_secs_f64().max(1e-3)).min(1.0)
        })
    }

    /// Writes the status for screen readers when it changed.
    fn speak(&mut self) {
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

/// Draws every animation frame, ticking the model while something moves, and wires
/// the keyboard and the mouse.
fn run<G: PageGame>(page: Shared<G>) -> Result<(), JsValue> {
    let keys = Rc::clone(&page);
    input::on_keys(move |press| {
        let message = keys.borrow().model.on_key(press);
        message.map(|message| dispatch(&keys, message)).is_some()
    })?;
    let pressed = Rc::clone(&page);
    touch_bar::wire(move |name| {
        let message = {
            let page = pressed.borrow();
            let keymap = super::page_chrome::PageChrome::keymap(&page.model);
            touch_bar::key_for(keymap, name).and_then(|key| page.model.on_key(key))
        };
        if let Some(message) = message {
            dispatch(&pressed, message);
        }
    })?;
    let (sized, pointed) = (Rc::clone(&page), Rc::clone(&page));
    input::on_pointer(
        move || sized.borrow().area,
        move |pointer| {
            let message = {
                let page = pointed.borrow();
                page.model.on_pointer(pointer, page.area)
            };
            if let Some(message) = message {
                dispatch(&pointed, message);
            }
        },
    )?;
    frames::run(GAME, move |frame| {
        let due = {
            let page = page.borrow();
            let every = page.model.tick_after();
            every.is_some_and(|every| page.last_tick.elapsed() >= every)
        };
        if due {
            let tick = {
                let mut page = page.borrow_mut();
                page.last_tick = Instant::now();
                page.model.tick()
            };
            dispatch(&page, tick);
        }
        let mut shown = page.borrow_mut();
        shown.area = frame.area();
        let progress = shown.progress();
        let Page {
            model,
            theme,
            canvas,
            ..
        } = &mut *shown;
        match canvas {
            Some(canvas) => model.draw(theme, frame, canvas, progress),
            None => model.view(theme, frame),
        }
        touch_bar::show(shown.model.screen());
        shown.speak();
    })
}
