//! The pure update: a message changes the model and may ask for effects. No I/O.

use super::animation::Fall;
use super::computer::{accept_analysis, accept_computer_move, schedule_background_work};
use super::history::{redo, undo};
use super::menu::{menu_items, menu_opening_line, menu_select};
use super::puzzle::{PuzzlesKept, accept_puzzle_analysis, puzzle_message, start_puzzle};
use super::resume::autosave;
use super::reviewing::{accept_review_analysis, review_step, review_to, toggle_review};
use super::sharing::{copy_record, copy_shared, toggle_share};
use super::{Effect, Message, Mode, Model};
use crate::game::Column;
use connect4_shell::scoreboard::Tally;
use connect4_shell::{Confirm, Hosted, ShellGame, ShellMessage, ShellState, ask_or_do};
use connect4_shell::{Mover, NO_HINTS_RATED, ONLINE_REFUSAL, Tell, seat_moved, shell_update};

/// Applies one message to the model; returns the effects the loop must perform, in
/// order.
pub fn update(model: &mut Model, message: Message) -> Vec<Effect> {
    let mut effects = Vec::new();
    let covered = model.shell.covers_board() || model.review.is_some() || model.sharing;
    if covered && acts_on_board(&message) {
        // The board is behind an overlay: a stray click must not play.
        return effects;
    }
    let online = model.settings.seats.any_elsewhere();
    if online && offline_only(&message) {
        model.message = Some(ONLINE_REFUSAL.to_string());
        return effects;
    }
    // A puzzle open takes the board's messages; the rest are the app's as ever.
    let Some(message) = puzzle_message(model, message, &mut effects) else {
        autosave(model, &mut effects);
        return effects;
    };
    match message {
        Message::HoverLeft => move_hover(model, -1),
        Message::HoverRight => move_hover(model, 1),
        Message::HoverColumn(column) => hover_column(model, column),
        Message::Drop => person_drops(model, model.hover, &mut effects),
        Message::DropAt(column) => {
            model.hover = column.min(Column::new(model.game.size().columns() - 1));
            person_drops(model, column, &mut effects);
        }
        Message::Shell(message) => shell_update(model, message, &mut effects),
        Message::Undo => undo(model, &mut effects),
        Message::Redo => redo(model, &mut effects),
        Message::ToggleHints if !model.shell.hints_allowed => {
            model.message = Some(NO_HINTS_RATED.to_string())
        }
        Message::ToggleHints => toggle_hints(model, &mut effects),
        Message::ToggleReview => toggle_review(model, &mut effects),
        Message::ToggleShare => toggle_share(model),
        Message::CopyShared => copy_shared(model, &mut effects),
        Message::CopyRecord => copy_record(model, &mut effects),
        Message::ReviewPrev => review_step(model, -1),
        Message::ReviewNext => review_step(model, 1),
        Message::ReviewStart => review_to(model, 0),
        Message::ReviewEnd => review_to(model, usize::MAX),
        Message::ReviewAnalysis {
            ticket,
            ply,
            analysis,
        } => accept_review_analysis(model, ticket, ply, analysis),
        Message::ComputerMoved { ticket, choice } => {
            accept_computer_move(model, ticket, choice, &mut effects)
        }
        Message::PlayedElsewhere { column } => {
            seat_moved(model, Mover::Elsewhere, &column, &mut effects);
        }
        Message::StartPuzzle(pick) => start_puzzle(model, pick, &mut effects),
        Message::PuzzleAnalysis { ticket, analysis } => {
            accept_puzzle_analysis(model, ticket, analysis, &mut effects)
        }
        Message::PuzzlesKept(kept) => puzzles_kept(model, kept),
        Message::AnalysisReady {
            ticket,
            analysis,
            complete,
        } => accept_analysis(model, ticket, analysis, complete),
    }
    if model.shell.running {
        schedule_background_work(model, &mut effects);
    }
    autosave(model, &mut effects);
    effects
}

