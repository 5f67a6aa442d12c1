//! The page's game online on the client core's news (`core_link`): getting seated
//! once welcomed (`online::Seating`), then the game as the server tells it
//! (`online::Session`, reading the core's copy of the game), turned into news for the
//! board; the moves made here go out through the core, which keeps each until the
//! server has played it. The status line is read again each second (the clocks, an
//! absence counting down). The hello, the reconnecting and the resync are the core's.

use super::core_link::CoreLink;
use super::timers::Every;
use connect4::online::{Seating, Session, Step};
use connect4::shell::{OnlineNews, Tell, server_says};
use connect4_client::{Event, Identity};
use connect4_protocol::{GameMirror, GameSnapshot, InviteCode, ServerMessage};
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use std::time::Duration;
use web_time::Instant;

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
    started: Instant,
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
            started: Instant::now(),
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
        if matches!(self.stage, Stage::Stopped) {
            return Vec::new();
        }
        match event {
            Event::Connected(welcome) => {
                self.reached = true;
                let welcomed = LinkEvent::Welcomed {
                    name: welcome.name,
                    token: welcome.token,
                };
                let mut events = vec![welcomed];
                events.extend(self.connection(true, weak));
                events
            }
            Event::Disconnected { .. } => self.connection(false, weak),
            Event::Message(message) => self.on_server(&message, weak),
            Event::Unplayed { game, mv, reason } => match &self.stage {
                Stage::Playing(session) if game == session.code() => {
                    vec![LinkEvent::News(OnlineNews::Unplayed { mv, reason })]
                }
                _ => Vec::new(),
            },
            Event::Upgrade(why) | Event::Refused(_, why) => self.stop(why),
            // The core follows a redirect by itself.
            Event::Redirected(_) => Vec::new(),
        }
    }

    /// The connection came up (welcomed) or went down.
    fn connection(&mut self, up: bool, weak: &Weak<RefCell<Glue>>) -> Vec<LinkEvent> {
        let now = self.now();
        let link = self.link.clone();
        match &mut self.stage {
            Stage::Seating(seating) if up => {
                let steps = seating.welcomed();
                self.seating_steps(steps, weak)
            }
            // Seating asks again on the next welcome.
            Stage::Seating(_) => vec![LinkEvent::Down {
                reached: self.reached,
            }],
            Stage::Playing(session) => {
                let news = read(&link, session.code(), |game| {
                    session.connection(up, game, now)
                });
                vec![self.news(news)]
            }
            Stage::Stopped => Vec::new(),
        }
    }

    fn on_server(&mut self, message: &ServerMessage, weak: &Weak<RefCell<Glue>>) -> Vec<LinkEvent> {
        let now = self.now();
        let link = self.link.clone();
        match &mut self.stage {
            Stage::Seating(seating) => {
                let steps = seating.on_server(message);
                self.seating_steps(steps, weak)
            }
            Stage::Playing(session) => {
                let code = session.code();
                let news = read(&link, code, |game| session.on_server(message, game, now));
                if let Some(rematch) = session.rematch() {
                    return vec![LinkEvent::Rematch(rematch.code)];
                }
                news.into_iter().map(|news| self.news(news)).collect()
            }
            Stage::Stopped => Vec::new(),
        }
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
                Step::Refused(why) => events.extend(self.stop(why)),
            }
        }
        events
    }

    /// Stops for good after a refusal: nothing more will come. On the board, the
    /// refusal is a notice and the status line says the game is no longer followed.
    fn stop(&mut self, why: String) -> Vec<LinkEvent> {
        let now = self.now();
        let link = self.link.clone();
        let status = match &mut self.stage {
            Stage::Playing(session) => {
                let code = session.code();
                Some(read(&link, code, |game| session.stopped(game, now)))
            }
            _ => None,
        };
        self.stage = Stage::Stopped;
        self.ticking = None;
        if let Some(link) = &self.link {
            link.close();
        }
        let Some(status) = status else {
            return vec![LinkEvent::Refused(why)];
        };
        let notice = OnlineNews::Notice(server_says(&why));
        vec![LinkEvent::News(notice), LinkEvent::News(status)]
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
        let status = read(&self.link, session.code(), |game| {
            session.status(game, self.now())
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

    fn now(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }
}

/// `read` of the core's copy of the game `code`, or of none if the core does not
/// hold it (or the link is gone).
fn read<R>(
    link: &Option<CoreLink>,
    code: InviteCode,
    read: impl FnOnce(Option<&GameMirror>) -> R,
) -> R {
    match link {
        Some(link) => link.read_game(code, read),
        None => read(None),
    }
}
