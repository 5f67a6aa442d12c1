//! The one task that writes. Whoever has changes to store sends them with a oneshot
//! and waits; the writer takes everything queued, commits it in one transaction
//! (group commit: one fsync for many games' moves), and only then answers each
//! sender. So an acknowledgement always follows durability, and a busy server pays
//! one commit per batch rather than per move. What a failed commit does to the
//! connection and the files is the committer's concern (`committer`, `link`).

use super::committer::{Committer, Failure};
pub use super::error::DbError;
use super::files::Files;
use super::health::StoreHealth;
use super::link::Link;
use super::load::{LoadedPlayer, LoadedRating};
use super::write::Write;
use crate::metrics::Metrics;
use sqlx::AnyPool;
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};

/// The most jobs in one transaction: enough to amortise the fsync, few enough that
/// a batch never holds the first sender long.
const BATCH_MAX: usize = 512;

/// Jobs waiting for the writer before senders are told the store is unavailable.
const QUEUE_MAX: usize = 16 * 1024;

/// Changes that are stored together or not at all, and who waits for them.
struct Job {
    writes: Vec<Write>,
    done: oneshot::Sender<Result<(), DbError>>,
}

/// A handle to the writer, cheap to clone.
#[derive(Clone)]
pub struct Db {
    jobs: mpsc::Sender<Job>,
    /// For the few reads after start (a player another server made, `/health`).
    pool: AnyPool,
    health: StoreHealth,
}

impl Db {
    /// Starts the writer on a connection of `pool`.
    pub async fn start(pool: &AnyPool, metrics: Arc<Metrics>) -> Result<Db, sqlx::Error> {
        let mut link = Link::new(pool);
        // Opened now, so that a store the server cannot reach stops it at start.
        link.get()
            .await
            .map_err(|why| sqlx::Error::Configuration(why.into()))?;
        let files = Files::of(pool.connect_options().database_url.as_str());
        let committer = Committer::new(link, files, metrics);
        let (jobs, inbox) = mpsc::channel(QUEUE_MAX);
        let health = StoreHealth::default();
        tokio::spawn(run(committer, inbox, health.clone()));
        Ok(Db {
            jobs,
            pool: pool.clone(),
            health,
        })
    }

    /// The pool, for the reads after start and the fleet's own statements.
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// The account of the store's health: the writer's commits note it, and so does
    /// the lease's renewal; `/health`, the reaper and the games read it.
    pub fn health(&self) -> &StoreHealth {
        &self.health
    }

    /// The player of `token_hash` with its ratings, as the database holds them.
    pub async fn find_player(
        &self,
        token_hash: &str,
    ) -> Result<Option<(LoadedPlayer, Vec<LoadedRating>)>, DbError> {
        super::find::find_player(&self.pool, token_hash)
            .await
            .map_err(|e| DbError::Failed(e.to_string()))
    }

    /// Stores `writes` atomically; returns once they are committed.
    pub async fn commit(&self, writes: Vec<Write>) -> Result<(), DbError> {
        let (done, answer) = oneshot::channel();
        self.jobs
            .try_send(Job { writes, done })
            .map_err(|_| DbError::Failed("the database is overloaded or gone".into()))?;
        answer
            .await
            .unwrap_or_else(|_| Err(DbError::Failed("the database writer stopped".into())))
    }
}

async fn run(mut committer: Committer, mut inbox: mpsc::Receiver<Job>, health: StoreHealth) {
    let mut batch = Vec::with_capacity(BATCH_MAX);
    while inbox.recv_many(&mut batch, BATCH_MAX).await > 0 {
        store(&mut committer, &mut batch, &health).await;
    }
}

/// Commits a batch and answers each of its jobs: `Ok` only for what is on disk.
async fn store(committer: &mut Committer, batch: &mut Vec<Job>, health: &StoreHealth) {
    let all: Vec<&Write> = batch.iter().flat_map(|job| &job.writes).collect();
    let started = tokio::time::Instant::now();
    let outcome = committer.commit(&all).await;
    // A refused change (a key taken) says nothing of the store's health.
    match &outcome {
        Ok(()) => health.stored(started),
        Err(Failure::Store(why)) => health.failed(why.clone()),
        Err(Failure::Job(_)) => {}
    }
    match outcome {
        Ok(()) => {
            for job in batch.drain(..) {
                let _ = job.done.send(Ok(()));
            }
        }
        Err(Failure::Job(error)) if batch.len() > 1 => {
            // One bad job must not sink the others: each is retried alone.
            tracing::warn!(%error, jobs = batch.len(), "a batch failed; retrying its jobs one by one");
            for job in batch.drain(..) {
                let writes: Vec<&Write> = job.writes.iter().collect();
                let result = committer.commit(&writes).await.map_err(DbError::from);
                let _ = job.done.send(result);
            }
        }
        Err(failure) => {
            // Logged where it failed, once, not once a batch while it lasts.
            let error = DbError::from(failure);
            for job in batch.drain(..) {
                let _ = job.done.send(Err(error.clone()));
            }
        }
    }
}
