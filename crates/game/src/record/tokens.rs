//! Record text cut into tokens: tag pairs, comments, move numbers, moves and
//! results, as PGN and PDN write them; NAGs (`$3`) and `!`/`?` marks are dropped.
//! Variations (`(...)`, nested) are skipped here, since only the main line is
//! replayed; each token keeps its line so an error can point at it.

/// One piece of PDN text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token {
    /// `[Name "value"]`, the value's `\"` and `\\` undone.
    Tag(String, String),
    /// `{...}` or `; ...` to the end of the line.
    Comment(String),
    /// `12.` or `12...`: where the notation says a move number stands.
    Number(u32),
    /// A move as written, its `!`/`?` marks cut off: `11-15`, `15x24x31`.
    Move(String),
    /// `1-0`, `0-1`, `1/2-1/2` or `*` (and draughts' `2-0`, `0-2`, `1-1`).
    Result(String),
}

/// A token and the line (from 1) it starts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Located {
    pub token: Token,
    pub line: usize,
}

/// Why the text could not be cut into tokens, and on which line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenError {
    pub line: usize,
    pub message: String,
}

const RESULTS: [&str; 7] = ["1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1"];

/// Every token of `text`, in order.
pub fn tokens(text: &str) -> Result<Vec<Located>, TokenError> {
    let mut lexer = Lexer {
        chars: text.char_indices().peekable(),
        text,
        line: 1,
        out: Vec::new(),
    };
    lexer.run()?;
    Ok(lexer.out)
}

struct Lexer<'a> {
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    text: &'a str,
    line: usize,
    out: Vec<Located>,
}

impl Lexer<'_> {
    fn run(&mut self) -> Result<(), TokenError> {
        let mut depth = 0usize;
        while let Some((at, c)) = self.next() {
            let line = self.line;
            let token = match c {
                c if c.is_whitespace() => continue,
                '{' => Token::Comment(self.until('}', line, "a comment opened with {")?),
                ';' => Token::Comment(self.rest_of_line()),
                // PGN's escape: a line starting with % is for other programs.
                '%' if self.at_line_start(at) => {
                    self.rest_of_line();
                    continue;
                }
                '[' => self.tag(line)?,
                '(' => {
                    depth += 1;
                    continue;
                }
                ')' if depth > 0 => {
                    depth -= 1;
                    continue;
                }
                '$' => {
                    self.word(at); // a NAG: $1 to $255, an annotation for viewers
                    continue;
                }
                _ => self.word_token(at, line)?,
            };
            if depth == 0 {
                self.out.push(Located { token, line });
            }
        }
        if depth > 0 {
            return Err(self.error(self.line, "a variation opened with ( is never closed"));
        }
        Ok(())
    }

    fn next(&mut self) -> Option<(usize, char)> {
        let next = self.chars.next();
        if let Some((_, '\n')) = next {
            self.line += 1;
        }
        next
    }

    fn at_line_start(&self, at: usize) -> bool {
        at == 0 || self.text[..at].ends_with('\n')
    }

    fn error(&self, line: usize, message: &str) -> TokenError {
        TokenError {
            line,
            message: message.to_string(),
        }
    }

    /// The text up to `end`, which is consumed; an error if the text ends first.
    fn until(&mut self, end: char, line: usize, what: &str) -> Result<String, TokenError> {
        let mut inside = String::new();
        loop {
            match self.next() {
                Some((_, c)) if c == end => return Ok(inside),
                Some((_, c)) => inside.push(c),
                None => return Err(self.error(line, &format!("{what} is never closed"))),
            }
        }
    }

    fn rest_of_line(&mut self) -> String {
        let mut rest = String::new();
        while let Some(&(_, c)) = self.chars.peek() {
            if c == '\n' {
                break;
            }
            rest.push(c);
            self.chars.next();
        }
        rest
    }

    /// `[Name "value"]` after its `[`.
    fn tag(&mut self, line: usize) -> Result<Token, TokenError> {
        let bad = |lexer: &Self| lexer.error(line, "a tag pair is written [Name \"value\"]");
        let mut name = String::new();
        while let Some(&(_, c)) = self.chars.peek() {
            if c.is_whitespace() || c == '"' || c == ']' {
                break;
            }
            name.push(c);
            self.chars.next();
        }
        self.skip_blanks();
        if name.is_empty() || !matches!(self.next(), Some((_, '"'))) {
            return Err(bad(self));
        }
        let mut value = String::new();
        loop {
            match self.next() {
                Some((_, '\\')) => match self.next() {
                    Some((_, c)) => value.push(c),
                    None => return Err(bad(self)),
                },
                Some((_, '"')) => break,
                Some((_, '\n')) | None => return Err(bad(self)),
                Some((_, c)) => value.push(c),
            }
        }
        self.skip_blanks();
        match self.next() {
            Some((_, ']')) => Ok(Token::Tag(name, value)),
            _ => Err(bad(self)),
        }
    }

    fn skip_blanks(&mut self) {
        while self
            .chars
            .next_if(|&(_, c)| c == ' ' || c == '\t')
            .is_some()
        {}
    }

    /// The word starting at `at` (already consumed): up to a blank or a bracket.
    fn word(&mut self, at: usize) -> &str {
        let mut end = self.text.len();
        while let Some(&(i, c)) = self.chars.peek() {
            if c.is_whitespace() || "{}[]();".contains(c) {
                end = i;
                break;
            }
            self.chars.next();
        }
        &self.text[at..end]
    }

    /// A move number, a move, or a result; `12.11-15` (no blank) is a number and a move.
    fn word_token(&mut self, at: usize, line: usize) -> Result<Token, TokenError> {
        let word = self.word(at).to_string();
        if RESULTS.contains(&word.as_str()) {
            return Ok(Token::Result(word));
        }
        let digits = word.chars().take_while(char::is_ascii_digit).count();
        if digits > 0 && word[digits..].starts_with('.') {
            let number = word[..digits]
                .parse::<u32>()
                .map_err(|_| self.error(line, "a move number is too large"))?;
            let rest = word[digits..].trim_start_matches('.');
            if !rest.is_empty() {
                self.out.push(Located {
                    token: Token::Number(number),
                    line,
                });
                return Ok(Token::Move(strip_marks(rest).to_string()));
            }
            return Ok(Token::Number(number));
        }
        Ok(Token::Move(strip_marks(&word).to_string()))
    }
}

