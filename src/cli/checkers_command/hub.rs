//! `connect4 checkers hub`: the computer behind a text protocol on standard input and
//! output, in the manner of the Hub protocol that draughts programs speak to their
//! interfaces (docs/checkers.md lists the subset). A search runs on a thread of its
//! own, so `stop` and `ping` are heard while it thinks.

use super::hub_message::{Message, parse, quote};
use crate::cli::failure::Failure;
use crate::cli::lines::{CappedLines, InputLine};
use connect4_checkers::endgame::Tablebase;
use connect4_checkers::{Board, Computer, Game, Level};
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Writes one line of the protocol and flushes it: the other side waits for it.
fn say(line: &str) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    writeln!(out, "{line}")
        .and_then(|()| out.flush())
        .map_err(Failure::output)
}

/// What the protocol has set up: the game to think in, the level and the time.
struct Session {
    game: Game,
    level: Level,
    computer: Arc<Mutex<Computer>>,
    stop: Arc<AtomicBool>,
    thinking: Option<JoinHandle<Result<(), Failure>>>,
}

pub fn run(level: Level, time_ms: u64, larger: Option<&'static Tablebase>) -> Result<(), Failure> {
    let mut computer = Computer::with_seed(fastrand::u64(..), Duration::from_millis(time_ms));
    if larger.is_some() {
        computer.set_tablebase(larger);
    }
    let mut session = Session {
        game: Game::new(),
        level,
        computer: Arc::new(Mutex::new(computer)),
        stop: Arc::new(AtomicBool::new(false)),
        thinking: None,
    };
    for line in CappedLines::new(std::io::stdin().lock()) {
        let line = match line.map_err(|e| Failure::input("standard input", e))? {
            InputLine::Text(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            InputLine::TooLong(_) => {
                say("error message=\"a line too long\"")?;
                continue;
            }
        };
        let Some(message) = parse(&line) else {
            if !line.trim().is_empty() {
                say("error message=\"an unreadable line\"")?;
            }
            continue;
        };
        if message.command == "quit" {
            break;
        }
        if let Err(complaint) = session.answer(&message) {
            say(&format!("error message={}", quote(&complaint)))?;
        }
    }
    session.halt()
}

impl Session {
    /// Answers one message; a complaint for a message that cannot be carried out.
    fn answer(&mut self, message: &Message) -> Result<(), String> {
        let said = |line: &str| say(line).map_err(|e| e.to_string());
        match message.command.as_str() {
            "hub" => {
                said(&format!(
                    "id name=connect4 version={}",
                    env!("CARGO_PKG_VERSION")
                ))?;
                said("param name=level value=hard type=enum values=\"easy medium hard\"")?;
                said("wait")
            }
            "init" => {
                // Reads the shipped database now rather than during the first search.
                let computer = self.computer.lock().expect("not poisoned");
                let _ = computer.tablebase().map(Tablebase::pieces);
                said("ready")
            }
            "ping" => said("pong"),
            "new-game" => {
                self.halt().map_err(|e| e.to_string())?;
                self.game = Game::new();
                Ok(())
            }
            "set-param" => match (message.value("name"), message.value("value")) {
                (Some("level"), Some(value)) => {
                    self.level = value.parse()?;
                    Ok(())
                }
                _ => Err("set-param takes name=level value=easy|medium|hard".into()),
            },
            "level" => self.set_level(message),
            "pos" => self.set_position(message),
            "go" => self.go(message),
            "stop" => self.halt().map_err(|e| e.to_string()),
            "ponder-hit" => Ok(()),
            other => Err(format!("unknown command {other}")),
        }
    }

    fn set_level(&mut self, message: &Message) -> Result<(), String> {
        let seconds: f64 = message
            .value("move-time")
            .ok_or("level takes move-time=SECONDS")?
            .parse()
            .map_err(|_| "move-time is a number of seconds")?;
        if !(0.001..=3600.0).contains(&seconds) {
            return Err("move-time is between 0.001 and 3600 seconds".into());
        }
        self.halt().map_err(|e| e.to_string())?;
        let mut computer = self.computer.lock().expect("not poisoned");
        computer.set_budget(Duration::from_secs_f64(seconds));
        Ok(())
    }

    fn set_position(&mut self, message: &Message) -> Result<(), String> {
        let board: Board = match message.value("pos") {
            Some(fen) => fen.parse().map_err(|e| format!("pos: {e}"))?,
            None => Board::start(),
        };
        let mut game = Game::from_board(board);
        for text in message.value("moves").unwrap_or("").split_whitespace() {
            game.play_notation(text)
                .map_err(|e| format!("moves: {e}"))?;
        }
        self.halt().map_err(|e| e.to_string())?;
        self.game = game;
        Ok(())
    }

    /// Starts thinking on the position set; `done move=...` comes when it is over.
    fn go(&mut self, message: &Message) -> Result<(), String> {
        if message.has("ponder") {
            return Err("go ponder is not supported".into());
        }
        if self.game.legal_moves().is_empty() {
            return Err("the game is over".into());
        }
        self.halt().map_err(|e| e.to_string())?;
        self.stop.store(false, Ordering::Relaxed);
        let (game, level) = (self.game.clone(), self.level);
        let (computer, stop) = (Arc::clone(&self.computer), Arc::clone(&self.stop));
        self.thinking = Some(std::thread::spawn(move || {
            let mut computer = computer.lock().expect("not poisoned");
            let (started, nodes) = (Instant::now(), computer.nodes());
            let found = computer.play(game.board(), game.recent_positions(), level, &stop);
            let mv = match found {
                Some(found) => {
                    say(&format!(
                        "info depth={} score={} nodes={} time={:.3}",
                        found.depth,
                        found.score,
                        computer.nodes() - nodes,
                        started.elapsed().as_secs_f64()
                    ))?;
                    found.best
                }
                // Stopped before the first ply: any legal move is an answer.
                None => game.legal_moves()[0].clone(),
            };
            say(&format!("done move={mv}"))
        }));
        Ok(())
    }

    /// Stops a search under way, waiting for its `done`.
    fn halt(&mut self) -> Result<(), Failure> {
        self.stop.store(true, Ordering::Relaxed);
        match self.thinking.take() {
            Some(thread) => thread.join().expect("the search does not panic"),
            None => Ok(()),
        }
    }
}
