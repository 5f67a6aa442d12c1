//! Draws by agreement: the player to move offers one; another person is asked, the
//! computer weighs it on its engine. Part of the pure update.

use super::transitions::Routes;
use super::{CheckersModel, Purpose};

/// The player to move offers a draw: the computer weighs it on the engine, another
/// person is asked.
pub(super) fn offer_draw(model: &mut CheckersModel, routes: &mut Routes) {
    if model.game.outcome().is_some() || model.computer_to_move() {
        return;
    }
    let side = model.game.to_move();
    let Some(level) = model.seats.computer(model.seat(side.other())) else {
        model.draw_offer = Some(side);
        return;
    };
    model.cancel_engine(routes);
    model.ask(level, Purpose::Draw, routes);
    model.message = Some(format!("Draw offered to {}", model.name(side.other())));
}

pub(super) fn draw_answered(model: &mut CheckersModel, accepted: bool, routes: &mut Routes) {
    let other = model.name(model.game.to_move().other()).to_string();
    if accepted {
        model.game.agree_draw();
        model.entry.clear();
        model.message = Some(format!("{other} accepts the draw"));
        model.record_if_over(routes);
    } else {
        model.message = Some(format!("{other} declines the draw"));
    }
}

/// Yes to a draw offered to the person across the board, if one is: true when it was.
pub(super) fn answer_yes(model: &mut CheckersModel, routes: &mut Routes) -> bool {
    let offered = model.draw_offer.take().is_some();
    if offered {
        draw_answered(model, true, routes);
    }
    offered
}

/// No to a draw offered, if one is: true when it was.
pub(super) fn answer_no(model: &mut CheckersModel) -> bool {
    let offered = model.draw_offer.take().is_some();
    if offered {
        let other = model.name(model.game.to_move().other());
        model.message = Some(format!("{other} declines the draw"));
    }
    offered
}
