//! The seat driver: the shell asks the seat whose turn it is for a move, and applies
//! what comes back. A move comes from the keyboard (through the game's keys), from
//! the engine (the computer's seat), or from elsewhere (a player on another machine);
//! each is played only when it comes from the seat to move, and a move made here is
//! told to a seat played elsewhere. Games say how to play a move and how to ask
//! their engine; they never decide themselves who may move.

use super::seats::{Seat, Seats};
use connect4_game::seat::Player;

/// Where a move comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mover {
    /// The keys or the mouse of this terminal or page.
    Keyboard,
    /// The engine, answering the computer's seat.
    Computer,
    /// A player on another machine.
    Elsewhere,
}

/// What the seat driver needs of a game.
pub trait Seated {
    /// The computer's level in this game.
    type Level: Copy + PartialEq;
    /// One move of this game.
    type Move;
    /// Where the game collects the effects an update asks for.
    type Effects;

    fn seats(&self) -> &Seats<Self::Level>;

    /// The seat whose move is due, or `None` when none is (the game is over).
    fn seat_to_move(&self) -> Option<Player>;

    /// Whether the engine is already working out the computer's move.
    fn computer_asked(&self) -> bool;

    /// Whether the game waits (a review open, a question asked): nobody is asked to
    /// move meanwhile.
    fn paused(&self) -> bool {
        false
    }

    /// Asks the engine for the move of the computer at `level`.
    fn ask_computer(&mut self, level: Self::Level, effects: &mut Self::Effects);

    /// Plays `mv` for the side to move; false, with the reason shown, if it cannot be
    /// played.
    fn play_move(&mut self, mv: &Self::Move, effects: &mut Self::Effects) -> bool;

    /// Takes back the last move on the board if it is `mv` (in the game's notation),
    /// made at this keyboard: the server of a game online did not play it. False, with
    /// nothing changed, for any other move.
    fn take_back(&mut self, mv: &str, effects: &mut Self::Effects) -> bool;

    /// Tells the seat played elsewhere that `mv` was played here.
    fn tell_elsewhere(&mut self, mv: &Self::Move, effects: &mut Self::Effects);

    /// Ends the game off the board, as the server of a game online decided (a
    /// resignation, a flag fall, a player who left, a draw agreed): `winner` wins,
    /// or nobody. The result counts as one on the board would.
    fn decide(&mut self, winner: Option<Player>, effects: &mut Self::Effects);

    /// Shows that the move belongs to `seat`'s player, who is not at this keyboard.
    fn wait_for(&mut self, seat: Player);

    /// The move `text` (in the game's notation) means in the position on the board,
    /// if it is one.
    fn read_move(&self, text: &str) -> Option<Self::Move>;
}

/// A move from `mover`: played if `mover` plays the seat to move (a keyboard move
/// out of turn is told to wait; the computer's or a remote move out of turn is
/// dropped). Returns whether it was played.
pub fn seat_moved<G: Seated>(
    game: &mut G,
    mover: Mover,
    mv: &G::Move,
    effects: &mut G::Effects,
) -> bool {
    let seat = game.seat_to_move();
    let from_seat = seat.map(|player| game.seats().seat(player));
    let in_turn = match (mover, from_seat) {
        // A key pressed after the end reaches the game, which says it is over.
        (Mover::Keyboard, None | Some(Seat::Keyboard)) => true,
        (Mover::Keyboard, Some(_)) => {
            game.wait_for(seat.expect("a seat is to move"));
            false
        }
        (Mover::Computer, Some(Seat::Computer(_))) => true,
        (Mover::Elsewhere, Some(Seat::Elsewhere)) => true,
        _ => false,
    };
    if !in_turn || !game.play_move(mv, effects) {
        return false;
    }
    if mover != Mover::Elsewhere && game.seats().any_elsewhere() {
        game.tell_elsewhere(mv, effects);
    }
    true
}

