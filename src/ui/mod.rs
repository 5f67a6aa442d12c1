//! The view: widgets that draw the model, each taking the theme it is given.

pub mod theme;

pub use theme::Theme;
