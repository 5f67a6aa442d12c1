//! The command line: a handful of flags read by hand, so the example needs no parser
//! the server does not already depend on.

use crate::flood::Flood;
use std::path::PathBuf;
use std::time::Duration;

pub const USAGE: &str = "\
Bots playing Connect 4 against the connect4 server over loopback (docs/server.md,
\"Load and faults\").

Usage:
  load [--games N] [--pace MS] [--duration SECS] [--ramp N]
       [--url URL [--pid PID] | --store URL]
       [--flood KIND]
  load --journal FILE --url URL [--games N] [--pace MS] [--ramp N] [--timeout SECS]
  load --verify FILE --database FILE

  --games N        games at once, two connections each (default 2000)
  --pace MS        mean time between two moves of a game; each wait is drawn between
                   half and one and a half times it (default 1000)
  --duration SECS  how long to measure once every game is on (default 60)
  --ramp N         games started a second (default 100)
  --url URL        a server already running (ws://HOST:PORT/ws); without it the tool
                   starts one as a child process, on a temporary data folder
  --store URL      the database of the server the tool starts, as `connect4 serve
                   --database` takes it (postgres://…); its SQLite file by default
  --pid PID        that server's process, to read its memory and CPU in /proc
  --flood KIND     after the measure, one window more without and one with an
                   attacker from 127.0.0.2 sending binary, ping or pong frames, new
                   players' hellos (hello) or hosted games (host), side by side
  --journal FILE   play each game once to its end, through server restarts, and
                   append every acknowledged move and result to FILE
  --timeout SECS   with --journal: how long the games may take (default 300)
  --verify FILE    compare a journal with the server's database (--database, the
                   connect4.sqlite of its data folder, or a postgres:// URL); exit 1
                   on a difference
";

/// What the tool was asked to do.
#[derive(Debug, Clone, PartialEq)]
pub enum Mode {
    /// Hold games at a pace and measure.
    Load,
    /// Play each game to its end, recording what was acknowledged.
    Journal(PathBuf),
    /// Compare a journal with a database.
    Verify { journal: PathBuf, database: PathBuf },
    /// Be the server the tool started (a child process, so /proc shows it alone).
    ServeChild(PathBuf),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Args {
    pub mode: Mode,
    pub games: usize,
    pub pace: Duration,
    pub duration: Duration,
    pub ramp: f64,
    pub url: Option<String>,
    pub pid: Option<u32>,
    pub timeout: Duration,
    pub flood: Option<Flood>,
    /// The database of the server the tool starts (a `postgres://` URL); its
    /// SQLite file by default.
    pub store: Option<String>,
}

/// Reads the flags (without the program's name); an error is a sentence.
pub fn parse(words: impl IntoIterator<Item = String>) -> Result<Args, String> {
    let mut args = Args {
        mode: Mode::Load,
        games: 2000,
        pace: Duration::from_millis(1000),
        duration: Duration::from_secs(60),
        ramp: 100.0,
        url: None,
        pid: None,
        timeout: Duration::from_secs(300),
        flood: None,
        store: None,
    };
    let (mut journal, mut verify, mut database, mut child) = (None, None, None, None);
    let mut words = words.into_iter();
    while let Some(flag) = words.next() {
        if flag == "--help" || flag == "-h" {
            return Err(USAGE.to_string());
        }
        let value = words
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n\n{USAGE}"))?;
        let number = |what: &str| {
            value
                .parse::<f64>()
                .ok()
                .filter(|n| n.is_finite() && *n >= 0.0)
                .ok_or_else(|| format!("{flag}: {what} expected, not {value:?}"))
        };
        match flag.as_str() {
            "--games" => args.games = number("a number of games")?.max(1.0) as usize,
            "--pace" => args.pace = Duration::from_secs_f64(number("milliseconds")? / 1000.0),
            "--duration" => args.duration = Duration::from_secs_f64(number("seconds")?),
            "--ramp" => args.ramp = number("games a second")?.max(1.0),
            "--timeout" => args.timeout = Duration::from_secs_f64(number("seconds")?),
            "--pid" => args.pid = Some(number("a process id")? as u32),
            "--url" => args.url = Some(value),
            "--store" => args.store = Some(value),
            "--flood" => args.flood = Some(Flood::parse(&value)?),
            "--journal" => journal = Some(PathBuf::from(value)),
            "--verify" => verify = Some(PathBuf::from(value)),
            "--database" => database = Some(PathBuf::from(value)),
            "--serve-child" => child = Some(PathBuf::from(value)),
            _ => return Err(format!("unknown flag {flag}\n\n{USAGE}")),
        }
    }
    args.mode = match (journal, verify, database, child) {
        (None, None, None, None) => Mode::Load,
        (Some(journal), None, None, None) if args.url.is_some() => Mode::Journal(journal),
        (Some(_), None, None, None) => {
            return Err("--journal needs --url: the server is restarted by whoever runs it".into());
        }
        (None, Some(journal), Some(database), None) => Mode::Verify { journal, database },
        (None, None, None, Some(dir)) => Mode::ServeChild(dir),
        _ => return Err(format!("these flags do not go together\n\n{USAGE}")),
    };
    Ok(args)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<String> {
        line.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn defaults_then_flags() {
        let args = parse(words("")).unwrap();
        assert_eq!((args.mode, args.games), (Mode::Load, 2000));
        let args = parse(words("--games 10 --pace 250 --url ws://x/ws --pid 7")).unwrap();
        assert_eq!(args.games, 10);
        assert_eq!(args.pace, Duration::from_millis(250));
        assert_eq!(
            (args.url.as_deref(), args.pid),
            (Some("ws://x/ws"), Some(7))
        );
    }

    #[test]
    fn modes_need_their_companions() {
        assert!(parse(words("--journal j")).is_err());
        let args = parse(words("--journal j --url ws://x/ws")).unwrap();
        assert_eq!(args.mode, Mode::Journal("j".into()));
        assert!(parse(words("--verify j")).is_err());
        assert!(matches!(
            parse(words("--verify j --database d")).unwrap().mode,
            Mode::Verify { .. }
        ));
        assert!(parse(words("--games")).is_err());
        assert!(parse(words("--games -3")).is_err());
        assert!(parse(words("--nope 1")).is_err());
        assert_eq!(
            parse(words("--flood ping")).unwrap().flood,
            Some(Flood::Ping)
        );
        assert!(parse(words("--flood lots")).is_err());
    }
}
