//! A hosted game's computer in the page's worker: the job names the kind and the
//! moves played (the position is replayed there by the game's rules) and the level;
//! the answer is the move chosen, under the ticket the host asked with.

use connect4::shell::{DataFile, WorkerGame};
use connect4::shell::{GameChoice, TerminalView, replayed};
use connect4_protocol::GameKind;
use serde::{Deserialize, Serialize};
use std::marker::PhantomData;
use std::sync::atomic::AtomicBool;

/// The computer's move wanted at `level` after `moves` of a game of `kind`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HostedJob {
    pub ticket: u64,
    pub kind: GameKind,
    pub moves: Vec<String>,
    pub level: String,
}

/// The move chosen, as the game's `play` reads it; none when the position has no
/// move to choose (over, or not the game's).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HostedAnswer {
    pub ticket: u64,
    pub mv: Option<String>,
}

/// The engine of hosted game `G` in the worker. Its engine keeps nothing from move to
/// move, so there is nothing to hold but the game's type.
pub struct HostedWorker<G>(PhantomData<G>);

impl<G> Default for HostedWorker<G> {
    fn default() -> Self {
        HostedWorker(PhantomData)
    }
}

impl<G: TerminalView> WorkerGame for HostedWorker<G> {
    const GAME: GameChoice = G::GAME;
    const DATA: Option<DataFile> = None;
    type Job = HostedJob;
    type Answer = HostedAnswer;

    fn run(&mut self, job: HostedJob, post: &dyn Fn(&HostedAnswer, bool)) {
        let answer = HostedAnswer {
            ticket: job.ticket,
            mv: choose::<G>(&job),
        };
        post(&answer, true);
    }
}

/// The move `G`'s computer plays for `job`; none for a level or moves not its own.
fn choose<G: TerminalView>(job: &HostedJob) -> Option<String> {
    let level = G::LEVELS.iter().find(|level| **level == job.level)?;
    let position: G = replayed(&job.kind, &job.moves).ok()?;
    // The worker runs one job at a time and a job is never called off there: a move
    // no longer wanted is dropped by its ticket when it comes back.
    position.choose(level, &AtomicBool::new(false))
}
