//! connect4-popout: PopOut, the Connect 4 variant in which a player, on their turn,
//! either drops a disc into a column or pops one of their own discs out of the bottom
//! row, and the discs above it fall by one. Its rules, its engine and its computer
//! levels; no UI, terminal or async crate, so it builds for wasm32-unknown-unknown.
//!
//! The first game in a crate of its own (`games/`); it borrows the main game's seats,
//! sizes and columns from `connect4-classic`, and implements `connect4-game`'s `Rules`
//! (`wire`), so a server and its clients play it online.
//!
//! # The rules, and where they come from
//!
//! - Wikipedia, "Connect Four", section "PopOut" (read as quoted in public
//!   repositories; the variant is Hasbro's PopOut edition): the board starts empty; on each turn a player either drops a disc
//!   from the top or, if they have a disc of their own colour on the bottom row, pops
//!   it out of the bottom; every disc above it drops one space; the first player to
//!   connect four of their discs horizontally, vertically or diagonally wins.
//! - A pop can complete the opponent's four: the opponent then wins (rarepike.com's
//!   "Connect Four Variants", and Major Fun's review of the Hasbro edition: "your pop
//!   could result in the very alignment your opponent was so sincerely wishing for").
//! - A pop that completes fours for both players wins for the popper. The sources we
//!   could read do not state this case in words; it is the rule commonly played and
//!   the one the brief recalled, and it is what [`rules::Position::line_winner`] does.
//! - A full board is not a draw: the player to move pops (the Hasbro edition's point,
//!   as cyberskamp.de's account of it says: "the game is not ended if there is a tie").
//!   A player can never be left without a move; see [`rules::DrawReason`].
//! - The same position (discs and player to move) standing for the third time is a
//!   draw. Hasbro's sheet has no such rule; J. Pekkala, "Computer analysis of
//!   Connect-4 PopOut" (University of Oulu, 2014), notes that PopOut positions repeat
//!   and the game need not end, which is why the computer game needs one. The
//!   threefold count follows chess's.
//!
//! docs/popout.md says the same with the engine's design and its match figures.

pub mod engine;
pub mod level;
pub mod rules;
#[cfg(feature = "terminal")]
pub mod terminal;
pub mod wire;

pub use level::{Computer, Level};
