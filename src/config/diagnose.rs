//! Turns a TOML or serde error into a [`ConfigErrorKind`]: finds the key the error's
//! position falls on, quotes the value written there, and rewrites serde's wording
//! ("unknown field `x`, expected one of …") into the message people read.

use super::error::{ConfigErrorKind, Position};
use super::suggest::{nearest, section_of};
use std::ops::Range;
use std::path::Path;
use toml::de::{DeTable, DeValue};

/// The key an error position falls on, as a path from the top level.
#[derive(Debug, PartialEq, Eq)]
enum Target {
    /// The position is on the key itself (an unknown key).
    Key(Vec<String>),
    /// The position is on the key's value (a bad value).
    Value(Vec<String>),
}

/// A syntax error found while parsing the document.
pub fn syntax_error(path: &Path, source: &str, error: &toml::de::Error) -> ConfigErrorKind {
    let mut message = backticks_to_quotes(error.message());
    // toml says "duplicate key" without saying which: the span is on it.
    if message.starts_with("duplicate key")
        && let Some(key) = error.span().map(|span| value_text(source, span))
    {
        message = format!(
            "duplicate key '{}' (a key may be set only once)",
            key.trim()
        );
    }
    ConfigErrorKind::Syntax {
        path: path.to_path_buf(),
        at: error
            .span()
            .map(|span| Position::in_source(source, span.start)),
        message,
    }
}

/// An error serde reported while reading the parsed document into the schema.
pub fn schema_error(
    path: &Path,
    source: &str,
    document: &DeTable<'_>,
    error: &toml::de::Error,
) -> ConfigErrorKind {
    let span = error.span();
    let at = span
        .clone()
        .map(|span| Position::in_source(source, span.start));
    let target = span
        .clone()
        .and_then(|span| locate(document, span.start, &mut Vec::new()));
    let message = error.message();
    let (target, at) = match (target, message.strip_prefix("unknown field ")) {
        // A table read by hand ([keys]) reports the table: find the key in it.
        (Some(Target::Value(keys)), Some(rest)) => {
            let name = backticked(rest).into_iter().next().unwrap_or_default();
            match key_span(document, &keys, &name) {
                Some(start) => {
                    let mut path = keys;
                    path.push(name);
                    (
                        Some(Target::Key(path)),
                        Some(Position::in_source(source, start)),
                    )
                }
                None => (Some(Target::Value(keys)), at),
            }
        }
        (target, _) => (target, at),
    };
    match (target, message.strip_prefix("unknown field ")) {
        (Some(Target::Key(mut keys)), Some(rest)) => {
            let key = keys.pop().unwrap_or_default();
            let allowed = backticked(rest.split_once(", expected ").map_or("", |(_, list)| list));
            let suggestion = nearest(&key, allowed.iter().map(String::as_str)).map(String::from);
            // Only when no key here is close: a key of the right name in the wrong place.
            let belongs_in = suggestion.is_none().then(|| section_of(&key)).flatten();
            ConfigErrorKind::UnknownKey {
                path: path.to_path_buf(),
                at,
                section: keys.join("."),
                key,
                suggestion,
                belongs_in,
                allowed,
            }
        }
        (target, _) => {
            let keys = match target {
                Some(Target::Key(keys) | Target::Value(keys)) => keys,
                None => Vec::new(),
            };
            let value = span
                .clone()
                .map_or_else(String::new, |span| value_text(source, span));
            let written = keys.iter().map(String::as_str).collect::<Vec<_>>();
            match shape_at(document, &written) {
                Some(Shape::ArrayOfTables) if keys.len() == 1 => {
                    section_written_twice(path, at, &keys[0])
                }
                Some(Shape::Table) => {
                    // A dotted key (`columns.x = 1`) or an inline table: quote the line.
                    let line = span.map_or_else(String::new, |span| line_at(source, span.start));
                    bad_value(path, at, &keys.join("."), &line, message)
                }
                _ => bad_value(path, at, &keys.join("."), &value, message),
            }
        }
    }
}

/// What kind of value stands at a key path where a plain value or a section belongs.
enum Shape {
    Table,
    ArrayOfTables,
}

fn shape_at(table: &DeTable<'_>, keys: &[&str]) -> Option<Shape> {
    let (first, rest) = keys.split_first()?;
    let (_, value) = table.iter().find(|(key, _)| key.get_ref() == first)?;
    match (value.get_ref(), rest.is_empty()) {
        (DeValue::Table(_), true) => Some(Shape::Table),
        (DeValue::Array(_), true) => Some(Shape::ArrayOfTables),
        (DeValue::Table(inner), false) => shape_at(inner, rest),
        _ => None,
    }
}

/// `[[board]]`: a section written as an array of tables.
fn section_written_twice(path: &Path, at: Option<Position>, section: &str) -> ConfigErrorKind {
    ConfigErrorKind::BadValue {
        path: path.to_path_buf(),
        at,
        key: section.to_string(),
        value: format!("[[{section}]]"),
        expected: format!("one section written [{section}]"),
        suggestion: None,
    }
}

