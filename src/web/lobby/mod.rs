//! The online lobby in the game's place: its model at work, its HTML, its box and its
//! buttons.

pub mod lobby_bar;
pub mod lobby_box;
pub mod lobby_facts;
pub mod lobby_page;
pub mod lobby_panel;
pub mod lobby_screen;
