//! The computer opponent as the app sees it: when it is asked to think, what happens to
//! late answers, hints, the opponent menu, and a deliberately slow engine that must
//! stop at once when the player moves on.

use crate::app_settings;
use connect4::scoreboard::{MatchResult, Tally};
use connect4::shell::ShellMessage;
use connect4::shell::{Confirm, Inbox, News, Program, Route, StoreEffect, Worker};
use connect4_classic::ai::{Analysis, Choice, Engine, Level, Verdict};
use connect4_classic::game::{Column, Game, Player};
use connect4_classic::terminal::spawn_worker;
use connect4_classic::terminal::{Effect, Message, Mode, Model, Search, Settings, menu_line};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Sender, channel};
use std::time::{Duration, Instant};

/// `update`, leaving out the effects that keep the match for a restart (the resume
/// tests cover those): these tests are about the engine's effects.
fn update(model: &mut Model, message: Message) -> Vec<Effect> {
    connect4_classic::terminal::update(model, message)
        .into_iter()
        .filter(|effect| {
            !matches!(
                effect,
                Effect::Store(StoreEffect::SaveMatch { .. } | StoreEffect::ClearMatch { .. })
            )
        })
        .collect()
}

fn versus(level: Level) -> Model {
    Model::new(
        Settings {
            seats: connect4::shell::Seats::against(Some(level)),
            ..app_settings()
        },
        Tally::default(),
    )
}

/// The ticket of the one search an effect list asks for.
fn think_ticket(effects: &[Effect]) -> u64 {
    match effects {
        [.., Effect::Engine(Search::Think { ticket, .. })] => *ticket,
        other => panic!("expected a Think effect, got {other:?}"),
    }
}

#[test]
fn the_computer_is_asked_to_move_after_the_person() {
    let mut model = versus(Level::Hard);
    let effects = update(&mut model, Message::Drop);
    let ticket = think_ticket(&effects);
    assert!(model.computer_to_move());
    assert_eq!(model.thinking, Some(ticket));

    let effects = update(&mut model, Message::Drop);
    assert!(effects.is_empty(), "a person cannot move for the computer");
    assert_eq!(model.message.as_deref(), Some("Wait for Yellow to move"));

    let choice = Choice {
        column: Column::new(2),
        proven: true,
    };
    update(&mut model, Message::ComputerMoved { ticket, choice });
    assert_eq!(model.game.notation(), "43");
    assert_eq!(model.thinking, None);
    assert!(!model.computer_to_move());
}

#[test]
fn the_computer_moves_first_when_it_starts() {
    let mut model = Model::new(
        Settings {
            seats: connect4::shell::Seats::against(Some(Level::Easy)),
            first_starter: Player::Two,
            ..app_settings()
        },
        Tally::default(),
    );
    // The loop's first message is a tick, which asks for the opening move.
    let effects = update(&mut model, Message::Shell(ShellMessage::Tick));
    think_ticket(&effects);
}

#[test]
fn the_ui_stays_responsive_while_the_computer_thinks() {
    let mut model = versus(Level::Perfect);
    update(&mut model, Message::Drop);
    update(&mut model, Message::Shell(ShellMessage::ToggleHelp));
    assert_eq!(model.mode(), Mode::Help);
    update(&mut model, Message::Shell(ShellMessage::ToggleHelp));
    update(&mut model, Message::HoverLeft);
    assert_eq!(model.hover, Column::new(2));
    update(&mut model, Message::Shell(ShellMessage::Tick));
    assert_eq!(model.shell.spinner, 1);
}

#[test]
fn a_new_match_cancels_the_search_and_its_late_answer_is_dropped() {
    let mut model = versus(Level::Perfect);
    let ticket = think_ticket(&update(&mut model, Message::Drop));
    update(&mut model, Message::Shell(ShellMessage::NewMatch));
    assert_eq!(model.mode(), Mode::Confirm(Confirm::NewMatch));
    let effects = update(&mut model, Message::Shell(ShellMessage::Confirm));
    assert!(effects.contains(&Effect::CancelEngine));
    assert!(model.game.moves().is_empty());
    // Yellow starts the new match, so the computer is asked again, with a new ticket.
    let new_ticket = think_ticket(&effects);
    assert_ne!(new_ticket, ticket);

    let stale = Choice {
        column: Column::new(0),
        proven: true,
    };
    update(
        &mut model,
        Message::ComputerMoved {
            ticket,
            choice: stale,
        },
    );
    assert!(
        model.game.moves().is_empty(),
        "the answer to the old search is ignored"
    );
}

