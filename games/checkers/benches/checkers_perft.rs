//! Perft of checkers from the start against the published figures, as deep as asked
//! (12 by default: 388,623,673 sequences), with the time each depth took.
//!
//! `cargo bench -p connect4-checkers --bench checkers_perft -- [--depth N]`

use connect4_checkers::{Board, perft};
use std::time::Instant;

/// Published perft of American checkers from the start, depths 0-14.
const PUBLISHED: [u64; 15] = [
    1,
    7,
    49,
    302,
    1_469,
    7_361,
    36_768,
    179_740,
    845_931,
    3_963_680,
    18_391_564,
    85_242_128,
    388_623_673,
    1_766_623_630,
    7_978_439_499,
];

fn main() {
    let mut depth = 12;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--depth" {
            depth = args.next().and_then(|v| v.parse().ok()).expect("a number");
        }
    }
    for d in 0..=depth {
        let started = Instant::now();
        let count = perft(&Board::start(), d);
        let verdict = match PUBLISHED.get(d as usize) {
            Some(&p) if p == count => "as published",
            Some(_) => "DIFFERS from the published figure",
            None => "(no published figure here)",
        };
        println!(
            "perft({d:>2}) = {count:>13} {verdict} ({:.2} s)",
            started.elapsed().as_secs_f64()
        );
        assert!(PUBLISHED.get(d as usize).is_none_or(|&p| p == count));
    }
}
