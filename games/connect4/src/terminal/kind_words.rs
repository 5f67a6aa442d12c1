//! How Connect 4's kind on the wire is written where games are listed (the lobby):
//! its title, with the board's size when it is not the standard 7x6.

use crate::game::wire::{STANDARD, size_of};
use connect4_game::GameKind;

/// "Connect 4", or "Connect 4 8x7" on another board.
pub fn kind_words(kind: GameKind) -> String {
    let title = super::GAME.title();
    match size_of(&kind) {
        Some(size) if kind != STANDARD => {
            format!("{title} {}x{}", size.columns(), size.rows())
        }
        _ => title.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_other_than_the_standard_one_is_named_with_its_size() {
        assert_eq!(kind_words(STANDARD), "Connect 4");
        let wide = crate::game::wire::kind(crate::game::BoardSize::new(8, 7).unwrap());
        assert_eq!(kind_words(wide), "Connect 4 8x7");
    }
}
