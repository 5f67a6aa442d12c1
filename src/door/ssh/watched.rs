//! A connection's socket as russh reads and writes it, watched: once the client has
//! sent what every client sends unprompted (its identification line and its first
//! two packets of the key exchange, its KEXINIT and its key share), its slot is no
//! longer silent; and until its first byte, what the server has written is counted,
//! so that the door can still tell a connection that never spoke why it is closed,
//! in a packet of its own right after the identification (`farewell.rs`), without
//! cutting into anything russh writes.

use super::slots::{SlotView, Stage};
use std::io;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, ready};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;

/// What the stream has seen, shared with the connection's timer.
#[derive(Debug, Default)]
pub struct Seen {
    heard: bool,
    written: usize,
}

/// The stream russh runs on.
pub struct Watched {
    inner: TcpStream,
    slot: SlotView,
    seen: Arc<Mutex<Seen>>,
    heard: bool,
    opening: Opening,
}

impl Watched {
    pub fn new(inner: TcpStream, slot: SlotView, seen: Arc<Mutex<Seen>>) -> Watched {
        Watched {
            inner,
            slot,
            seen,
            heard: false,
            opening: Opening::default(),
        }
    }
}

/// Packets of the key exchange a client sends before it hears the server's host
/// key: its KEXINIT, then its key share (KEX_ECDH_INIT or the like).
const OPENING_PACKETS: usize = 2;

/// Follows the client's first bytes as far as the end of its opening: the
/// identification line, then packets, each its 4-byte length and that many bytes.
#[derive(Debug, Default)]
struct Opening {
    ident_done: bool,
    packets: usize,
    length: Vec<u8>,
    left: usize,
}

impl Opening {
    /// Reads `bytes` on from where it was; whether the opening is now complete.
    fn read(&mut self, mut bytes: &[u8]) -> bool {
        while !self.done() && !bytes.is_empty() {
            if !self.ident_done {
                match bytes.iter().position(|&b| b == b'\n') {
                    Some(end) => {
                        self.ident_done = true;
                        bytes = &bytes[end + 1..];
                    }
                    None => return false,
                }
            } else if self.left > 0 {
                let taken = self.left.min(bytes.len());
                self.left -= taken;
                bytes = &bytes[taken..];
                if self.left == 0 {
                    self.packets += 1;
                }
            } else {
                let taken = (4 - self.length.len()).min(bytes.len());
                self.length.extend_from_slice(&bytes[..taken]);
                bytes = &bytes[taken..];
                if let Ok(length) = <[u8; 4]>::try_from(self.length.as_slice()) {
                    self.length.clear();
                    // A zero length is no packet russh would take: counted as one.
                    self.left = (u32::from_be_bytes(length) as usize).max(1);
                }
            }
        }
        self.done()
    }

    fn done(&self) -> bool {
        self.packets >= OPENING_PACKETS
    }
}

/// Runs `say` if the client has sent nothing and the server has written exactly its
/// identification (`ident` bytes), and nothing else; whether it ran. The stream
/// notes the client's first byte under the same lock before russh can answer it, so
/// russh writes nothing between this look and `say`.
pub fn if_silent(seen: &Mutex<Seen>, ident: usize, say: impl FnOnce()) -> bool {
    let seen = seen.lock().unwrap_or_else(|e| e.into_inner());
    let silent = !seen.heard && seen.written == ident;
    if silent {
        say();
    }
    silent
}

impl AsyncRead for Watched {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        ready!(Pin::new(&mut self.inner).poll_read(cx, buf))?;
        if self.opening.done() || buf.filled().len() == before {
            return Poll::Ready(Ok(()));
        }
        if !self.heard {
            self.heard = true;
            self.seen.lock().unwrap_or_else(|e| e.into_inner()).heard = true;
        }
        let this = &mut *self;
        if this.opening.read(&buf.filled()[before..]) {
            this.slot.reach(Stage::Exchanging);
        }
        Poll::Ready(Ok(()))
    }
}

impl AsyncWrite for Watched {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let written = ready!(Pin::new(&mut self.inner).poll_write(cx, buf))?;
        if !self.heard {
            self.seen.lock().unwrap_or_else(|e| e.into_inner()).written += written;
        }
        Poll::Ready(Ok(written))
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn packet(length: u32) -> Vec<u8> {
        let mut bytes = length.to_be_bytes().to_vec();
        bytes.resize(4 + length as usize, 7);
        bytes
    }

    #[test]
    fn the_opening_ends_after_the_line_and_two_packets_however_cut() {
        let mut bytes = b"SSH-2.0-OpenSSH_9.2\r\n".to_vec();
        bytes.extend(packet(1500));
        bytes.extend(packet(44));
        for cut in [1, 3, 5, 64, bytes.len()] {
            let mut opening = Opening::default();
            let chunks: Vec<&[u8]> = bytes.chunks(cut).collect();
            let (last, before) = chunks.split_last().unwrap();
            assert!(before.iter().all(|chunk| !opening.read(chunk)), "cut {cut}");
            assert!(opening.read(last), "cut {cut}");
        }
    }

    #[test]
    fn a_line_alone_or_one_packet_is_not_an_opening() {
        let mut opening = Opening::default();
        assert!(!opening.read(b"SSH-2.0-x\r\n"));
        assert!(!opening.read(&packet(100)));
        assert!(!opening.read(&packet(100)[..50]));
    }
}
