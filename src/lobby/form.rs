//! The box that posts a challenge, hosts a private game or asks to be paired: which
//! game, which clock, rated or not, each chosen from a short list with Left and Right.

use crate::shell::GameChoice;
use connect4_protocol::{ClientMessage, Clock, GameKind};

/// What the form is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// A challenge anyone in the lobby can accept.
    Challenge,
    /// A game against the next player of similar rating asking for the same.
    QuickPair,
    /// A private game: the server gives it an invite code for a friend.
    Host,
}

/// The clocks offered, as minutes per game and seconds added per move; none first.
pub const CLOCKS: [Option<(u64, u64)>; 6] = [
    None,
    Some((1, 0)),
    Some((3, 2)),
    Some((5, 3)),
    Some((10, 5)),
    Some((15, 10)),
];

/// The form's lines, top to bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Game,
    Clock,
    Rated,
}

/// The form as filled in so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Form {
    pub purpose: Purpose,
    /// The games offered, each on its rated board (Connect 4's 7x6): those of the
    /// key map the lobby was opened with, which are the ones this front end plays.
    pub games: &'static [GameChoice],
    pub game: usize,
    pub clock: usize,
    pub rated: bool,
    /// The highlighted line.
    pub field: Field,
}

impl Form {
    /// A fresh form offering `games`: the first of them, 5+3, rated.
    pub fn new(purpose: Purpose, games: &'static [GameChoice]) -> Form {
        Form {
            purpose,
            games,
            game: 0,
            clock: 3,
            rated: true,
            field: Field::Game,
        }
    }

    /// The lines this form has: pairing is always rated.
    pub fn fields(&self) -> &'static [Field] {
        match self.purpose {
            Purpose::Challenge | Purpose::Host => &[Field::Game, Field::Clock, Field::Rated],
            Purpose::QuickPair => &[Field::Game, Field::Clock],
        }
    }

    /// Moves the highlight `by` lines, wrapping.
    pub fn step_field(&mut self, by: isize) {
        let fields = self.fields();
        let at = fields.iter().position(|f| *f == self.field).unwrap_or(0);
        self.field = fields[wrap(at, by, fields.len())];
    }

    /// Changes the highlighted line's choice `by` places, wrapping.
    pub fn step_choice(&mut self, by: isize) {
        match self.field {
            Field::Game => self.game = wrap(self.game, by, self.games.len()),
            Field::Clock => self.clock = wrap(self.clock, by, CLOCKS.len()),
            Field::Rated => self.rated = !self.rated,
        }
    }

    pub fn kind(&self) -> GameKind {
        crate::games::entry(self.games[self.game]).kind()
    }

    pub fn clock(&self) -> Option<Clock> {
        CLOCKS[self.clock].map(|(minutes, secs)| Clock::new(minutes, secs).expect("a valid clock"))
    }

    /// What the form asks the server for.
    pub fn request(&self) -> ClientMessage {
        let (kind, clock) = (self.kind(), self.clock());
        match self.purpose {
            Purpose::Challenge => ClientMessage::Challenge {
                kind,
                clock,
                rated: self.rated,
            },
            Purpose::QuickPair => ClientMessage::QuickPair { kind, clock },
            Purpose::Host => ClientMessage::Host {
                kind,
                clock,
                rated: self.rated,
            },
        }
    }
}

fn wrap(at: usize, by: isize, len: usize) -> usize {
    (at as isize + by).rem_euclid(len as isize) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_wrap_and_pairing_has_no_rated_line() {
        let mut form = Form::new(Purpose::QuickPair, &crate::games::GAMES);
        form.step_field(-1);
        assert_eq!(form.field, Field::Clock);
        form.step_choice(3);
        assert_eq!(form.clock(), None, "past the last clock comes none");
        form.step_field(1);
        // Back from the first game: the registry's last.
        form.step_choice(-1);
        let last = crate::games::entry(crate::games::all().last().unwrap()).kind();
        assert_eq!(form.kind(), last);
        assert_eq!(
            form.request(),
            ClientMessage::QuickPair {
                kind: last,
                clock: None
            }
        );
    }

    #[test]
    fn hosting_asks_for_a_private_game_rated_or_not() {
        let mut form = Form::new(Purpose::Host, &crate::games::GAMES);
        assert_eq!(form.fields().len(), 3);
        form.step_field(-1);
        form.step_choice(1);
        let clock = Clock::new(5, 3).ok();
        assert_eq!(
            form.request(),
            ClientMessage::Host {
                kind: connect4_classic::game::wire::STANDARD,
                clock,
                rated: false
            }
        );
    }

    #[test]
    fn every_clock_offered_is_one_the_protocol_takes() {
        for clock in CLOCKS.into_iter().flatten() {
            assert!(Clock::new(clock.0, clock.1).is_ok(), "{clock:?}");
        }
    }
}
