//! The page started for a game, its drawing and its input: every animation frame the model is ticked while
//! something moves, the screen drawn (the board on its canvas) and the status said;
//! the keyboard, the pointer and the buttons under the board are turned into the
//! model's messages. The engine's worker starts once the first frame is up.

use crate::board::board_canvas::BoardCanvas;
use crate::board::colours::{Rgb, rgb};
use crate::board::{board_fit, reduced_motion};
use crate::boxes::help_overlay::help_overlay;
use crate::boxes::menu_overlay::{self, menu_overlay};
use crate::boxes::note_overlay::{self, note_overlay};
use crate::cues::end_banner::{self, end_banner};
use crate::cues::share_out;
use crate::cues::sound::Sound;
use crate::cues::sound_switch;
use crate::online::online_link::OnlineLink;
use crate::panel::side_fold;
use crate::panel::side_panel::SidePanel;
use crate::play::page::{Page, Shared, dispatch};
use crate::play::page_game::PageGame;
use crate::play::timers::later;
use crate::play::touch_bar;
use crate::play::{frames, input, page_keys};
use crate::start::{start_run, start_screen};
use crate::store::browser_store::BrowserStore;
use crate::store::puzzle_set;
use crate::workers::protocol::Reply;
use connect4::config::Config;
use connect4::shell::{OnlineNews, PointerAction, Theme};
use ratatui::layout::Rect;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use std::time::Duration;
use wasm_bindgen::prelude::*;
use web_time::Instant;

/// The element the game is drawn in (in `index.html`).
const GAME: &str = "game";

/// How long after the first frame the engine's worker starts, unless a job asks for
/// it first: long enough for the page's own start to settle.
const ENGINE_AFTER_FIRST_FRAME: Duration = Duration::from_millis(300);

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
    dress_body(G::CLASS, &config.theme());
    board_fit::publish(model.fit());
    // A first visit to a bare address: the start screen (not over a linked position).
    let welcome = online.is_none() && model.moves_played() == 0 && start_run::first_visit(&store);
    let sound = Sound::new(sound_switch::kept(&store));
    let page: Shared<G> = Rc::new(RefCell::new(Page {
        model,
        theme: config.theme(),
        think_ms: config.players.think_ms.get().as_millis() as u64,
        store,
        engine: None,
        deliver: None,
        area: Rect::default(),
        last_tick: Instant::now(),
        thinking_since: Instant::now(),
        spoken: String::new(),
        online,
        records,
        canvas: BoardCanvas::find(),
        drawn: false,
        side: SidePanel::default(),
        menu: menu_overlay(),
        help: help_overlay(),
        note: note_overlay(),
        moments: Default::default(),
        sound,
        banner: end_banner(),
    }));
    page.borrow_mut().deliver = Some(deliver_to(Rc::downgrade(&page)));
    // The computer may be first to move, and the scoreboard shown is loaded.
    dispatch(&page, first);
    let weak = Rc::downgrade(&page);
    if let Err(error) = start_run::wire(&page, welcome).and_then(|()| run(page)) {
        web_sys::console::error_1(&error);
    }
    Rc::new(move |news| {
        if let Some(page) = weak.upgrade() {
            let message = page.borrow().model.online(news);
            dispatch(&page, message);
        }
    })
}

/// The body's classes: the game's (its type is sized for the board's shape on a
/// phone), and `light-game` when the config's colours are for a light background
/// (the light preset's dark text), which the game's area then takes.
fn dress_body(game: &str, theme: &Theme) {
    let Some(body) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.body())
    else {
        return;
    };
    let _ = body.class_list().add_1(game);
    let text = theme.text.fg.map(|colour| rgb(colour, Rgb(200, 200, 200)));
    if text.is_some_and(|text| text.luminance() < 0.2) {
        let _ = body.class_list().add_1("light-game");
    }
}

