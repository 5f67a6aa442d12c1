//! What the shell's seat driver, questions and menu need of a hosted game: its seats
//! and moves (each checked by the game's rules), the result counted when a game ends,
//! starting over and leaving, and the menu's choice of an opponent or another game.

use super::{Hosting, Motion, TerminalView, Think};
use crate::scoreboard::{Aids, MatchResult, Tally};
use crate::{
    Hosted, Overlay, Route, Seat, Seated, Seats, ShellGame, ShellState, StoreEffect, Tell,
};
use connect4_game::Player;

type Routes<G> = Vec<Route<Think<G>>>;

impl<G: TerminalView> Hosted for Hosting<G> {
    type Effects = Routes<G>;

    fn shell(&mut self) -> &mut ShellState {
        &mut self.shell
    }

    fn match_in_progress(&self) -> bool {
        !self.moves.is_empty() && !self.is_over()
    }

    fn stop_engine(&mut self, routes: &mut Routes<G>) {
        if self.asked.take().is_some() {
            routes.push(Route::CancelEngine);
        }
    }

    fn start_new_match(&mut self, routes: &mut Routes<G>) {
        self.stop_engine(routes);
        self.start_over();
    }

    fn show(&mut self, text: String) {
        self.message = Some(text);
    }

    fn plies(&self) -> usize {
        self.moves.len()
    }

    fn say(&mut self, tell: Tell, routes: &mut Routes<G>) {
        routes.push(Route::Elsewhere(tell));
    }
}

impl<G: TerminalView> Seated for Hosting<G> {
    type Level = &'static str;
    type Move = String;
    type Effects = Routes<G>;

    fn seats(&self) -> &Seats<&'static str> {
        &self.seats
    }

    fn seat_to_move(&self) -> Option<Player> {
        (!self.is_over()).then(|| self.position.to_move())
    }

    fn computer_asked(&self) -> bool {
        self.asked.is_some()
    }

    fn paused(&self) -> bool {
        self.shell.question().is_some()
    }

    fn ask_computer(&mut self, level: &'static str, routes: &mut Routes<G>) {
        let ticket = self.shell.take_ticket();
        self.asked = Some(ticket);
        let position = self.position.clone();
        routes.push(Route::Engine(Think {
            ticket,
            position,
            level,
        }));
    }

    fn play_move(&mut self, mv: &String, routes: &mut Routes<G>) -> bool {
        // Kept only for a move to be seen happening.
        let before = self.animates.then(|| self.position.clone());
        let written = match self.position.play(mv) {
            Ok(written) => written,
            Err(why) => {
                self.message = Some(capitalised(&why.to_string()));
                return false;
            }
        };
        self.moves.push(written);
        self.message = None;
        self.motion = before.and_then(|before| Motion::start(before, &self.position));
        if self.is_over() {
            self.record(routes);
        }
        true
    }

    fn take_back(&mut self, mv: &str, _: &mut Routes<G>) -> bool {
        if self.moves.last().map(String::as_str) != Some(mv) || self.decided.is_some() {
            return false;
        }
        self.moves.pop();
        self.replay();
        true
    }

    fn tell_elsewhere(&mut self, mv: &String, routes: &mut Routes<G>) {
        routes.push(Route::Elsewhere(Tell::Move(mv.clone())));
    }

    fn decide(&mut self, winner: Option<Player>, routes: &mut Routes<G>) {
        if self.is_over() {
            return;
        }
        self.decided = Some(winner);
        self.message = None;
        self.stop_engine(routes);
        self.record(routes);
    }

    fn wait_for(&mut self, seat: Player) {
        self.message = Some(match self.seats.seat(seat) {
            Seat::Computer(_) => "The computer is thinking".to_string(),
            _ => format!("Wait for {} to move", self.name(seat)),
        });
    }

    fn read_move(&self, text: &str) -> Option<String> {
        let mut trial = self.position.clone();
        (!self.is_over() && trial.play(text).is_ok()).then(|| text.to_string())
    }
}

impl<G: TerminalView> ShellGame for Hosting<G> {
    const MATCH: &'static str = "game";

    fn menu_lines(&self) -> usize {
        Hosting::menu_lines(self).len()
    }

    /// The current opponent's line: two people, or the computer's level.
    fn menu_opening_line(&self) -> usize {
        let level = self.seats.opponent();
        let at = G::LEVELS.iter().position(|&known| Some(known) == level);
        at.map_or(0, |at| at + 1)
    }

    fn menu_select(&mut self, routes: &mut Routes<G>) {
        let Some(line) = self.shell.menu_line() else {
            return;
        };
        self.shell.overlay = Overlay::None;
        let levels = G::LEVELS.len();
        if line <= levels {
            self.start_new_match(routes);
            self.seats = Seats::against(line.checked_sub(1).map(|at| G::LEVELS[at]));
            routes.push(Route::Store(StoreEffect::LoadScores {
                matchup: self.matchup(),
            }));
        } else {
            self.stop_engine(routes);
            let other = G::GAME.others(self.keys.games()).nth(line - levels - 1);
            self.shell.leave(other);
        }
    }

    fn tally_mut(&mut self) -> &mut Tally {
        &mut self.tally
    }
}

impl<G: TerminalView> Hosting<G> {
    /// Counts the game over on the scoreboard.
    fn record(&mut self, routes: &mut Routes<G>) {
        let result = self.winner().map_or(MatchResult::Draw, MatchResult::Win);
        self.shell.saving_started();
        routes.push(Route::Store(StoreEffect::RecordResult {
            matchup: self.matchup(),
            result,
            aids: Aids::default(),
            ends: None,
        }));
    }
}

/// The rules' reason as the line under the board says it.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}