#[test]
fn quitting_cancels_the_search() {
    let mut model = versus(Level::Perfect);
    update(&mut model, Message::Drop);
    let effects = update(&mut model, Message::Shell(ShellMessage::ForceQuit));
    assert_eq!(effects, vec![Effect::CancelEngine]);
    assert!(!model.shell.running);
}

#[test]
fn hints_ask_for_an_analysis_and_stay_on_between_moves() {
    let mut model = Model::new(app_settings(), Tally::default());
    let effects = update(&mut model, Message::ToggleHints);
    let [Effect::Engine(Search::Analyze { ticket, game })] = effects.as_slice() else {
        panic!("expected one Analyze, got {effects:?}");
    };
    assert_eq!(game.notation(), "");
    let analysis: Analysis = vec![Some(Verdict::Draw); 7];
    update(
        &mut model,
        Message::AnalysisReady {
            ticket: *ticket,
            analysis: analysis.clone(),
            complete: true,
        },
    );
    assert_eq!(model.analysis, Some(analysis));
    assert_eq!(model.hints_used, 1);

    let effects = update(&mut model, Message::Drop);
    assert_eq!(
        model.analysis, None,
        "the old analysis is for the old position"
    );
    assert!(matches!(
        effects.as_slice(),
        [Effect::Engine(Search::Analyze { .. })]
    ));
    let effects = update(&mut model, Message::Drop);
    assert!(
        matches!(
            effects.as_slice(),
            [Effect::CancelEngine, Effect::Engine(Search::Analyze { .. })]
        ),
        "an analysis of a position already left is cancelled: {effects:?}"
    );
    update(&mut model, Message::ToggleHints);
    assert!(!model.hints);
}

#[test]
fn hints_show_columns_as_they_are_solved_and_count_once() {
    let mut model = Model::new(app_settings(), Tally::default());
    let effects = update(&mut model, Message::ToggleHints);
    let [Effect::Engine(Search::Analyze { ticket, .. })] = effects.as_slice() else {
        panic!("expected one Analyze, got {effects:?}");
    };
    let ticket = *ticket;
    let mut known = vec![Some(Verdict::Unknown); 7];
    for column in [3, 2, 4] {
        known[column] = Some(Verdict::Draw);
        update(
            &mut model,
            Message::AnalysisReady {
                ticket,
                analysis: known.clone(),
                complete: false,
            },
        );
        assert_eq!(model.analysis.as_ref(), Some(&known));
        assert_eq!(model.analyzing, Some(ticket), "still analysing");
        assert!(model.busy());
    }
    assert_eq!(model.hints_used, 1, "one position, one hint");
    // Hints off then on: the unfinished analysis is dropped and asked for again.
    update(&mut model, Message::ToggleHints);
    assert_eq!(model.analysis, None);
    let effects = update(&mut model, Message::ToggleHints);
    let [Effect::Engine(Search::Analyze { ticket, .. })] = effects.as_slice() else {
        panic!("expected a new Analyze, got {effects:?}");
    };
    let ticket = *ticket;
    let all = vec![Some(Verdict::Draw); 7];
    update(
        &mut model,
        Message::AnalysisReady {
            ticket,
            analysis: all.clone(),
            complete: true,
        },
    );
    assert_eq!((model.analysis, model.analyzing), (Some(all), None));
}

#[test]
fn the_menus_checkers_line_leaves_for_checkers_and_keeps_the_match() {
    let mut model = Model::new(app_settings(), Tally::default());
    update(&mut model, Message::Drop);
    update(&mut model, Message::Shell(ShellMessage::ToggleMenu));
    // The other games' lines close the menu: checkers', then PopOut's last.
    update(&mut model, Message::Shell(ShellMessage::MenuMove(-2)));
    let effects = update(&mut model, Message::Shell(ShellMessage::MenuSelect));
    assert_eq!(
        (model.shell.running, model.shell.next_game),
        (false, Some(connect4_checkers::terminal::GAME))
    );
    assert_eq!(model.game.moves().len(), 1, "the match is not abandoned");
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::Store(StoreEffect::ClearMatch { .. }))),
        "the saved match is kept: {effects:?}"
    );
}

