//! The engine off the page's thread: a Web Worker runs the same module with each
//! game's computer in it, so no frame waits while it thinks. A cancel ends the worker at
//! once and starts a fresh one (a busy worker reads no messages, so it cannot be told
//! to stop); the answers of the old one can then never arrive.

use super::checkers_protocol::{CheckersAnswer, CheckersJob};
use super::data_news;
use super::protocol::{Answer, Job, JobKind, Reply, Request};
use connect4::checkers::answer as checkers_answer;
use connect4_rules::ai::{Computer, Engine};
use connect4_rules::checkers::Computer as CheckersComputer;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Worker, WorkerOptions, WorkerType};

/// The script that loads the module in the worker (in `assets/web/`).
const WORKER_SCRIPT: &str = "./worker.js";

/// The page's handle on the engine.
pub struct EngineWorker {
    worker: Worker,
    /// Kept alive for as long as the worker may answer.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    deliver: Rc<dyn Fn(Reply)>,
    /// Jobs sent and not yet answered in full: an idle worker is kept on a cancel,
    /// with what its engine's table has learnt.
    unanswered: Rc<Cell<usize>>,
}

impl EngineWorker {
    /// Starts a worker whose answers go to `deliver`.
    pub fn start(deliver: Rc<dyn Fn(Reply)>) -> Result<EngineWorker, JsValue> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(WORKER_SCRIPT, &options)?;
        let sink = Rc::clone(&deliver);
        let unanswered = Rc::new(Cell::new(0_usize));
        let count = Rc::clone(&unanswered);
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let Some(text) = event.data().as_string() else {
                // Not an answer: news of a data file the worker fetches.
                data_news::show(&event.data());
                return;
            };
            let answer = serde_json::from_str::<Reply>(&text).ok();
            if let Some(answer) = answer {
                if answer.is_final() {
                    count.set(count.get().saturating_sub(1));
                }
                sink(answer);
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        Ok(EngineWorker {
            worker,
            _on_message: on_message,
            deliver,
            unanswered,
        })
    }

    /// Sends a job.
    pub fn post(&mut self, job: &Request) {
        let text = serde_json::to_string(job).expect("a job always serializes");
        self.unanswered.set(self.unanswered.get() + 1);
        let _ = self.worker.post_message(&JsValue::from_str(&text));
    }

    /// Stops whatever the worker is doing, by replacing it (an idle one is kept).
    pub fn cancel(&mut self) {
        if self.unanswered.get() == 0 {
            return;
        }
        self.worker.terminate();
        if let Ok(fresh) = EngineWorker::start(Rc::clone(&self.deliver)) {
            *self = fresh;
        }
    }
}

/// The worker's side: `worker.js` loads the module, fetches the data a job needs the
/// first time it needs it (see [`install_engine_data`]), then hands each job here, in
/// order. The answers (an analysis column by column) are posted back.
#[wasm_bindgen]
pub fn engine_job(text: &str) {
    let Ok(request) = serde_json::from_str::<Request>(text) else {
        return;
    };
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let post = |reply: Reply| {
        let text = serde_json::to_string(&reply).expect("an answer always serializes");
        let _ = scope.post_message(&JsValue::from_str(&text));
    };
    ENGINES.with_borrow_mut(|engines| match request {
        Request::Connect4(job) => {
            let engine = engines.connect4(job.think_ms);
            run_job(engine, &job, &|answer| post(Reply::Connect4(answer)));
        }
        Request::Checkers(job) => {
            let engine = engines.checkers(job.think_ms);
            if let Some(answer) = run_checkers_job(engine, &job) {
                post(Reply::Checkers(answer));
            }
        }
    });
}

/// Installs a data file `worker.js` fetched: `book.bin` (Connect 4's opening book) or
/// `checkers-endgame-4.bin` (checkers' endgame database). They are left out of the
/// module so the page's first download stays small.
#[wasm_bindgen]
pub fn install_engine_data(name: &str, bytes: &[u8]) -> Result<(), JsValue> {
    let installed = match name {
        "book.bin" => connect4_rules::solver::Book::install(bytes).map_err(|e| e.to_string()),
        "checkers-endgame-4.bin" => connect4_rules::checkers::endgame::install(bytes),
        _ => Err(format!("no data file is called {name}")),
    };
    installed.map_err(|error| JsValue::from_str(&error))
}

thread_local! {
    /// The worker's engines, kept from job to job.
    static ENGINES: RefCell<Engines> = RefCell::default();
}

/// Each game's engine, made on its first job and kept for as long as the budget stays
/// the same: its table carries over from move to move.
#[derive(Default)]
struct Engines {
    connect4: Option<(u64, Computer)>,
    checkers: Option<(u64, CheckersComputer)>,
}

impl Engines {
    fn connect4(&mut self, think_ms: u64) -> &mut Computer {
        if self.connect4.as_ref().is_none_or(|(ms, _)| *ms != think_ms) {
            let budget = Duration::from_millis(think_ms);
            self.connect4 = Some((think_ms, Computer::new().with_budget(budget)));
        }
        &mut self.connect4.as_mut().expect("just made").1
    }

    fn checkers(&mut self, think_ms: u64) -> &mut CheckersComputer {
        if self.checkers.as_ref().is_none_or(|(ms, _)| *ms != think_ms) {
            let budget = Duration::from_millis(think_ms);
            let seed = js_sys::Date::now() as u64;
            let computer = CheckersComputer::with_seed(seed, budget);
            self.checkers = Some((think_ms, computer));
        }
        &mut self.checkers.as_mut().expect("just made").1
    }
}

fn run_checkers_job(engine: &mut CheckersComputer, job: &CheckersJob) -> Option<CheckersAnswer> {
    let think = job.think()?;
    if think.board.legal_moves().is_empty() {
        return None;
    }
    // Cancelling ends the worker, so nothing ever sets this.
    let stop = AtomicBool::new(false);
    CheckersAnswer::of(&checkers_answer(engine, &think, &stop)?)
}

fn run_job(engine: &mut Computer, job: &Job, post: &dyn Fn(Answer)) {
    let Some(game) = job.game().filter(|game| !game.is_over()) else {
        return;
    };
    // Cancelling ends the worker, so nothing ever sets this.
    let stop = Arc::new(AtomicBool::new(false));
    match job.kind {
        JobKind::Think => {
            let Some(level) = job.level() else { return };
            if let Some(choice) = engine.choose(&game, level, &stop) {
                post(Answer::Moved {
                    ticket: job.ticket,
                    column: choice.column.index(),
                    proven: choice.proven,
                });
            }
        }
        JobKind::Analyze => {
            let mut report = |known: &connect4_rules::ai::Analysis| {
                post(Answer::analysis(job.ticket, known, false));
            };
            if let Some(analysis) = engine.analyze_live(&game, &stop, &mut report) {
                post(Answer::analysis(job.ticket, &analysis, true));
            }
        }
        JobKind::Review => {
            if let Some(analysis) = engine.review(&game, &stop) {
                post(Answer::review(job.ticket, job.ply, &analysis));
            }
        }
        JobKind::Puzzle => {
            if let Some(analysis) = engine.review(&game, &stop) {
                post(Answer::puzzle(job.ticket, &analysis, job.pause));
            }
        }
    }
}
