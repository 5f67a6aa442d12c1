//! The games the shell's host plays (PopOut), on the page: what the page needs of a
//! game, written once for every hosted game, so such a game writes nothing here. Its
//! board is its terminal view drawn in the page's text grid, its computer runs in the
//! page's worker, and the page's own panel, boxes and banner read the host's model.

pub mod hosted_chrome;
pub mod hosted_moments;
pub mod hosted_page;
pub mod hosted_worker;
