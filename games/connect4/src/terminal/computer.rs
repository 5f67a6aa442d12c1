//! The seats' side of update: how a Connect 4 seat is asked for its move and how the
//! move is played (for the shell's seat driver), when to ask the engine for an
//! analysis, and what to do with the engine's answers.

use super::history::follow_redo;
use super::{Effect, Model, Search};
use crate::ai::{Analysis, Choice, Level};
use crate::game::{Column, Player};
use connect4_shell::{Mover, Seated, Seats, Tell, Turn, ask_seat_to_move, seat_moved};

/// Asks for whatever background work the model now needs: the move of the seat to
/// play when the computer plays it, the analysis when hints are on and a person is to
/// move. Nothing while the match is reviewed or a puzzle is open.
pub(super) fn schedule_background_work(model: &mut Model, effects: &mut Vec<Effect>) {
    ask_seat_to_move(model, effects);
    // The match waits while it is reviewed; it goes on where it was when the review
    // closes.
    let wants_analysis =
        model.hints && model.keyboard_to_move() && model.review.is_none() && model.puzzle.is_none();
    if wants_analysis && model.analysis.is_none() && model.analyzing.is_none() {
        let ticket = model.take_ticket();
        model.analyzing = Some(ticket);
        effects.push(Effect::Engine(Search::Analyze {
            ticket,
            game: model.game.clone(),
        }));
    }
}

/// Plays the computer's move if it answers the search still wanted.
pub(super) fn accept_computer_move(
    model: &mut Model,
    ticket: u64,
    choice: Choice,
    effects: &mut Vec<Effect>,
) {
    let Some(Turn::Computer(level)) = model.turn().filter(|_| model.thinking == Some(ticket))
    else {
        return;
    };
    model.thinking = None;
    let name = model.name(model.game.to_move()).to_string();
    seat_moved(model, Mover::Computer, &choice.column, effects);
    // Only the perfect level promises a proven move; the others never claim one.
    if !choice.proven && level == Level::Perfect && model.message.is_none() {
        model.message = Some(format!(
            "{name} played {} (best found in time, not proven)",
            choice.column
        ));
    }
}

/// How the seats of a Connect 4 match move: the shell's seat driver asks and plays
/// through these.
impl Seated for Model {
    type Level = Level;
    type Move = Column;
    type Effects = Vec<Effect>;

    fn seats(&self) -> &Seats<Level> {
        &self.settings.seats
    }

    fn seat_to_move(&self) -> Option<Player> {
        (!self.game.is_over()).then(|| self.game.to_move())
    }

    fn computer_asked(&self) -> bool {
        self.thinking.is_some()
    }

    fn paused(&self) -> bool {
        self.review.is_some() || self.puzzle.is_some()
    }

    fn ask_computer(&mut self, level: Level, effects: &mut Vec<Effect>) {
        let ticket = self.take_ticket();
        self.thinking = Some(ticket);
        effects.push(Effect::Engine(Search::Think {
            ticket,
            game: self.game.clone(),
            level,
        }));
    }

    fn play_move(&mut self, column: &Column, effects: &mut Vec<Effect>) -> bool {
        let played = self.play(*column, effects);
        if played {
            follow_redo(self, *column);
        }
        played
    }

    fn take_back(&mut self, mv: &str, effects: &mut Vec<Effect>) -> bool {
        super::history::take_back_unplayed(self, mv, effects)
    }

    fn tell_elsewhere(&mut self, column: &Column, effects: &mut Vec<Effect>) {
        effects.push(Effect::Elsewhere(Tell::Move(column.to_string())));
    }

    fn decide(&mut self, winner: Option<Player>, effects: &mut Vec<Effect>) {
        if self.game.is_over() {
            return;
        }
        self.game.decide(winner);
        // What was said before (a draw offered) is over with the game.
        self.message = None;
        self.cancel_searches(effects);
        self.record_outcome(effects);
    }

    fn wait_for(&mut self, seat: Player) {
        self.message = Some(format!("Wait for {} to move", self.name(seat)));
    }

    /// A column as text gives it: 1-based, on this board.
    fn read_move(&self, text: &str) -> Option<Column> {
        let number: usize = text.parse().ok()?;
        (1..=self.game.size().columns())
            .contains(&number)
            .then(|| Column::new(number - 1))
    }
}

/// Shows the analysis if it is for the current position: the columns known so far,
/// the rest as they come. A position counts once as a hint used.
pub(super) fn accept_analysis(model: &mut Model, ticket: u64, analysis: Analysis, complete: bool) {
    if model.analyzing != Some(ticket) {
        return;
    }
    if complete {
        model.analyzing = None;
    }
    if model.analysis.replace(analysis).is_none() {
        model.hints_used += 1;
    }
}
