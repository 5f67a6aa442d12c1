//! One game task: its two bots' connections (the client library's, which reconnect
//! by themselves with their token) and their events; the game itself is `game.rs`.

use crate::bot::{Bot, Shared};
use crate::game::{Game, RESYNC};
use crate::pace::PING_EVERY;
use crate::stats::Stats;
use connect4_client::{Event, start};
use connect4_protocol::ClientMessage;
use std::sync::atomic::Ordering;
use std::sync::{Arc, LazyLock};
use std::time::Duration;
use tokio::sync::watch;
use tokio::time::{Instant, sleep_until};

/// How long both bots may take to connect and be welcomed.
const CONNECT_TIME: Duration = Duration::from_secs(60);

/// A tag of this run's in every bot's name: a server holds each name once, so a
/// second run against the same server (`--url`) needs names of its own.
static RUN: LazyLock<String> = LazyLock::new(|| format!("{:04x}", fastrand::u16(..)));

/// Plays game task `index`: connects both bots, waits for `go`, then plays (again
/// and again, with rematches, until `stop`; once, with a journal).
pub async fn play(
    shared: Arc<Shared>,
    index: usize,
    mut go: watch::Receiver<bool>,
    mut stop: watch::Receiver<bool>,
) {
    let bot = |side: char| {
        let identity = connect4_client::Identity {
            name: format!("bot{}-{index}{side}", *RUN),
            token: None,
        };
        let (commands, events) = start(shared.url.clone(), identity, crate::game::BOTH_GAMES);
        Bot {
            commands,
            events,
            up: false,
            seat: None,
            view: Vec::new(),
        }
    };
    let mut game = Game {
        shared: Arc::clone(&shared),
        bots: [bot('a'), bot('b')],
        code: None,
        moves: Vec::new(),
        over: false,
        sent: None,
        last_relay: None,
        next: None,
        resync: None,
        ping: None,
        ping_at: Instant::now() + PING_EVERY.mul_f64(fastrand::f64()),
        on: false,
        played: false,
        done: false,
        rng: fastrand::Rng::with_seed(index as u64),
    };
    let connected = tokio::time::timeout(CONNECT_TIME, game.connect()).await;
    if connected != Ok(true) {
        Stats::add(&shared.stats.failed);
        return;
    }
    Stats::add(&shared.stats.connected);
    if go.wait_for(|go| *go).await.is_err() {
        return;
    }
    game.send(
        0,
        ClientMessage::Host {
            kind: connect4_classic::game::wire::STANDARD,
            clock: None,
            rated: true,
        },
    );
    // Fault runs count every message; pings would only blur them.
    let pings = shared.journal.is_none();
    while !game.done {
        let far = Instant::now() + Duration::from_secs(86_400);
        let next = game.next.map(|n| n.0);
        let (side, event) = tokio::select! {
            event = next_event(&mut game.bots) => event,
            () = sleep_until(next.unwrap_or(far)), if next.is_some() => {
                game.fire();
                continue;
            }
            () = sleep_until(game.resync.unwrap_or(far)), if game.resync.is_some() => {
                game.gone();
                continue;
            }
            () = sleep_until(game.ping_at), if pings => {
                game.send_ping();
                continue;
            }
            _ = stop.wait_for(|stop| *stop) => break,
        };
        match event {
            Some(event) => game.on_event(side, event),
            None => {
                Stats::add(&shared.stats.failed);
                break;
            }
        }
    }
    if game.on {
        shared.stats.playing.fetch_sub(1, Ordering::Relaxed);
    }
}

/// The next event of either bot, and which.
async fn next_event(bots: &mut [Bot; 2]) -> (usize, Option<Event>) {
    let [one, two] = bots;
    tokio::select! {
        event = one.events.recv() => (0, event),
        event = two.events.recv() => (1, event),
    }
}

impl Game {
    /// Waits for both welcomes; false if a bot was refused.
    async fn connect(&mut self) -> bool {
        while !(self.bots[0].up && self.bots[1].up) {
            let (side, event) = next_event(&mut self.bots).await;
            match event {
                Some(Event::Connected(_)) => self.bots[side].up = true,
                Some(Event::Disconnected { .. }) => {}
                _ => return false,
            }
        }
        true
    }

    pub fn on_event(&mut self, side: usize, event: Event) {
        match event {
            Event::Connected(_) => {
                self.bots[side].up = true;
                if self.code.is_some() && !self.over {
                    self.resync = Some(Instant::now() + RESYNC);
                }
            }
            Event::Disconnected { .. } => {
                if self.bots[side].up {
                    Stats::add(&self.stats().disconnects);
                    self.stats().outage.store(true, Ordering::Relaxed);
                }
                self.bots[side].up = false;
                if self.sent.as_ref().is_some_and(|s| s.by == side) {
                    self.sent = None;
                }
            }
            Event::Upgrade(_) | Event::Refused(..) => {
                Stats::add(&self.stats().failed);
                self.done = true;
            }
            Event::Message(message) => self.on_message(side, message),
            // The core sends each bot's move again after a reconnect; one the server
            // did not play (the game ended first) is counted, and the pace goes on.
            Event::Unplayed { .. } => {
                Stats::add(&self.stats().refused);
                self.sent = None;
                if !self.over && self.next.is_none() {
                    self.schedule(crate::game::Next::Move);
                }
            }
            Event::Redirected(_) => {}
        }
    }
}
