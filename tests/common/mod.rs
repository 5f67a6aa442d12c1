//! Helpers shared by the integration tests.

pub mod pty;
pub mod serve;
