//! The engine off the page's thread: a Web Worker runs the same module with each
//! game's computer in it (`worker_games`), so no frame waits while it thinks. A cancel ends the worker at
//! once and starts a fresh one (a busy worker reads no messages, so it cannot be told
//! to stop); the answers of the old one can then never arrive.

use crate::play::page_files;
use crate::workers::protocol::{Reply, Request};
use crate::workers::{data_news, worker_games};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Worker, WorkerOptions, WorkerType};

/// The script that loads the module in the worker (in `assets/web/`), by its name in
/// the sources.
const WORKER_SCRIPT: &str = "worker.js";

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
        let worker = Worker::new_with_options(&page_files::built(WORKER_SCRIPT), &options)?;
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
                if answer.last {
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

/// The worker's side: `worker.js` loads the module, fetches the data a job's game
/// needs the first time it needs it (see [`engine_data`]), then hands each job here,
/// in order. The answers (an analysis column by column) are posted back.
#[wasm_bindgen]
pub fn engine_job(text: &str) {
    let Ok(request) = serde_json::from_str::<Request>(text) else {
        return;
    };
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    worker_games::run(request, &|reply: Reply| {
        let text = serde_json::to_string(&reply).expect("an answer always serializes");
        let _ = scope.post_message(&JsValue::from_str(&text));
    });
}

/// The data file the job's game needs before its first job, as JSON
/// (`{"file": "book.bin", "what": "the opening book"}`); nothing if none.
#[wasm_bindgen]
pub fn engine_data(job: &str) -> Option<String> {
    let request = serde_json::from_str::<Request>(job).ok()?;
    let data = worker_games::data_for(&request)?;
    Some(serde_json::json!({ "file": data.file, "what": data.what }).to_string())
}

/// Installs a data file `worker.js` fetched (the opening book, checkers' endgame
/// database). They are left out of the module so the page's first download stays
/// small.
#[wasm_bindgen]
pub fn install_engine_data(name: &str, bytes: &[u8]) -> Result<(), JsValue> {
    worker_games::install(name, bytes).map_err(|error| JsValue::from_str(&error))
}
