//! A game's moments: the moves seen, the banner at its end and its sharing, the sounds
//! and their switch.

pub mod end_banner;
pub mod game_moments;
pub mod moments;
pub mod share_out;
pub mod sound;
pub mod sound_switch;
