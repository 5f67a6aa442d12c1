//! What the side panel shows of each seat of a game online beside its name: the
//! player's rating and the time left on their clock, as the link to the server
//! works them out.

use connect4_game::seat::ByPlayer;

/// What the side panel shows of each seat of a game online, beside its name.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OnlineSeats {
    /// Each seat's rating in this kind of game ("1516"), once the server gave it.
    pub tags: ByPlayer<Option<String>>,
    /// Each side's time left ("4:58"), in a game with a clock.
    pub clocks: Option<ByPlayer<String>>,
}
