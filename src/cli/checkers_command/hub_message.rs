//! One line of the Hub protocol: a command word, then `name=value` fields, a value
//! with spaces written in double quotes (`moves="11-15 23-19"`), and a field may be a
//! bare word (`go think`).

/// A line read: its command and its fields, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub command: String,
    pub fields: Vec<(String, Option<String>)>,
}

impl Message {
    /// The value of field `name`, if given with one.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(key, _)| key == name)
            .and_then(|(_, value)| value.as_deref())
    }

    /// Whether the bare word `name` is among the fields.
    pub fn has(&self, name: &str) -> bool {
        self.fields
            .iter()
            .any(|(key, value)| key == name && value.is_none())
    }
}

/// Reads `line`; `None` if it is empty, or a quote is left open.
pub fn parse(line: &str) -> Option<Message> {
    let mut rest = line.trim();
    let mut words = Vec::new();
    while !rest.is_empty() {
        let end = rest.find([' ', '=', '"']).unwrap_or(rest.len());
        let key = rest[..end].to_string();
        rest = &rest[end..];
        let value = if let Some(after) = rest.strip_prefix('=') {
            if let Some(quoted) = after.strip_prefix('"') {
                let close = quoted.find('"')?;
                rest = &quoted[close + 1..];
                Some(quoted[..close].to_string())
            } else {
                let end = after.find(' ').unwrap_or(after.len());
                rest = &after[end..];
                Some(after[..end].to_string())
            }
        } else if rest.starts_with('"') {
            return None;
        } else {
            None
        };
        words.push((key, value));
        rest = rest.trim_start();
    }
    let mut words = words.into_iter();
    let (command, _) = words.next()?;
    Some(Message {
        command,
        fields: words.collect(),
    })
}

/// A value written so that `parse` reads it back: quoted when it holds a space.
pub fn quote(value: &str) -> String {
    if value.contains(' ') || value.is_empty() {
        format!("\"{}\"", value.replace('"', "'"))
    } else {
        value.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_bare_words_and_quoted_values_are_read() {
        let message = parse("pos pos=B:W21:B1 moves=\"1-5 21-17\" go").unwrap();
        assert_eq!(message.command, "pos");
        assert_eq!(message.value("pos"), Some("B:W21:B1"));
        assert_eq!(message.value("moves"), Some("1-5 21-17"));
        assert!(message.has("go"));
        assert_eq!(parse("   "), None);
        assert_eq!(parse("pos moves=\"11-15"), None);
        assert_eq!(quote("a b"), "\"a b\"");
    }
}
