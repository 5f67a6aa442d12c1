//! Many servers on one database. Each server is a node with a lease it renews; each
//! game belongs to one node under an epoch that every write checks (`db::write`);
//! the games of a node whose lease lapsed are claimed by a live one; a player is
//! served by the node that owns their games and sent there from any other.

mod claim;
mod clock;
mod db_clock;
mod drain;
mod lease;
mod node;
mod place;
mod reaper;

pub use claim::{claim_orphans, tell_kinds_not_played};
pub use clock::Dialect;
pub use drain::drain;
pub use lease::run_lease;
pub use node::{JoinError, LEASE, Node};
pub use place::{Place, home_of, place_of};
