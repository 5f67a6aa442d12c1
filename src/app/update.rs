//! The pure update: a message changes the model and may ask for an effect. No I/O.

use super::{Confirm, Effect, Message, Model, Overlay};
use crate::scoreboard::MatchResult;

/// Applies one message to the model; returns the effect the loop must perform, if any.
pub fn update(model: &mut Model, message: Message) -> Option<Effect> {
    if model.overlay != Overlay::None && acts_on_board(&message) {
        // The board is behind an overlay: a stray click must not play.
        return None;
    }
    match message {
        Message::HoverLeft => move_hover(model, -1),
        Message::HoverRight => move_hover(model, 1),
        Message::HoverColumn(column) => hover_column(model, column),
        Message::Drop => return drop_disc(model, model.hover),
        Message::DropAt(column) => {
            model.hover = column.min(model.game.size().columns() - 1);
            return drop_disc(model, column);
        }
        Message::NewMatch => ask_or_do(model, Confirm::NewMatch),
        Message::Quit => ask_or_do(model, Confirm::Quit),
        Message::ForceQuit => model.running = false,
        Message::ToggleHelp => {
            model.overlay = match model.overlay {
                Overlay::Help => Overlay::None,
                _ => Overlay::Help,
            }
        }
        Message::CloseOverlay | Message::Cancel => model.overlay = Overlay::None,
        Message::Confirm => confirm(model),
        Message::ScoresUpdated { tally, notice } => {
            model.tally = tally;
            if notice.is_some() {
                model.message = notice;
            }
        }
    }
    None
}

fn acts_on_board(message: &Message) -> bool {
    matches!(
        message,
        Message::HoverLeft
            | Message::HoverRight
            | Message::HoverColumn(_)
            | Message::Drop
            | Message::DropAt(_)
    )
}

fn move_hover(model: &mut Model, step: isize) {
    let columns = model.game.size().columns() as isize;
    model.hover = (model.hover as isize + step).rem_euclid(columns) as usize;
}

fn hover_column(model: &mut Model, column: usize) {
    let columns = model.game.size().columns();
    if column < columns {
        model.hover = column;
    } else {
        model.message = Some(format!(
            "There is no column {}: the board has columns 1 to {columns}",
            column + 1
        ));
    }
}

fn drop_disc(model: &mut Model, column: usize) -> Option<Effect> {
    if model.game.is_over() {
        model.message = Some("The match is over: press n for a new one".to_string());
        return None;
    }
    match model.game.play(column) {
        Ok(_) => {
            model.message = None;
            let result = match model.game.outcome()?.winner() {
                Some(player) => MatchResult::Win(player),
                None => MatchResult::Draw,
            };
            Some(Effect::RecordResult {
                matchup: model.matchup(),
                result,
            })
        }
        Err(error) => {
            model.message = Some(error.to_string());
            None
        }
    }
}

/// Starts a new match or quits, asking first when that would abandon a match.
fn ask_or_do(model: &mut Model, question: Confirm) {
    if model.match_in_progress() {
        model.overlay = Overlay::Confirm(question);
    } else {
        carry_out(model, question);
    }
}

fn confirm(model: &mut Model) {
    if let Overlay::Confirm(question) = model.overlay {
        model.overlay = Overlay::None;
        carry_out(model, question);
    }
}

fn carry_out(model: &mut Model, question: Confirm) {
    match question {
        Confirm::NewMatch => {
            model.overlay = Overlay::None;
            model.start_new_match();
        }
        Confirm::Quit => model.running = false,
    }
}
