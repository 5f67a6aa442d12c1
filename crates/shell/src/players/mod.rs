//! Who moves: a match's two seats (this keyboard, the computer at a level, or a
//! player elsewhere), the driver that asks the seat to move and plays what comes back,
//! and the computer's side of it: the engine's worker thread and the processor's share
//! of searches among sessions, and on the page the engine in the page's Web Worker
//! (`page_worker`: what each game's engine implements there).

#[cfg(not(target_arch = "wasm32"))]
pub(super) mod engine_slots;
pub(super) mod page_worker;
pub(super) mod seat_driver;
pub(super) mod seats;
#[cfg(not(target_arch = "wasm32"))]
pub(super) mod worker;
