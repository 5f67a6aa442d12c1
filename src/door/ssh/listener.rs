//! The door's listener: every TCP connection takes a login slot from its accept
//! until its game starts (`slots.rs`); one its address's bound or a full door turns
//! away is told why in one line before it is closed (`farewell.rs`), and each one let
//! in runs its course with its deadlines (`connection.rs`).

use super::DoorShared;
use super::connection::{self, Course};
use super::door::Door;
use super::farewell;
use super::limits::DoorLimits;
use super::notes::Notes;
use super::slots::{Slots, Turned};
use russh::server::Config;
use std::sync::Arc;
use std::sync::atomic::AtomicUsize;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::time::Instant;

/// How long an accept that failed (out of file descriptors, most often) waits before
/// the next, so that the loop does not spin while nothing can be accepted.
const ACCEPT_PAUSE: Duration = Duration::from_millis(100);

/// Accepts connections on `listener` until the process ends.
pub async fn accept(listener: TcpListener, config: Arc<Config>, shared: Arc<DoorShared>) {
    let limits = shared.limits.clone();
    let slots = Slots::new(limits.sessions, limits.per_address);
    let ident = farewell::ident(&config.server_id);
    let notes = Arc::new(Notes::default());
    let lingering = Arc::new(AtomicUsize::new(0));
    loop {
        let (socket, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(error) => {
                notes.failures.happened(&error.to_string());
                tokio::time::sleep(ACCEPT_PAUSE).await;
                continue;
            }
        };
        let (slot, evicted, made_room) = match slots.admit(peer.ip()) {
            Ok(admitted) => admitted,
            Err(turned) => {
                let why = why_turned(turned, &limits);
                notes.refused.happened(&format!("{why} ({peer})"));
                farewell::turn_away(socket, &farewell::refusal(&ident, &why), &lingering);
                continue;
            }
        };
        if let Some(from) = made_room {
            tracing::debug!(%from, %peer, "a connection made room");
        }
        let course = Course {
            slot: slot.view(),
            evicted,
            accepted: Instant::now(),
            limits: limits.clone(),
            config: Arc::clone(&config),
            notes: Arc::clone(&notes),
            ident: ident.len(),
        };
        let door = Door::new(Arc::clone(&shared), Some(peer), slot);
        tokio::spawn(connection::serve(socket, door, course));
    }
}

/// What a connection turned away is told.
fn why_turned(turned: Turned, limits: &DoorLimits) -> String {
    match turned {
        Turned::Address => format!(
            "too many connections from your address ({} at once); try again later",
            limits.per_address
        ),
        Turned::Full => format!(
            "the door is full ({} connections signing in at once); try again in a moment",
            limits.sessions
        ),
    }
}
