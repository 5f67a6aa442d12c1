//! Which null-window probes an exact solve makes: each asks "is the score above this
//! value?", and the answers close in on the score from both sides.

/// Exact solves of positions with at most this many discs probe from zero at once:
/// this close to the empty board the outer probes rarely pay off (measured on several
/// board sizes, it was the faster start on all but one; figures in docs/solver.md).
const FROM_ZERO_MAX_MOVES: u32 = 1;

/// The outer probes a solve makes before it walks from zero, if zero is still inside.
/// Against halving all the way, two outer probes then a walk save nodes and time on
/// the hardest positions, whose scores are small, and cost a little where most scores
/// lie a few points from zero, since there the walk's first probes are dear and
/// halving's cheap. With no outer probe at all, positions far from zero take many
/// times the nodes: the outer probes find those scores quickly. The measurements are
/// in docs/solver.md ("Search").
const OUTER_PROBES: u8 = 2;

/// How the probes of one solve pick their values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Probes {
    /// Halve the interval left, pushed out from zero first. A probe near zero is by far
    /// the dearest in a position that is really won or lost quickly, so probes go
    /// halfway from zero to the far end of the interval first. If zero is still inside
    /// after `outer_left` more of them, the score is small and the position among the
    /// hardest, where every probe near zero is dear: the probes walk from zero.
    Halving { outer_left: u8 },
    /// Just above the lowest score not yet ruled out: given a floor, which is most often
    /// the score itself, the first probe settles it.
    WalkUp,
    /// Start at zero, then test next to the bound the last probe proved. Near a score
    /// close to zero every probe is enormous: two probes most often, where halving
    /// makes four or more.
    FromZero { next: i32 },
}

impl Probes {
    /// The probes for a position with `moves` discs; `floor_given` when the search
    /// starts from a floor above the lowest possible score.
    pub fn new(moves: u32, floor_given: bool) -> Self {
        if floor_given {
            Probes::WalkUp
        } else if moves <= FROM_ZERO_MAX_MOVES {
            Probes::FromZero { next: 0 }
        } else {
            Probes::Halving {
                outer_left: OUTER_PROBES,
            }
        }
    }

    /// The next value to probe while the score lies in `[low, high]` (`low < high`):
    /// always in `[low, high)`, so every answer shrinks the interval.
    pub fn pick(&self, low: i32, high: i32) -> i32 {
        match *self {
            Probes::Halving { .. } => halving(low, high),
            Probes::WalkUp => low,
            Probes::FromZero { next } => next.clamp(low, high - 1),
        }
    }

    /// Takes in a probe's answer: the score is now known to lie in `[low, high]`, and
    /// `failed_low` says the probe moved `high`.
    pub fn learn(&mut self, low: i32, high: i32, failed_low: bool) {
        match self {
            Probes::FromZero { next } => *next = if failed_low { high - 1 } else { low },
            Probes::Halving { outer_left } if *outer_left > 0 => {
                *outer_left -= 1;
                if *outer_left == 0 && low <= 0 && 0 < high {
                    *self = Probes::FromZero { next: 0 };
                }
            }
            _ => {}
        }
    }
}

/// The middle of `[low, high)`, pushed out to half the distance from zero to the
/// interval's end on the side the middle lies on.
fn halving(low: i32, high: i32) -> i32 {
    let middle = low + (high - low) / 2;
    if middle <= 0 && low / 2 < middle {
        low / 2
    } else if middle >= 0 && high / 2 > middle {
        high / 2
    } else {
        middle
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How a search answers a probe: fail-soft at its tightest returns the score itself
    /// on either side; fail-hard returns only the probe's own edge.
    #[derive(Clone, Copy)]
    enum Answers {
        Exact,
        Hard,
    }

    /// The values `probes` tests to pin down `score` in `[low, high]`.
    fn probes_for(
        mut probes: Probes,
        answers: Answers,
        score: i32,
        (mut low, mut high): (i32, i32),
    ) -> Vec<i32> {
        let mut made = Vec::new();
        while low < high {
            let probe = probes.pick(low, high);
            assert!(
                (low..high).contains(&probe),
                "{probe} outside [{low}, {high})"
            );
            made.push(probe);
            let failed_low = score <= probe;
            let result = match answers {
                Answers::Exact => score,
                Answers::Hard if failed_low => probe,
                Answers::Hard => probe + 1,
            };
            if failed_low {
                high = result.max(low);
            } else {
                low = result.min(high);
            }
            probes.learn(low, high, failed_low);
        }
        assert_eq!(low, score);
        made
    }

    /// The interval of the empty 7x6 board's score.
    const EMPTY_7X6: (i32, i32) = (-21, 22);

    #[test]
    fn from_zero_starts_at_zero_and_settles_any_score_in_two_exact_probes() {
        let probes = Probes::new(0, false);
        assert_eq!(probes, Probes::new(1, false));
        for score in -21..=22 {
            let made = probes_for(probes, Answers::Exact, score, EMPTY_7X6);
            assert_eq!(made[0], 0, "score {score}: {made:?}");
            assert!(made.len() <= 2, "score {score}: {made:?}");
        }
    }

    #[test]
    fn near_zero_from_zero_makes_fewer_probes_than_halving_all_the_way() {
        // Fail-hard answers, the worst case: halving keeps crossing the score.
        let from_zero = probes_for(Probes::new(0, false), Answers::Hard, 1, EMPTY_7X6);
        assert_eq!(from_zero, vec![0, 1]);
        let all_the_way = Probes::Halving { outer_left: 255 };
        let halving = probes_for(all_the_way, Answers::Hard, 1, EMPTY_7X6);
        assert_eq!(halving, vec![-10, 11, 5, -4, 2, -1, 1, 0]);
    }

    #[test]
    fn zero_still_inside_after_the_outer_probes_starts_a_walk_from_zero() {
        let interval = (-15, 16);
        for (score, walk) in [(1, vec![0, 1]), (-2, vec![0, -1, -2, -3]), (0, vec![0, -1])] {
            let made = probes_for(Probes::new(12, false), Answers::Hard, score, interval);
            assert_eq!(made[..2], [-7, 8], "score {score}");
            assert_eq!(made[2..], walk, "score {score}");
        }
        // Zero left outside: halving goes on.
        let made = probes_for(Probes::new(12, false), Answers::Hard, 10, interval);
        assert_eq!(made, vec![-7, 8, 12, 10, 9]);
    }

    #[test]
    fn halving_probes_away_from_zero_first() {
        let interval = (-15, 16);
        let made = probes_for(Probes::new(12, false), Answers::Exact, 12, interval);
        assert_eq!(made, vec![-7, 14]);
        let made = probes_for(Probes::new(12, false), Answers::Exact, -11, interval);
        assert_eq!(made, vec![-7, -13]);
    }

    #[test]
    fn a_floor_is_tested_first() {
        for moves in [0, 12] {
            let probes = Probes::new(moves, true);
            assert_eq!(probes_for(probes, Answers::Hard, 3, (3, 16)), vec![3]);
            assert_eq!(probes_for(probes, Answers::Hard, 5, (3, 16)), vec![3, 4, 5]);
        }
    }

    #[test]
    fn every_way_finds_every_score_with_either_answers() {
        for probes in [
            Probes::Halving { outer_left: 2 },
            Probes::Halving { outer_left: 255 },
            Probes::FromZero { next: 0 },
            Probes::WalkUp,
        ] {
            for answers in [Answers::Exact, Answers::Hard] {
                for score in -21..=22 {
                    probes_for(probes, answers, score, EMPTY_7X6);
                }
            }
        }
    }
}
