//! Getting seated over the terminal's transport (`connect4 host`, `join`, `watch`,
//! in plain lines): the seating runs on the transport's thread, so that the news
//! after the game is handed over waits there for its board; the steps the program
//! shows (the invite code, the game, a refusal) come back through a channel.

use super::listener::Listener;
use super::seating::{Seating, Start, Step};
use super::transport::Transport;
use connect4_client::Event;
use connect4_client::core::Core;
use connect4_protocol::ClientMessage;
use std::sync::mpsc::{Receiver, Sender, channel};

/// The steps of one seating, as they come.
pub struct SeatingSteps {
    steps: Receiver<Step>,
    /// Keeps the seating listening.
    _voice: Sender<ClientMessage>,
}

impl SeatingSteps {
    /// The next step to show: `Hosted`, then `Ready` or `Refused`, which end it;
    /// `None` if the transport has gone.
    pub fn next(&self) -> Option<Step> {
        self.steps.recv().ok()
    }
}

/// Starts getting seated at `start` on a transport already welcomed.
pub fn seat_on(transport: &Transport, start: Start) -> SeatingSteps {
    let mut seating = Seating::new(start);
    for step in seating.welcomed() {
        if let Step::Send(message) = step {
            transport.say(message);
        }
    }
    let (told, steps) = channel();
    let voice = transport.listen(SeatingLink { seating, told });
    SeatingSteps {
        steps,
        _voice: voice,
    }
}

struct SeatingLink {
    seating: Seating,
    told: Sender<Step>,
}

impl Listener for SeatingLink {
    fn heard(&mut self, event: Event, core: &mut Core, _: u64) -> bool {
        let steps = match event {
            Event::Connected(_) => self.seating.welcomed(),
            Event::Message(message) => self.seating.on_server(&message),
            Event::Upgrade(why) | Event::Refused(_, why) => vec![Step::Refused(why)],
            _ => Vec::new(),
        };
        let mut listening = true;
        for step in steps {
            match step {
                Step::Send(message) => core.say(message),
                step => {
                    listening &= matches!(step, Step::Hosted(_));
                    listening &= self.told.send(step).is_ok();
                }
            }
        }
        listening
    }
}
