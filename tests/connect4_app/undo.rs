//! Undo and redo through the model, with the scoreboard effects performed on a real
//! store as the storage thread would: two people, against the computer, after a win
//! (the result is taken back off the scoreboard), and redo forgotten by a new move.

use crate::app_settings;
use connect4::scoreboard::{ScoreStore, Tally};
use connect4::shell::ShellMessage;
use connect4::shell::{Files, Patience, perform_storage};
use connect4_classic::ai::{Choice, Level};
use connect4_classic::game::Column;
use connect4_classic::terminal::{Effect, Message, Model, Search, Settings, update};
use std::sync::atomic::AtomicBool;

/// A model and its scoreboard store, with every scoreboard effect performed.
struct Table {
    model: Model,
    store: ScoreStore,
    _dir: tempfile::TempDir,
}

impl Table {
    fn new(opponent: Option<Level>) -> Table {
        let dir = tempfile::tempdir().unwrap();
        let settings = Settings {
            seats: connect4::shell::Seats::against(opponent),
            ..app_settings()
        };
        Table {
            model: Model::new(settings, Tally::default()),
            store: ScoreStore::in_dir(dir.path(), &connect4::games::KEPT),
            _dir: dir,
        }
    }

    /// Sends `message`; performs scoreboard effects; returns the engine's requests.
    fn send(&mut self, message: Message) -> Vec<Effect> {
        let mut pending = vec![message];
        let mut engine = Vec::new();
        while let Some(message) = pending.pop() {
            for effect in update(&mut self.model, message) {
                let leaving = AtomicBool::new(false);
                match effect {
                    Effect::Store(request) => {
                        let patience = Patience {
                            tell: &|_| {},
                            leaving: &leaving,
                        };
                        let files = Files(Some(self.store.clone()));
                        let answer = perform_storage(&files, request, &patience);
                        pending.push(Message::Shell(ShellMessage::Stored(answer)));
                    }
                    other => engine.push(other),
                }
            }
        }
        engine
    }

    fn drop_in(&mut self, columns: &str) {
        for column in columns.chars() {
            let column = Column::from_char(column).unwrap();
            self.send(Message::HoverColumn(column));
            self.send(Message::Drop);
        }
    }

    fn saved(&self) -> Tally {
        self.store
            .load()
            .unwrap()
            .scoreboard
            .tally(&self.model.matchup())
    }
}

#[test]
fn two_people_take_back_one_move_at_a_time_and_replay_it() {
    let mut table = Table::new(None);
    table.drop_in("445");
    table.send(Message::Undo);
    assert_eq!(table.model.game.notation(), "44");
    table.send(Message::Undo);
    assert_eq!(table.model.game.notation(), "4");
    table.send(Message::Redo);
    table.send(Message::Redo);
    assert_eq!(table.model.game.notation(), "445");
    table.send(Message::Redo);
    assert_eq!(table.model.message.as_deref(), Some("Nothing to replay"));
    assert_eq!(table.model.undos_used, 2);
}

#[test]
fn a_different_move_forgets_what_was_taken_back() {
    let mut table = Table::new(None);
    table.drop_in("4456");
    table.send(Message::Undo);
    table.send(Message::Undo);
    table.drop_in("3");
    assert_eq!(table.model.game.notation(), "443");
    assert!(table.model.redo.is_empty(), "{:?}", table.model.redo);
    table.send(Message::Undo);
    table.send(Message::Undo);
    table.drop_in("4");
    // Columns are 0-based here: column 3 is waiting to be replayed.
    assert_eq!(
        table.model.redo,
        vec![Column::new(2)],
        "the same move keeps the rest"
    );
}

/// Plays the computer's move it was asked for (the ticket of the Think effect).
fn computer_plays(table: &mut Table, effects: &[Effect], column: usize) {
    let ticket = effects
        .iter()
        .find_map(|effect| match effect {
            Effect::Engine(Search::Think { ticket, .. }) => Some(*ticket),
            _ => None,
        })
        .expect("the computer was asked to move");
    let choice = Choice {
        column: Column::new(column),
        proven: true,
    };
    table.send(Message::ComputerMoved { ticket, choice });
}

#[test]
fn against_the_computer_undo_goes_back_to_the_persons_turn_and_redo_replays_both() {
    let mut table = Table::new(Some(Level::Hard));
    table.send(Message::HoverColumn(Column::new(3)));
    let asked = table.send(Message::Drop);
    computer_plays(&mut table, &asked, 2);
    assert_eq!(table.model.game.notation(), "43");
    table.send(Message::Undo);
    assert_eq!(table.model.game.notation(), "");
    assert!(!table.model.computer_to_move());
    table.send(Message::Redo);
    assert_eq!(
        table.model.game.notation(),
        "43",
        "the reply is replayed too"
    );
    assert!(
        table.model.thinking.is_none(),
        "nothing left to ask the computer"
    );
}

#[test]
fn undo_while_the_computer_thinks_cancels_the_search() {
    let mut table = Table::new(Some(Level::Hard));
    table.send(Message::HoverColumn(Column::new(3)));
    table.send(Message::Drop);
    assert!(table.model.thinking.is_some());
    let effects = table.send(Message::Undo);
    assert!(effects.contains(&Effect::CancelEngine), "{effects:?}");
    assert_eq!(table.model.game.notation(), "");
    assert!(table.model.thinking.is_none());
}

#[test]
fn undoing_a_win_takes_it_back_off_the_scoreboard() {
    let mut table = Table::new(None);
    table.drop_in("4545454");
    assert!(table.model.game.is_over());
    assert_eq!(table.model.tally.wins.one, 1);
    assert_eq!(table.saved().wins.one, 1);
    table.send(Message::Undo);
    assert!(!table.model.game.is_over());
    assert_eq!(table.model.tally.wins.one, 0);
    assert_eq!(table.saved(), Tally::default(), "nothing left on disk");
    // Played out again with another move, the result counts once, with the undo.
    table.drop_in("614");
    assert!(table.model.game.is_over());
    let saved = table.saved();
    assert_eq!((saved.wins.one, saved.undos), (1, 1));
}

#[test]
fn undo_with_nothing_to_take_back_says_so() {
    let mut table = Table::new(None);
    table.send(Message::Undo);
    assert_eq!(table.model.message.as_deref(), Some("Nothing to take back"));
    assert_eq!(table.model.undos_used, 0);
}
