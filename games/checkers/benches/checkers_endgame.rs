//! Builds the checkers endgame database of up to N pieces and reports how long each
//! number of pieces took, how many positions it has (against OEIS A055213), how many
//! are won, lost and drawn, the longest distance to the 40-move rule's restart and the file's size.
//!
//! `cargo bench -p connect4-checkers --bench checkers_endgame -- [--pieces N]`

use connect4_checkers::endgame::{self, Verdict};
use std::time::Instant;

/// OEIS A055213: positions of 1, 2, ... pieces.
const PUBLISHED: [u64; 5] = [120, 6_972, 261_224, 7_092_774, 148_688_232];

fn main() {
    let mut pieces = 4;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--pieces" {
            pieces = args.next().and_then(|v| v.parse().ok()).expect("a number");
        }
    }
    for n in 1..=pieces {
        let counted = endgame::positions(n);
        let published = PUBLISHED.get(n as usize - 1);
        println!("{n} pieces: {counted} positions (OEIS A055213: {published:?})");
    }
    let started = Instant::now();
    let base = endgame::build(pieces, &mut |p| {
        eprintln!(
            "{:>6.1} s {:>5.1} % {:?}",
            started.elapsed().as_secs_f64(),
            100.0 * p.done as f64 / p.total as f64,
            p.material
        );
    });
    println!("built in {:.1} s", started.elapsed().as_secs_f64());
    let (mut wins, mut losses, mut draws, mut longest) = (0u64, 0u64, 0u64, 0);
    for table in base.tables() {
        for byte in &table.values {
            let known = endgame::Known::from_byte(*byte);
            match known.verdict {
                Verdict::Win => wins += 1,
                Verdict::Loss => losses += 1,
                Verdict::Draw => draws += 1,
            }
            longest = longest.max(known.plies);
        }
    }
    println!("won {wins}, lost {losses}, drawn (or no position) {draws}, longest {longest} plies");
    let file = endgame::encode(&base);
    println!("file: {} bytes", file.len());
    if let Some(path) = std::env::var_os("ENDGAME_OUT") {
        std::fs::write(path, &file).expect("the file is written");
    }
}
