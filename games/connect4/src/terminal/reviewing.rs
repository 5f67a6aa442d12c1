//! The review's side of update: open it (asking for every position's analysis),
//! step through it, and keep the analyses as they arrive.

use super::review::Review;
use super::{Effect, Model, Search};
use crate::ai::Analysis;
use crate::game::Game;

/// Opens the review at the last move, asking for every position's analysis; or
/// closes it when it is open.
pub(super) fn toggle_review(model: &mut Model, effects: &mut Vec<Effect>) {
    if model.review.is_some() {
        model.close_review(effects);
        return;
    }
    let moves = model.game.moves().len();
    if moves == 0 {
        model.message = Some("No moves to review yet".to_string());
        return;
    }
    model.cancel_searches(effects);
    model.falling = None;
    let ticket = model.take_ticket();
    // Last position first: near the end they solve fast and fill the solver's table.
    for ply in (0..moves).rev() {
        effects.push(Effect::Engine(Search::AnalyzeForReview {
            ticket,
            ply,
            game: prefix(&model.game, ply),
        }));
    }
    model.review = Some(Review {
        ply: moves,
        position: model.game.clone(),
        analyses: vec![None; moves],
        ticket,
    });
}

/// Shows the position after `ply` moves (clamped to the match).
pub(super) fn review_to(model: &mut Model, ply: usize) {
    let game = model.game.clone();
    if let Some(review) = &mut model.review {
        review.ply = ply.min(game.moves().len());
        review.position = prefix(&game, review.ply);
    }
}

/// Steps the review by `step` moves.
pub(super) fn review_step(model: &mut Model, step: isize) {
    if let Some(review) = &model.review {
        let ply = review.ply.saturating_add_signed(step);
        review_to(model, ply);
    }
}

/// Keeps an analysis for the review it was asked for.
pub(super) fn accept_review_analysis(
    model: &mut Model,
    ticket: u64,
    ply: usize,
    analysis: Analysis,
) {
    if let Some(review) = &mut model.review
        && review.ticket == ticket
        && let Some(slot) = review.analyses.get_mut(ply)
    {
        *slot = Some(analysis);
    }
}

/// The match after its first `ply` moves.
fn prefix(game: &Game, ply: usize) -> Game {
    let mut position = game.clone();
    while position.moves().len() > ply {
        position.undo();
    }
    position
}
