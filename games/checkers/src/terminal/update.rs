//! The pure update of checkers: a message changes the model and says where its effects
//! go. No I/O.

use super::draw::{draw_answered, offer_draw};
use super::export::copy_pdn;
use super::keeping::autosave;
use super::transitions::Routes;
use super::{CheckersMessage, CheckersModel, Purpose};
use crate::Entered;
use crate::terminal::square_at;
use connect4_shell::{Mover, Seat, Seated, ShellMessage, ask_seat_to_move, seat_moved};
use connect4_shell::{NO_HINTS_RATED, ONLINE_REFUSAL};
use connect4_shell::{offer_online_draw, shell_update};

pub fn update(model: &mut CheckersModel, message: CheckersMessage) -> Routes {
    let mut routes = Vec::new();
    use CheckersMessage as M;
    use ShellMessage as S;
    let asking = model.shell.question().is_some() || model.draw_offer.is_some();
    let answers_or_time = matches!(
        message,
        M::Shell(S::Confirm | S::Cancel | S::ForceQuit | S::Tick | S::Stored(_))
            | M::ComputerMoved { .. }
            | M::HintFound { .. }
            | M::DrawAnswered { .. }
            | M::EngineNotice(_)
    );
    if asking && !answers_or_time {
        return routes;
    }
    if model.shell.covers_board() && acts_on_board(&message) {
        // The board is behind a box or a notice: a stray click must not play.
        return routes;
    }
    let online = model.seats.any_elsewhere();
    if online && message == M::OfferDraw {
        return said_online(model, offer_online_draw);
    }
    if online && offline_only(&message) {
        model.message = Some(ONLINE_REFUSAL.to_string());
        return routes;
    }
    match message {
        M::Cursor(rows, columns) => {
            let (row, column) = model.cursor;
            model.cursor = (
                (row as i8 + rows).clamp(0, 7) as u8,
                (column as i8 + columns).clamp(0, 7) as u8,
            );
        }
        M::PointAt(row, column) => model.cursor = (row, column),
        M::Choose => choose(model, &mut routes),
        M::ChooseAt(row, column) => {
            model.cursor = (row, column);
            choose(model, &mut routes);
        }
        M::Shell(message) => shell_update(model, message, &mut routes),
        M::Undo => undo(model, &mut routes),
        M::Redo => redo(model, &mut routes),
        M::ToggleHints if !model.shell.hints_allowed => {
            model.message = Some(NO_HINTS_RATED.to_string())
        }
        M::ToggleHints => toggle_hints(model, &mut routes),
        M::ToggleNumbers => model.numbers = !model.numbers,
        M::OfferDraw => offer_draw(model, &mut routes),
        M::CopyPdn => copy_pdn(model, &mut routes),
        M::ComputerMoved { ticket, mv } => {
            if take_answer(model, ticket) {
                seat_moved(model, Mover::Computer, &mv, &mut routes);
            }
        }
        M::PlayedElsewhere { mv } => {
            seat_moved(model, Mover::Elsewhere, &mv, &mut routes);
        }
        M::HintFound { ticket, mv } => {
            if take_answer(model, ticket) {
                model.aids.hints = model.aids.hints.saturating_add(1);
                model.hint = Some(mv);
            }
        }
        M::DrawAnswered { ticket, accepted } => {
            if take_answer(model, ticket) {
                draw_answered(model, accepted, &mut routes);
            }
        }
        M::EngineNotice(text) => model.shell.notices.push(text),
    }
    if model.shell.running {
        ask_engine(model, &mut routes);
    }
    autosave(model, &mut routes);
    routes
}

/// A word about the game online, said by `say`.
fn said_online(model: &mut CheckersModel, say: fn(&mut CheckersModel, &mut Routes)) -> Routes {
    let mut routes = Vec::new();
    say(model, &mut routes);
    routes
}

/// What only a game on this machine allows: the player elsewhere would not see it.
fn offline_only(message: &CheckersMessage) -> bool {
    use CheckersMessage as M;
    matches!(
        message,
        M::Undo | M::Redo | M::Shell(ShellMessage::ToggleMenu)
    )
}

