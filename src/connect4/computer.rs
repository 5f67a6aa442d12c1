//! The computer's side of update: when to ask the engine for a move or an analysis,
//! and what to do with its answers.

use super::history::follow_redo;
use super::{Effect, Model, Search};
use crate::shell::Turn;
use connect4_rules::ai::{Analysis, Choice, Level};

/// Asks for whatever background work the model now needs: the computer's move when
/// it is its turn, the analysis when hints are on and a person is to move. Nothing
/// while the match is reviewed.
pub(super) fn schedule_background_work(model: &mut Model, effects: &mut Vec<Effect>) {
    // The match waits while it is reviewed; it goes on where it was when the review
    // closes.
    if model.review.is_some() {
        return;
    }
    if let Some(Turn::Computer(level)) = model.turn()
        && model.thinking.is_none()
    {
        let ticket = model.take_ticket();
        model.thinking = Some(ticket);
        effects.push(Effect::Engine(Search::Think {
            ticket,
            game: model.game.clone(),
            level,
        }));
    }
    let wants_analysis = model.hints && model.keyboard_to_move();
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
    if model.play(choice.column, effects) {
        follow_redo(model, choice.column);
    }
    // Only the perfect level promises a proven move; the others never claim one.
    if !choice.proven && level == Level::Perfect && model.message.is_none() {
        model.message = Some(format!(
            "{name} played {} (best found in time, not proven)",
            choice.column
        ));
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
