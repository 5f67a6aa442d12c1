//! How many positions there are of a number of pieces (either side to move counted
//! once, as OEIS A055213 counts them), worked out rather than enumerated.

use super::material::Material;

fn choose(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |total, i| total * (n - i) / (i + 1))
}

/// The positions of exactly `pieces` pieces: men off their crowning row, kings
/// anywhere, no two on one square.
pub fn positions(pieces: u32) -> u64 {
    Material::all(pieces)
        .iter()
        .map(|m| {
            let (bm, bk) = (u64::from(m.black_men), u64::from(m.black_kings));
            let (wm, wk) = (u64::from(m.white_men), u64::from(m.white_kings));
            // Black's men: j of them on the 24 squares White's men may use too.
            let men: u64 = (0..=bm)
                .map(|j| choose(24, j) * choose(4, bm - j) * choose(28 - j, wm))
                .sum();
            let free = 32 - bm - wm;
            men * choose(free, bk) * choose(free - bk, wk)
        })
        .sum()
}