/// A move without the `!`, `?` (and `*`, some programs' capture mark) written after it.
fn strip_marks(word: &str) -> &str {
    word.trim_end_matches(['!', '?', '*'])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<Token> {
        tokens(text).unwrap().into_iter().map(|l| l.token).collect()
    }

    #[test]
    fn reads_tags_numbers_moves_comments_and_results() {
        let text = "[Event \"A \\\"big\\\" one\"]\n1. 11-15! 23-19 {a reply} 2.9-14?! $3 (2. 8-11 (x)) 22x15 1/2-1/2";
        assert_eq!(
            kinds(text),
            vec![
                Token::Tag("Event".into(), "A \"big\" one".into()),
                Token::Number(1),
                Token::Move("11-15".into()),
                Token::Move("23-19".into()),
                Token::Comment("a reply".into()),
                Token::Number(2),
                Token::Move("9-14".into()),
                Token::Move("22x15".into()),
                Token::Result("1/2-1/2".into()),
            ]
        );
    }

    #[test]
    fn keeps_lines_and_names_what_is_left_open() {
        let located = tokens("[A \"1\"]\n\n5... 15x24 *").unwrap();
        assert_eq!(
            located[1],
            Located {
                token: Token::Number(5),
                line: 3
            }
        );
        let open = tokens("1. 11-15\n{never closed").unwrap_err();
        assert_eq!(open.line, 2);
        assert!(open.message.contains("never closed"), "{}", open.message);
        assert_eq!(tokens("1. 11-15 (2. 8-11").unwrap_err().line, 1);
        assert!(tokens("[Event unquoted]").is_err());
        assert!(tokens("[Event \"no end\n\"]").is_err());
    }

    #[test]
    fn semicolon_comments_and_percent_lines() {
        assert_eq!(
            kinds("%skip me\n11-15 ; to the end\n*"),
            vec![
                Token::Move("11-15".into()),
                Token::Comment(" to the end".into()),
                Token::Result("*".into()),
            ]
        );
    }
}
