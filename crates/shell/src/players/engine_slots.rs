//! The processor's share of the computer opponents: at most one search a core at a
//! time in this process, whoever asked. One player at a terminal always finds a
//! slot free; a server of many players over ssh makes the searches queue, so one
//! player's computer cannot take every core from the others' screens and games.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::Duration;

/// How often a search waiting for a slot looks at its stop flag.
const LOOK_AGAIN: Duration = Duration::from_millis(10);

struct Slots {
    free: Mutex<Option<usize>>,
    freed: Condvar,
}

static SLOTS: Slots = Slots {
    free: Mutex::new(None),
    freed: Condvar::new(),
};

/// Whether many sessions share this process (the ssh door's server).
static SHARED: AtomicBool = AtomicBool::new(false);

/// Many players' sessions share this process from now on: each search runs on one
/// thread, so that the slots bound the cores the computers take.
pub fn share_among_sessions() {
    SHARED.store(true, Ordering::Relaxed);
}

/// The threads one search may run on: every core for one player at a terminal, one
/// when sessions share the process.
pub fn search_threads() -> usize {
    if SHARED.load(Ordering::Relaxed) {
        1
    } else {
        cores()
    }
}

/// A slot held for one search; it is given back when dropped.
pub struct EngineSlot(());

/// Waits for a free slot; `None` as soon as `stop` is set (the answer is no longer
/// wanted).
pub fn engine_slot(stop: &AtomicBool) -> Option<EngineSlot> {
    let mut free = SLOTS.free.lock().unwrap_or_else(|e| e.into_inner());
    loop {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let count = free.get_or_insert_with(cores);
        if *count > 0 {
            *count -= 1;
            return Some(EngineSlot(()));
        }
        free = SLOTS
            .freed
            .wait_timeout(free, LOOK_AGAIN)
            .unwrap_or_else(|e| e.into_inner())
            .0;
    }
}

impl Drop for EngineSlot {
    fn drop(&mut self) {
        let mut free = SLOTS.free.lock().unwrap_or_else(|e| e.into_inner());
        *free.get_or_insert_with(cores) += 1;
        SLOTS.freed.notify_one();
    }
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::AtomicUsize;

    #[test]
    fn no_more_searches_run_at_once_than_there_are_cores() {
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let threads: Vec<_> = (0..cores() * 3)
            .map(|_| {
                let (running, most) = (Arc::clone(&running), Arc::clone(&most));
                std::thread::spawn(move || {
                    let _slot = engine_slot(&AtomicBool::new(false)).unwrap();
                    let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(20));
                    running.fetch_sub(1, Ordering::SeqCst);
                })
            })
            .collect();
        for thread in threads {
            thread.join().unwrap();
        }
        let most = most.load(Ordering::SeqCst);
        assert!(
            most >= 1 && most <= cores(),
            "{most} at once on {} cores",
            cores()
        );
    }

    #[test]
    fn a_stopped_search_does_not_wait_for_a_slot() {
        assert!(engine_slot(&AtomicBool::new(true)).is_none());
    }
}
