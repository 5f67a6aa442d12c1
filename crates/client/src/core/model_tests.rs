//! The core's promise, as a property: whatever the network does (drops, a cut just
//! as a move goes out, a game's news told twice, frames delayed, frames of old connections
//! arriving among a new one's, connections that fail to open, server restarts), a
//! run ends with the program having heard exactly the moves the server stored, each
//! once and in order, and every move made here, connected or not, played once, or
//! reported unplayed and not stored.

use super::model_server::GAMES;
use super::model_server::{Server, code};
use super::*;
use connect4_protocol::{Player, PlayerInfo};
use proptest::prelude::*;
use std::collections::VecDeque;

/// The network, the transport and the program around one core.
struct World {
    core: Core,
    server: Server,
    now: u64,
    /// A connection asked for and not yet opened or failed.
    opening: Option<LinkId>,
    /// The link open now, with its frames in flight each way.
    open: Option<LinkId>,
    to_server: VecDeque<(LinkId, ClientMessage)>,
    to_client: VecDeque<(LinkId, ServerMessage)>,
    /// Frames of links gone, that may still arrive late.
    stale: Vec<(LinkId, ServerMessage)>,
    /// The moves the program heard, and the moves it made: (ply, move, unplayed).
    heard: Vec<String>,
    made: Vec<(u32, String, bool)>,
    waiting: bool,
    /// Whether the program was sent the game: a program moves in games it knows.
    known: bool,
}

impl World {
    fn new() -> World {
        let mut world = World {
            core: Core::new("ws://s/ws", Identity::new("ann", None), GAMES, 9, 0),
            server: Server::new(),
            now: 0,
            opening: None,
            open: None,
            to_server: VecDeque::new(),
            to_client: VecDeque::new(),
            stale: Vec::new(),
            heard: Vec::new(),
            made: Vec::new(),
            waiting: false,
            known: false,
        };
        world.settle();
        world
    }

    /// Performs the core's actions and hears its events, checking each.
    fn settle(&mut self) {
        while let Some(action) = self.core.poll_action() {
            match action {
                Action::Connect { link, .. } => self.opening = Some(link),
                Action::Send { link, message } if self.open == Some(link) => {
                    self.to_server.push_back((link, message))
                }
                Action::Send { .. } => {}
                Action::Close { link } if self.open == Some(link) => self.cut(),
                Action::Close { .. } => {}
            }
        }
        while let Some(event) = self.core.poll_event() {
            self.hear(event);
        }
    }

    fn hear(&mut self, event: Event) {
        match event {
            Event::Message(ServerMessage::Game { game }) => {
                assert!(
                    game.moves.starts_with(&self.heard),
                    "a snapshot rewrote history"
                );
                self.heard = game.moves;
                self.known = true;
            }
            Event::Message(ServerMessage::Moved { ply, mv, .. }) => {
                assert_eq!(
                    ply as usize,
                    self.heard.len() + 1,
                    "a move twice or out of order"
                );
                assert_eq!(self.server.moves.get(ply as usize - 1), Some(&mv));
                self.heard.push(mv);
            }
            Event::Unplayed { mv, .. } => {
                let last = self.made.last_mut().expect("a move was made");
                assert_eq!(last.1, mv);
                last.2 = true;
            }
            // The program only ever makes moves: every answer to one is the core's
            // (acknowledged, or told as unplayed), never a refusal shown twice.
            Event::Message(ServerMessage::Error { .. }) => {
                panic!("a refusal reached the program: {event:?}")
            }
            Event::Upgrade(_) | Event::Refused(..) => panic!("gave up: {event:?}"),
            _ => {}
        }
        self.waiting = self.core.unacknowledged().count() > 0;
    }

    /// The link open now goes, and whatever was in flight on it.
    fn cut(&mut self) {
        if let Some(link) = self.open.take() {
            self.to_server.clear();
            self.stale.extend(self.to_client.drain(..));
            if self.server.attached == Some(link) {
                self.server.attached = None;
            }
            self.core.closed(link, "cut", self.now);
        }
    }

    /// The server reads the next frame the client sent.
    fn serve(&mut self) {
        let Some((link, message)) = self.to_server.pop_front() else {
            return;
        };
        let answer = match message {
            ClientMessage::Hello { .. } => {
                self.server.attached = Some(link);
                let welcome = ServerMessage::Welcome {
                    version: 2,
                    player: PlayerInfo {
                        name: "ann".into(),
                        ratings: vec![],
                    },
                    token: "t".into(),
                };
                self.to_client.push_back((link, welcome));
                Some(self.server.snapshot())
            }
            ClientMessage::Move { mv, ply, .. } => match self.server.play(Player::One, &mv, ply) {
                Ok(moved) => return self.relay(moved),
                Err(refusal) => Some(ServerMessage::Error {
                    code: refusal,
                    message: "no".into(),
                    game: Some(code()),
                }),
            },
            ClientMessage::Ping { n } => Some(ServerMessage::Pong { n }),
            _ => None,
        };
        self.to_client.extend(answer.map(|a| (link, a)));
    }