/// Where the engine's answers go: into the model, the computer's move held back until
/// the pause has passed.
fn deliver_to<G: PageGame>(page: Weak<RefCell<Page<G>>>) -> Rc<dyn Fn(Reply)> {
    Rc::new(move |reply: Reply| {
        let Some(shared) = page.upgrade() else { return };
        let Some(answer) = reply.answer::<G::Worker>() else {
            return;
        };
        let held = G::holds(&answer);
        let Some(message) = shared.borrow().model.reply(answer) else {
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

/// Draws every animation frame, ticking the model while something moves, and wires
/// the keyboard and the mouse.
fn run<G: PageGame>(page: Shared<G>) -> Result<(), JsValue> {
    let keys = Rc::clone(&page);
    input::on_keys(move |press| {
        // The start screen is modal: its buttons take the keys.
        if start_screen::is_open() {
            return false;
        }
        keys.borrow_mut().sound.wake();
        let message = keys.borrow().model.on_key(press);
        message.map(|message| dispatch(&keys, message)).is_some()
    })?;
    let pressed = Rc::clone(&page);
    touch_bar::wire(move |name| page_keys::press(&pressed, name))?;
    side_fold::wire()?;
    let (switched, store) = (Rc::clone(&page), page.borrow().store.clone());
    let on = page.borrow().sound.on;
    sound_switch::wire(store, on, move |on| {
        let sound = &mut switched.borrow_mut().sound;
        sound.on = on;
        sound.wake();
    })?;
    let answered = Rc::clone(&page);
    note_overlay::wire(move |action| page_keys::press(&answered, action))?;
    let banner = Rc::clone(&page);
    end_banner::wire(move |name| banner_pressed(&banner, name))?;
    let chosen = Rc::clone(&page);
    menu_overlay::wire(move |index| page_keys::choose_item(&chosen, index))?;
    let (sized, pointed) = (Rc::clone(&page), Rc::clone(&page));
    input::on_pointer(
        move || sized.borrow().area,
        move |pointer| {
            if pointer.action == PointerAction::Press {
                pointed.borrow_mut().sound.wake();
            }
            let message = {
                let page = pointed.borrow();
                let screen = page.model.laid_out(page.area);
                page.model.on_pointer(pointer, screen)
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
        let (now, calm) = (js_sys::Date::now(), reduced_motion::wanted());
        let Page {
            model,
            theme,
            canvas,
            moments,
            sound,
            ..
        } = &mut *shown;
        for (cue, after) in moments.watch(model, now, calm) {
            sound.play(cue, after);
        }
        let motion = moments.motion(now, calm);
        if let Some(canvas) = canvas {
            canvas.publish_fall(motion.drop.map(|(_, above)| above));
        }
        match canvas {
            Some(canvas) => model.draw(theme, frame, canvas, &motion),
            None => model.view(theme, frame),
        }
        touch_bar::show(shown.model.screen());
        touch_bar::show_score(&shown.model.score());
        let facts = shown.model.panel(&shown.theme);
        shown.side.show(facts);
        let menu = shown.model.menu(&shown.theme);
        if menu.is_some() {
            // The opponent menu offers the puzzles: they come now, if not yet.
            puzzle_set::fetch_once();
        }
        shown.menu.show(menu);
        let help = shown.model.help();
        shown.help.show(help);
        let note = shown.model.note();
        shown.note.show(note);
        let ending = shown.model.ending();
        let bare = shown.model.board_bare() && shown.moments.settled();
        shown.banner.show(ending.filter(|_| bare));
        shown.speak();
        if !shown.drawn {
            shown.drawn = true;
            first_frame_drawn(Rc::downgrade(&page));
        }
    })
}

/// A button of the end's banner: Play again and Review press the keys of their
/// actions, as the buttons under the board do; Share shares the game from here.
fn banner_pressed<G: PageGame>(page: &Shared<G>, name: &str) {
    if name == "share" {
        let facts = page
            .borrow()
            .model
            .share(&crate::online::address::page_address());
        end_banner::say(&share_out::share(&facts));
        return;
    }
    page_keys::press(page, if name == "again" { "new" } else { "review" });
}

/// Marks the first frame for the page's timeline (`first-frame`, which the browser
/// test reads), then starts the engine's worker once the page is up.
fn first_frame_drawn<G: PageGame>(page: Weak<RefCell<Page<G>>>) {
    if let Some(timeline) = web_sys::window().and_then(|window| window.performance()) {
        let _ = timeline.mark("first-frame");
    }
    later(ENGINE_AFTER_FIRST_FRAME, move || {
        if let Some(page) = page.upgrade() {
            page.borrow_mut().engine();
        }
    });
}
