//! The puzzle mode driven by messages, with the solver answering for the engine: a
//! puzzle opens on its own board while the match waits, a line played out is solved
//! and counted once, a move that throws the outcome away ends the attempt with the
//! refutation on the board, an only move is read before it is asked, the keys mean the
//! puzzle's things, and the day's puzzle follows the date.

use crate::app_settings;
use connect4::scoreboard::{ScoreStore, Tally};
use connect4::shell::{KeepOnDisk, ShellMessage, Theme};
use connect4_classic::game::{Column, Game};
use connect4_classic::puzzle::{Goal, Oracle, Stage, best};
use connect4_classic::terminal::puzzles::{daily_puzzle, shipped};
use connect4_classic::terminal::{Effect, Message, Mode, Model, PuzzlePick, Search};
use connect4_classic::terminal::{MenuItem, menu_items, status_text, update};

/// The app with the engine's and the storage's answers given at once: the solver's
/// analyses, a puzzle record in a temporary directory.
struct Driven {
    model: Model,
    oracle: Oracle,
    _data: tempfile::TempDir,
    store: ScoreStore,
    /// Every effect asked for, in order.
    effects: Vec<Effect>,
}

impl Driven {
    fn new() -> Driven {
        let data = tempfile::tempdir().unwrap();
        let store = ScoreStore::in_dir(data.path(), &connect4::games::KEPT);
        Driven {
            model: Model::new(app_settings(), Tally::default()),
            oracle: Oracle::new(1, 16 << 20),
            _data: data,
            store,
            effects: Vec::new(),
        }
    }

    /// Sends `message`, and the answers to what it asks, until nothing is asked.
    fn send(&mut self, message: Message) {
        let mut queue = vec![message];
        while let Some(message) = queue.pop() {
            for effect in update(&mut self.model, message) {
                match &effect {
                    Effect::Engine(Search::Puzzle { ticket, game, .. }) => {
                        let analysis = self.oracle.analyze(game, u64::MAX).unwrap();
                        queue.push(Message::PuzzleAnalysis {
                            ticket: *ticket,
                            analysis,
                        });
                    }
                    Effect::Keep(record) => {
                        let answer = record.clone().keep_on_disk(
                            Some(&self.store),
                            &connect4::shell::Patience {
                                tell: &|_| {},
                                leaving: &std::sync::atomic::AtomicBool::new(false),
                            },
                        );
                        queue.push(answer);
                    }
                    _ => {}
                }
                self.effects.push(effect);
            }
        }
    }

    fn stage(&self) -> Stage {
        self.model.puzzle.as_ref().unwrap().attempt.stage()
    }

    fn board(&self) -> Game {
        self.model.puzzle.as_ref().unwrap().attempt.game().clone()
    }

    /// A move that keeps the target in the puzzle's position now.
    fn good_move(&mut self) -> Column {
        let analysis = self.oracle.analyze(&self.board(), u64::MAX).unwrap();
        best(&analysis).unwrap().0
    }

    fn records(&self) -> usize {
        self.effects
            .iter()
            .filter(|e| matches!(e, Effect::Keep(_)))
            .count()
    }

    fn status(&self) -> String {
        status_text(&self.model, &Theme::default())
    }
}

/// The first shipped puzzle whose goal is `wanted` with at least `discs` on the board
/// (deep positions are quick to solve).
fn shipped_puzzle(wanted: impl Fn(Goal) -> bool, discs: usize) -> usize {
    shipped()
        .iter()
        .position(|p| wanted(p.goal) && p.moves.len() >= discs)
        .expect("the shipped set has such a puzzle")
}

fn win_in_several(goal: Goal) -> bool {
    matches!(goal, Goal::WinIn(n) if n >= 2)
}

#[test]
fn the_menu_opens_a_puzzle_on_its_own_board_and_the_match_waits() {
    let mut app = Driven::new();
    app.send(Message::Drop);
    let before = app.model.game.clone();
    app.send(Message::Shell(ShellMessage::ToggleMenu));
    let line = menu_items(false, &connect4::games::GAMES)
        .iter()
        .position(|item| *item == MenuItem::Puzzles)
        .unwrap();
    for _ in 0..line {
        app.send(Message::Shell(ShellMessage::MenuMove(1)));
    }
    app.send(Message::Shell(ShellMessage::MenuSelect));
    assert_eq!(app.model.mode(), Mode::Puzzle);
    assert_eq!(app.model.game, before, "the match is as it was");
    assert!(app.status().contains(" to play"), "{}", app.status());
    // The menu now leads back, its first line.
    app.send(Message::Shell(ShellMessage::ToggleMenu));
    app.send(Message::Shell(ShellMessage::MenuSelect));
    assert_eq!(app.model.mode(), Mode::Playing);
    assert_eq!(app.model.game, before);
}

