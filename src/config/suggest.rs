//! "Did you mean …?": the nearest allowed word to a likely typo, and the section
//! a key belongs in when it was put in the wrong one.

use super::Config;

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

/// The section that has a key named `key` (`rows` is in `board`), or "" for a key of
/// the top level (`game`). The sections are read from the defaults written out, so
/// they can never disagree with the schema.
pub fn section_of(key: &str) -> Option<String> {
    let schema: toml::Table = toml::from_str(&Config::default().to_toml()).ok()?;
    if schema.get(key).is_some_and(|value| !value.is_table()) {
        return Some(String::new());
    }
    schema
        .iter()
        .find(|(_, keys)| keys.as_table().is_some_and(|keys| keys.contains_key(key)))
        .map(|(section, _)| section.clone())
}

#[cfg(test)]
mod tests {
    use super::{nearest, section_of};

    #[test]
    fn finds_the_section_of_a_key() {
        assert_eq!(section_of("rows").as_deref(), Some("board"));
        assert_eq!(section_of("preset").as_deref(), Some("colors"));
        assert_eq!(section_of("game").as_deref(), Some(""));
        assert_eq!(section_of("nonsense"), None);
    }

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
