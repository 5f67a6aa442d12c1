//! PopOut's match runner: two computer levels play each other, both colours of every
//! opening, and the result is printed as wins, draws and losses, a score and an Elo
//! difference with its 95% error.
//!
//! `cargo bench -p connect4-popout --bench popout_match -- hard medium 40 100`
//! plays 40 games of hard against medium at 100 ms a move. Each pair of games starts
//! from its own random two-ply opening, played once with each level first.

use connect4_classic::game::{BoardSize, Player};
use connect4_popout::rules::{Game, Move, Outcome};
use connect4_popout::{Computer, Level};
use std::time::Duration;

/// A game this long is stopped and counted a draw: PopOut need not end, and the
/// repetition rule only catches positions that come back.
const MAX_PLIES: usize = 400;

fn main() {
    // `cargo bench` passes `--bench` to a runner without a harness: skip flags.
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let level =
        |i: usize, default: Level| args.get(i).map_or(default, |a| a.parse().expect("a level"));
    let first = level(0, Level::Hard);
    let second = level(1, Level::Medium);
    let games: usize = args
        .get(2)
        .map_or(40, |a| a.parse().expect("a number of games"));
    let think = Duration::from_millis(
        args.get(3)
            .map_or(100, |a| a.parse().expect("milliseconds")),
    );
    println!(
        "{first} v {second}: {games} games at {} ms a move, 7x6",
        think.as_millis()
    );

    let mut rng = fastrand::Rng::with_seed(20_261_207);
    let (mut a, mut b) = (Computer::new(first, 1), Computer::new(second, 2));
    let mut tally = Tally::default();
    let mut opening = Vec::new();
    for game_number in 0..games {
        // A new opening every other game; the next one plays it with colours swapped.
        if game_number % 2 == 0 {
            opening = random_opening(&mut rng);
        }
        let first_moves = game_number % 2 == 0;
        let (outcome, plies, capped) = play(&opening, &mut a, &mut b, first_moves, think);
        let seat = if first_moves {
            Player::One
        } else {
            Player::Two
        };
        let result = match outcome {
            Some(Outcome::Win(p)) if p == seat => 1.0,
            Some(Outcome::Win(_)) => 0.0,
            _ => 0.5,
        };
        tally.add(result, capped);
        let line: Vec<String> = opening.iter().map(Move::to_string).collect();
        println!(
            "game {:>3}: {first} as {:?}, opening {}, {} after {plies} plies{}",
            game_number + 1,
            seat,
            line.join(" "),
            match result {
                1.0 => format!("{first} wins"),
                0.0 => format!("{second} wins"),
                _ => "draw".to_string(),
            },
            if capped {
                " (stopped at the ply limit)"
            } else {
                ""
            },
        );
    }
    tally.print(first, second);
}

/// Two random drops: PopOut's first two plies cannot pop.
fn random_opening(rng: &mut fastrand::Rng) -> Vec<Move> {
    let mut game = Game::new(BoardSize::STANDARD);
    (0..2)
        .map(|_| {
            let legal = game.legal_moves();
            let mv = legal.as_slice()[rng.usize(..legal.len())];
            game.play(mv).expect("a legal move");
            mv
        })
        .collect()
}

/// One game from `opening`: `a` moves first if `a_first`. The outcome (none if the ply
/// limit stopped it), the plies played, and whether the limit stopped it.
fn play(
    opening: &[Move],
    a: &mut Computer,
    b: &mut Computer,
    a_first: bool,
    think: Duration,
) -> (Option<Outcome>, usize, bool) {
    let mut game = Game::new(BoardSize::STANDARD);
    for &mv in opening {
        game.play(mv).expect("a legal opening");
    }
    a.new_game();
    b.new_game();
    while game.outcome().is_none() {
        if game.moves().len() >= MAX_PLIES {
            return (None, game.moves().len(), true);
        }
        let a_to_move = (game.position().to_move() == Player::One) == a_first;
        let computer = if a_to_move { &mut *a } else { &mut *b };
        let mv = computer
            .choose(&game, think)
            .expect("a move while the game goes on");
        game.play(mv).expect("the engine plays legal moves");
    }
    (game.outcome(), game.moves().len(), false)
}

/// The first level's results.
#[derive(Default)]
struct Tally {
    scores: Vec<f64>,
    capped: usize,
}

impl Tally {
    fn add(&mut self, score: f64, capped: bool) {
        self.scores.push(score);
        self.capped += usize::from(capped);
    }

    fn print(&self, first: Level, second: Level) {
        let n = self.scores.len() as f64;
        let count = |s: f64| self.scores.iter().filter(|&&x| x == s).count();
        let (wins, draws, losses) = (count(1.0), count(0.5), count(0.0));
        let score = self.scores.iter().sum::<f64>() / n;
        println!(
            "{first} v {second}: +{wins} ={draws} -{losses} ({} stopped at {MAX_PLIES} plies)",
            self.capped
        );
        println!("score {:.1}/{} = {:.1}%", score * n, n, 100.0 * score);
        if score <= 0.0 || score >= 1.0 {
            println!("Elo difference: unbounded (every game went one way)");
            return;
        }
        // The standard error of the mean game score, carried through the Elo curve.
        let variance = self.scores.iter().map(|s| (s - score).powi(2)).sum::<f64>() / n;
        let error = (variance / n).sqrt();
        let elo = |s: f64| -400.0 * (1.0 / s - 1.0).log10();
        let slope = 400.0 / (std::f64::consts::LN_10 * score * (1.0 - score));
        println!(
            "Elo difference: {:+.0} ± {:.0} (95%)",
            elo(score),
            1.96 * error * slope
        );
    }
}