#[test]
fn a_line_played_out_is_solved_and_counted_once() {
    let mut app = Driven::new();
    let index = shipped_puzzle(win_in_several, 14);
    app.send(Message::StartPuzzle(PuzzlePick::Number(index)));
    let Goal::WinIn(n) = shipped()[index].goal else {
        unreachable!()
    };
    assert!(
        app.status().contains(&format!("to play and win in {n}")),
        "{}",
        app.status()
    );
    for made in 0..n {
        assert_eq!(app.stage(), Stage::YourMove, "move {made}");
        let column = app.good_move();
        app.send(Message::DropAt(column));
    }
    assert_eq!(app.stage(), Stage::Solved);
    assert!(app.status().contains("Solved!"), "{}", app.status());
    assert_eq!(app.records(), 1);
    let standing = &app.model.puzzles;
    assert_eq!((standing.solved, standing.streak), (1, 1));
    assert!(
        standing.rating > 1500,
        "the saved rating came back: {standing:?}"
    );
    // Again from the start: practice, not counted again.
    app.send(Message::Undo);
    assert_eq!(app.board(), shipped()[index].game());
    for _ in 0..n {
        let column = app.good_move();
        app.send(Message::DropAt(column));
    }
    assert!(
        app.status().contains("Solved (practice)"),
        "{}",
        app.status()
    );
    assert_eq!(app.records(), 1);
}

#[test]
fn a_move_that_throws_the_win_away_shows_the_refutation() {
    let mut app = Driven::new();
    let index = shipped_puzzle(win_in_several, 14);
    app.send(Message::StartPuzzle(PuzzlePick::Number(index)));
    let start = app.board();
    let key = app.good_move();
    let wrong = start.legal_columns().find(|&c| c != key).unwrap();
    app.send(Message::DropAt(wrong));
    let Stage::Failed {
        played,
        refutation: Some(answer),
        ..
    } = app.stage()
    else {
        panic!("{:?}", app.stage());
    };
    assert_eq!(played, wrong);
    let mut expected = start.clone();
    expected.play(wrong).unwrap();
    expected.play(answer).unwrap();
    assert_eq!(app.board(), expected, "the perfect answer is on the board");
    assert!(app.status().contains("Not it"), "{}", app.status());
    assert_eq!(app.records(), 1);
    assert_eq!((app.model.puzzles.failed, app.model.puzzles.streak), (1, 0));
    // A drop now is refused, and says why.
    app.send(Message::DropAt(key));
    assert_eq!(app.board(), expected);
    assert!(app.model.message.as_deref().unwrap().contains("over"));
}

#[test]
fn an_only_move_is_read_before_it_is_asked_and_the_line_goes_on_while_forced() {
    let mut app = Driven::new();
    let index = shipped_puzzle(|goal| goal == Goal::OnlyMove, 14);
    app.send(Message::StartPuzzle(PuzzlePick::Number(index)));
    // The reading is asked without the pause a reply has.
    assert!(
        app.effects
            .iter()
            .any(|e| matches!(e, Effect::Engine(Search::Puzzle { pause: false, .. })))
    );
    assert_eq!(app.stage(), Stage::YourMove);
    assert!(app.status().contains("the only move"), "{}", app.status());
    let mut moves = 0;
    while app.stage() == Stage::YourMove {
        let column = app.good_move();
        app.send(Message::DropAt(column));
        moves += 1;
    }
    assert_eq!(app.stage(), Stage::Solved);
    assert!(moves >= 1);
    assert_eq!(app.records(), 1);
}

#[test]
fn the_keys_mean_the_puzzles_things() {
    let mut app = Driven::new();
    app.send(Message::StartPuzzle(PuzzlePick::Number(0)));
    let first = app.model.puzzle.as_ref().unwrap().index;
    for message in [Message::ToggleHints, Message::ToggleReview, Message::Redo] {
        app.send(message);
        assert!(
            app.model
                .message
                .as_deref()
                .unwrap()
                .contains("Not in a puzzle")
        );
    }
    assert!(!app.model.hints);
    app.send(Message::Shell(ShellMessage::NewMatch));
    assert_ne!(
        app.model.puzzle.as_ref().unwrap().index,
        first,
        "n opens another"
    );
    // Hover and drop act on the puzzle's board, never the match's.
    app.send(Message::HoverColumn(Column::new(8)));
    assert!(
        app.model
            .message
            .as_deref()
            .unwrap()
            .contains("no column 9")
    );
    assert!(app.model.game.moves().is_empty());
}

#[test]
fn the_days_puzzle_follows_the_date_and_a_late_answer_is_dropped() {
    let mut app = Driven::new();
    app.send(Message::StartPuzzle(PuzzlePick::Daily));
    assert!(app.model.puzzle.is_none(), "no date, no daily puzzle");
    app.model.today = Some("2026-11-25".into());
    app.send(Message::StartPuzzle(PuzzlePick::Daily));
    let puzzling = app.model.puzzle.as_ref().unwrap();
    assert_eq!(Some(puzzling.index), daily_puzzle(shipped(), "2026-11-25"));
    assert_eq!(puzzling.daily.as_deref(), Some("2026-11-25"));
    let before = app.model.clone();
    app.send(Message::PuzzleAnalysis {
        ticket: 999,
        analysis: vec![None; 7],
    });
    assert_eq!(app.model, before);
}
