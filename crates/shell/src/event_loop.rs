//! The thin loop at the edge: draw, sleep until news comes (input, an engine's or the
//! storage's answer, or the next tick while something moves), turn it into a message,
//! update, and perform the effects update asks for.

use super::inbox::{Inbox, News};
use super::program::{Program, Route};
use super::terminal::clipboard::osc52;
use super::terminal::console::{Console, RemoteTerminal};
use super::terminal::console_backend::ConsoleBackend;
use super::terminal::panic_reports::PanicReports;
use super::terminal::terminal_input::{key_press, mouse_pointer};
use super::terminal::terminal_modes::{enter_game_modes, leave_game_modes};
use super::terminal::terminal_reader::listen;
use super::{StorageThread, Tell, Worker};
use crate::Theme;
use color_eyre::Result;
use color_eyre::eyre::eyre;
use ratatui::Terminal;
use ratatui::backend::{Backend, ClearType};
use ratatui::crossterm::event::Event;
use ratatui::layout::{Position, Rect};
use std::time::{Duration, Instant};

/// How long quitting waits for saves under way (a save waiting for another copy's lock
/// gives up at once and keeps its result for the next launch).
const FINISH_SAVING: Duration = Duration::from_secs(3);

/// Where a program's news comes from and its effects go: the inbox every source posts
/// to, the engine's thread and the storage's (both posting to that inbox), and the
/// connection to a seat played elsewhere.
pub struct Sources<P: Program> {
    pub inbox: Inbox<P::Message>,
    pub worker: Worker<P::Job>,
    pub storage: StorageThread<P::Keep>,
    /// Where a move made here, and a word about the match, go when a seat is played
    /// on another machine; `None` when every seat is on this machine.
    pub elsewhere: Option<Box<dyn FnMut(Tell)>>,
}

/// Runs a program (a game) full screen on `console` until the player quits, and
/// returns it.
///
/// The worker runs the engine and `storage` the scoreboard, each on its own thread;
/// their answers, like the terminal's input, arrive in the inbox and go through
/// update. When the player quits, saves still waiting for another copy's lock keep
/// their result for the next launch. This process's terminal is restored on every way
/// out: a normal return, an error, a panic, and a signal (see `signals`). A panic on
/// another thread (the engine's) does not touch the screen: its obituary tells the
/// loop, which leaves and returns the report as its error, printed once on the normal
/// screen. color-eyre's hooks must be installed before this is called. A remote
/// terminal (a player over ssh) is given back its modes the same way; the process's
/// signals and panic hooks are not its business.
pub fn run<P: Program>(
    program: P,
    console: &Console,
    theme: &Theme,
    sources: Sources<P>,
) -> Result<P>
where
    P::Message: Send,
{
    match console {
        Console::Local => run_here(program, theme, sources),
        Console::Remote(remote) => run_remote(program, remote, theme, sources),
    }
}

fn run_here<P: Program>(mut program: P, theme: &Theme, mut sources: Sources<P>) -> Result<P>
where
    P::Message: Send,
{
    use std::io::IsTerminal;
    if !(std::io::stdin().is_terminal() && std::io::stdout().is_terminal()) {
        return Err(std::io::Error::other(
            "the game needs a terminal, and standard input or output is not one \
             (the subcommands work without one: connect4 --help)",
        )
        .into());
    }
    ratatui::crossterm::terminal::enable_raw_mode()
        .map_err(|e| std::io::Error::new(e.kind(), format!("the terminal cannot be used: {e}")))?;
    enter_game_modes();
    let panics = PanicReports::install();
    #[cfg(unix)]
    let signals = super::terminal::signals::watch();
    let result = Terminal::new(ConsoleBackend::new(&Console::Local))
        .map_err(Into::into)
        .and_then(|mut terminal| {
            let _listening = listen(sources.inbox.mailbox())?;
            event_loop(&mut terminal, &mut program, theme, &mut sources)
        })
        .map_err(|error| panics.explain(error));
    sources.storage.finish(FINISH_SAVING);
    #[cfg(unix)]
    drop(signals);
    leave_game_modes();
    panics.uninstall();
    result.map(|()| program)
}

fn run_remote<P: Program>(
    mut program: P,
    remote: &RemoteTerminal,
    theme: &Theme,
    mut sources: Sources<P>,
) -> Result<P>
where
    P::Message: Send,
{
    let console = Console::Remote(remote.clone());
    let mut terminal = Terminal::new(ConsoleBackend::new(&console))?;
    let result = terminal
        .backend_mut()
        .write_now(&remote_modes(true))
        .map_err(Into::into)
        .and_then(|()| {
            let _listening = remote.listen(sources.inbox.mailbox());
            event_loop(&mut terminal, &mut program, theme, &mut sources)
        });
    sources.storage.finish(FINISH_SAVING);
    // Best effort: the connection may be the thing that failed.
    let _ = terminal.backend_mut().write_now(&remote_modes(false));
    result.map(|()| program)
}

