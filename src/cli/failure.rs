//! Why a subcommand that runs without the config failed, and so its exit status, as
//! README gives them: 2 for a mistake in what was typed or named (a bad position or
//! FEN, an input file that is not there), 1 for a failure (an output or a file that
//! cannot be written), and 141 with nothing said for an output closed by its reader
//! (`connect4 solve big.txt | head -1`), as for a program ended by SIGPIPE.

use std::fmt;
use std::io;
use std::process::ExitCode;

/// What a shell reports for a program ended by SIGPIPE (128 + 13).
pub const BROKEN_PIPE: u8 = 141;

/// Status 2: the same as clap's own usage errors.
pub const USAGE_ERROR: u8 = 2;

#[derive(Debug)]
pub enum Failure {
    /// A mistake in the command line or in the input it names.
    Usage(String),
    /// Reading or writing failed while `doing` something ("cannot write the output").
    Io { doing: String, error: io::Error },
}

impl Failure {
    pub fn io(doing: impl Into<String>, error: io::Error) -> Failure {
        Failure::Io {
            doing: doing.into(),
            error,
        }
    }

    /// Reading the input named `name` failed part way.
    pub fn input(name: &str, error: io::Error) -> Failure {
        Failure::io(
            format!("cannot read {}", connect4_classic::escape::escape(name)),
            error,
        )
    }

    /// Writing the output to standard output failed.
    pub fn output(error: io::Error) -> Failure {
        Failure::io("cannot write the output", error)
    }

    /// Whether the reader of the output left: not worth a word.
    pub fn is_closed_output(&self) -> bool {
        matches!(self, Failure::Io { error, .. } if error.kind() == io::ErrorKind::BrokenPipe)
    }

    /// The status to exit with.
    pub fn status(&self) -> ExitCode {
        match self {
            Failure::Usage(_) => ExitCode::from(USAGE_ERROR),
            _ if self.is_closed_output() => ExitCode::from(BROKEN_PIPE),
            Failure::Io { .. } => ExitCode::FAILURE,
        }
    }

    /// Says what failed on stderr (as `connect4 COMMAND: ...`), unless the output was
    /// closed, and gives the status to exit with.
    pub fn report(&self, command: &str) -> ExitCode {
        if !self.is_closed_output() {
            eprintln!("connect4 {command}: {self}");
        }
        self.status()
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Usage(text) => f.write_str(text),
            Failure::Io { doing, error } => write!(f, "{doing}: {error}"),
        }
    }
}

impl From<String> for Failure {
    fn from(text: String) -> Failure {
        Failure::Usage(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_failure_has_its_status() {
        let full = io::Error::from_raw_os_error(28);
        let closed = io::Error::from(io::ErrorKind::BrokenPipe);
        assert_eq!(Failure::Usage("x".into()).status(), ExitCode::from(2));
        assert_eq!(Failure::output(full).status(), ExitCode::FAILURE);
        assert_eq!(Failure::output(closed).status(), ExitCode::from(141));
    }
}
