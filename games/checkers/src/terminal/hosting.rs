//! What the shell needs of checkers: to carry out its questions (a match under way,
//! starting over, saying a word online) and its messages (the opponent menu, a step
//! back, the draw offered across the board, the tally).

use super::draw::{answer_no, answer_yes};
use super::transitions::Routes;
use super::{CheckersModel, menu};
use connect4_shell::scoreboard::Tally;
use connect4_shell::{Confirm, Hosted, Route, ShellGame, ShellState, Tell, ask_or_do};

/// What the shell needs of checkers to carry out its questions.
impl Hosted for CheckersModel {
    type Effects = Routes;

    fn shell(&mut self) -> &mut ShellState {
        &mut self.shell
    }

    fn match_in_progress(&self) -> bool {
        CheckersModel::match_in_progress(self)
    }

    fn stop_engine(&mut self, routes: &mut Routes) {
        self.cancel_engine(routes);
    }

    fn start_new_match(&mut self, routes: &mut Routes) {
        self.cancel_engine(routes);
        self.restart();
    }

    fn show(&mut self, text: String) {
        self.message = Some(text);
    }

    fn plies(&self) -> usize {
        self.game.moves().len()
    }

    fn say(&mut self, tell: Tell, routes: &mut Routes) {
        routes.push(Route::Elsewhere(tell));
    }
}

/// What the shell needs of checkers to carry out its messages.
impl ShellGame for CheckersModel {
    const MATCH: &'static str = "game";

    fn menu_lines(&self) -> usize {
        menu::line_count(self)
    }

    fn menu_opening_line(&self) -> usize {
        menu::opening_line(self)
    }

    fn menu_select(&mut self, routes: &mut Routes) {
        menu::choose(self, routes);
    }

    /// On the board, the piece picked is let go first; then leaving asks first.
    fn back(&mut self, routes: &mut Routes) {
        if self.entry.selected().is_some() {
            self.entry.clear();
        } else {
            ask_or_do(self, Confirm::Quit, routes);
        }
    }

    /// The answer to a draw offered to the person across the board.
    fn answer(&mut self, yes: bool, routes: &mut Routes) -> bool {
        if yes {
            answer_yes(self, routes)
        } else {
            answer_no(self)
        }
    }

    fn tally_mut(&mut self) -> &mut Tally {
        &mut self.tally
    }
}
