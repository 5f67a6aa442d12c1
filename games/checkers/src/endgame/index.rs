//! Numbering the positions of one material, Black to move, densely enough to keep one
//! byte per number: Black's men among the 28 squares a black man may stand on, White's
//! among its 28 (the two sets may clash: such numbers stand for no position), then the
//! kings among the squares left, Black's first. Each set is ranked in the
//! combinatorial number system.

use super::material::Material;
use crate::board::Board;

/// Squares a black man may stand on (not its crowning row): bits 0-27.
const BLACK_MEN_SQUARES: u32 = 0x0FFF_FFFF;
/// Squares a white man may stand on: bits 4-31.
const WHITE_MEN_SQUARES: u32 = 0xFFFF_FFF0;

/// Binomial coefficients C(n, k) for n up to 32 and k up to 12.
const fn binomials() -> [[u64; 13]; 33] {
    let mut c = [[0u64; 13]; 33];
    let mut n = 0;
    while n <= 32 {
        c[n][0] = 1;
        let mut k = 1;
        while k <= 12 && k <= n {
            c[n][k] = c[n - 1][k - 1] + if k < n { c[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    c
}

const C: [[u64; 13]; 33] = binomials();

fn choose(n: u32, k: u8) -> u64 {
    C[n as usize][k as usize]
}

/// The rank of the set `bits` (as positions 0..n) among the sets of its size.
fn rank(mut bits: u64) -> u64 {
    let mut total = 0;
    let mut i = 1;
    while bits != 0 {
        total += C[bits.trailing_zeros() as usize][i];
        bits &= bits - 1;
        i += 1;
    }
    total
}

/// The set of `k` positions with rank `r`.
fn unrank(mut r: u64, k: u8, n: u32) -> u64 {
    let mut bits = 0;
    let mut top = n;
    for i in (1..=k as usize).rev() {
        // The largest position p with C(p, i) <= r.
        let mut p = top - 1;
        while C[p as usize][i] > r {
            p -= 1;
        }
        r -= C[p as usize][i];
        bits |= 1 << p;
        top = p;
    }
    bits
}

/// `bits` (a subset of `within`) as positions counted among `within`'s set bits.
fn compress(bits: u32, within: u32) -> u64 {
    let mut out = 0;
    let mut rest = bits;
    while rest != 0 {
        let square = rest.trailing_zeros();
        rest &= rest - 1;
        out |= 1 << (within & ((1 << square) - 1)).count_ones();
    }
    out
}

/// The inverse of `compress`: positions among `within`'s set bits back to squares.
fn expand(positions: u64, within: u32) -> u32 {
    let mut out = 0;
    let mut free = within;
    let mut i = 0;
    while free != 0 {
        let square = free.trailing_zeros();
        free &= free - 1;
        if positions & (1 << i) != 0 {
            out |= 1 << square;
        }
        i += 1;
    }
    out
}

/// How the numbers of one material are laid out.
#[derive(Debug, Clone, Copy)]
pub struct Layout {
    pub material: Material,
    /// Numbers for each part: Black's men, White's men, Black's kings, White's kings.
    sizes: [u64; 4],
}

impl Layout {
    pub fn new(material: Material) -> Layout {
        let m = material;
        let free = 32 - u32::from(m.black_men + m.white_men);
        let sizes = [
            choose(28, m.black_men),
            choose(28, m.white_men),
            choose(free, m.black_kings),
            choose(free - u32::from(m.black_kings), m.white_kings),
        ];
        Layout { material, sizes }
    }

    /// How many numbers: every position of the material, and some clashes.
    pub fn size(&self) -> u64 {
        self.sizes.iter().product()
    }

    /// The number of `board` (Black to move, of this material).
    pub fn index(&self, board: &Board) -> u64 {
        let black_men = board.black & !board.kings;
        let white_men = board.white & !board.kings;
        let free = !(black_men | white_men);
        let black_kings = board.black & board.kings;
        let parts = [
            rank(compress(black_men, BLACK_MEN_SQUARES)),
            rank(compress(white_men, WHITE_MEN_SQUARES)),
            rank(compress(black_kings, free)),
            rank(compress(board.white & board.kings, free & !black_kings)),
        ];
        parts
            .iter()
            .zip(&self.sizes)
            .fold(0, |total, (part, size)| total * size + part)
    }

    /// The position numbered `index`, or `None` where the men clash.
    pub fn board(&self, mut index: u64) -> Option<Board> {
        let m = self.material;
        let mut parts = [0; 4];
        for (part, size) in parts.iter_mut().zip(&self.sizes).rev() {
            *part = index % size;
            index /= size;
        }
        let men = |part, count, within| expand(unrank(part, count, 28), within);
        let black_men = men(parts[0], m.black_men, BLACK_MEN_SQUARES);
        let white_men = men(parts[1], m.white_men, WHITE_MEN_SQUARES);
        if black_men & white_men != 0 {
            return None;
        }
        let free = !(black_men | white_men);
        let kings_free = 32 - u32::from(m.black_men + m.white_men);
        let black_kings = expand(unrank(parts[2], m.black_kings, kings_free), free);
        let rest = kings_free - u32::from(m.black_kings);
        let white_kings = expand(unrank(parts[3], m.white_kings, rest), free & !black_kings);
        let mut board = Board::empty(crate::Color::Black);
        board.black = black_men | black_kings;
        board.white = white_men | white_kings;
        board.kings = black_kings | white_kings;
        Some(board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_is_its_position_and_back() {
        for pieces in 1..=3 {
            for material in Material::all(pieces) {
                let layout = Layout::new(material);
                for index in 0..layout.size() {
                    if let Some(board) = layout.board(index) {
                        assert_eq!(Material::of(&board), material);
                        assert_eq!(layout.index(&board), index, "{board}");
                    }
                }
            }
        }
    }
}
