//! The pure update of checkers: a message changes the model and says where its effects
//! go. No I/O.

use super::{CheckersMessage, CheckersModel, Think};
use crate::app::program::Route;
use crate::app::{Confirm, StoreAnswer, StoreEffect};
use crate::checkers::{Color, Entered, Move, Outcome};
use crate::game::Player;
use crate::scoreboard::{Aids, MatchResult};
use crate::ui::square_at;

type Routes = Vec<Route<Think>>;

pub fn update(model: &mut CheckersModel, message: CheckersMessage) -> Routes {
    let mut routes = Vec::new();
    use CheckersMessage as M;
    if model.confirm.is_some()
        && !matches!(
            message,
            M::Confirm
                | M::Cancel
                | M::ForceQuit
                | M::Tick
                | M::ComputerMoved { .. }
                | M::Stored(_)
        )
    {
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
        M::Back if model.help => model.help = false,
        M::Back if model.entry.selected().is_some() => model.entry.clear(),
        M::Back | M::Quit => ask_or_do(model, Confirm::Quit, &mut routes),
        M::NewMatch => ask_or_do(model, Confirm::NewMatch, &mut routes),
        M::ForceQuit => quit(model, &mut routes),
        M::Undo => undo(model, &mut routes),
        M::ToggleHelp => model.help = !model.help,
        M::Confirm => {
            if let Some(question) = model.confirm.take() {
                carry_out(model, question, &mut routes);
            }
        }
        M::Cancel => model.confirm = None,
        M::Dismiss => {
            if !model.notices.is_empty() {
                model.notices.remove(0);
            }
        }
        M::Tick => model.spinner = model.spinner.wrapping_add(1),
        M::ComputerMoved { ticket, mv } => {
            if model.thinking == Some(ticket) {
                model.thinking = None;
                play(model, &mv, &mut routes);
            }
        }
        M::Stored(StoreAnswer::ScoresUpdated { tally, notice }) => {
            if let Some(tally) = tally {
                model.tally = tally;
            }
            model.notices.extend(notice);
        }
        M::Stored(_) => {}
    }
    if model.running {
        ask_computer(model, &mut routes);
    }
    routes
}

fn choose(model: &mut CheckersModel, routes: &mut Routes) {
    if model.computer_to_move() || model.game.outcome().is_some() {
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
        Entered::Complete(mv) => play(model, &mv, routes),
        Entered::Refused(why) => model.message = Some(why),
    }
}

/// Plays a legal move and records the result when it ends the game.
fn play(model: &mut CheckersModel, mv: &Move, routes: &mut Routes) {
    if model.game.play(mv).is_err() {
        return;
    }
    model.message = None;
    model.entry.clear();
    if let Some(outcome) = model.game.outcome() {
        let result = match outcome {
            Outcome::Win(Color::Black) => MatchResult::Win(Player::One),
            Outcome::Win(Color::White) => MatchResult::Win(Player::Two),
            Outcome::Draw(_) => MatchResult::Draw,
        };
        model.tally.count(result);
        routes.push(Route::Store(StoreEffect::RecordResult {
            matchup: model.matchup(),
            result,
            aids: Aids::default(),
        }));
    }
}

/// Against the computer, takes back its reply and the person's move together.
fn undo(model: &mut CheckersModel, routes: &mut Routes) {
    if model.game.outcome().is_some() {
        model.message = Some("The game is over: press n for a new one".to_string());
        return;
    }
    cancel_thinking(model, routes);
    model.entry.clear();
    let plies = if model.computer.is_some() && model.game.to_move() == Color::Black {
        2
    } else {
        1
    };
    for _ in 0..plies {
        model.game.undo();
    }
}

fn ask_computer(model: &mut CheckersModel, routes: &mut Routes) {
    if let Some(level) = model.computer
        && model.computer_to_move()
        && model.thinking.is_none()
    {
        let ticket = model.take_ticket();
        model.thinking = Some(ticket);
        routes.push(Route::Engine(Think {
            ticket,
            board: *model.game.board(),
            level,
        }));
    }
}

fn cancel_thinking(model: &mut CheckersModel, routes: &mut Routes) {
    if model.thinking.take().is_some() {
        routes.push(Route::CancelEngine);
    }
}

fn ask_or_do(model: &mut CheckersModel, question: Confirm, routes: &mut Routes) {
    if model.match_in_progress() {
        model.confirm = Some(question);
    } else {
        carry_out(model, question, routes);
    }
}

fn carry_out(model: &mut CheckersModel, question: Confirm, routes: &mut Routes) {
    cancel_thinking(model, routes);
    match question {
        Confirm::NewMatch => {
            model.game = crate::checkers::Game::new();
            model.entry.clear();
            model.message = None;
        }
        Confirm::Quit => model.running = false,
    }
}

fn quit(model: &mut CheckersModel, routes: &mut Routes) {
    cancel_thinking(model, routes);
    model.running = false;
}
