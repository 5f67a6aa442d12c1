//! Online play from the page: the address that names a game, the client core's
//! transport and socket, the name and token, the Online panel.

pub mod address;
pub mod core_link;
pub mod identity;
pub mod online_link;
pub mod online_page;
pub mod online_panel;
pub mod socket;
