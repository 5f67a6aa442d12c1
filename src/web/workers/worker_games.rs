//! The engines the page's worker runs, one line per game (a hosted game's from the
//! one list of them, `with_hosted_games`): the worker finds a job's
//! engine here by the game's name, with the data file it needs first. Each engine is
//! made on its game's first job and kept (its tables carry over from job to job).

use crate::hosted::hosted_worker::HostedWorker;
use crate::workers::protocol::{Reply, Request};
use connect4::shell::{DataFile, WorkerGame};
use connect4_checkers::page::CheckersWorker;
use connect4_classic::page::Connect4Worker;
use std::any::Any;
use std::cell::RefCell;

/// The rows given, then each hosted game's engine.
macro_rules! worker_games {
    ($($own:expr),* ; $($hosted:ty),*) => {
        &[$($own,)* $(WorkerEntry::of::<HostedWorker<$hosted>>(),)*]
    };
}

/// Every game's engine in the worker.
const WORKER_GAMES: &[WorkerEntry] = connect4::with_hosted_games!(worker_games {
    WorkerEntry::of::<Connect4Worker>(),
    WorkerEntry::of::<CheckersWorker>()
});

/// One game's line: its name, its data file and how a job of its is run.
struct WorkerEntry {
    game: &'static str,
    data: Option<DataFile>,
    run: fn(serde_json::Value, &dyn Fn(Reply)),
}

impl WorkerEntry {
    const fn of<W: WorkerGame>() -> WorkerEntry {
        WorkerEntry {
            game: W::GAME.name(),
            data: W::DATA,
            run: run_in::<W>,
        }
    }
}

thread_local! {
    /// The engines made so far, each under its game's name.
    static ENGINES: RefCell<Vec<(&'static str, Box<dyn Any>)>> = RefCell::default();
}

/// Runs a job on its game's engine; a job of no game listed, or one that does not
/// read as its game's, is dropped (the page never sends one).
pub fn run(request: Request, post: &dyn Fn(Reply)) {
    if let Some(entry) = WORKER_GAMES.iter().find(|entry| entry.game == request.game) {
        (entry.run)(request.job, post);
    }
}

/// The data file a job's game needs before its first job, if any.
pub fn data_for(request: &Request) -> Option<DataFile> {
    WORKER_GAMES
        .iter()
        .find(|entry| entry.game == request.game)?
        .data
}

/// Hands a fetched data file to the engine it belongs to.
pub fn install(file: &str, bytes: &[u8]) -> Result<(), String> {
    let mut data = WORKER_GAMES.iter().filter_map(|entry| entry.data);
    match data.find(|data| data.file == file) {
        Some(data) => (data.install)(bytes),
        None => Err(format!("no data file is called {file}")),
    }
}

fn run_in<W: WorkerGame>(job: serde_json::Value, post: &dyn Fn(Reply)) {
    let Ok(job) = serde_json::from_value::<W::Job>(job) else {
        return;
    };
    let game = W::GAME.name();
    ENGINES.with_borrow_mut(|engines| {
        let at = match engines.iter().position(|(name, _)| *name == game) {
            Some(at) => at,
            None => {
                engines.push((game, Box::new(W::default())));
                engines.len() - 1
            }
        };
        let engine = engines[at].1.downcast_mut::<W>();
        let engine = engine.expect("each game's engine is kept under its own name");
        engine.run(job, &|answer, last| post(Reply::of::<W>(answer, last)));
    });
}
