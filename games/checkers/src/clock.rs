//! How long a search thinks: whether another iteration starts, foreseen from the
//! branching factor the search measures in itself, given more time when the score
//! drops or the best move changes late and less when one move stands far above the
//! rest. Pure: it is told the time elapsed, so tests drive it with invented times.
//! The search itself is cut at the hard limit, a little under the budget.

use std::time::Duration;

/// What the search tells the clock when an iteration has ended.
#[derive(Debug, Clone, Copy)]
pub(super) struct Ended {
    /// Time since the search began.
    pub at: Duration,
    /// Nodes the iteration searched, and those its first move (the last best) took.
    pub nodes: u64,
    pub first_nodes: u64,
    pub score: i32,
    pub depth: u32,
    /// Whether its best move differs from the last iteration's.
    pub new_best: bool,
}

/// The iterations so far, to foresee the next one.
pub(super) struct Clock {
    /// When the search is cut, from its start; `None` without a deadline.
    hard: Option<Duration>,
    /// The last iterations ended, latest last (three are enough).
    ended: Vec<Ended>,
    /// Iterations in a row that kept the best move.
    held: u32,
}

/// The branching factor assumed before two iterations have been measured, and the
/// bounds of a measured one (one ply costs a few times the one before).
const GROWTH: f64 = 2.5;
const GROWTH_BOUNDS: (f64, f64) = (1.2, 6.0);
/// Iterations of fewer nodes measure mostly the overhead of starting one.
const FEW_NODES: u64 = 2000;
/// The share of the budget kept for the search to notice the hard limit and return,
/// at least and at most: it reads the clock every thousand nodes or so, a third of a
/// millisecond, and a loaded machine may keep it waiting a few more (up to 4 ms seen
/// with the 2-core VM's load at 4).
const MARGIN: (f64, Duration, Duration) =
    (0.03, Duration::from_micros(500), Duration::from_millis(10));
/// The least share of an iteration its first move is taken to cost.
const FIRST_SHARE_FLOOR: f64 = 0.25;

impl Clock {
    /// A clock for a search allowed `budget` (none: it runs until its depth).
    pub(super) fn new(budget: Option<Duration>) -> Clock {
        Clock {
            hard: budget.map(hard_limit),
            ended: Vec::with_capacity(4),
            held: 0,
        }
    }

    /// When the search must stop, from its start: never past the budget.
    pub(super) fn hard(&self) -> Option<Duration> {
        self.hard
    }

    /// Called when an iteration has ended: whether the next one should start.
    pub(super) fn next(&mut self, ended: Ended) -> bool {
        self.held = if ended.new_best { 0 } else { self.held + 1 };
        if self.ended.len() == 3 {
            self.ended.remove(0);
        }
        self.ended.push(ended);
        let Some(hard) = self.hard else {
            return true;
        };
        let stability = stability(&self.ended, self.held);
        ended.at + self.first_move_time().mul_f64(stability.need()) <= stability.target(hard)
    }

    /// How long the next iteration's first move should take: the last iteration's
    /// time grown by the branching factor, times the share its first move took. An
    /// iteration cut after its first move still plays a move searched deeper (the
    /// same one, or one that beat it); cut before, it was time lost.
    fn first_move_time(&self) -> Duration {
        let last = &self.ended[self.ended.len() - 1];
        let before = self
            .ended
            .len()
            .checked_sub(2)
            .map_or(Duration::ZERO, |i| self.ended[i].at);
        let share = if last.nodes == 0 {
            1.0
        } else {
            (last.first_nodes as f64 / last.nodes as f64).clamp(FIRST_SHARE_FLOOR, 1.0)
        };
        (last.at - before).mul_f64(self.growth() * share)
    }

    /// The branching factor: the growth in nodes per ply over the last two plies
    /// (odd and even plies cost differently), or the last one.
    fn growth(&self) -> f64 {
        let nodes: Vec<u64> = self.ended.iter().map(|e| e.nodes).collect();
        let measured = match nodes[..] {
            [a, _, c] if a >= FEW_NODES => (c as f64 / a as f64).sqrt(),
            [.., b, c] if b >= FEW_NODES => c as f64 / b as f64,
            _ => return GROWTH,
        };
        measured.clamp(GROWTH_BOUNDS.0, GROWTH_BOUNDS.1)
    }
}

/// The hard limit for `budget`: the budget less the time to notice it.
fn hard_limit(budget: Duration) -> Duration {
    let margin = budget.mul_f64(MARGIN.0).clamp(MARGIN.1, MARGIN.2);
    budget.saturating_sub(margin)
}

/// How settled the search looks after its last iterations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stability {
    /// The score dropped or the best move changed late: a deeper look may save it.
    Shaken,
    Usual,
    /// The same move best for several plies, the others refuted at little cost.
    Clear,
}

/// A drop in score, in hundredths of a man, that calls for more time.
const DROP: i32 = 20;
/// A best move changing from this ply on changes late.
const LATE_PLY: u32 = 5;
/// Iterations the best move must hold, and the share of the nodes it must take, for
/// it to stand far above the rest.
const CLEAR_HELD: u32 = 4;
const CLEAR_SHARE: f64 = 0.9;

