//! The matches whose result the scoreboard has counted, by the id their saved match
//! carries. A result and the saved match it ends live in two files, so no order of
//! writes makes them change together: a death between the two, or a lock held by
//! another copy, leaves the saved match behind its counted result. With the id kept
//! beside the counts, in the same file write, a saved match that already counted is
//! recognised at the next start and a result is never counted twice.

use std::collections::VecDeque;

/// How many ids are kept. Only the saved match (one file per data directory) is ever
/// looked up, and it is checked at the next start: a handful is plenty, and the file
/// stays small however many matches are played.
pub const KEPT: usize = 32;

/// The ids of the last [`KEPT`] matches counted, oldest first.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Ended(VecDeque<String>);

impl Ended {
    pub fn contains(&self, id: &str) -> bool {
        self.0.iter().any(|kept| kept == id)
    }

    /// Notes that `id` counted, forgetting the oldest beyond [`KEPT`].
    pub fn note(&mut self, id: &str) {
        if self.contains(id) {
            return;
        }
        self.0.push_back(id.to_string());
        while self.0.len() > KEPT {
            self.0.pop_front();
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(String::as_str)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_latest_are_kept_each_once() {
        let mut ended = Ended::default();
        for n in 0..KEPT + 5 {
            ended.note(&format!("m{n}"));
            ended.note(&format!("m{n}"));
        }
        assert_eq!(ended.iter().count(), KEPT);
        assert!(!ended.contains("m4"));
        assert!(ended.contains("m5"));
        assert!(ended.contains(&format!("m{}", KEPT + 4)));
    }
}
