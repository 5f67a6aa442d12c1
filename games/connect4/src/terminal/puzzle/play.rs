//! The puzzle mode's side of update: opening a puzzle, the player's moves, the
//! engine's analyses that judge them and bring the perfect answer, and the result sent
//! to the record once an attempt ends.

use super::{PuzzlePick, Puzzling, RecordPuzzle};
use crate::ai::Analysis;
use crate::game::{BoardSize, Cell, Column};
use crate::puzzle::{Refusal, Stage};
use crate::terminal::animation::Fall;
use crate::terminal::puzzles::{PuzzleResult, daily_puzzle, next_puzzle, shipped};
use crate::terminal::{Effect, Message, Model, Search};
use connect4_shell::{Overlay, ShellMessage};

/// The puzzles' board: the standard one, whatever size the matches are played on.
const SIZE: BoardSize = BoardSize::STANDARD;

/// Handles `message` when a puzzle is open and the message is the mode's; returns it
/// otherwise, for the match's update.
pub fn puzzle_message(
    model: &mut Model,
    message: Message,
    effects: &mut Vec<Effect>,
) -> Option<Message> {
    if model.puzzle.is_none() {
        return Some(message);
    }
    match message {
        Message::HoverLeft => move_hover(model, -1),
        Message::HoverRight => move_hover(model, 1),
        Message::HoverColumn(column) if column.index() < SIZE.columns() => set_hover(model, column),
        Message::Drop => {
            let column = model.puzzle.as_ref().map_or(Column::new(3), |p| p.hover);
            drop(model, column, effects);
        }
        Message::DropAt(column) if column.index() < SIZE.columns() => {
            set_hover(model, column);
            drop(model, column, effects);
        }
        Message::HoverColumn(column) | Message::DropAt(column) => {
            let columns = SIZE.columns();
            model.message = Some(format!(
                "There is no column {column}: the board has columns 1 to {columns}"
            ));
        }
        Message::Shell(ShellMessage::NewMatch) => start_puzzle(model, PuzzlePick::Next, effects),
        Message::Undo => try_again(model, effects),
        Message::Redo | Message::ToggleReview | Message::ToggleHints => {
            model.message = Some("Not in a puzzle: u tries it again, n opens the next".into());
        }
        other => return Some(other),
    }
    None
}

/// Opens a puzzle of the shipped set; the match waits (its searches stopped, asked
/// again when the puzzles are left).
pub fn start_puzzle(model: &mut Model, pick: PuzzlePick, effects: &mut Vec<Effect>) {
    let set = shipped();
    if set.is_empty() {
        // The page fetches the set: it may not have come yet.
        model.message = Some("The puzzles are still loading: try again in a moment".into());
        return;
    }
    let daily = model.today.clone().filter(|_| pick == PuzzlePick::Daily);
    let index = match &pick {
        PuzzlePick::Next => {
            model.puzzle_draw = model.puzzle_draw.wrapping_add(1);
            next_puzzle(set, &model.puzzles, model.puzzle_draw)
        }
        PuzzlePick::Daily => daily.as_deref().and_then(|day| daily_puzzle(set, day)),
        PuzzlePick::Number(index) => (*index < set.len()).then_some(*index),
    };
    let Some(index) = index else {
        model.message = Some(match pick {
            PuzzlePick::Daily if daily.is_none() => "Today's date is not known".to_string(),
            _ => "There is no such puzzle".to_string(),
        });
        return;
    };
    model.cancel_searches(effects);
    model.close_review(effects);
    model.shell.overlay = Overlay::None;
    model.falling = None;
    let puzzle = set[index].clone();
    let practice = model.puzzles.tried.contains(&puzzle.moves);
    model.puzzle = Some(Puzzling::open(index, puzzle, daily, practice));
    model.message = None;
    follow(model, effects);
}

/// Leaves the puzzles for the match, as it was.
pub fn leave_puzzles(model: &mut Model, effects: &mut Vec<Effect>) {
    if model.puzzle.take().is_some_and(|p| p.asked.is_some()) {
        effects.push(Effect::CancelEngine);
    }
    model.falling = None;
    model.message = None;
}