/// Hints on ask for an analysis (scheduled below); hints off stop one under way, as
/// nobody will look at it.
fn toggle_hints(model: &mut Model, effects: &mut Vec<Effect>) {
    model.hints = !model.hints;
    if !model.hints && model.analyzing.is_some() {
        model.cancel_searches(effects);
    }
}

/// What only a match on this machine allows: the player elsewhere would not see it.
fn offline_only(message: &Message) -> bool {
    matches!(
        message,
        Message::Undo
            | Message::Redo
            | Message::Shell(ShellMessage::ToggleMenu)
            | Message::StartPuzzle(_)
    )
}

fn acts_on_board(message: &Message) -> bool {
    matches!(
        message,
        Message::HoverLeft
            | Message::HoverRight
            | Message::HoverColumn(_)
            | Message::Drop
            | Message::DropAt(_)
            | Message::Undo
            | Message::Redo
    )
}

fn move_hover(model: &mut Model, step: isize) {
    let columns = model.game.size().columns() as isize;
    let index = (model.hover.index() as isize + step).rem_euclid(columns);
    model.hover = Column::new(index as usize);
}

fn hover_column(model: &mut Model, column: Column) {
    let columns = model.game.size().columns();
    if column.index() < columns {
        model.hover = column;
    } else {
        model.message = Some(format!(
            "There is no column {column}: the board has columns 1 to {columns}"
        ));
    }
}

fn person_drops(model: &mut Model, column: Column, effects: &mut Vec<Effect>) {
    seat_moved(model, Mover::Keyboard, &column, effects);
}

/// What the shell needs of Connect 4 to carry out its questions.
impl Hosted for Model {
    type Effects = Vec<Effect>;

    fn shell(&mut self) -> &mut ShellState {
        &mut self.shell
    }

    fn match_in_progress(&self) -> bool {
        Model::match_in_progress(self)
    }

    fn stop_engine(&mut self, effects: &mut Vec<Effect>) {
        self.cancel_searches(effects);
    }

    fn start_new_match(&mut self, effects: &mut Vec<Effect>) {
        self.new_match(effects);
    }

    fn show(&mut self, text: String) {
        self.message = Some(text);
    }

    fn plies(&self) -> usize {
        self.game.moves().len()
    }

    fn say(&mut self, tell: Tell, effects: &mut Vec<Effect>) {
        effects.push(Effect::Elsewhere(tell));
    }
}

/// What the shell needs of Connect 4 to carry out its messages.
impl ShellGame for Model {
    const MATCH: &'static str = "match";

    fn menu_lines(&self) -> usize {
        menu_items(self.puzzle.is_some(), self.settings.keys.games()).len()
    }

    fn menu_opening_line(&self) -> usize {
        menu_opening_line(self)
    }

    fn menu_select(&mut self, effects: &mut Vec<Effect>) {
        menu_select(self, effects);
    }

    /// The share box or the review on screen closes; on the board, leaving asks
    /// first.
    fn back(&mut self, effects: &mut Vec<Effect>) {
        match self.mode() {
            Mode::Share => self.sharing = false,
            Mode::Review => self.close_review(effects),
            _ => ask_or_do(self, Confirm::Quit, effects),
        }
    }

    fn ticked(&mut self, effects: &mut Vec<Effect>) {
        self.falling = self.falling.and_then(Fall::step);
        if let Some(pick) = self.opening.take() {
            start_puzzle(self, pick, effects);
        }
        if std::mem::take(&mut self.open_review) && self.review.is_none() {
            toggle_review(self, effects);
        }
    }

    fn tally_mut(&mut self) -> &mut Tally {
        &mut self.tally
    }
}

/// The puzzle record as saved (or why it was not).
fn puzzles_kept(model: &mut Model, kept: PuzzlesKept) {
    if let Some(standing) = kept.standing {
        model.puzzles = standing;
    }
    model.shell.answered(kept.notice);
}
