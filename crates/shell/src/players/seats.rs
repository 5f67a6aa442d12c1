//! Seats: who plays each side of a match. A seat is played at this keyboard (and
//! mouse), by the computer at a level, or elsewhere (a player on another machine,
//! whose moves arrive as news). Games ask the seats whose turn it is and how a move
//! must come; they never name a kind of player themselves.

use connect4_game::seat::{ByPlayer, Player};

/// What the player is told on asking, in a match with a seat played elsewhere, for
/// what only a match on this machine allows: taking a move back, a new match, another
/// opponent, a draw from the computer.
pub const ONLINE_REFUSAL: &str = "This game is played online: its moves stand, and q leaves it";

/// What the player is told on asking for hints in a rated game online.
pub const NO_HINTS_RATED: &str = "No hints in a rated game: its result changes the ratings";

/// The opponent menu's words for seat two played by a person, or by the computer at
/// `level`.
pub fn opponent_line(level: Option<impl std::fmt::Display>) -> String {
    level.map_or("Two players at this keyboard".to_string(), |level| {
        format!("Computer, {level}")
    })
}

/// Who plays one side; `L` is the game's computer level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat<L> {
    /// A person at this keyboard and mouse.
    Keyboard,
    /// The computer at this level.
    Computer(L),
    /// A player on another machine: moves come from outside the app.
    Elsewhere,
}

/// How the move of the side to play comes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turn<L> {
    /// From the keys and the mouse.
    Keyboard,
    /// From the engine, asked at this level.
    Computer(L),
    /// From outside: wait for it.
    Elsewhere,
}

/// The two seats of a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seats<L>(ByPlayer<Seat<L>>);

impl<L: Copy + PartialEq> Seats<L> {
    pub fn new(one: Seat<L>, two: Seat<L>) -> Self {
        Seats(ByPlayer::new(one, two))
    }

    /// The usual match: a person in seat one, and in seat two another person or the
    /// computer at `opponent`, so a person keeps their colour whoever starts.
    pub fn against(opponent: Option<L>) -> Self {
        let two = opponent.map_or(Seat::Keyboard, Seat::Computer);
        Seats::new(Seat::Keyboard, two)
    }

    pub fn seat(&self, player: Player) -> Seat<L> {
        self.0[player]
    }

    /// How `player`'s move comes.
    pub fn turn(&self, player: Player) -> Turn<L> {
        match self.seat(player) {
            Seat::Keyboard => Turn::Keyboard,
            Seat::Computer(level) => Turn::Computer(level),
            Seat::Elsewhere => Turn::Elsewhere,
        }
    }

    pub fn is_keyboard(&self, player: Player) -> bool {
        self.seat(player) == Seat::Keyboard
    }

    /// The computer's level in `player`'s seat, if the computer plays it.
    pub fn computer(&self, player: Player) -> Option<L> {
        match self.seat(player) {
            Seat::Computer(level) => Some(level),
            _ => None,
        }
    }

    /// The opponent as the menu, the scoreboard and the saved match name it: the
    /// computer's level in seat two, `None` when a person plays it.
    pub fn opponent(&self) -> Option<L> {
        self.computer(Player::Two)
    }

    /// Whether a seat is played on another machine, which must hear of the moves
    /// made here.
    pub fn any_elsewhere(&self) -> bool {
        self.seat(Player::One) == Seat::Elsewhere || self.seat(Player::Two) == Seat::Elsewhere
    }

    /// Whether every seat is at this keyboard: two people, one keyboard.
    pub fn all_keyboard(&self) -> bool {
        self.is_keyboard(Player::One) && self.is_keyboard(Player::Two)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_usual_match_puts_the_computer_in_seat_two() {
        let seats = Seats::against(Some(3u8));
        assert_eq!(seats.turn(Player::One), Turn::Keyboard);
        assert_eq!(seats.turn(Player::Two), Turn::Computer(3));
        assert_eq!(seats.opponent(), Some(3));
        assert!(!seats.all_keyboard());
        let people = Seats::<u8>::against(None);
        assert!(people.all_keyboard());
        assert_eq!(people.opponent(), None);
    }

    #[test]
    fn a_seat_played_elsewhere_is_neither_keyboard_nor_computer() {
        let seats = Seats::<u8>::new(Seat::Keyboard, Seat::Elsewhere);
        assert_eq!(seats.turn(Player::Two), Turn::Elsewhere);
        assert!(!seats.is_keyboard(Player::Two));
        assert_eq!(seats.computer(Player::Two), None);
        assert_eq!(seats.opponent(), None);
        assert!(seats.any_elsewhere());
        assert!(!Seats::against(Some(1u8)).any_elsewhere());
    }
}
