//! The side panel and the status line: what they show, read from the model, and how
//! they fold away on a phone.

pub mod panel_facts;
pub mod puzzle_facts;
pub mod side_fold;
pub mod side_panel;
