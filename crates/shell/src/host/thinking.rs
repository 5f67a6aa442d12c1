//! The computer's move for a hosted game, on the shell's engine thread: the job the
//! host sends (a copy of the position, the level, its ticket) and what runs it.

use super::{HostMessage, TerminalView};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// What the engine's thread is asked: the computer's move at `level` in `position`.
#[derive(Debug, Clone, PartialEq)]
pub struct Think<G> {
    pub ticket: u64,
    pub position: G,
    pub level: &'static str,
}

/// Runs one job: the game's computer chooses, and its move is the host's message;
/// `None` when the job was called off first.
pub fn think<G: TerminalView>(
    job: &Think<G>,
    stop: &Arc<AtomicBool>,
) -> Option<HostMessage<G::Cursor>> {
    let mv = job.position.choose(job.level, stop)?;
    Some(HostMessage::ComputerMoved {
        ticket: job.ticket,
        mv,
    })
}
