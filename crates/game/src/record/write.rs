//! Writing records: a tag pair on its line, and moves as words broken into lines
//! under 80 characters, as PGN asks.

/// The widest line of moves written.
pub const WIDTH: usize = 79;

/// `[name "value"]` and a newline, the value's quotes and backslashes escaped and its
/// control characters (a tag cannot hold a line break) made spaces; the name keeps
/// only letters, digits and `_`.
pub fn tag_line(out: &mut String, name: &str, value: &str) {
    let name: String = name
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    let mut escaped = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                escaped.push('\\');
                escaped.push(c);
            }
            c if c.is_control() => escaped.push(' '),
            c => escaped.push(c),
        }
    }
    out.push_str(&format!("[{name} \"{escaped}\"]\n"));
}

/// Words joined by spaces, broken into lines of at most [`WIDTH`] characters (a
/// longer word, a long comment, has a line of its own).
pub struct Line<'a> {
    out: &'a mut String,
    length: usize,
}

impl<'a> Line<'a> {
    pub fn new(out: &'a mut String) -> Line<'a> {
        Line { out, length: 0 }
    }

    pub fn word(&mut self, word: &str) {
        let width = word.chars().count();
        if self.length > 0 && self.length + 1 + width > WIDTH {
            self.out.push('\n');
            self.length = 0;
        } else if self.length > 0 {
            self.out.push(' ');
            self.length += 1;
        }
        self.out.push_str(word);
        self.length += width;
    }

    /// A comment as `{text}`, its `}` (which would end it early) written as `)`.
    pub fn comment(&mut self, text: &str) {
        self.word(&format!("{{{}}}", text.replace('}', ")")));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_escaped_and_lines_broken() {
        let mut out = String::new();
        tag_line(&mut out, "Ev ent", "a \"b\" \\ c\nd");
        assert_eq!(out, "[Event \"a \\\"b\\\" \\\\ c d\"]\n");
        let mut text = String::new();
        let mut line = Line::new(&mut text);
        for _ in 0..30 {
            line.word("11-15");
        }
        line.comment("a } b");
        assert!(text.lines().all(|l| l.chars().count() <= WIDTH), "{text}");
        assert!(text.ends_with("{a ) b}"), "{text}");
    }
}
