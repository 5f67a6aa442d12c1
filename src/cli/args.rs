//! Reading the command line. clap's usage errors quote what was typed (`invalid value
//! '…' for '--vs'`, `unrecognized subcommand '…'`), and a value holding an escape
//! sequence would retitle the window or clear the screen when quoted as it is on a
//! terminal (and vanish from a plain copy). So after a usage error the command line
//! is read again with each argument escaped as connect4's other messages escape
//! text: the same mistake is then quoted visibly and harmlessly. The error is written
//! as plain text, each line cut so that a huge value does not fill the screen.

use super::Cli;
use clap::Parser;
use clap::error::ErrorKind;
use connect4_classic::escape::{escape, escape_cut, needs_escape};
use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

/// The longest line of an error kept: far more than any usage line, short enough
/// that a pasted megabyte stays off the screen.
const MAX_LINE: usize = 200;

/// The command line of this process, or the status to exit with after the help,
/// the version or a usage error has been printed.
pub fn parse() -> Result<Cli, ExitCode> {
    parse_from(std::env::args_os(), &mut std::io::stderr())
}

/// The command line `args`; a usage error is written to `err`.
pub fn parse_from(
    args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
    err: &mut impl Write,
) -> Result<Cli, ExitCode> {
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    let error = match Cli::try_parse_from(&args) {
        Ok(cli) => return Ok(cli),
        Err(error) => error,
    };
    let status = ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(2));
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
    ) {
        // Our own text, nothing typed in it: printed as clap prints it, in colour
        // on a terminal. A closed output is no failure here.
        let _ = error.print();
        return Err(status);
    }
    // The escaped command line makes the same mistake; should it not, the plain
    // copy of the first error (escape sequences dropped) is still safe to print.
    let quoted = Cli::try_parse_from(args.iter().map(escaped_arg)).err();
    let text = quoted.unwrap_or(error).render().to_string();
    let _ = err.write_all(cut_lines(&text).as_bytes());
    Err(status)
}

/// An argument with what a terminal would obey written as escapes.
fn escaped_arg(arg: &OsString) -> OsString {
    match arg.to_str() {
        Some(text) if !text.chars().any(needs_escape) => arg.clone(),
        _ => escape(&arg.to_string_lossy()).into_owned().into(),
    }
}

/// `text` with each line cut (and escaped, though nothing is left to escape).
fn cut_lines(text: &str) -> String {
    text.lines()
        .map(|line| escape_cut(line, MAX_LINE) + "\n")
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error_of(args: &[&str]) -> String {
        let mut err = Vec::new();
        let status = parse_from(args, &mut err);
        assert!(matches!(status, Err(code) if code == ExitCode::from(2)));
        String::from_utf8(err).unwrap()
    }

    #[test]
    fn a_value_in_an_error_is_escaped() {
        let text = error_of(&["connect4", "--vs", "\u{1b}]0;PWNED\u{7}"]);
        assert!(text.contains("'\\u{1b}]0;PWNED\\u{7}'"), "{text}");
        assert!(!text.contains('\u{1b}'), "{text}");
    }

    #[test]
    fn a_huge_value_is_cut() {
        let huge = "z".repeat(10_000);
        let text = error_of(&["connect4", "--vs", &huge]);
        assert!(text.lines().all(|line| line.chars().count() <= MAX_LINE));
        assert!(text.len() < 2000, "{text}");
    }

    #[test]
    fn the_name_it_was_run_by_is_never_quoted() {
        let text = error_of(&["\u{1b}[2Jconnect4", "--nonsense"]);
        assert!(text.contains("Usage: connect4 "), "{text}");
        assert!(!text.contains("[2J"), "{text}");
    }
}
