//! What the shell's seat driver, questions and menu need of tic-tac-toe: its seats
//! and moves, starting over and leaving, and its menu's lines.

use crate::game::{GAME, TicTacToe};
use crate::hosted::{Routes, Think, menu_lines};
use connect4::scoreboard::{Aids, MatchResult, Tally};
use connect4::shell::{
    Hosted, Overlay, Route, Seated, Seats, ShellGame, ShellState, StoreEffect, Tell,
};
use connect4_rules::seat::Player;

impl Hosted for TicTacToe {
    type Effects = Routes;

    fn shell(&mut self) -> &mut ShellState {
        &mut self.shell
    }

    fn match_in_progress(&self) -> bool {
        !self.moves.is_empty() && !self.is_over()
    }

    fn stop_engine(&mut self, routes: &mut Routes) {
        if self.asked.take().is_some() {
            routes.push(Route::CancelEngine);
        }
    }

    fn start_new_match(&mut self, routes: &mut Routes) {
        self.stop_engine(routes);
        self.moves.clear();
        self.cursor = 0;
    }

    fn show(&mut self, text: String) {
        self.message = Some(text);
    }

    fn plies(&self) -> usize {
        self.moves.len()
    }

    fn say(&mut self, tell: Tell, routes: &mut Routes) {
        routes.push(Route::Elsewhere(tell));
    }
}

impl Seated for TicTacToe {
    type Level = u8;
    type Move = usize;
    type Effects = Routes;

    fn seats(&self) -> &Seats<u8> {
        &self.seats
    }

    fn seat_to_move(&self) -> Option<Player> {
        (!self.is_over()).then(|| self.to_move())
    }

    fn computer_asked(&self) -> bool {
        self.asked.is_some()
    }

    fn paused(&self) -> bool {
        self.shell.question().is_some()
    }

    fn ask_computer(&mut self, _: u8, routes: &mut Routes) {
        let ticket = self.shell.take_ticket();
        self.asked = Some(ticket);
        let moves = self.moves.clone();
        routes.push(Route::Engine(Think { ticket, moves }));
    }

    fn play_move(&mut self, &cell: &usize, routes: &mut Routes) -> bool {
        if !self.legal(cell) {
            self.message = Some("That cell is not free".to_string());
            return false;
        }
        self.moves.push(cell);
        self.message = None;
        if self.is_over() {
            let result = self.winner().map_or(MatchResult::Draw, MatchResult::Win);
            self.shell.saving_started();
            routes.push(Route::Store(StoreEffect::RecordResult {
                matchup: self.matchup(),
                result,
                aids: Aids::default(),
                ends: None,
            }));
        }
        true
    }

    fn take_back(&mut self, _: &str, _: &mut Routes) -> bool {
        false
    }

    fn tell_elsewhere(&mut self, cell: &usize, routes: &mut Routes) {
        routes.push(Route::Elsewhere(Tell::Move(cell.to_string())));
    }

    fn decide(&mut self, _: Option<Player>, _: &mut Routes) {}

    fn wait_for(&mut self, _: Player) {
        self.message = Some("The computer is thinking".to_string());
    }

    fn read_move(&self, text: &str) -> Option<usize> {
        text.parse().ok().filter(|&cell| self.legal(cell))
    }
}

impl ShellGame for TicTacToe {
    const MATCH: &'static str = "game";

    fn menu_lines(&self) -> usize {
        menu_lines(self).len()
    }

    fn menu_opening_line(&self) -> usize {
        usize::from(self.seats.opponent().is_some())
    }

    fn menu_select(&mut self, routes: &mut Routes) {
        let Some(line) = self.shell.menu_line() else {
            return;
        };
        self.shell.overlay = Overlay::None;
        if line < 2 {
            self.start_new_match(routes);
            self.seats = Seats::against((line == 1).then_some(1));
            routes.push(Route::Store(StoreEffect::LoadScores {
                matchup: self.matchup(),
            }));
        } else {
            self.stop_engine(routes);
            let other = GAME.others(self.keys.games()).nth(line - 2);
            self.shell.leave(other);
        }
    }

    fn tally_mut(&mut self) -> &mut Tally {
        &mut self.tally
    }
}
