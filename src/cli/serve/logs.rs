//! The server's log on stderr: one line an event, every field's value escaped, so a
//! client's text (a name, a move, a terminal type) can neither forge a line nor reach
//! an operator's terminal raw; and a write that fails (a full disk) is dropped, since
//! a log line is never worth the server.

use connect4_classic::escape::escape;
use std::fmt::Write as _;
use std::io::{IsTerminal, Write};
use tracing::field::Field;
use tracing_subscriber::EnvFilter;
use tracing_subscriber::field::MakeExt;
use tracing_subscriber::fmt::MakeWriter;
use tracing_subscriber::fmt::format::{Writer, debug_fn};
use tracing_subscriber::util::SubscriberInitExt;

/// Logs to stderr from now on, at the level `RUST_LOG` asks (info by default).
pub fn init() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let ansi = std::io::stderr().is_terminal();
    subscriber(filter, || Lossy(std::io::stderr()), ansi).init();
}

/// Writes a line to stderr outside the log (where the server listens); a failed
/// write is dropped, as the log's are.
pub fn say(line: std::fmt::Arguments<'_>) {
    say_to(&mut Lossy(std::io::stderr()), line);
}

/// Writes `line` whole in one write: formatted piece by piece, another thread's log
/// line could land in the middle of it (a test reading the address did see that).
fn say_to(out: &mut impl Write, line: std::fmt::Arguments<'_>) {
    let text = format!("{line}\n");
    let _ = out.write_all(text.as_bytes());
}

fn subscriber(
    filter: EnvFilter,
    writer: impl for<'w> MakeWriter<'w> + Send + Sync + 'static,
    ansi: bool,
) -> impl tracing::Subscriber + Send + Sync + 'static {
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .fmt_fields(debug_fn(write_field).delimited(" "))
        .with_writer(writer)
        .with_ansi(ansi)
        .finish()
}

/// One field, `name=value` (the message alone), its value escaped whole: text given
/// with `%` is written as it is by the formatter, and a newline in it would start a
/// line of the client's making.
fn write_field(
    writer: &mut Writer<'_>,
    field: &Field,
    value: &dyn std::fmt::Debug,
) -> std::fmt::Result {
    let mut text = String::new();
    write!(text, "{value:?}")?;
    match field.name() {
        "message" => write!(writer, "{}", escape(&text)),
        name => write!(writer, "{name}={}", escape(&text)),
    }
}

/// A writer whose failures are swallowed: tracing's own fallback for a failed write
/// prints with `eprintln!`, which panics when stderr fails too.
struct Lossy<W>(W);

impl<W: Write> Write for Lossy<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let _ = self.0.write_all(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let _ = self.0.flush();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    /// A writer that keeps each write apart.
    #[derive(Default)]
    struct Writes(Vec<Vec<u8>>);

    impl Write for Writes {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.push(buf.to_vec());
            Ok(buf.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_line_said_is_written_whole_in_one_write() {
        let mut out = Writes::default();
        say_to(
            &mut out,
            format_args!("listening on ws://{}/ws", "127.0.0.1:4747"),
        );
        assert_eq!(out.0, [b"listening on ws://127.0.0.1:4747/ws\n".to_vec()]);
    }

    /// A writer into a shared buffer, to read what was logged.
    #[derive(Clone, Default)]
    struct Kept(Arc<Mutex<Vec<u8>>>);

    impl Write for Kept {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_clients_text_cannot_start_a_line_or_send_an_escape() {
        let kept = Kept::default();
        let into = kept.clone();
        let log = subscriber(EnvFilter::new("info"), move || into.clone(), false);
        let forged = "xterm\n2026-01-01T00:00:00Z  INFO fake: line \u{1b}]0;owned\u{7}";
        tracing::subscriber::with_default(log, || {
            tracing::info!(term = %forged, name = forged, "started {forged}");
        });
        let text = String::from_utf8(kept.0.lock().unwrap().clone()).unwrap();
        assert_eq!(text.matches('\n').count(), 1, "{text}");
        assert!(!text.contains('\u{1b}'), "{text}");
        assert!(text.contains("term=xterm\\u{a}2026"), "{text}");
    }

    #[test]
    fn a_failed_write_is_dropped() {
        let mut full = Lossy(std::io::Cursor::new([0u8; 0]));
        assert!(full.write_all(b"a line").is_ok());
        assert!(full.flush().is_ok());
    }
}
