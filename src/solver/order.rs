//! Move ordering: alpha-beta prunes most when the best move is searched first.

/// The candidate moves of one node, best first: the table's remembered best move, then
/// by score (the number of winning cells a move creates), centre columns first on ties.
/// Each entry packs `score << 4 | column` so the list is 40 bytes of plain integers.
pub struct MoveList {
    entries: [u32; 10],
    len: usize,
}

impl MoveList {
    #[inline(always)]
    pub fn new() -> Self {
        MoveList {
            entries: [0; 10],
            len: 0,
        }
    }

    /// Inserts after every move scoring at least as much, so moves added centre-first
    /// keep that order among equals.
    #[inline(always)]
    pub fn add(&mut self, column: u32, score: u32) {
        let entry = score << 4 | column;
        let mut i = self.len;
        self.len += 1;
        while i > 0 && self.entries[i - 1] >> 4 < score {
            self.entries[i] = self.entries[i - 1];
            i -= 1;
        }
        self.entries[i] = entry;
    }

    pub fn len(&self) -> usize {
        self.len
    }

    /// The column of the `i`-th move.
    #[inline(always)]
    pub fn column(&self, i: usize) -> u32 {
        self.entries[i] & 0xF
    }
}

/// Columns from the centre outwards (the left of the two centre columns first on even
/// widths), the order in which moves are worth most on average.
pub fn centre_first(width: u32) -> [u32; 10] {
    let mut order = [0; 10];
    for (i, slot) in order.iter_mut().enumerate().take(width as usize) {
        let i = i as i32;
        let offset = if i % 2 == 1 { (i + 1) / 2 } else { -(i / 2) };
        *slot = ((width as i32 - 1) / 2 + offset) as u32;
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centre_first_covers_every_column() {
        assert_eq!(&centre_first(7)[..7], &[3, 4, 2, 5, 1, 6, 0]);
        assert_eq!(&centre_first(4)[..4], &[1, 2, 0, 3]);
        let mut ten = centre_first(10);
        ten.sort();
        assert_eq!(ten, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }

    #[test]
    fn higher_scores_come_first_and_ties_keep_order() {
        let mut list = MoveList::new();
        list.add(3, 0);
        list.add(2, 2);
        list.add(4, 0);
        list.add(1, 2);
        let order: Vec<u32> = (0..list.len()).map(|i| list.column(i)).collect();
        assert_eq!(order, [2, 1, 3, 4]);
    }
}
