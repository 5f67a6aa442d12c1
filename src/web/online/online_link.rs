//! The page's game online on the client core's news (`core_link`): getting seated
//! once welcomed (`online::Seating`), then the game as the server tells it
//! (`online::Session`, reading the core's copy of the game), turned into news for the
//! board; the moves made here go out through the core, which keeps each until the
//! server has played it. The status line is read again each second (the clocks, an
//! absence counting down). The hello, the reconnecting and the resync are the core's.

use crate::online::core_link::CoreLink;
use crate::play::timers::Every;
use connect4::online::{Seating, Session, Step};
use connect4::shell::{OnlineNews, Tell};
use connect4_client::{Event, Identity};
use connect4_protocol::{GameMirror, GameSnapshot, InviteCode};
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use std::time::Duration;

/// How often the status line is worked out again.
const STATUS_EVERY: Duration = Duration::from_secs(1);

/// What the link tells the page.
pub enum LinkEvent {
    /// The server knows this player by `name`: keep `token` for next time.
    Welcomed { name: String, token: String },
    /// This player's game waits for a second player: share its code.
    Hosted(InviteCode),
    /// The game is on (or watched): open its board.
    Ready(GameSnapshot),
    /// The server refused, in its words (not escaped); the link has stopped.
    Refused(String),
    /// No connection before the game; trying again. `reached`: one was made before.
    Down { reached: bool },
    /// News of the game on the board.
    News(OnlineNews),
    /// Both players agreed to a rematch: the game of this code replaces the board's.
    Rematch(InviteCode),
}

/// Where the game stands.
enum Stage {
    Seating(Seating),
    Playing(Box<Session>),
    Stopped,
}

/// The page's handle on the game online; cheap to clone.
#[derive(Clone)]
pub struct OnlineLink(Rc<RefCell<Glue>>);

struct Glue {
    link: Option<CoreLink>,
    stage: Stage,
    /// Whether the server ever welcomed this page.
    reached: bool,
    /// The status line told last.
    shown: Option<Option<String>>,
    tell: Rc<dyn Fn(LinkEvent)>,
    ticking: Option<Every>,
}

impl OnlineLink {
    /// Connects to `url` as `identity` and gets seated as `seating` says; `tell`
    /// hears the rest.
    pub fn open(
        url: &str,
        identity: Identity,
        seating: Seating,
        tell: Rc<dyn Fn(LinkEvent)>,
    ) -> OnlineLink {
        let glue = Rc::new(RefCell::new(Glue {
            link: None,
            stage: Stage::Seating(seating),
            reached: false,
            shown: None,
            tell,
            ticking: None,
        }));
        let weak = Rc::downgrade(&glue);
        let heard = move |event| hear(&weak, event);
        glue.borrow_mut().link = Some(CoreLink::open(url, identity, Rc::new(heard)));
        OnlineLink(glue)
    }

    /// Sends what was said here (a move, a resignation, a rematch asked for), now or
    /// once the connection is back.
    pub fn say(&self, tell: Tell) {
        let glue = self.0.borrow();
        if let (Stage::Playing(session), Some(link)) = (&glue.stage, &glue.link) {
            link.say(session.message_for(tell));
        }
    }
}

/// Turns the core's news into the page's, then tells the page, the glue no longer
/// borrowed (the page may send a move in answer).
fn hear(weak: &Weak<RefCell<Glue>>, event: Event) {
    let Some(shared) = weak.upgrade() else { return };
    let (events, tell) = {
        let mut glue = shared.borrow_mut();
        let events = glue.on(event, weak);
        (events, Rc::clone(&glue.tell))
    };
    for event in events {
        tell(event);
    }
}

impl Glue {
    fn on(&mut self, event: Event, weak: &Weak<RefCell<Glue>>) -> Vec<LinkEvent> {
        let mut events = Vec::new();
        if let (Event::Connected(welcome), false) = (&event, self.stopped()) {
            self.reached = true;
            events.push(LinkEvent::Welcomed {
                name: welcome.name.clone(),
                token: welcome.token.clone(),
            });
        }
        match &self.stage {
            Stage::Seating(_) => events.extend(self.seating_heard(event, weak)),
            Stage::Playing(_) => events.extend(self.playing_heard(event)),
            Stage::Stopped => {}
        }
        events
    }

