//! What the page opens first: the game the address or the settings name, and the start
//! screen of a first visit.

pub mod opening;
pub mod start_choice;
pub mod start_run;
pub mod start_screen;