#[test]
fn the_menu_chooses_the_opponent_and_who_starts() {
    let mut model = Model::new(app_settings(), Tally::default());
    update(&mut model, Message::Shell(ShellMessage::ToggleMenu));
    assert_eq!(model.mode(), Mode::Menu(0));
    // Above the other games and the puzzles, a line switches who moves first; then
    // pick "perfect" just above it.
    for _ in 0..4 {
        update(&mut model, Message::Shell(ShellMessage::MenuMove(-1)));
    }
    update(&mut model, Message::Shell(ShellMessage::MenuSelect));
    assert_eq!(model.settings.first_starter, Player::Two);
    update(&mut model, Message::Shell(ShellMessage::MenuMove(-1)));
    assert_eq!(model.mode(), Mode::Menu(menu_line(Some(Level::Perfect))));
    let effects = update(&mut model, Message::Shell(ShellMessage::MenuSelect));
    assert_eq!(model.opponent(), Some(Level::Perfect));
    assert_eq!(model.mode(), Mode::Playing);
    assert!(
        model.computer_to_move(),
        "the computer was set to move first"
    );
    think_ticket(&effects);
}

#[test]
fn the_result_names_the_level_it_was_played_against() {
    let mut model = versus(Level::Medium);
    model.game = Game::from_notation(model.settings.size, Player::One, "454545").unwrap();
    let effects = update(&mut model, Message::HoverColumn(Column::new(3)));
    assert!(effects.is_empty());
    let effects = update(&mut model, Message::Drop);
    let [
        Effect::Store(StoreEffect::RecordResult {
            matchup, result, ..
        }),
    ] = effects.as_slice()
    else {
        panic!("expected the result to be recorded, got {effects:?}");
    };
    assert_eq!(*result, MatchResult::Win(Player::One));
    assert_eq!(matchup.computer.as_deref(), Some("medium"));
}

/// An engine that never finishes on its own: it reports when it saw the stop flag.
struct SlowEngine {
    stopped: Sender<Instant>,
}

impl Engine for SlowEngine {
    fn choose(&mut self, _: &Game, _: Level, stop: &Arc<AtomicBool>) -> Option<Choice> {
        while !stop.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(1));
        }
        self.stopped.send(Instant::now()).unwrap();
        None
    }

    fn analyze(&mut self, game: &Game, stop: &Arc<AtomicBool>) -> Option<Analysis> {
        self.choose(game, Level::Perfect, stop).map(|_| Vec::new())
    }
}

/// Updates the model with `message` as the event loop does, handing the engine's work
/// and cancels to `worker`.
fn send(model: &mut Model, worker: &mut Worker<Search>, message: Message) {
    for route in Program::update(model, message) {
        match route {
            Route::Engine(job) => worker.post(job),
            Route::CancelEngine => worker.cancel(),
            Route::Store(_) | Route::Keep(_) | Route::Elsewhere(_) | Route::Clipboard(_) => {}
        }
    }
}

#[test]
fn a_slow_search_stops_at_once_when_cancelled() {
    let (stopped, saw_stop) = channel();
    let inbox = Inbox::new();
    let engine = move || -> Box<dyn Engine> { Box::new(SlowEngine { stopped }) };
    let mut worker = spawn_worker(inbox.mailbox(), engine, Duration::ZERO);
    let mut model = versus(Level::Perfect);
    send(&mut model, &mut worker, Message::Drop);
    std::thread::sleep(Duration::from_millis(50));
    let cancelled_at = Instant::now();
    send(
        &mut model,
        &mut worker,
        Message::Shell(ShellMessage::ForceQuit),
    );
    let seen = saw_stop
        .recv_timeout(Duration::from_secs(2))
        .expect("the engine never stopped");
    assert!(seen.duration_since(cancelled_at) < Duration::from_millis(500));
    assert!(
        inbox.try_next().is_none(),
        "a cancelled search gives no move"
    );
}

