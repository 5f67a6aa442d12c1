//! Ids for matches, so that the saved match and the result that ends it name the same
//! match (see `scoreboard::ended`). An id is this run's random number, drawn once at
//! the edge, and the match's number in the run: update stays pure and deterministic,
//! and two runs never hand out the same id.

/// Hands out the ids of one run's matches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchIds {
    run: u64,
    taken: u64,
}

impl MatchIds {
    /// The ids of the run drawn as `run` (random, from the edge).
    pub fn new(run: u64) -> MatchIds {
        MatchIds { run, taken: 0 }
    }

    /// The next id: `5f0c9a3e1b2d4c68-3` for the run's third match.
    pub fn take(&mut self) -> String {
        self.taken += 1;
        format!("{:016x}-{}", self.run, self.taken)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_match_of_a_run_gets_its_own_id() {
        let mut ids = MatchIds::new(0xabc);
        assert_eq!(ids.take(), "0000000000000abc-1");
        assert_eq!(ids.take(), "0000000000000abc-2");
        assert_ne!(MatchIds::new(1).take(), MatchIds::new(2).take());
    }
}
