//! The words about a game online: who may say them, and when.

use super::*;
use crate::{Seat, Seats, ShellState};

/// A game reduced to what the words touch: moves counted to four, then over.
struct Stub {
    seats: Seats<u8>,
    plies: usize,
    shell: ShellState,
    shown: Option<String>,
}

impl Stub {
    fn online(plies: usize) -> Stub {
        Stub::with(Seats::new(Seat::Keyboard, Seat::Elsewhere), plies)
    }

    fn with(seats: Seats<u8>, plies: usize) -> Stub {
        Stub {
            seats,
            plies,
            shell: ShellState::default(),
            shown: None,
        }
    }
}

impl Seated for Stub {
    type Level = u8;
    type Move = ();
    type Effects = Vec<Tell>;
    fn seats(&self) -> &Seats<u8> {
        &self.seats
    }
    fn seat_to_move(&self) -> Option<Player> {
        (self.plies < 4).then_some(Player::One)
    }
    fn computer_asked(&self) -> bool {
        false
    }
    fn ask_computer(&mut self, _: u8, _: &mut Vec<Tell>) {}
    fn play_move(&mut self, _: &(), _: &mut Vec<Tell>) -> bool {
        true
    }
    fn tell_elsewhere(&mut self, _: &(), _: &mut Vec<Tell>) {}
    fn take_back(&mut self, _: &str, _: &mut Vec<Tell>) -> bool {
        false
    }
    fn decide(&mut self, _: Option<Player>, _: &mut Vec<Tell>) {}
    fn wait_for(&mut self, _: Player) {}
    fn read_move(&self, _: &str) -> Option<()> {
        None
    }
}

impl Hosted for Stub {
    type Effects = Vec<Tell>;
    fn shell(&mut self) -> &mut ShellState {
        &mut self.shell
    }
    fn match_in_progress(&self) -> bool {
        self.plies > 0
    }
    fn stop_engine(&mut self, _: &mut Vec<Tell>) {}
    fn start_new_match(&mut self, _: &mut Vec<Tell>) {}
    fn show(&mut self, text: String) {
        self.shown = Some(text);
    }
    fn plies(&self) -> usize {
        self.plies
    }
    fn say(&mut self, tell: Tell, effects: &mut Vec<Tell>) {
        effects.push(tell);
    }
}

#[test]
fn resigning_is_asked_first_and_only_while_the_game_is_on() {
    let mut game = Stub::online(2);
    ask_to_resign(&mut game);
    assert_eq!(game.shell.overlay, Overlay::Confirm(Confirm::Resign));
    let mut over = Stub::online(4);
    ask_to_resign(&mut over);
    assert_eq!(over.shell.overlay, Overlay::None);
    assert!(over.shown.unwrap().contains("rematch"));
}

#[test]
fn a_rematch_is_asked_for_once_the_game_is_over() {
    let mut effects = Vec::new();
    let mut game = Stub::online(2);
    ask_for_rematch(&mut game, &mut effects);
    assert!(effects.is_empty());
    assert!(game.shown.unwrap().contains("still on"));
    let mut over = Stub::online(4);
    ask_for_rematch(&mut over, &mut effects);
    assert_eq!(effects, [Tell::Rematch]);
}

#[test]
fn a_draw_is_offered_while_the_game_is_on() {
    let mut effects = Vec::new();
    offer_online_draw(&mut Stub::online(3), &mut effects);
    assert_eq!(effects, [Tell::OfferDraw]);
    offer_online_draw(&mut Stub::online(4), &mut effects);
    assert_eq!(effects.len(), 1, "nothing to offer once it is over");
}

#[test]
fn nothing_is_said_offline_or_by_a_spectator() {
    let offline = Seats::new(Seat::Keyboard, Seat::Computer(2));
    let watching = Seats::new(Seat::Elsewhere, Seat::Elsewhere);
    for seats in [offline, watching] {
        let mut effects = Vec::new();
        let mut game = Stub::with(seats, 4);
        ask_for_rematch(&mut game, &mut effects);
        offer_online_draw(&mut game, &mut effects);
        ask_to_resign(&mut game);
        assert!(effects.is_empty());
        assert_eq!(game.shell.overlay, Overlay::None);
        assert!(game.shown.is_some());
    }
}
