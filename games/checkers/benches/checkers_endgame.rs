//! Builds the checkers endgame database of up to N pieces and reports how long each
//! number of pieces took, how many positions it has (against OEIS A055213), how many
//! are won, lost and drawn, the longest distance to the 40-move rule's restart, the
//! file's size, what a probe costs from memory, and how long checking every position
//! against its moves takes (`endgame::verify`).
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
    probes(&base, pieces);
    let started = Instant::now();
    let checked = endgame::verify(&base, &mut |_| {}).expect("the tables bear themselves out");
    println!(
        "verified {checked} positions in {:.1} s",
        started.elapsed().as_secs_f64()
    );
}

/// The time of one probe from memory, on positions of `pieces` pieces taken at random
/// from the tables (each with a random side to move): the median and the slowest of
/// 11 rounds of a million probes.
fn probes(base: &endgame::Tablebase, pieces: u32) {
    let mut rng = fastrand::Rng::with_seed(7);
    let tables: Vec<_> = base
        .tables()
        .filter(|t| t.layout.material.pieces() == pieces)
        .collect();
    let mut boards = Vec::with_capacity(1 << 20);
    while boards.len() < boards.capacity() {
        let table = tables[rng.usize(..tables.len())];
        if let Some(board) = table.layout.board(rng.u64(..table.layout.size())) {
            boards.push(if rng.bool() {
                endgame::flip(&board)
            } else {
                board
            });
        }
    }
    let mut rounds: Vec<f64> = (0..11)
        .map(|_| {
            let started = Instant::now();
            let won = boards
                .iter()
                .filter(|b| base.probe(b).is_some_and(|k| k.verdict == Verdict::Win))
                .count();
            std::hint::black_box(won);
            started.elapsed().as_nanos() as f64 / boards.len() as f64
        })
        .collect();
    rounds.sort_by(f64::total_cmp);
    println!(
        "probe ({pieces} pieces, from memory): median {:.0} ns, slowest round {:.0} ns",
        rounds[rounds.len() / 2],
        rounds[rounds.len() - 1]
    );
}