/// Asks the seat whose turn it is for its move when it is the computer's and the
/// engine is not at it yet. A keyboard seat needs no asking, and a seat elsewhere
/// sends its move when it is made.
pub fn ask_seat_to_move<G: Seated>(game: &mut G, effects: &mut G::Effects) {
    if game.paused() || game.computer_asked() {
        return;
    }
    let Some(player) = game.seat_to_move() else {
        return;
    };
    if let Seat::Computer(level) = game.seats().seat(player) {
        game.ask_computer(level, effects);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game of counting: a move is a number, and the side to move alternates.
    struct Counting {
        seats: Seats<u8>,
        played: Vec<u32>,
        asked: Option<u8>,
        told: Vec<u32>,
        waiting_for: Option<Player>,
    }

    impl Counting {
        fn new(one: Seat<u8>, two: Seat<u8>) -> Self {
            Counting {
                seats: Seats::new(one, two),
                played: Vec::new(),
                asked: None,
                told: Vec::new(),
                waiting_for: None,
            }
        }
    }

    impl Seated for Counting {
        fn take_back(&mut self, _: &str, _: &mut ()) -> bool {
            false
        }
        type Level = u8;
        type Move = u32;
        type Effects = ();

        fn seats(&self) -> &Seats<u8> {
            &self.seats
        }
        fn seat_to_move(&self) -> Option<Player> {
            let over = self.played.len() >= 4;
            let one = self.played.len().is_multiple_of(2);
            (!over).then_some(if one { Player::One } else { Player::Two })
        }
        fn computer_asked(&self) -> bool {
            self.asked.is_some()
        }
        fn ask_computer(&mut self, level: u8, _: &mut ()) {
            self.asked = Some(level);
        }
        fn play_move(&mut self, mv: &u32, _: &mut ()) -> bool {
            self.asked = None;
            self.played.push(*mv);
            true
        }
        fn tell_elsewhere(&mut self, mv: &u32, _: &mut ()) {
            self.told.push(*mv);
        }
        fn decide(&mut self, _: Option<Player>, _: &mut ()) {
            self.played.resize(4, 0);
        }
        fn wait_for(&mut self, seat: Player) {
            self.waiting_for = Some(seat);
        }
        fn read_move(&self, text: &str) -> Option<u32> {
            text.parse().ok()
        }
    }

    #[test]
    fn each_move_is_played_only_from_the_seat_to_move() {
        let mut game = Counting::new(Seat::Keyboard, Seat::Computer(3));
        assert!(!seat_moved(&mut game, Mover::Computer, &1, &mut ()));
        assert!(seat_moved(&mut game, Mover::Keyboard, &1, &mut ()));
        ask_seat_to_move(&mut game, &mut ());
        assert_eq!(game.asked, Some(3));
        assert!(!seat_moved(&mut game, Mover::Keyboard, &2, &mut ()));
        assert_eq!(game.waiting_for, Some(Player::Two));
        assert!(!seat_moved(&mut game, Mover::Elsewhere, &2, &mut ()));
        assert!(seat_moved(&mut game, Mover::Computer, &2, &mut ()));
        assert_eq!(game.played, [1, 2]);
        assert!(game.told.is_empty(), "nobody plays elsewhere");
    }

    #[test]
    fn moves_made_here_are_told_elsewhere_and_moves_from_there_are_not() {
        let mut game = Counting::new(Seat::Keyboard, Seat::Elsewhere);
        assert!(seat_moved(&mut game, Mover::Keyboard, &1, &mut ()));
        ask_seat_to_move(&mut game, &mut ());
        assert_eq!(game.asked, None, "a seat elsewhere is not asked");
        assert!(seat_moved(&mut game, Mover::Elsewhere, &2, &mut ()));
        assert!(!seat_moved(&mut game, Mover::Elsewhere, &3, &mut ()));
        assert!(seat_moved(&mut game, Mover::Keyboard, &3, &mut ()));
        assert_eq!(game.told, [1, 3]);
    }

    #[test]
    fn the_computer_is_asked_once_and_not_while_the_game_is_over() {
        let mut game = Counting::new(Seat::Computer(1), Seat::Computer(2));
        for expected in [1, 2, 1, 2] {
            ask_seat_to_move(&mut game, &mut ());
            assert_eq!(game.asked, Some(expected));
            ask_seat_to_move(&mut game, &mut ());
            assert!(seat_moved(&mut game, Mover::Computer, &0, &mut ()));
        }
        ask_seat_to_move(&mut game, &mut ());
        assert_eq!(game.asked, None);
        assert!(!seat_moved(&mut game, Mover::Computer, &0, &mut ()));
    }
}