/// An engine that answers at once, to see the pause that lets a person follow.
struct InstantEngine;

impl Engine for InstantEngine {
    fn choose(&mut self, game: &Game, _: Level, _: &Arc<AtomicBool>) -> Option<Choice> {
        let column = game.legal_columns().next()?;
        Some(Choice {
            column,
            proven: true,
        })
    }

    fn analyze(&mut self, _: &Game, _: &Arc<AtomicBool>) -> Option<Analysis> {
        Some(Vec::new())
    }
}

#[test]
fn the_computers_move_waits_for_the_pause() {
    let pause = Duration::from_millis(300);
    let inbox = Inbox::new();
    let mut worker = spawn_worker(inbox.mailbox(), || Box::new(InstantEngine), pause);
    let mut model = versus(Level::Easy);
    let asked = Instant::now();
    send(&mut model, &mut worker, Message::Drop);
    let answer = match inbox.next(Some(asked + Duration::from_secs(5))) {
        Some(News::Answer(answer)) => answer,
        other => panic!("no answer: {other:?}"),
    };
    assert!(asked.elapsed() >= pause);
    update(&mut model, answer);
    assert_eq!(model.game.notation(), "41");
}

#[test]
fn switching_hints_off_stops_the_analysis() {
    let mut model = Model::new(app_settings(), Tally::default());
    update(&mut model, Message::ToggleHints);
    assert!(model.analyzing.is_some());
    let effects = update(&mut model, Message::ToggleHints);
    assert_eq!(effects, vec![Effect::CancelEngine]);
    assert_eq!(model.analyzing, None);
    assert_eq!(model.hints_used, 0, "hints never shown are not counted");
}

#[test]
fn only_the_perfect_level_says_a_move_was_not_proven() {
    for (level, says) in [
        (Level::Easy, false),
        (Level::Medium, false),
        (Level::Hard, false),
        (Level::Perfect, true),
    ] {
        let mut model = versus(level);
        let ticket = think_ticket(&update(&mut model, Message::Drop));
        let choice = Choice {
            column: Column::new(2),
            proven: false,
        };
        update(&mut model, Message::ComputerMoved { ticket, choice });
        assert_eq!(model.game.notation(), "43");
        let message = model.message.clone().unwrap_or_default();
        assert_eq!(message.contains("not proven"), says, "{level}: {message:?}");
    }
}

/// An engine with a bug: it panics when asked for a move.
struct Broken;

impl Engine for Broken {
    fn choose(&mut self, _: &Game, _: Level, _: &Arc<AtomicBool>) -> Option<Choice> {
        panic!("a bug in the engine")
    }
    fn analyze(&mut self, _: &Game, _: &Arc<AtomicBool>) -> Option<Analysis> {
        None
    }
}

#[test]
fn a_worker_whose_engine_panicked_says_so_instead_of_thinking_forever() {
    let inbox = Inbox::new();
    let mut worker = spawn_worker(inbox.mailbox(), || Box::new(Broken), Duration::ZERO);
    let game = Game::new(connect4_classic::game::BoardSize::STANDARD, Player::One);
    worker.post(Search::Think {
        ticket: 1,
        game,
        level: Level::Easy,
    });
    let deadline = Instant::now() + Duration::from_secs(10);
    match inbox.next(Some(deadline)) {
        Some(News::EngineGone) => {}
        None => panic!("the dead worker was never noticed"),
        Some(other) => panic!("{other:?}"),
    }
}

#[test]
fn choosing_an_opponent_mid_series_keeps_the_alternation_of_who_starts() {
    let mut model = Model::new(app_settings(), Tally::default());
    update(&mut model, Message::Drop);
    assert_eq!(model.game.starter(), Player::One);
    update(&mut model, Message::Shell(ShellMessage::ToggleMenu));
    update(&mut model, Message::Shell(ShellMessage::MenuMove(1)));
    update(&mut model, Message::Shell(ShellMessage::MenuSelect));
    assert_eq!(model.opponent(), Some(Level::Easy));
    assert_eq!(
        model.settings.seats.opponent(),
        Some(Level::Easy),
        "one place holds it"
    );
    assert_eq!(
        model.game.starter(),
        Player::Two,
        "the player who did not start the abandoned match starts this one"
    );
}
