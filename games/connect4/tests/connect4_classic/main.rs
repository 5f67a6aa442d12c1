//! Connect 4's rules and engines: the game's rules, the solver (its API, properties and
//! the benchmark samples in data/), the opening book, the computer levels (their
//! order, the perfect level, the review), the puzzles, and the game records.

mod ai_levels;
mod ai_perfect;
mod ai_strength;
mod book;
mod game_rules;
mod puzzle_attempt;
mod puzzles;
mod records;
mod review;
mod solver_api;
mod solver_bench_samples;
mod solver_properties;