    fn relay(&mut self, message: ServerMessage) {
        if let Some(link) = self.server.attached {
            self.to_client.push_back((link, message));
        }
    }

    /// The program makes a move when its copy says it is its turn.
    fn make_move(&mut self, column: u16) {
        if !self.known || self.waiting || self.heard.len() % 2 == 1 || self.server.over() {
            return;
        }
        let mv = (column % 7 + 1).to_string();
        let mut position = GAMES
            .start(&connect4_classic::game::wire::STANDARD)
            .unwrap();
        self.heard.iter().for_each(|m| drop(position.play(m)));
        if position.result().is_some() || position.play(&mv).is_err() {
            return;
        }
        self.made
            .push((self.heard.len() as u32 + 1, mv.clone(), false));
        self.core.say(ClientMessage::Move {
            game: code(),
            mv,
            ply: None,
        });
        self.waiting = self.core.unacknowledged().count() > 0;
    }

    fn step(&mut self, op: u8, arg: u16) {
        match op % 12 {
            0 | 1 => self.serve(),
            2 | 3 => self.deliver(false),
            4 => self.deliver(true),
            // Out of order: a frame of a connection gone arrives among the new
            // one's (one connection's own frames keep their order, as TCP does).
            5 => self.late_frame(arg),
            6 if self
                .to_server
                .iter()
                .any(|(_, m)| matches!(m, ClientMessage::Move { .. })) =>
            {
                // Cut just as a move goes out: the frame is lost with the connection.
                self.cut()
            }
            6 | 7 => self.open_or_fail(!arg.is_multiple_of(4)),
            8 => self.make_move(arg),
            9 => {
                if let Some(moved) = self.opponent_moves(arg) {
                    self.relay(moved);
                }
            }
            10 => match arg % 4 {
                0 => self.cut(),
                // The store fails the next move: not stored, answered unavailable.
                3 => self.server.failing = true,
                // A long silence (a laptop asleep): pings and timeouts fall due.
                1 => {
                    self.now += 30_000;
                    self.core.tick(self.now);
                }
                _ => self.restart(),
            },
            _ => {
                self.now += u64::from(arg % 5000);
                self.core.tick(self.now);
            }
        }
        self.settle();
    }

    fn deliver(&mut self, twice: bool) {
        let Some((link, message)) = self.to_client.pop_front() else {
            return;
        };
        // News of a game may come twice (a relay, and a snapshot telling the same
        // move); an answer to a request comes once.
        let answer = matches!(
            message,
            ServerMessage::Error { .. } | ServerMessage::Pong { .. }
        );
        if twice && !answer {
            self.core.received(link, message.clone(), self.now);
        }
        self.core.received(link, message, self.now);
    }

    fn late_frame(&mut self, arg: u16) {
        if !self.stale.is_empty() {
            let (link, message) = self.stale.remove(arg as usize % self.stale.len());
            self.core.received(link, message, self.now);
        }
    }

    fn open_or_fail(&mut self, opens: bool) {
        let Some(link) = self.opening.take() else {
            return;
        };
        match opens {
            true => {
                self.open = Some(link);
                self.core.opened(link, self.now);
            }
            false => self.core.closed(link, "refused", self.now),
        }
    }

    fn opponent_moves(&mut self, arg: u16) -> Option<ServerMessage> {
        (0..7).find_map(|i| {
            let mv = ((arg % 7 + i) % 7 + 1).to_string();
            self.server.play(Player::Two, &mv, None).ok()
        })
    }

    /// The server restarts: every connection goes, the stored moves stay.
    fn restart(&mut self) {
        self.server.attached = None;
        self.cut();
    }

    /// The network heals: everything is delivered until the core is welcomed, has
    /// nothing waiting, and nothing is in flight.
    fn heal(&mut self) {
        for _ in 0..10_000 {
            if self.core.is_up()
                && !self.waiting
                && self.to_server.is_empty()
                && self.to_client.is_empty()
            {
                return;
            }
            if self.opening.is_some() {
                self.open_or_fail(true);
            } else if !self.to_server.is_empty() {
                self.serve();
            } else if !self.to_client.is_empty() {
                self.deliver(false);
            } else {
                self.now = self.core.deadline().unwrap().max(self.now);
                self.core.tick(self.now);
            }
            self.settle();
        }
        panic!("the network healed and the core never settled");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn every_move_is_heard_once_in_order_and_every_move_made_is_played_once(
        ops in proptest::collection::vec((any::<u8>(), any::<u16>()), 0..300)
    ) {
        let mut world = World::new();
        for (op, arg) in ops {
            world.step(op, arg);
        }
        world.heal();
        prop_assert_eq!(&world.heard, &world.server.moves);
        for (ply, mv, unplayed) in &world.made {
            let stored = world.server.moves.get(*ply as usize - 1);
            match unplayed {
                true => prop_assert_ne!(stored, Some(mv)),
                false => prop_assert_eq!(stored, Some(mv)),
            }
        }
        let mine = world.server.moves.iter().step_by(2).count();
        let played = world.made.iter().filter(|m| !m.2).count();
        prop_assert_eq!(mine, played, "a move made here played twice or lost");
    }
}
