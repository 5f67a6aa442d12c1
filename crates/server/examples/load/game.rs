//! One game as its two bots see it: the moves as the server relays them, and what
//! is measured and recorded (what they send, and when, is `pace.rs`). Decisions are taken from what
//! the server relays, never from what was sent, so a server that restarts having
//! forgotten an unacknowledged move leaves the bots consistent.

use crate::bot::{Bot, Shared};
use crate::stats::Stats;
use connect4_protocol::{
    ClientMessage, GameResult, GameSnapshot, GameStatus, InviteCode, ServerMessage,
};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;
use tokio::time::Instant;

/// How long a game may go unmentioned once a bot is back after an outage before it
/// counts as ended while the server was down (its end stored, never announced).
pub const RESYNC: Duration = Duration::from_secs(5);

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Next {
    Move,
    Rematch,
}

/// A move sent and not yet relayed to both.
pub struct Sent {
    pub ply: u32,
    pub at: Instant,
    pub by: usize,
}

pub struct Game {
    pub shared: Arc<Shared>,
    pub bots: [Bot; 2],
    pub code: Option<InviteCode>,
    pub moves: Vec<String>,
    pub over: bool,
    pub sent: Option<Sent>,
    /// The last move measured, and how long its relay took.
    pub last_relay: Option<(u32, Duration)>,
    pub next: Option<(Instant, Next)>,
    pub resync: Option<Instant>,
    /// The ping awaiting its pong, and when it was sent; when the next goes.
    pub ping: Option<(u64, Instant)>,
    pub ping_at: Instant,
    /// The game is on and counted in `Stats::playing`.
    pub on: bool,
    /// A game of this task was ever on.
    pub played: bool,
    pub done: bool,
    pub rng: fastrand::Rng,
}

impl Game {
    pub fn send(&self, side: usize, message: ClientMessage) {
        let _ = self.bots[side].commands.send(message);
    }

    pub fn stats(&self) -> &Stats {
        &self.shared.stats
    }

    pub fn on_message(&mut self, side: usize, message: ServerMessage) {
        let ours = |game: &InviteCode| Some(*game) == self.code;
        match message {
            ServerMessage::Game { game } => self.on_snapshot(side, game),
            ServerMessage::Moved { game, ply, mv, .. } if ours(&game) => {
                self.on_moved(side, game, ply, mv)
            }
            ServerMessage::Ended { game, result, .. } if ours(&game) => self.on_ended(game, result),
            ServerMessage::RematchOffered { game, by }
                if ours(&game) && Some(by) != self.bots[side].seat =>
            {
                self.send(side, ClientMessage::Rematch { game });
            }
            ServerMessage::Pong { n } => {
                if let Some((sent, at)) = self.ping
                    && sent == n
                {
                    self.stats().pings.push(at.elapsed());
                    self.ping = None;
                }
            }
            ServerMessage::Error { code, message, .. } => {
                if Stats::get(&self.stats().refused) < 10 {
                    eprintln!("load: the server refused a bot: {code:?}: {message}");
                }
                Stats::add(&self.stats().refused);
                self.sent = None;
                if !self.over && self.next.is_none() {
                    self.schedule(Next::Move);
                }
            }
            _ => {}
        }
    }

