//! The moves of one node in search order, kept sorted as they are scored.

/// The candidate moves of one node, best first: the table's remembered best move, then
/// by score (the winning cells a move creates, then the lines of four through its cell
/// early in the game or the columns its threats bar later), centre columns first on
/// ties.
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

#[cfg(test)]
mod tests {
    use super::*;

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
