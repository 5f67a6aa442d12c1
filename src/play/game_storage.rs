//! What either game starts with at the command line: the scoreboard as found at the
//! start (its store in the data directory, what it holds, what the player must be
//! told about it), the thread that keeps it and the game's match in progress, and the
//! full-screen run of the game with its engine and that storage.

use crate::cli::Cli;
use crate::config::Config;
use crate::scoreboard::{ScoreStore, Scoreboard};
use crate::shell::{Console, GameChoice, Inbox, KeepOnDisk, Mailbox, Program, Sources};
use crate::shell::{StorageThread, Tell, Worker};

/// The scoreboard store and what it holds. A missing data directory or an unreadable
/// file must not stop anyone playing: the notice says what is wrong, and results are
/// then kept for this run only.
pub fn open_scoreboard(cli: &Cli) -> (Option<ScoreStore>, Scoreboard, Vec<String>) {
    let store = match cli.score_store() {
        Ok(store) => store,
        Err(error) => {
            let notice = format!("Scores are not saved: {error}");
            return (None, Scoreboard::new(), vec![notice]);
        }
    };
    match store.load() {
        Ok(loaded) => {
            let notices = loaded.notice.map(|n| n.to_string()).into_iter().collect();
            (Some(store), loaded.scoreboard, notices)
        }
        Err(error) => (Some(store), Scoreboard::new(), vec![error.to_string()]),
    }
}

/// The thread that keeps the scoreboard and the game's match in progress.
fn storage_thread<M: Send + 'static, K: KeepOnDisk<M>>(
    store: Option<ScoreStore>,
    mailbox: Mailbox<M>,
) -> StorageThread<K> {
    #[cfg(feature = "faults")]
    if super::faults::stalls_after_result() {
        return super::faults::stalling_storage(store, mailbox);
    }
    StorageThread::files(store, mailbox)
}

/// Runs `program` full screen on `console` with its engine (`worker`, answering to `inbox`) and
/// the storage of `store`, until the player leaves; the game picked to play next.
/// `elsewhere` takes the moves made here, and the words about the match, when a seat
/// is played on another machine.
pub fn run_game<P: Program>(
    program: P,
    console: &Console,
    config: &Config,
    inbox: Inbox<P::Message>,
    worker: Worker<P::Job>,
    store: Option<ScoreStore>,
    elsewhere: Option<Box<dyn FnMut(Tell)>>,
) -> color_eyre::Result<Option<GameChoice>>
where
    P::Keep: KeepOnDisk<P::Message>,
{
    let program = run_screen(program, console, config, inbox, worker, store, elsewhere)?;
    Ok(program.next_game())
}

/// As [`run_game`], and the program as it ended, for a screen whose outcome is more
/// than the game to play next (the ssh door's menu).
pub fn run_screen<P: Program>(
    program: P,
    console: &Console,
    config: &Config,
    inbox: Inbox<P::Message>,
    worker: Worker<P::Job>,
    store: Option<ScoreStore>,
    elsewhere: Option<Box<dyn FnMut(Tell)>>,
) -> color_eyre::Result<P>
where
    P::Keep: KeepOnDisk<P::Message>,
{
    let storage = storage_thread(store, inbox.mailbox());
    let sources = Sources {
        inbox,
        worker,
        storage,
        elsewhere,
    };
    crate::shell::run(program, console, &config.theme(), sources)
}
