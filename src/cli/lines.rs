//! Lines of input read with a bounded length, as the config reader bounds a file's
//! size: an endless line (`connect4 solve /dev/zero`) must not grow in memory until
//! the machine gives out. A line past the limit is a bad line like any other: it is
//! answered as soon as it is known to be too long, the rest of it is skipped without
//! being kept, and the lines after it are read as usual. Also what each line's
//! answer is: its output line, and a complaint for a bad one.

use std::io::{self, BufRead, Read, Write};

/// The longest line kept: a position is at most 100 moves (10x10), and a line of
/// 4 KiB holds one with room for anything after it (an expected score, a comment).
pub const MAX_LINE_BYTES: usize = 4096;

/// One line of input, without its `\n`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InputLine {
    Text(Vec<u8>),
    /// Longer than the limit: only its first [`MAX_LINE_BYTES`] bytes are kept.
    TooLong(Vec<u8>),
}

/// The lines of `input`, each at most `max` bytes kept.
pub struct CappedLines<R> {
    input: R,
    max: usize,
    /// The rest of a too-long line is still to be skipped.
    skipping: bool,
}

impl<R: BufRead> CappedLines<R> {
    pub fn new(input: R) -> CappedLines<R> {
        CappedLines::with_limit(input, MAX_LINE_BYTES)
    }

    pub fn with_limit(input: R, max: usize) -> CappedLines<R> {
        CappedLines {
            input,
            max,
            skipping: false,
        }
    }

    /// Reads up to and including the next `\n` (or the end) into `line` while it
    /// fits, keeping `max + 1` bytes at most; whether anything was read.
    fn read_capped(&mut self, line: &mut Vec<u8>) -> io::Result<bool> {
        let limit = (self.max + 1) as u64;
        let read = self.input.by_ref().take(limit).read_until(b'\n', line)?;
        Ok(read > 0)
    }

    /// Skips to just past the next `\n` (or the end), keeping nothing.
    fn skip_rest(&mut self) -> io::Result<()> {
        loop {
            let buffer = self.input.fill_buf()?;
            if buffer.is_empty() {
                return Ok(());
            }
            match buffer.iter().position(|&b| b == b'\n') {
                Some(end) => {
                    self.input.consume(end + 1);
                    return Ok(());
                }
                None => {
                    let all = buffer.len();
                    self.input.consume(all);
                }
            }
        }
    }
}

impl<R: BufRead> Iterator for CappedLines<R> {
    type Item = io::Result<InputLine>;

    fn next(&mut self) -> Option<io::Result<InputLine>> {
        if std::mem::take(&mut self.skipping)
            && let Err(error) = self.skip_rest()
        {
            return Some(Err(error));
        }
        let mut line = Vec::new();
        match self.read_capped(&mut line) {
            Err(error) => Some(Err(error)),
            Ok(false) => None,
            Ok(true) if line.last() == Some(&b'\n') => {
                line.pop();
                Some(Ok(InputLine::Text(line)))
            }
            Ok(true) if line.len() > self.max => {
                line.truncate(self.max);
                self.skipping = true;
                Some(Ok(InputLine::TooLong(line)))
            }
            // The last line, without a `\n`.
            Ok(true) => Some(Ok(InputLine::Text(line))),
        }
    }
}

/// What one line of input prints: its line of output, and a complaint for a bad one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineAnswer {
    pub out: String,
    pub err: Option<String>,
}

impl LineAnswer {
    /// Writes the answer; whether the line was a good one.
    pub fn write(&self, out: &mut impl Write, err: &mut impl Write) -> io::Result<bool> {
        writeln!(out, "{}", self.out)?;
        if let Some(complaint) = &self.err {
            writeln!(err, "{complaint}")?;
        }
        Ok(self.err.is_none())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8], max: usize) -> Vec<InputLine> {
        CappedLines::with_limit(input, max)
            .collect::<io::Result<_>>()
            .unwrap()
    }

    #[test]
    fn lines_come_without_their_ends_and_the_last_may_lack_one() {
        let text = |s: &str| InputLine::Text(s.as_bytes().to_vec());
        assert_eq!(
            lines(b"44\n\n4453 1\n-", 8),
            [text("44"), text(""), text("4453 1"), text("-")]
        );
        assert_eq!(lines(b"", 8), []);
        assert_eq!(lines(b"12345678\n", 8), [text("12345678")]);
    }

    #[test]
    fn a_line_past_the_limit_is_cut_and_the_next_one_read_as_usual() {
        let input = b"123456789\n44\nabcdefghijklmnop";
        assert_eq!(
            lines(input, 8),
            [
                InputLine::TooLong(b"12345678".to_vec()),
                InputLine::Text(b"44".to_vec()),
                InputLine::TooLong(b"abcdefgh".to_vec()),
            ]
        );
    }

    #[test]
    fn an_endless_line_is_answered_before_it_ends() {
        let mut endless = CappedLines::with_limit(io::BufReader::new(io::repeat(b'4')), 16);
        assert_eq!(
            endless.next().unwrap().unwrap(),
            InputLine::TooLong(vec![b'4'; 16])
        );
    }
}
