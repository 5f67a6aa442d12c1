//! The page: the model, drawn every animation frame by ratzilla; keys and the mouse
//! turned into messages; effects performed by the browser (local storage, the engine's
//! worker); and the status written into the page's text for screen readers.

use super::browser_store::BrowserStore;
use super::engine_worker::EngineWorker;
use super::protocol::{Answer, Job};
use super::{input, settings};
use connect4::app::{
    Effect, FALL_TICK, Message, Model, Patience, SavedMatch, perform_storage, pointer_to_message,
    update,
};
use connect4::config::Config;
use connect4::scoreboard::Scoreboard;
use connect4::ui::{ScreenLayout, Theme, status_text, view};
use ratatui::Terminal;
use ratatui::layout::Rect;
use ratzilla::{DomBackend, WebRenderer};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::{Rc, Weak};
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use wasm_bindgen::prelude::*;
use web_time::Instant;

/// How long the computer's move is held back at least, so a person sees it coming.
const COMPUTER_PAUSE: Duration = Duration::from_millis(400);

/// The element the status is written into for screen readers (in `index.html`).
const SPOKEN_STATUS: &str = "status";

/// The element the game is drawn in (in `index.html`).
const GAME: &str = "game";

/// Everything the page keeps between events.
struct Page {
    model: Model,
    theme: Theme,
    think_ms: u64,
    store: BrowserStore,
    engine: Option<EngineWorker>,
    /// The screen's size at the last frame, to find the board under the mouse.
    area: Rect,
    last_tick: Instant,
    /// When the computer was last asked to move, to hold its answer back.
    thinking_since: Instant,
    /// The text last written for screen readers.
    spoken: String,
}

type Shared = Rc<RefCell<Page>>;

/// Builds the page and starts drawing.
pub fn start() {
    let store = BrowserStore::open();
    let (config, config_notice) = settings::load(&store);
    let loaded = store.load();
    let mut model = first_model(&config, &store, &loaded.scoreboard);
    model.notices.extend(config_notice);
    model.notices.extend(loaded.notice);
    if let Err(error) = settings::wire(store.clone()) {
        web_sys::console::error_1(&error);
    }
    let page: Shared = Rc::new(RefCell::new(Page {
        model,
        theme: config.theme(),
        think_ms: config.players.think_ms.get().as_millis() as u64,
        store,
        engine: None,
        area: Rect::default(),
        last_tick: Instant::now(),
        thinking_since: Instant::now(),
        spoken: String::new(),
    }));
    let engine = EngineWorker::start(deliver_to(Rc::downgrade(&page)));
    page.borrow_mut().engine = engine.ok();
    // The computer may be first to move, and the scoreboard shown is loaded.
    dispatch(&page, Message::Tick);
    if let Err(error) = run(page) {
        web_sys::console::error_1(&error);
    }
}

/// The match saved in this browser if there is one it can use, else a new one.
fn first_model(config: &Config, store: &BrowserStore, scoreboard: &Scoreboard) -> Model {
    let settings = config.settings();
    if let Some(text) = store.load_match() {
        match SavedMatch::from_toml(&text) {
            Ok(saved) => {
                let tally = scoreboard.tally(&saved.settings(settings.clone()).matchup());
                return saved.restore(settings, tally);
            }
            Err(reason) => {
                let backup = store.keep_match_aside(&text);
                let mut model = Model::new(settings.clone(), scoreboard.tally(&settings.matchup()));
                model.notices.push(format!(
                    "The saved match could not be used ({reason}); it was kept as {backup} \
                     and a new match started."
                ));
                return model;
            }
        }
    }
    Model::new(settings.clone(), scoreboard.tally(&settings.matchup()))
}

/// Where the engine's answers go: into the model, the computer's move held back until
/// the pause has passed.
fn deliver_to(page: Weak<RefCell<Page>>) -> Rc<dyn Fn(Answer)> {
    Rc::new(move |answer: Answer| {
        let Some(shared) = page.upgrade() else { return };
        let message = answer.message();
        let wait = match message {
            Message::ComputerMoved { .. } => {
                COMPUTER_PAUSE.saturating_sub(shared.borrow().thinking_since.elapsed())
            }
            _ => Duration::ZERO,
        };
        if wait.is_zero() {
            dispatch(&shared, message);
        } else {
            later(wait, move || dispatch(&shared, message));
        }
    })
}

