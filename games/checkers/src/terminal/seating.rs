//! How the seats of a checkers game move: the shell's seat driver asks the seat to
//! play and plays what comes back through these.

use super::transitions::Routes;
use super::{CheckersModel, Purpose};
use crate::{Color, DrawReason, Level, Move, Outcome};
use connect4_game::seat::Player;
use connect4_shell::{Route, Seat, Seated, Seats, Tell};

impl Seated for CheckersModel {
    type Level = Level;
    type Move = Move;
    type Effects = Routes;

    fn seats(&self) -> &Seats<Level> {
        &self.seats
    }

    fn seat_to_move(&self) -> Option<Player> {
        let to_move = self.seat(self.game.to_move());
        self.game.outcome().is_none().then_some(to_move)
    }

    /// The engine does one job at a time: the computer's move waits for a hint or a
    /// draw answer under way.
    fn computer_asked(&self) -> bool {
        self.asked.is_some()
    }

    fn ask_computer(&mut self, level: Level, routes: &mut Routes) {
        self.ask(level, Purpose::Move, routes);
    }

    /// A new move, not one replayed: the moves taken back are gone.
    fn play_move(&mut self, mv: &Move, routes: &mut Routes) -> bool {
        self.redo.clear();
        self.play(mv, routes)
    }

    /// Only while the game is on: a result the board gave stays (the server's own
    /// result follows, and is shown).
    fn take_back(&mut self, mv: &str, routes: &mut Routes) -> bool {
        let side = self.game.to_move().other();
        let last = self.game.moves().last().map(ToString::to_string);
        if self.game.outcome().is_some()
            || last.as_deref() != Some(mv)
            || self.seats.seat(self.seat(side)) != Seat::Keyboard
        {
            return false;
        }
        self.game.undo();
        self.position_changed(routes);
        true
    }

    fn tell_elsewhere(&mut self, mv: &Move, routes: &mut Routes) {
        routes.push(Route::Elsewhere(Tell::Move(mv.to_string())));
    }

    fn decide(&mut self, winner: Option<Player>, routes: &mut Routes) {
        if self.game.outcome().is_some() {
            return;
        }
        let outcome = match winner {
            Some(seat) if seat == self.black => Outcome::Win(Color::Black),
            Some(_) => Outcome::Win(Color::White),
            None => Outcome::Draw(DrawReason::Agreement),
        };
        self.game.decide(outcome);
        // What was said before (a draw offered) is over with the game.
        self.message = None;
        self.cancel_engine(routes);
        self.entry.clear();
        self.record_if_over(routes);
    }

    fn wait_for(&mut self, seat: Player) {
        self.message = Some(format!("Wait for {} to move", self.names[seat]));
    }

    fn read_move(&self, text: &str) -> Option<Move> {
        self.game.board().parse_move(text).ok()
    }
}