/// The escapes that take a remote terminal for the game (raw mode is the client's
/// own, asked for with its pty) or give it back. Pastes come bracketed, so a pasted
/// text arrives as one event rather than as keys that would each act.
fn remote_modes(enter: bool) -> Vec<u8> {
    use ratatui::crossterm::cursor::{Hide, Show};
    use ratatui::crossterm::event::{
        DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
    };
    use ratatui::crossterm::queue;
    use ratatui::crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen};
    let mut bytes = Vec::new();
    let _ = if enter {
        queue!(
            bytes,
            EnterAlternateScreen,
            EnableMouseCapture,
            EnableBracketedPaste,
            Hide
        )
    } else {
        queue!(
            bytes,
            DisableBracketedPaste,
            DisableMouseCapture,
            LeaveAlternateScreen,
            Show
        )
    };
    bytes
}

fn event_loop<P: Program>(
    terminal: &mut Terminal<ConsoleBackend>,
    program: &mut P,
    theme: &Theme,
    sources: &mut Sources<P>,
) -> Result<()> {
    // Asks for the computer's first move if it starts.
    let first = program.tick();
    apply(program, first, sources, terminal);
    let mut tick_due: Option<Instant> = None;
    while program.running() {
        let banner = terminal.backend().banner();
        terminal.draw(|frame| {
            program.view(theme, frame);
            if let Some(line) = &banner {
                draw_banner(line, theme, frame);
            }
        })?;
        // A tick keeps its time when other news comes first, so a moving mouse does
        // not hold back an animation.
        tick_due = program
            .tick_after()
            .map(|every| tick_due.unwrap_or_else(|| Instant::now() + every));
        let Some(news) = sources.inbox.next(tick_due) else {
            tick_due = None;
            let tick = program.tick();
            apply(program, tick, sources, terminal);
            continue;
        };
        // Everything that has arrived is taken before the next frame is drawn, each
        // piece read in the state the one before left (a key's meaning depends on
        // what is open).
        let mut news = Some(news);
        while let Some(item) = news.take().filter(|_| program.running()) {
            if let Some(message) = translate(item, terminal, program)? {
                apply(program, message, sources, terminal);
            }
            news = sources.inbox.try_next();
        }
    }
    Ok(())
}

/// Updates the program with one message and sends each effect where it goes.
fn apply<P: Program>(
    program: &mut P,
    message: P::Message,
    sources: &mut Sources<P>,
    terminal: &mut Terminal<ConsoleBackend>,
) {
    for route in program.update(message) {
        match route {
            Route::Engine(job) => sources.worker.post(job),
            Route::CancelEngine => sources.worker.cancel(),
            Route::Store(request) => sources.storage.perform(request),
            Route::Keep(keep) => sources.storage.keep(keep),
            Route::Elsewhere(said) => {
                if let Some(tell) = sources.elsewhere.as_mut() {
                    tell(said);
                }
            }
            // A failed write is not worth stopping the game for: the next frame's
            // write fails the same way and reports it.
            Route::Clipboard(text) => {
                let _ = terminal.backend_mut().write_now(osc52(&text).as_bytes());
            }
        }
    }
}

/// News as the program's message, if it means one.
fn translate<P: Program>(
    news: News<P::Message>,
    terminal: &mut Terminal<ConsoleBackend>,
    program: &P,
) -> Result<Option<P::Message>> {
    Ok(match news {
        News::Input(event) => on_input(event, terminal, program)?,
        News::Answer(message) => Some(message),
        News::Stored(answer) => Some(program.stored(answer)),
        News::Online(news) => Some(program.online(news)),
        News::EngineGone => return Err(eyre!("the computer's engine stopped")),
        News::InputLost(error) => return Err(error.into()),
    })
}

/// A terminal event as the program's message, if it means one.
fn on_input<P: Program>(
    event: Event,
    terminal: &mut Terminal<ConsoleBackend>,
    program: &P,
) -> Result<Option<P::Message>> {
    Ok(match event {
        Event::Key(key) => key_press(key).and_then(|press| program.on_key(press)),
        Event::Mouse(mouse) => {
            let screen = Rect::from((Position::ORIGIN, terminal.size()?));
            mouse_pointer(mouse).and_then(|pointer| program.on_pointer(pointer, screen))
        }
        // The redraw that follows every event is a full one after a resize: the
        // terminal may have lost the screen (a resize, or coming back from a suspend).
        Event::Resize(..) => {
            redraw_whole(terminal)?;
            None
        }
        _ => None,
    })
}

/// Makes the next frame a whole one, on a cleared screen. Not `Terminal::clear`,
/// which asks the terminal where its cursor is and fails when no answer comes.
fn redraw_whole(terminal: &mut Terminal<ConsoleBackend>) -> Result<()> {
    terminal.backend_mut().clear_region(ClearType::All)?;
    terminal.swap_buffers();
    Ok(())
}

/// The connection's line over the top of the screen, in the status bar's colours.
fn draw_banner(line: &str, theme: &Theme, frame: &mut ratatui::Frame) {
    use ratatui::widgets::{Clear, Paragraph};
    let area = frame.area();
    let top = Rect {
        height: area.height.min(1),
        ..area
    };
    frame.render_widget(Clear, top);
    frame.render_widget(
        Paragraph::new(line.to_string()).style(theme.status_bar),
        top,
    );
}