fn stability(ended: &[Ended], held: u32) -> Stability {
    let last = ended[ended.len() - 1];
    let dropped = ended.len() >= 2 && last.score < ended[ended.len() - 2].score - DROP;
    // The first plies change their mind often, and cost nothing.
    let late = last.new_best && last.depth >= LATE_PLY;
    if dropped || late {
        Stability::Shaken
    } else if held >= CLEAR_HELD
        && last.nodes >= FEW_NODES
        && last.first_nodes as f64 >= CLEAR_SHARE * last.nodes as f64
    {
        Stability::Clear
    } else {
        Stability::Usual
    }
}

impl Stability {
    /// The soft target: the time by which the next iteration's first move should be
    /// done. A move per budget saves nothing for later, so only a clear move, whose
    /// deeper look would most likely confirm it, gives time back (to the player).
    fn target(self, hard: Duration) -> Duration {
        match self {
            Stability::Clear => hard / 2,
            _ => hard,
        }
    }

    /// The share of the next iteration's first move that must fit by the target. The
    /// foresight is rough (a ply costs 1.1 to 3.3 times the last, the first move a
    /// sixth to two thirds of it, measured at 100 ms a move), and time left at the
    /// end of a move is lost, so three quarters will do; a shaken search takes more
    /// of a chance for a deeper look.
    fn need(self) -> f64 {
        match self {
            Stability::Shaken => 0.5,
            _ => 0.75,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Iterations growing `growth` times per ply, the last ending `used_ms` into the
    /// search, the first move taking `first` of each, the best move and score steady.
    fn iterations(used_ms: f64, plies: u32, growth: f64, first: f64) -> Vec<Ended> {
        let total: f64 = (0..plies).map(|i| growth.powi(i as i32)).sum();
        let mut at = 0.0;
        (0..plies)
            .map(|i| {
                let cost = growth.powi(i as i32);
                at += used_ms * cost / total;
                let nodes = (10_000.0 * cost) as u64;
                Ended {
                    at: Duration::from_secs_f64(at / 1000.0),
                    nodes,
                    first_nodes: (nodes as f64 * first) as u64,
                    score: 10,
                    depth: i + 1,
                    new_best: false,
                }
            })
            .collect()
    }

    /// Whether a clock with a budget of 100 ms starts another iteration after these.
    fn starts_another(ended: &[Ended]) -> bool {
        let mut clock = Clock::new(Some(Duration::from_millis(100)));
        let (last, before) = ended.split_last().unwrap();
        for e in before {
            clock.next(*e);
        }
        clock.next(*last)
    }

    #[test]
    fn an_iteration_starts_while_its_first_move_is_foreseen_to_end_in_time() {
        // Growing 3 times a ply, the next iteration takes twice the time used so far,
        // its first move (half of it) as long as the time used: three quarters of it
        // fit after 30 ms of 100, not after 60.
        assert!(starts_another(&iterations(30.0, 6, 3.0, 0.5)));
        assert!(!starts_another(&iterations(60.0, 6, 3.0, 0.5)));
        // Growing less, more fits.
        assert!(starts_another(&iterations(60.0, 6, 1.5, 0.5)));
    }

    #[test]
    fn the_branching_factor_is_measured_over_two_plies() {
        // Odd plies cost 2 times the last, even ones 8: 4 a ply on average.
        let mut ended = iterations(10.0, 3, 1.0, 0.5);
        (ended[1].nodes, ended[2].nodes) = (20_000, 160_000);
        let mut clock = Clock::new(None);
        for e in &ended {
            clock.next(*e);
        }
        assert_eq!(clock.growth(), 4.0);
    }

    #[test]
    fn a_dropping_score_or_a_late_change_of_move_takes_more_time() {
        // After 60 ms, half the next first move fits, three quarters do not.
        let steady = iterations(60.0, 8, 3.0, 0.5);
        assert!(!starts_another(&steady));
        let mut dropped = steady.clone();
        dropped[7].score = 10 - 50;
        assert!(starts_another(&dropped));
        let mut changed = steady.clone();
        changed[7].new_best = true;
        assert!(starts_another(&changed));
        // A change at the first plies is no news.
        let early = iterations(50.0, 3, 3.0, 0.5);
        let mut early_changed = early.clone();
        early_changed[2].new_best = true;
        assert_eq!(starts_another(&early), starts_another(&early_changed));
    }

    #[test]
    fn a_move_standing_far_above_the_rest_takes_less_time() {
        // The first move takes 95 % of the nodes: the others are refuted at once.
        let lone = iterations(30.0, 8, 3.0, 0.95);
        assert!(!starts_another(&lone));
        // Not if it has only just become the best move.
        let mut new = lone.clone();
        new[5].new_best = true;
        assert!(starts_another(&new));
        assert!(starts_another(&iterations(30.0, 8, 3.0, 0.5)));
    }

    #[test]
    fn the_hard_limit_is_never_past_the_budget() {
        for ms in [1, 5, 20, 100, 1000, 30_000] {
            let budget = Duration::from_millis(ms);
            let hard = Clock::new(Some(budget)).hard().unwrap();
            assert!(hard < budget, "{ms} ms");
            // It gives up no more than 3 % of the budget, or half a millisecond (to a
            // nanosecond's rounding).
            let most = (budget * 3 / 100).max(MARGIN.1) + Duration::from_nanos(1);
            assert!(budget - hard <= most, "{ms} ms");
        }
        assert_eq!(Clock::new(None).hard(), None);
    }

    #[test]
    fn without_a_deadline_every_iteration_starts() {
        let mut clock = Clock::new(None);
        assert!(
            iterations(1e6, 4, 3.0, 0.5)
                .into_iter()
                .all(|e| clock.next(e))
        );
    }
}
