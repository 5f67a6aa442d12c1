//! What the page keeps in the browser: the scoreboard and the match, the puzzles'
//! record and set, the settings and their form, the page's own choices.

pub mod browser_puzzles;
pub mod browser_store;
pub mod page_prefs;
pub mod puzzle_set;
pub mod settings;
pub mod settings_form;