/// Takes the engine's analysis, if it is the one awaited.
pub fn accept_puzzle_analysis(
    model: &mut Model,
    ticket: u64,
    analysis: Analysis,
    effects: &mut Vec<Effect>,
) {
    let Some(puzzling) = model.puzzle.as_mut().filter(|p| p.asked == Some(ticket)) else {
        return;
    };
    puzzling.asked = None;
    let before = puzzling.attempt.game().moves().len();
    // An analysis cut short leaves the attempt where it was: it is asked again.
    puzzling.attempt.answer(&analysis);
    let game = puzzling.attempt.game();
    let reply = game
        .last_move()
        .filter(|_| game.moves().len() > before)
        .map(|m| m.cell);
    if reply.is_some() {
        model.falling = animate(model.settings.animation, reply);
    }
    follow(model, effects);
}

fn drop(model: &mut Model, column: Column, effects: &mut Vec<Effect>) {
    let Some(puzzling) = model.puzzle.as_mut() else {
        return;
    };
    match puzzling.attempt.play(column) {
        Ok(()) => {
            let cell = puzzling.attempt.game().last_move().map(|m| m.cell);
            model.message = None;
            model.falling = animate(model.settings.animation, cell);
            follow(model, effects);
        }
        Err(Refusal::Illegal(error)) => model.message = Some(error.to_string()),
        Err(Refusal::NotYourMove) => {
            model.message = Some(
                if puzzling.attempt.is_over() {
                    "This puzzle is over: n opens the next, u tries it again"
                } else {
                    "Wait for the answer"
                }
                .to_string(),
            );
        }
    }
}

/// What an attempt needs next: the engine's analysis, or, once it is over, its
/// result sent to the record (the puzzle's first attempt only).
fn follow(model: &mut Model, effects: &mut Vec<Effect>) {
    let Some(puzzling) = model.puzzle.as_ref() else {
        return;
    };
    if let Some(game) = puzzling.attempt.wants_analysis() {
        if puzzling.asked.is_none() {
            let (game, pause) = (game.clone(), puzzling.attempt.stage() == Stage::Answering);
            let ticket = model.take_ticket();
            effects.push(Effect::Engine(Search::Puzzle {
                ticket,
                game,
                pause,
            }));
            model.puzzle.as_mut().expect("open").asked = Some(ticket);
        }
        return;
    }
    if !puzzling.attempt.is_over() || puzzling.counted || !puzzling.rated() {
        return;
    }
    let result = PuzzleResult {
        moves: puzzling.puzzle.moves.clone(),
        grade: puzzling.puzzle.grade,
        solved: puzzling.attempt.stage() == Stage::Solved,
        daily: puzzling.daily.clone(),
    };
    model.puzzle.as_mut().expect("open").counted = true;
    model.puzzles = model.puzzles.counting(&result);
    model.shell.saving_started();
    effects.push(Effect::Keep(RecordPuzzle(result)));
}

/// The same puzzle from its start; it counted already, so this is practice.
fn try_again(model: &mut Model, effects: &mut Vec<Effect>) {
    let Some(puzzling) = model.puzzle.as_mut() else {
        return;
    };
    if puzzling.asked.is_some() {
        effects.push(Effect::CancelEngine);
    }
    puzzling.restart();
    model.falling = None;
    model.message = Some("From the start again".to_string());
    follow(model, effects);
}

/// The fall of a disc into `cell`, when discs fall (`animation`).
fn animate(animation: bool, cell: Option<Cell>) -> Option<Fall> {
    cell.filter(|_| animation)
        .and_then(|cell| Fall::start(cell, SIZE.rows()))
}

fn move_hover(model: &mut Model, step: isize) {
    if let Some(puzzling) = model.puzzle.as_mut() {
        let index = (puzzling.hover.index() as isize + step).rem_euclid(SIZE.columns() as isize);
        puzzling.hover = Column::new(index as usize);
    }
}

fn set_hover(model: &mut Model, column: Column) {
    if let Some(puzzling) = model.puzzle.as_mut() {
        puzzling.hover = column;
    }
}
