//! How Connect 4's kind on the wire is written where games are listed (the lobby):
//! its title, with the board's size when it is not the standard 7x6.

use connect4_protocol::GameKind;

/// "Connect 4", or "Connect 4 8x7" on another board.
pub fn kind_words(kind: GameKind) -> String {
    let title = super::GAME.title();
    match kind {
        GameKind::Connect4 { width, height } if kind != GameKind::STANDARD => {
            format!("{title} {width}x{height}")
        }
        _ => title.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_other_than_the_standard_one_is_named_with_its_size() {
        assert_eq!(kind_words(GameKind::STANDARD), "Connect 4");
        let wide = GameKind::Connect4 {
            width: 8,
            height: 7,
        };
        assert_eq!(kind_words(wide), "Connect 4 8x7");
    }
}