    fn stopped(&self) -> bool {
        matches!(self.stage, Stage::Stopped)
    }

    /// The core's news before the game: seated once welcomed, then as the server says.
    fn seating_heard(&mut self, event: Event, weak: &Weak<RefCell<Glue>>) -> Vec<LinkEvent> {
        let Stage::Seating(seating) = &mut self.stage else {
            return Vec::new();
        };
        let steps = match event {
            Event::Connected(_) => seating.welcomed(),
            // Seating asks again on the next welcome.
            Event::Disconnected { .. } => {
                return vec![LinkEvent::Down {
                    reached: self.reached,
                }];
            }
            Event::Message(message) => seating.on_server(&message),
            Event::Upgrade(why) | Event::Refused(_, why) => vec![Step::Refused(why)],
            // No game yet to have a move of; the core follows a redirect by itself.
            Event::Unplayed { .. } | Event::Redirected(_) => Vec::new(),
        };
        self.seating_steps(steps, weak)
    }

    /// The core's news of the game on the board, read against the core's copy of it
    /// (`Session::heard`); after a refusal nothing more comes.
    fn playing_heard(&mut self, event: Event) -> Vec<LinkEvent> {
        let message = matches!(event, Event::Message(_));
        let gives_up = matches!(event, Event::Upgrade(_) | Event::Refused(..));
        let Stage::Playing(session) = &mut self.stage else {
            return Vec::new();
        };
        let news = read(&self.link, session.code(), |game, now| {
            session.heard(event, game, now)
        });
        if message && let Some(rematch) = session.rematch() {
            return vec![LinkEvent::Rematch(rematch.code)];
        }
        if gives_up {
            self.stop();
        }
        news.into_iter().map(|news| self.news(news)).collect()
    }

    /// Performs seating's steps: messages go out, the rest is told to the page.
    fn seating_steps(&mut self, steps: Vec<Step>, weak: &Weak<RefCell<Glue>>) -> Vec<LinkEvent> {
        let mut events = Vec::new();
        for step in steps {
            match step {
                Step::Send(message) => {
                    if let Some(link) = &self.link {
                        link.say(message);
                    }
                }
                Step::Hosted(code) => events.push(LinkEvent::Hosted(code)),
                Step::Ready(game) => {
                    self.stage = Stage::Playing(Box::new(Session::new(&game)));
                    self.tick_every_second(weak.clone());
                    events.push(LinkEvent::Ready(game));
                }
                Step::Refused(why) => {
                    self.stop();
                    events.push(LinkEvent::Refused(why));
                }
            }
        }
        events
    }

    /// Stops for good after a refusal: nothing more will come.
    fn stop(&mut self) {
        self.stage = Stage::Stopped;
        self.ticking = None;
        if let Some(link) = &self.link {
            link.close();
        }
    }

    /// Reads the status line again every second, telling the page when it changed.
    fn tick_every_second(&mut self, weak: Weak<RefCell<Glue>>) {
        self.ticking = Some(Every::start(STATUS_EVERY, move || {
            let Some(shared) = weak.upgrade() else { return };
            let changed = shared.borrow_mut().status_changed();
            let tell = Rc::clone(&shared.borrow().tell);
            if let Some(event) = changed {
                tell(event);
            }
        }));
    }

    /// The status line as news, if it is not the one told last.
    fn status_changed(&mut self) -> Option<LinkEvent> {
        let Stage::Playing(session) = &self.stage else {
            return None;
        };
        let status = read(&self.link, session.code(), |game, now| {
            session.status(game, now)
        });
        (self.shown.as_ref() != Some(&status)).then(|| self.news(OnlineNews::Status(status)))
    }

    /// News for the board, the status line noted as told.
    fn news(&mut self, news: OnlineNews) -> LinkEvent {
        if let OnlineNews::Status(status) = &news {
            self.shown = Some(status.clone());
        }
        LinkEvent::News(news)
    }
}

/// `read` of the core's copy of the game `code` at the core's time, or of none if the
/// core does not hold it (or the link is gone).
fn read<R>(
    link: &Option<CoreLink>,
    code: InviteCode,
    read: impl FnOnce(Option<&GameMirror>, u64) -> R,
) -> R {
    match link {
        Some(link) => link.read_game(code, read),
        None => read(None, 0),
    }
}
