//! Keys as data: the key table's words (an action, the context it is read in, a row
//! with its default keys and help), the table the registered games make, and the keys
//! in effect, looked up by game and context.

pub(super) mod actions;
pub(super) mod key;
pub(super) mod key_table;
pub(super) mod keymap;
