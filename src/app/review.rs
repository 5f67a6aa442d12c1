//! Post-game review: step through the moves of the match (`v`, then Left/Right,
//! Home/End), the board shown at that move, each move judged by the engine's analysis
//! of the position it was played in, filled in as the analyses arrive (the last
//! position first, as they solve fastest). Esc returns to the match as it was.

use super::update::cancel_searches;
use super::{Effect, Model, Search};
use connect4_rules::ai::Analysis;
use connect4_rules::ai::review::{ReviewedMove, judge_move};
use connect4_rules::game::Game;

/// The review under way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    /// The position shown: the match after its first `ply` moves.
    pub ply: usize,
    pub position: Game,
    /// The analysis of the position before each move, as it arrives.
    pub analyses: Vec<Option<Analysis>>,
    /// The ticket of this review's analyses: answers to an older one are dropped.
    pub ticket: u64,
}

impl Review {
    /// The review of move `index` (0-based), once its position is analysed.
    pub fn judged(&self, game: &Game, index: usize) -> Option<ReviewedMove> {
        let analysis = self.analyses.get(index)?.as_ref()?;
        Some(judge_move(analysis, game.moves().get(index)?.cell.column))
    }

    /// Whether analyses are still to come.
    pub fn pending(&self) -> bool {
        self.analyses.iter().any(Option::is_none)
    }
}

/// Opens the review at the last move, asking for every position's analysis; or
/// closes it when it is open.
pub(super) fn toggle_review(model: &mut Model, effects: &mut Vec<Effect>) {
    if model.review.is_some() {
        close_review(model, effects);
        return;
    }
    let moves = model.game.moves().len();
    if moves == 0 {
        model.message = Some("No moves to review yet".to_string());
        return;
    }
    cancel_searches(model, effects);
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

/// Leaves the review: the match is as it was.
pub(super) fn close_review(model: &mut Model, effects: &mut Vec<Effect>) {
    if model.review.take().is_some_and(|review| review.pending()) {
        effects.push(Effect::CancelSearches);
    }
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
