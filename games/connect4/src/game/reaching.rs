//! A match that reaches a board given without its moves (a grid of discs, as Kaggle's
//! ConnectX sends it): its discs dropped in an order that alternates the players, each
//! column from the bottom up. Not every board has such an order (a column holding the
//! only discs of the player to start, above the other's), so the orders are searched,
//! each dead end remembered and never searched twice.

use super::{Board, BoardSize, Column, Game, Player, find_any_win};
use std::collections::HashSet;
use std::fmt;

/// How many dead ends the search may meet before it gives up. Boards met in play have
/// an order found at the first try; this bounds a board built to be hard.
const DEAD_ENDS: usize = 200_000;

/// Why no match reaches a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unreachable {
    /// A column is taller than the board, or the board has more columns than its size.
    Shape,
    /// Four in a row: the match ended there.
    Won(Player),
    /// The players' discs do not alternate from `starter`: it must have as many as
    /// the other, or one more.
    Counts { starter: usize, other: usize },
    /// No order of the drops alternates the players (or the search gave up).
    NoOrder,
}

impl fmt::Display for Unreachable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unreachable::Shape => write!(f, "the discs do not fit the board"),
            Unreachable::Won(_) => write!(f, "the board has four in a row: the game is over"),
            Unreachable::Counts { starter, other } => write!(
                f,
                "the player who moves first has {starter} discs and the other {other}, \
                 and turns alternate, so the first has as many or one more"
            ),
            Unreachable::NoOrder => write!(
                f,
                "no game reaches this board: its discs cannot be dropped in turn"
            ),
        }
    }
}

impl std::error::Error for Unreachable {}

/// A match with `starter` first whose board is `columns` (each column's discs from the
/// bottom up) on a board of `size`. With no four on the board, no order of drops ends
/// the match early; it is over only when the board is full.
pub fn reaching(
    size: BoardSize,
    starter: Player,
    columns: &[Vec<Player>],
) -> Result<Game, Unreachable> {
    if columns.len() != size.columns() || columns.iter().any(|c| c.len() > size.rows()) {
        return Err(Unreachable::Shape);
    }
    if let Some(player) = four_in(size, columns) {
        return Err(Unreachable::Won(player));
    }
    let discs = |player| columns.iter().flatten().filter(|&&p| p == player).count();
    let (first, other) = (discs(starter), discs(starter.other()));
    if first != other && first != other + 1 {
        return Err(Unreachable::Counts {
            starter: first,
            other,
        });
    }
    let mut search = Search {
        columns,
        game: Game::new(size, starter),
        dead: HashSet::new(),
    };
    match search.drop_rest() {
        Some(true) => Ok(search.game),
        _ => Err(Unreachable::NoOrder),
    }
}

/// The player with four in a row on the board, if any.
fn four_in(size: BoardSize, columns: &[Vec<Player>]) -> Option<Player> {
    let mut board = Board::new(size);
    for (index, column) in columns.iter().enumerate() {
        for &player in column {
            board.push(index, player);
        }
    }
    find_any_win(&board).map(|(player, _)| player)
}

struct Search<'a> {
    columns: &'a [Vec<Player>],
    game: Game,
    /// The heights of positions found to lead nowhere.
    dead: HashSet<Vec<u8>>,
}

impl Search<'_> {
    /// Drops the discs left in some order that alternates; `Some(false)` when there is
    /// none from here, `None` when the search gave up.
    fn drop_rest(&mut self) -> Option<bool> {
        let heights = self.heights();
        if heights
            .iter()
            .zip(self.columns)
            .all(|(&h, column)| usize::from(h) == column.len())
        {
            return Some(true);
        }
        if self.dead.contains(&heights) {
            return Some(false);
        }
        let to_move = self.game.to_move();
        for (index, column) in self.columns.iter().enumerate() {
            if column.get(usize::from(heights[index])) != Some(&to_move) {
                continue;
            }
            self.game.play(Column::new(index)).ok()?;
            match self.drop_rest() {
                Some(false) => {
                    self.game.undo();
                }
                found => return found,
            }
        }
        if self.dead.len() >= DEAD_ENDS {
            return None;
        }
        self.dead.insert(heights);
        Some(false)
    }

    fn heights(&self) -> Vec<u8> {
        let board = self.game.board();
        (0..board.size().columns())
            .map(|c| board.height(c) as u8)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Player::{One as X, Two as O};

    fn standard(columns: &[&[Player]]) -> Result<Game, Unreachable> {
        let mut all: Vec<Vec<Player>> = columns.iter().map(|c| c.to_vec()).collect();
        all.resize(7, Vec::new());
        reaching(BoardSize::STANDARD, X, &all)
    }

    #[test]
    fn a_board_of_a_real_game_is_reached_with_the_same_discs() {
        let played = Game::from_notation(BoardSize::STANDARD, X, "4453365721").unwrap();
        let board = played.board();
        let columns: Vec<Vec<Player>> = (0..7).map(|c| board.column(c).to_vec()).collect();
        let reached = reaching(BoardSize::STANDARD, X, &columns).unwrap();
        assert_eq!(reached.board(), board);
        assert_eq!(reached.to_move(), played.to_move());
    }

    #[test]
    fn the_empty_board_is_the_start() {
        let game = standard(&[]).unwrap();
        assert!(game.moves().is_empty());
    }

    #[test]
    fn boards_no_game_reaches_are_refused_with_the_reason() {
        assert_eq!(
            standard(&[&[X, X]]),
            Err(Unreachable::Counts {
                starter: 2,
                other: 0
            })
        );
        // The first player's only disc sits on the second player's.
        assert_eq!(standard(&[&[O, X]]), Err(Unreachable::NoOrder));
        assert_eq!(
            standard(&[&[X, X, X, X], &[O, O, O]]),
            Err(Unreachable::Won(X))
        );
        let tall = vec![vec![X; 7], vec![], vec![], vec![], vec![], vec![], vec![]];
        assert_eq!(
            reaching(BoardSize::STANDARD, X, &tall),
            Err(Unreachable::Shape)
        );
    }

    #[test]
    fn an_order_is_found_where_the_first_tries_fail() {
        // Column 1 must wait: its bottom disc is the second player's.
        let game = standard(&[&[O, X], &[X], &[X, O]]).unwrap();
        assert_eq!(game.notation(), "21331");
    }
}
