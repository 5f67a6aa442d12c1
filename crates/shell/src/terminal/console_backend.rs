//! ratatui's crossterm backend on either console: the escapes are the same, but a
//! remote terminal's size is the one its connection last said (not this process's
//! terminal's), its colours are brought down to what it shows, and its bytes go out
//! a frame at a time.

use super::console::{Console, RemoteTerminal, Sent};
use ratatui::backend::{Backend, ClearType, CrosstermBackend, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Size};
use std::io::{self, Write};

/// Where the escapes go.
pub enum ConsoleOut {
    Local(io::Stdout),
    /// A frame's bytes gather here until the flush hands them over.
    Remote {
        frame: Vec<u8>,
        remote: RemoteTerminal,
    },
}

impl Write for ConsoleOut {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        match self {
            ConsoleOut::Local(out) => out.write(bytes),
            ConsoleOut::Remote { frame, .. } => {
                frame.extend_from_slice(bytes);
                Ok(bytes.len())
            }
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            ConsoleOut::Local(out) => out.flush(),
            ConsoleOut::Remote { frame, remote } if !frame.is_empty() => {
                match remote.send(std::mem::take(frame)) {
                    Sent::Gone => Err(io::Error::new(
                        io::ErrorKind::BrokenPipe,
                        "the connection closed",
                    )),
                    Sent::Queued | Sent::Dropped => Ok(()),
                }
            }
            ConsoleOut::Remote { .. } => Ok(()),
        }
    }
}

/// The backend every loop draws with.
pub struct ConsoleBackend {
    inner: CrosstermBackend<ConsoleOut>,
    remote: Option<RemoteTerminal>,
}

impl ConsoleBackend {
    pub fn new(console: &Console) -> ConsoleBackend {
        let (out, remote) = match console {
            Console::Local => (ConsoleOut::Local(io::stdout()), None),
            Console::Remote(remote) => (
                ConsoleOut::Remote {
                    frame: Vec::new(),
                    remote: remote.clone(),
                },
                Some(remote.clone()),
            ),
        };
        ConsoleBackend {
            inner: CrosstermBackend::new(out),
            remote,
        }
    }

    /// The line the connection asks to show over every screen, if any.
    pub fn banner(&self) -> Option<String> {
        self.remote.as_ref().and_then(RemoteTerminal::banner)
    }

    /// Writes escapes that are not a frame (terminal modes, the clipboard's) and sends
    /// them at once.
    pub fn write_now(&mut self, bytes: &[u8]) -> io::Result<()> {
        let out = self.inner.writer_mut();
        out.write_all(bytes)?;
        out.flush()
    }
}

impl Backend for ConsoleBackend {
    type Error = io::Error;

    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        let Some(remote) = &self.remote else {
            return self.inner.draw(content);
        };
        let depth = remote.colours();
        let fitted: Vec<(u16, u16, Cell)> = content
            .map(|(x, y, cell)| {
                let mut cell = cell.clone();
                cell.fg = depth.fit(cell.fg);
                cell.bg = depth.fit(cell.bg);
                cell.underline_color = depth.fit(cell.underline_color);
                (x, y, cell)
            })
            .collect();
        self.inner
            .draw(fitted.iter().map(|(x, y, cell)| (*x, *y, cell)))
    }

    fn hide_cursor(&mut self) -> io::Result<()> {
        self.inner.hide_cursor()
    }

    fn show_cursor(&mut self) -> io::Result<()> {
        self.inner.show_cursor()
    }

    /// A remote terminal is never asked: its answer would arrive as input. The game
    /// hides the cursor and never needs where it is.
    fn get_cursor_position(&mut self) -> io::Result<Position> {
        match self.remote {
            Some(_) => Ok(Position::ORIGIN),
            None => self.inner.get_cursor_position(),
        }
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> io::Result<()> {
        self.inner.set_cursor_position(position)
    }

    fn clear(&mut self) -> io::Result<()> {
        self.inner.clear()
    }

    fn clear_region(&mut self, clear_type: ClearType) -> io::Result<()> {
        self.inner.clear_region(clear_type)
    }

    fn size(&self) -> io::Result<Size> {
        match &self.remote {
            Some(remote) => Ok(remote.size()),
            None => self.inner.size(),
        }
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        match &self.remote {
            // Pixels are not known over the connection, and nothing here draws by them.
            Some(remote) => Ok(WindowSize {
                columns_rows: remote.size(),
                pixels: Size::default(),
            }),
            None => self.inner.window_size(),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        Backend::flush(&mut self.inner)
    }
}