    fn on_snapshot(&mut self, side: usize, game: GameSnapshot) {
        if self.code != Some(game.code) {
            let rematch = self.over && game.rematch_of.is_some() && game.rematch_of == self.code;
            if self.code.is_some() && !rematch {
                return;
            }
            self.code = Some(game.code);
            self.moves.clear();
            self.bots.iter_mut().for_each(|bot| bot.view.clear());
            self.over = false;
            self.sent = None;
        }
        if let Some(seat) = game.you {
            self.bots[side].seat = Some(seat);
            self.bots[1 - side].seat = Some(seat.other());
        }
        self.resync = None;
        // What this connection was told must all be there: its messages come in
        // order, so a snapshot cannot be older than a move relayed before it. The
        // other connection's may be ahead of it.
        let view = std::mem::replace(&mut self.bots[side].view, game.moves.clone());
        let lost = view.len() - common(&view, &game.moves);
        if lost > 0 {
            eprintln!(
                "load: game {}: the server lost {lost} acknowledged moves: {view:?}, now {:?}",
                game.code, game.moves
            );
            self.stats().lost.fetch_add(lost as u64, Ordering::Relaxed);
        }
        let kept = common(&self.moves, &game.moves);
        if kept < game.moves.len() {
            self.moves.truncate(kept);
            for mv in &game.moves[kept..] {
                self.record_move(game.code, mv.clone());
            }
        }
        match game.status {
            GameStatus::Waiting if side == 0 => {
                self.send(1, ClientMessage::Join { code: game.code })
            }
            GameStatus::Waiting => {}
            GameStatus::Playing => {
                self.started();
                self.schedule(Next::Move);
            }
            GameStatus::Over => match game.result {
                Some(result) => self.on_ended(game.code, result),
                None => self.finish(),
            },
        }
    }

    /// The game is on: counted once.
    fn started(&mut self) {
        if self.on {
            return;
        }
        self.on = true;
        self.stats().playing.fetch_add(1, Ordering::Relaxed);
        if !self.played {
            self.played = true;
            Stats::add(&self.stats().first_games);
        }
    }

    fn on_moved(&mut self, side: usize, code: InviteCode, ply: u32, mv: String) {
        if let Some(sent) = &self.sent
            && sent.ply == ply
            && sent.by != side
        {
            let took = sent.at.elapsed();
            self.stats().relays.push(took);
            self.last_relay = Some((ply, took));
            self.sent = None;
        }
        let view = &mut self.bots[side].view;
        if ply as usize == view.len() + 1 {
            view.push(mv.clone());
        }
        if ply as usize == self.moves.len() + 1 {
            self.record_move(code, mv);
            self.schedule(Next::Move);
        }
    }

    fn record_move(&mut self, code: InviteCode, mv: String) {
        if let Some(journal) = &self.shared.journal {
            journal.moved(code, self.moves.len() as u32 + 1, &mv);
        }
        Stats::add(&self.stats().moves);
        self.moves.push(mv);
    }

    fn on_ended(&mut self, code: InviteCode, result: GameResult) {
        if self.over {
            return;
        }
        if let Some((ply, took)) = self.last_relay.take()
            && ply as usize == self.moves.len()
        {
            self.stats().endings.push(took);
        }
        self.finish();
        if let Some(journal) = &self.shared.journal {
            journal.ended(code, result);
        }
        if self.shared.journal.is_none() {
            self.schedule(Next::Rematch);
        }
    }

    fn finish(&mut self) {
        self.over = true;
        self.next = None;
        self.resync = None;
        self.sent = None;
        self.done = self.shared.journal.is_some();
        Stats::add(&self.stats().ended);
        if self.stats().outage.load(Ordering::Relaxed) {
            Stats::add(&self.stats().ended_after_outage);
        }
        if self.on {
            self.on = false;
            self.stats().playing.fetch_sub(1, Ordering::Relaxed);
        }
    }

    /// No news of the game since the server came back: its end was stored while the
    /// server was down, and is checked in the database afterwards.
    pub fn gone(&mut self) {
        self.finish();
        Stats::add(&self.stats().gone);
        if let (Some(journal), Some(code)) = (&self.shared.journal, self.code) {
            journal.gone(code);
        }
    }
}

/// How many moves two lists share from the start.
fn common(a: &[String], b: &[String]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// The program's two games, Connect 4 and checkers, as the server and the bots are
/// handed them.
pub const BOTH_GAMES: connect4_protocol::Games = connect4_protocol::Games::new(&[
    connect4_protocol::Game::of::<connect4_classic::game::Game>(),
    connect4_protocol::Game::of::<connect4_checkers::Game>(),
]);
