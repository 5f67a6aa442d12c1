//! Limits on a search: a stop flag another thread can raise, a deadline, a node count.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use web_time::Instant;

/// How often (in nodes, a power of two) a running search looks at its budget: often
/// enough to stop within a fraction of a millisecond, rarely enough to cost nothing.
pub const CHECK_EVERY: u64 = 1 << 12;

/// When a search must give up. The default is unlimited.
#[derive(Debug, Clone, Default)]
pub struct Budget {
    /// Any of these set stops the search (the caller's, and a parallel search's own).
    stop: Vec<Arc<AtomicBool>>,
    deadline: Option<Instant>,
    max_nodes: Option<u64>,
}

impl Budget {
    /// No limit: the search runs to the end.
    pub fn unlimited() -> Self {
        Budget::default()
    }

    /// Stops as soon as `flag` is set (from any thread), as well as on any flag given
    /// before.
    pub fn with_stop_flag(mut self, flag: Arc<AtomicBool>) -> Self {
        self.stop.push(flag);
        self
    }

    /// Stops once `time` has passed from now.
    pub fn with_time(mut self, time: Duration) -> Self {
        self.deadline = Some(Instant::now() + time);
        self
    }

    /// Stops at `deadline`.
    pub fn with_deadline(mut self, deadline: Instant) -> Self {
        self.deadline = Some(deadline);
        self
    }

    /// Stops after about `nodes` more nodes (counted from the engine's total).
    pub fn with_nodes(mut self, nodes: u64) -> Self {
        self.max_nodes = Some(nodes);
        self
    }

    /// Whether the search must stop now, having searched `nodes` under this budget.
    pub(crate) fn exhausted(&self, nodes: u64) -> bool {
        self.max_nodes.is_some_and(|max| nodes >= max)
            || self.stop.iter().any(|f| f.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    pub(crate) fn is_unlimited(&self) -> bool {
        self.stop.is_empty() && self.deadline.is_none() && self.max_nodes.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_limit_stops_the_search() {
        assert!(!Budget::unlimited().exhausted(u64::MAX));
        assert!(Budget::unlimited().with_nodes(10).exhausted(10));
        assert!(Budget::unlimited().with_time(Duration::ZERO).exhausted(0));
        let flag = Arc::new(AtomicBool::new(false));
        let budget = Budget::unlimited().with_stop_flag(flag.clone());
        assert!(!budget.exhausted(0));
        flag.store(true, Ordering::Relaxed);
        assert!(budget.exhausted(0));
        let other = Arc::new(AtomicBool::new(false));
        let both = Budget::unlimited()
            .with_stop_flag(other.clone())
            .with_stop_flag(Arc::new(AtomicBool::new(false)));
        assert!(!both.exhausted(0));
        other.store(true, Ordering::Relaxed);
        assert!(both.exhausted(0), "the first flag still counts");
    }
}
