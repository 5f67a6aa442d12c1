//! The shell: what every game shares. Today the seats of a match; the event loop,
//! the overlays and the storage move here as the games stop carrying them.

mod seats;

pub use seats::{Seat, Seats, Turn};
