//! Ids of new players and games, drawn at random from the OS's CSPRNG rather than
//! counted: servers sharing one database draw theirs apart without asking each
//! other, and a clash (one in 2^63 a pair) is refused by the primary key.

/// A positive 63-bit id.
pub fn random_id() -> Result<i64, getrandom::Error> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes)?;
    // Positive and never 0: the top bit cleared, the lowest set.
    Ok((i64::from_le_bytes(bytes) & i64::MAX) | 1)
}

#[cfg(test)]
mod tests {
    use super::random_id;

    #[test]
    fn ids_are_positive_and_apart() {
        let ids: std::collections::BTreeSet<i64> =
            (0..1000).map(|_| random_id().unwrap()).collect();
        assert_eq!(ids.len(), 1000);
        assert!(ids.iter().all(|&id| id > 0));
    }
}