/// Applies a message and performs its effects, and those of the answers they give.
fn dispatch(shared: &Shared, message: Message) {
    let mut queue = VecDeque::from([message]);
    while let Some(message) = queue.pop_front() {
        let mut page = shared.borrow_mut();
        let effects = update(&mut page.model, message);
        for effect in effects {
            queue.extend(page.perform(effect));
        }
        if !page.model.running {
            // A page cannot close itself: leaving starts a new match instead (the
            // tick that follows saves that no match is under way).
            page.model.running = true;
            page.model.start_new_match();
            page.model.message =
                Some("A page cannot close itself: a new match started instead".to_string());
            queue.push_back(Message::Tick);
        }
    }
}

impl Page {
    /// Performs one effect; the message it answers with at once, if any.
    fn perform(&mut self, effect: Effect) -> Option<Message> {
        match effect {
            Effect::Think { .. } | Effect::Analyze { .. } | Effect::AnalyzeForReview { .. } => {
                if matches!(effect, Effect::Think { .. }) {
                    self.thinking_since = Instant::now();
                }
                let job = Job::of(&effect, self.think_ms)?;
                self.engine.as_mut()?.post(&job);
                None
            }
            Effect::CancelSearches => {
                self.engine.as_mut()?.cancel();
                None
            }
            Effect::Store(request) => {
                let leaving = AtomicBool::new(false);
                let patience = Patience {
                    tell: &|_| {},
                    leaving: &leaving,
                };
                Some(Message::Stored(perform_storage(
                    &self.store,
                    request,
                    &patience,
                )))
            }
        }
    }

    /// Writes the status for screen readers when it changed.
    fn speak(&mut self) {
        let mut text = status_text(&self.model, &self.theme);
        if let Some(last) = self.model.game.last_move() {
            let name = self.model.name(last.player);
            text = format!(
                "{text}. Last move: {name} in column {}",
                last.cell.column + 1
            );
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

/// Draws every animation frame, ticking the model while something moves, and wires
/// the keyboard and the mouse.
fn run(page: Shared) -> Result<(), JsValue> {
    let js = |e: ratzilla::error::Error| JsValue::from_str(&e.to_string());
    let terminal = Terminal::new(DomBackend::new_by_id(GAME).map_err(js)?)
        .map_err(|e| JsValue::from_str(&e.to_string()))?;
    let keys = Rc::clone(&page);
    input::on_keys(move |press| {
        let message = {
            let page = keys.borrow();
            page.model.settings.keys.message(page.model.mode(), press)
        };
        message.map(|message| dispatch(&keys, message)).is_some()
    })?;
    let (sized, pointed) = (Rc::clone(&page), Rc::clone(&page));
    input::on_pointer(
        move || sized.borrow().area,
        move |pointer| {
            let message = {
                let page = pointed.borrow();
                let layout = ScreenLayout::new(page.area, page.model.game.size());
                layout
                    .board()
                    .and_then(|board| pointer_to_message(page.model.mode(), board, pointer))
            };
            if let Some(message) = message {
                dispatch(&pointed, message);
            }
        },
    )?;
    terminal.draw_web(move |frame| {
        let due = {
            let page = page.borrow();
            page.model.busy() && page.last_tick.elapsed() >= FALL_TICK
        };
        if due {
            page.borrow_mut().last_tick = Instant::now();
            dispatch(&page, Message::Tick);
        }
        let mut shown = page.borrow_mut();
        shown.area = frame.area();
        view(&shown.model, &shown.theme, frame);
        shown.speak();
    });
    Ok(())
}

/// Runs `then` once after `wait`.
fn later(wait: Duration, then: impl FnOnce() + 'static) {
    let callback = Closure::once_into_js(then);
    if let Some(window) = web_sys::window() {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            callback.unchecked_ref(),
            wait.as_millis() as i32,
        );
    }
}
