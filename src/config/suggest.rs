//! "Did you mean …?": the nearest allowed word to a likely typo.

/// The allowed word closest to `typed`, if it is close enough to be a typo
/// (a few edits, fewer for short words) rather than a different word altogether.
pub fn nearest<'a>(typed: &str, allowed: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let typed_lower = typed.to_lowercase();
    let limit = (typed.chars().count() / 3).max(1);
    allowed
        .into_iter()
        .map(|word| (strsim::damerau_levenshtein(&typed_lower, word), word))
        .filter(|&(distance, _)| distance <= limit)
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, word)| word)
}

#[cfg(test)]
mod tests {
    use super::nearest;

    #[test]
    fn suggests_the_closest_word_for_a_typo() {
        assert_eq!(nearest("colums", ["columns", "rows"]), Some("columns"));
        assert_eq!(nearest("rwos", ["columns", "rows"]), Some("rows"));
        assert_eq!(nearest("Prefect", ["easy", "perfect"]), Some("perfect"));
    }

    #[test]
    fn suggests_nothing_for_an_unrelated_word() {
        assert_eq!(nearest("banana", ["columns", "rows"]), None);
        assert_eq!(nearest("x", ["columns", "rows"]), None);
    }
}
