//! Taking moves back and replaying them. Against the computer, an undo goes back to
//! the person's turn (the computer's reply and the person's move) and a redo replays
//! both. Undoing the move that ended a match takes its result back out of the
//! scoreboard, so the tally never counts a match that was undone.

use super::{Effect, Model};
use crate::game::Column;
use connect4_shell::Seat;
use connect4_shell::StoreEffect;

pub(super) fn undo(model: &mut Model, effects: &mut Vec<Effect>) {
    let Some(count) = moves_to_undo(model) else {
        model.message = Some("Nothing to take back".to_string());
        return;
    };
    model.cancel_searches(effects);
    retract_result(model, effects);
    for _ in 0..count {
        if let Some(taken) = model.game.undo() {
            model.redo.push(taken.column());
            model.hover = taken.column();
        }
    }
    model.undos_used = model.undos_used.saturating_add(1);
    model.falling = None;
    model.analysis = None;
    model.message = None;
}

/// How many moves an undo takes back: the last move played at this keyboard and the
/// computer's replies after it (one move between two people). `None` when there is
/// no move of this keyboard's to take back, or a move played elsewhere follows it: a
/// player on another machine would not see it taken back.
fn moves_to_undo(model: &Model) -> Option<usize> {
    let seats = &model.settings.seats;
    let moves = model.game.moves();
    let replies = moves
        .iter()
        .rev()
        .take_while(|played| !seats.is_keyboard(played.player))
        .count();
    let from_elsewhere = moves
        .iter()
        .rev()
        .take(replies)
        .any(|played| seats.seat(played.player) == Seat::Elsewhere);
    (replies < moves.len() && !from_elsewhere).then_some(replies + 1)
}

/// The match had ended and its result was counted: count it out again.
fn retract_result(model: &mut Model, effects: &mut Vec<Effect>) {
    if !model.game.is_over() {
        return;
    }
    if let Some(recorded) = model.recorded.take() {
        model.tally = recorded.before;
        model.shell.saving_started();
        effects.push(Effect::Store(StoreEffect::RetractResult {
            matchup: model.matchup(),
            result: recorded.result,
            aids: recorded.aids,
            before: recorded.before,
        }));
        // The old id is counted as ended on disk: the match that goes on is another.
        model.renew_match_id();
    }
}

/// Takes back the last move if it is `mv`, made at this keyboard: the server of a
/// game online did not play it. A result it gave is counted out again.
pub(super) fn take_back_unplayed(model: &mut Model, mv: &str, effects: &mut Vec<Effect>) -> bool {
    let Some(last) = model.game.moves().last() else {
        return false;
    };
    if !model.settings.seats.is_keyboard(last.player) || last.column().to_string() != mv {
        return false;
    }
    model.cancel_searches(effects);
    retract_result(model, effects);
    model.game.undo();
    model.falling = None;
    model.analysis = None;
    true
}

pub(super) fn redo(model: &mut Model, effects: &mut Vec<Effect>) {
    let Some(column) = model.redo.pop() else {
        model.message = Some("Nothing to replay".to_string());
        return;
    };
    if !model.play(column, effects) {
        model.redo.clear();
        return;
    }
    // Against the computer its reply was taken back with the move: replay it too.
    while model.computer_to_move() {
        let Some(reply) = model.redo.pop() else {
            break;
        };
        model.play(reply, effects);
    }
}

/// A move was played: the redo list holds on only while the game follows it.
pub(super) fn follow_redo(model: &mut Model, column: Column) {
    if model.redo.last() == Some(&column) {
        model.redo.pop();
    } else {
        model.redo.clear();
    }
}
