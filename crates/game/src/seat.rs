//! The two seats of a match of any two-player game, and a pair of values, one per
//! seat. Neutral: Connect 4, checkers and the app's shell all seat their players here.

use serde::{Deserialize, Serialize};

/// A seat at the table. Who moves first alternates between matches, so a
/// player is a seat, not "the first mover".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    One,
    Two,
}

impl Player {
    pub const BOTH: [Player; 2] = [Player::One, Player::Two];

    /// The opponent.
    pub fn other(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }

    /// 0 for player one, 1 for player two: an index into per-player arrays.
    pub fn index(self) -> usize {
        match self {
            Player::One => 0,
            Player::Two => 1,
        }
    }
}

/// One value for each player, indexed by [`Player`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash, Serialize, Deserialize)]
pub struct ByPlayer<T> {
    pub one: T,
    pub two: T,
}

impl<T> ByPlayer<T> {
    pub fn new(one: T, two: T) -> Self {
        ByPlayer { one, two }
    }

    pub fn get(&self, player: Player) -> &T {
        match player {
            Player::One => &self.one,
            Player::Two => &self.two,
        }
    }

    pub fn get_mut(&mut self, player: Player) -> &mut T {
        match player {
            Player::One => &mut self.one,
            Player::Two => &mut self.two,
        }
    }
}

impl<T> std::ops::Index<Player> for ByPlayer<T> {
    type Output = T;
    fn index(&self, player: Player) -> &T {
        self.get(player)
    }
}

impl<T> std::ops::IndexMut<Player> for ByPlayer<T> {
    fn index_mut(&mut self, player: Player) -> &mut T {
        self.get_mut(player)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_swaps_sides() {
        assert_eq!(Player::One.other(), Player::Two);
        assert_eq!(Player::Two.other(), Player::One);
    }

    #[test]
    fn by_player_indexes_each_side() {
        let mut wins = ByPlayer::new(1, 2);
        wins[Player::Two] += 5;
        assert_eq!((wins[Player::One], wins[Player::Two]), (1, 7));
    }
}
