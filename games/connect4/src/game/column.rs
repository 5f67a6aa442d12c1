//! A column of the board: 0-based inside, 1-based wherever a person reads or types
//! it (`4` is the middle of seven), and `0` for the tenth in move strings.

use std::fmt;

/// A board column. Its index counts from 0 at the left; it prints from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Column(usize);

impl Column {
    /// The column `index` places from the left (0-based).
    pub const fn new(index: usize) -> Column {
        Column(index)
    }

    /// Its 0-based index, to index the board's arrays.
    pub const fn index(self) -> usize {
        self.0
    }

    /// Its number as people count: 1 for the leftmost.
    pub const fn number(self) -> usize {
        self.0 + 1
    }

    /// The column a move-string character names: '1'..='9' are columns 1-9 and '0'
    /// is column 10 (boards go up to ten columns).
    pub fn from_char(c: char) -> Option<Column> {
        match c {
            '1'..='9' => Some(Column(c as usize - '1' as usize)),
            '0' => Some(Column(9)),
            _ => None,
        }
    }

    /// The move-string character of this column; the inverse of [`Column::from_char`].
    pub fn to_char(self) -> char {
        match self.0 {
            0..=8 => (b'1' + self.0 as u8) as char,
            9 => '0',
            _ => panic!(
                "column {} is beyond the ten a board can have",
                self.number()
            ),
        }
    }
}

impl fmt::Display for Column {
    /// The column's number as people count (1-based).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_column_counts_from_zero_inside_and_from_one_in_text() {
        let middle = Column::new(3);
        assert_eq!(middle.index(), 3);
        assert_eq!(middle.to_string(), "4");
        assert_eq!(middle.to_char(), '4');
        assert_eq!(Column::from_char('4'), Some(middle));
    }

    #[test]
    fn every_column_round_trips_through_its_character() {
        for index in 0..10 {
            let column = Column::new(index);
            assert_eq!(Column::from_char(column.to_char()), Some(column));
        }
        assert_eq!(Column::from_char('0'), Some(Column::new(9)));
        assert_eq!(Column::from_char('x'), None);
    }
}
