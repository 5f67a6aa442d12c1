//! How many lines of four pass through each cell: the weight of the centre, which the
//! depth-limited levels evaluate by and the exact search breaks early ties by.

/// How many lines of four on a `width` x `height` board pass through the cell at
/// `column` and `row` (0-based, from the bottom left).
pub fn fours_through(width: u32, height: u32, column: u32, row: u32) -> u32 {
    let (w, h) = (width as i32, height as i32);
    let (column, row) = (column as i32, row as i32);
    let inside = |c: i32, r: i32| (0..w).contains(&c) && (0..h).contains(&r);
    let mut count = 0;
    for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
        // A four through the cell starts 0 to 3 steps before it.
        for back in 0..4 {
            let (c0, r0) = (column - back * dc, row - back * dr);
            if inside(c0, r0) && inside(c0 + 3 * dc, r0 + 3 * dr) {
                count += 1;
            }
        }
    }
    count
}

/// [`fours_through`] for every cell of one board size (up to 10x10), ready to look up
/// in the search; 0 for the row above the top, so a cell's upper neighbour can be
/// looked up without a test.
#[derive(Debug, Clone, Copy)]
pub struct FoursThrough {
    counts: [[u8; 11]; 10],
}

impl FoursThrough {
    pub fn new(width: u32, height: u32) -> Self {
        let mut counts = [[0; 11]; 10];
        for (column, rows) in counts.iter_mut().enumerate().take(width as usize) {
            for (row, count) in rows.iter_mut().enumerate().take(height as usize) {
                // At most 16: four directions, four places in each line.
                *count = fours_through(width, height, column as u32, row as u32) as u8;
            }
        }
        FoursThrough { counts }
    }

    /// The count for the cell at `column` and `row` (`row` at most the height: the row
    /// above the top counts 0).
    #[inline(always)]
    pub fn at(&self, column: u32, row: u32) -> u32 {
        u32::from(self.counts[column as usize][row as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line of four on the board, as its four cells.
    fn all_fours(width: i32, height: i32) -> Vec<[(i32, i32); 4]> {
        let mut fours = Vec::new();
        for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            for c in 0..width {
                for r in 0..height {
                    let line = [0, 1, 2, 3].map(|i| (c + i * dc, r + i * dr));
                    if line
                        .iter()
                        .all(|&(c, r)| c < width && (0..height).contains(&r))
                    {
                        fours.push(line);
                    }
                }
            }
        }
        fours
    }

    #[test]
    fn the_centre_is_worth_most_on_the_standard_board() {
        assert_eq!(fours_through(7, 6, 0, 0), 3);
        assert_eq!(fours_through(7, 6, 3, 2), 13);
        assert_eq!(fours_through(7, 6, 3, 0), 7);
        // The standard board has 69 lines of four, each through four cells.
        let total: u32 = (0..7)
            .flat_map(|c| (0..6).map(move |r| fours_through(7, 6, c, r)))
            .sum();
        assert_eq!(total, 69 * 4);
    }

    #[test]
    fn the_table_counts_the_lines_through_each_cell_on_every_size() {
        for width in 4..=10 {
            for height in 4..=10 {
                let table = FoursThrough::new(width, height);
                let fours = all_fours(width as i32, height as i32);
                for column in 0..width {
                    for row in 0..height {
                        let cell = (column as i32, row as i32);
                        let by_hand = fours.iter().filter(|line| line.contains(&cell)).count();
                        assert_eq!(table.at(column, row) as usize, by_hand);
                    }
                    assert_eq!(table.at(column, height), 0);
                }
            }
        }
    }
}
