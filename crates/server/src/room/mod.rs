//! Games: each one a plain state machine (`state`) run by an actor task of its own,
//! so one game's work never waits on another's. The factory creates them.

mod actions;
mod actor;
mod build;
mod command;
mod factory;
mod plies;
mod run;
mod seats;
mod state;
#[cfg(test)]
mod state_tests;

pub use command::{Action, RoomCommand};
pub use factory::{run_factory, start_recovered};
pub use state::Refusal;
