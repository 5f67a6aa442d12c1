//! The boxes over the board: the open menu, the help, a question or a notice, and the
//! focus kept within them.

pub mod focus_trap;
pub mod help_guide;
pub mod help_overlay;
pub mod menu_overlay;
pub mod note_overlay;
pub mod overlay;