fn acts_on_board(message: &CheckersMessage) -> bool {
    use CheckersMessage as M;
    matches!(
        message,
        M::Cursor(..) | M::Choose | M::ChooseAt(..) | M::PointAt(..) | M::Undo | M::Redo
    )
}

/// Whether an engine answer is the one awaited (a stale one is dropped).
fn take_answer(model: &mut CheckersModel, ticket: u64) -> bool {
    let awaited = model.asked.is_some_and(|(asked, _)| asked == ticket);
    if awaited {
        model.asked = None;
    }
    awaited
}

fn choose(model: &mut CheckersModel, routes: &mut Routes) {
    if let Some(seat) = model.seat_to_move().filter(|_| !model.keyboard_to_move()) {
        model.wait_for(seat);
        return;
    }
    let (row, column) = model.cursor;
    let Some(square) = square_at(row, column) else {
        model.message = Some("Pieces stand on the dark squares".to_string());
        return;
    };
    let board = *model.game.board();
    match model.entry.choose(&board, square) {
        Entered::More => model.message = None,
        Entered::Complete(mv) => {
            seat_moved(model, Mover::Keyboard, &mv, routes);
        }
        Entered::Refused(why) => model.message = Some(why),
    }
}

/// Takes back the last move made at this keyboard and the computer's replies after
/// it (one move between two people).
fn undo(model: &mut CheckersModel, routes: &mut Routes) {
    if model.game.outcome().is_some() {
        model.message = Some("The game is over: press n for a new one".to_string());
        return;
    }
    let Some(plies) = moves_to_undo(model) else {
        model.message = Some("Nothing to take back".to_string());
        return;
    };
    let mut taken = false;
    for _ in 0..plies {
        if let Some(mv) = model.game.undo() {
            model.redo.push(mv);
            taken = true;
        }
    }
    if taken {
        model.aids.undos = model.aids.undos.saturating_add(1);
        model.position_changed(routes);
        model.message = None;
    } else {
        model.message = Some("Nothing to take back".to_string());
    }
}

/// How many moves an undo takes back: the last one made at this keyboard and the
/// computer's replies after it. `None` when there is no move of this keyboard's, or a
/// move made elsewhere follows it: a player on another machine would not see it go.
fn moves_to_undo(model: &CheckersModel) -> Option<usize> {
    let made = model.game.moves().len();
    // Turns alternate, a multi-jump being one move: the last move was the other side's.
    let mut side = model.game.to_move();
    for plies in 1..=made {
        side = side.other();
        match model.seats.seat(model.seat(side)) {
            Seat::Keyboard => return Some(plies),
            Seat::Elsewhere => return None,
            Seat::Computer(_) => {}
        }
    }
    None
}

/// Plays the move taken back last again; against the computer, its reply too when
/// that was taken back with it.
fn redo(model: &mut CheckersModel, routes: &mut Routes) {
    if model.computer_to_move() {
        return;
    }
    let Some(mv) = model.redo.pop() else {
        model.message = Some("Nothing to replay".to_string());
        return;
    };
    model.play(&mv, routes);
    if model.computer_to_move()
        && let Some(reply) = model.redo.pop()
    {
        model.play(&reply, routes);
    }
}

fn toggle_hints(model: &mut CheckersModel, routes: &mut Routes) {
    model.hints = !model.hints;
    if !model.hints {
        model.hint = None;
        if matches!(model.asked, Some((_, Purpose::Hint))) {
            model.cancel_engine(routes);
        }
    }
}

/// Asks for what the position needs when the engine is free: the move of the seat
/// to play when the computer plays it, else a hint for the person when hints are on.
fn ask_engine(model: &mut CheckersModel, routes: &mut Routes) {
    ask_seat_to_move(model, routes);
    let wants_hint = model.hints && model.hint.is_none() && model.draw_offer.is_none();
    if model.asked.is_some() || !model.keyboard_to_move() || !wants_hint {
        return;
    }
    // Hints search as hard plays.
    model.ask(crate::Level::Hard, Purpose::Hint, routes);
}