/// The line of `source` holding byte `at`, trimmed.
fn line_at(source: &str, at: usize) -> String {
    let start = source[..at.min(source.len())]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    let end = source[start..]
        .find('\n')
        .map_or(source.len(), |i| start + i);
    source[start..end].trim().to_string()
}

/// A bad value, with serde's "expected …" made readable and, for a choice among
/// names ("unknown variant"), the nearest name suggested.
fn bad_value(
    path: &Path,
    at: Option<Position>,
    key: &str,
    value: &str,
    message: &str,
) -> ConfigErrorKind {
    let (expected, suggestion) = match message.strip_prefix("unknown variant ") {
        Some(rest) => {
            let choices = backticked(rest.split_once(", expected ").map_or("", |(_, list)| list));
            let suggestion = nearest(value, choices.iter().map(String::as_str)).map(String::from);
            (
                format!("one of {}", super::error::quoted_list(&choices)),
                suggestion,
            )
        }
        None => {
            let expected = message
                .rsplit_once(", expected ")
                .map_or(message, |(_, e)| e);
            // serde's name for a bool is not what one writes in TOML.
            let expected = if expected == "a boolean" {
                "true or false"
            } else {
                expected
            };
            (backticks_to_quotes(expected), None)
        }
    };
    ConfigErrorKind::BadValue {
        path: path.to_path_buf(),
        at,
        key: key.to_string(),
        value: value.to_string(),
        expected,
        suggestion,
    }
}

/// Finds the key whose name or value covers byte `at`. Tables are searched whatever
/// their own span, because a `[section]` header's span does not cover its keys.
fn locate(table: &DeTable<'_>, at: usize, path: &mut Vec<String>) -> Option<Target> {
    for (key, value) in table {
        path.push(key.get_ref().to_string());
        if covers(key.span(), at) {
            return Some(Target::Key(path.clone()));
        }
        match value.get_ref() {
            DeValue::Table(inner) => {
                if let Some(found) = locate(inner, at, path) {
                    return Some(found);
                }
                // An inline table (`columns = { a = 1 }`) where a value belongs.
                if covers(value.span(), at) {
                    return Some(Target::Value(path.clone()));
                }
            }
            _ if covers(value.span(), at) => return Some(Target::Value(path.clone())),
            _ => {}
        }
        path.pop();
    }
    None
}

/// The span of the value at a key path, for errors found after reading
/// (two glyphs the same): `None` when the file does not set that key.
pub fn value_span(table: &DeTable<'_>, keys: &[&str]) -> Option<Range<usize>> {
    let (first, rest) = keys.split_first()?;
    let (_, value) = table.iter().find(|(key, _)| key.get_ref() == first)?;
    match (value.get_ref(), rest.is_empty()) {
        (_, true) => Some(value.span()),
        (DeValue::Table(inner), false) => value_span(inner, rest),
        _ => None,
    }
}

/// Where the key `name` of the table at `keys` is written.
fn key_span(table: &DeTable<'_>, keys: &[String], name: &str) -> Option<usize> {
    match keys.split_first() {
        Some((first, rest)) => {
            let (_, value) = table.iter().find(|(key, _)| key.get_ref() == first)?;
            match value.get_ref() {
                DeValue::Table(inner) => key_span(inner, rest, name),
                _ => None,
            }
        }
        None => table
            .iter()
            .find(|(key, _)| key.get_ref() == name)
            .map(|(key, _)| key.span().start),
    }
}

fn covers(span: Range<usize>, at: usize) -> bool {
    span.start <= at && at < span.end.max(span.start + 1)
}

/// The value as written, without the quotes of a TOML string.
pub fn value_text(source: &str, span: Range<usize>) -> String {
    let text = source.get(span).unwrap_or_default();
    let unquoted = ["\"", "'"].iter().find_map(|quote| {
        text.strip_prefix(quote)
            .and_then(|inner| inner.strip_suffix(quote))
    });
    unquoted.unwrap_or(text).to_string()
}

/// The names inside backticks: "`a`, `b` or `c`" gives a, b, c.
fn backticked(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .map(String::from)
        .collect()
}

/// serde and toml quote with backticks; the rest of our messages use '…'.
fn backticks_to_quotes(text: &str) -> String {
    text.replace('`', "'")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_keys_and_values_by_position() {
        let source = "[board]\ncolums = 3\n[players]\none = 5\n";
        let document = DeTable::parse(source).unwrap();
        let at = |needle: &str| source.find(needle).unwrap();
        let locate = |offset| locate(document.get_ref(), offset, &mut Vec::new());
        assert_eq!(
            locate(at("colums")),
            Some(Target::Key(vec!["board".into(), "colums".into()]))
        );
        assert_eq!(
            locate(at("5")),
            Some(Target::Value(vec!["players".into(), "one".into()]))
        );
    }

    #[test]
    fn reads_names_between_backticks() {
        assert_eq!(backticked("`a`, `b` or `c`"), ["a", "b", "c"]);
        assert!(backticked("there are no fields").is_empty());
    }

    #[test]
    fn strips_string_quotes_from_values() {
        assert_eq!(value_text("x = \"#zz\"", 4..9), "#zz");
        assert_eq!(value_text("x = 300", 4..7), "300");
    }
}
