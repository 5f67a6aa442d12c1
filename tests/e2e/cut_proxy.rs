//! A TCP proxy between a terminal client and `connect4 serve`, for the tests of a
//! connection that breaks mid-game: it passes everything through until armed, then
//! swallows the client's next move frame (client frames are masked: each is read,
//! unmasked and looked at) and cuts both sockets at that instant, as a network that
//! fails just as a move goes out. New connections (the client coming back) pass.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

pub struct CutProxy {
    /// The address to give the client instead of the server's.
    pub url: String,
    armed: Arc<AtomicBool>,
    cuts: Receiver<()>,
}

impl CutProxy {
    /// A proxy to the server at `server` (`ws://127.0.0.1:PORT`).
    pub fn start(server: &str) -> CutProxy {
        let target = server.trim_start_matches("ws://").to_string();
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("ws://{}", listener.local_addr().unwrap());
        let armed = Arc::new(AtomicBool::new(false));
        let (cut, cuts) = channel();
        let serving = armed.clone();
        std::thread::spawn(move || {
            for client in listener.incoming().flatten() {
                let Ok(server) = TcpStream::connect(&target) else {
                    continue;
                };
                pass(client, server, serving.clone(), cut.clone());
            }
        });
        CutProxy { url, armed, cuts }
    }

    /// Swallows the next move and cuts the connection it came on.
    pub fn arm(&self) {
        self.armed.store(true, Ordering::SeqCst);
    }

    /// Whether the cut happened within `wait`.
    pub fn cut_within(&self, wait: Duration) -> bool {
        self.cuts.recv_timeout(wait).is_ok()
    }
}

/// Passes one connection through, each way on its own thread.
fn pass(client: TcpStream, server: TcpStream, armed: Arc<AtomicBool>, cut: Sender<()>) {
    let (mut down_from, mut down_to) = (server.try_clone().unwrap(), client.try_clone().unwrap());
    std::thread::spawn(move || {
        let _ = io::copy(&mut down_from, &mut down_to);
        let _ = down_to.shutdown(Shutdown::Both);
    });
    std::thread::spawn(move || {
        let _ = pass_up(client, server, &armed, &cut);
    });
}

/// The client's side: its handshake as it is, then frame by frame.
fn pass_up(
    client: TcpStream,
    mut server: TcpStream,
    armed: &AtomicBool,
    cut: &Sender<()>,
) -> io::Result<()> {
    let mut from = BufReader::new(client.try_clone()?);
    loop {
        let mut line = String::new();
        if from.read_line(&mut line)? == 0 {
            return Ok(());
        }
        server.write_all(line.as_bytes())?;
        if line == "\r\n" {
            break;
        }
    }
    loop {
        let (raw, text) = read_frame(&mut from)?;
        if text.contains("\"type\":\"move\"") && armed.swap(false, Ordering::SeqCst) {
            let _ = client.shutdown(Shutdown::Both);
            let _ = server.shutdown(Shutdown::Both);
            let _ = cut.send(());
            return Ok(());
        }
        server.write_all(&raw)?;
    }
}

/// One WebSocket frame: its bytes as they came, and its payload unmasked, as text.
fn read_frame(from: &mut impl Read) -> io::Result<(Vec<u8>, String)> {
    let mut raw = vec![0u8; 2];
    from.read_exact(&mut raw)?;
    let masked = raw[1] & 0x80 != 0;
    let mut length = u64::from(raw[1] & 0x7f);
    let extended = match length {
        126 => 2,
        127 => 8,
        _ => 0,
    };
    if extended > 0 {
        let mut bytes = vec![0u8; extended];
        from.read_exact(&mut bytes)?;
        length = bytes.iter().fold(0, |n, b| n << 8 | u64::from(*b));
        raw.extend(bytes);
    }
    let mut mask = [0u8; 4];
    if masked {
        from.read_exact(&mut mask)?;
        raw.extend(mask);
    }
    let mut payload = vec![0u8; length as usize];
    from.read_exact(&mut payload)?;
    raw.extend(&payload);
    if masked {
        for (i, byte) in payload.iter_mut().enumerate() {
            *byte ^= mask[i % 4];
        }
    }
    Ok((raw, String::from_utf8_lossy(&payload).into_owned()))
}
