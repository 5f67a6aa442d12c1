//! Bare TCP sockets at the door, from any loopback address (127.0.0.0/8 is all this
//! machine's, so each address stands for another client): what the door says first,
//! and whether and when it closes them.

use std::io::Read;
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::time::{Duration, Instant};

/// A socket from `from` to the door on `port`.
pub fn connect_from(from: Ipv4Addr, port: u16) -> TcpStream {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let socket = runtime
        .block_on(async {
            let socket = tokio::net::TcpSocket::new_v4()?;
            socket.bind(SocketAddr::from((from, 0)))?;
            socket
                .connect(SocketAddr::from(([127, 0, 0, 1], port)))
                .await
        })
        .unwrap();
    let socket = socket.into_std().unwrap();
    socket.set_nonblocking(false).unwrap();
    socket
}

/// The first line the door says on `socket` (without its line end), or None if it
/// closes the connection without one. Waits at most `within`.
pub fn first_line(socket: &mut TcpStream, within: Duration) -> Option<String> {
    socket.set_read_timeout(Some(within)).unwrap();
    let mut heard = Vec::new();
    let mut byte = [0u8; 1];
    loop {
        match socket.read(&mut byte) {
            Ok(1) if byte[0] == b'\n' => break,
            Ok(1) => heard.push(byte[0]),
            _ => return None,
        }
    }
    Some(String::from_utf8_lossy(&heard).trim_end().to_string())
}

/// What the door says first on a new connection if it is its identification, or None
/// if it says something else or nothing. Waits at most `within`.
pub fn greeting(port: u16, within: Duration) -> (TcpStream, Option<String>) {
    let mut socket = connect_from(Ipv4Addr::LOCALHOST, port);
    let said = first_line(&mut socket, within);
    (socket, said.filter(|said| said.starts_with("SSH-2.0-")))
}

/// Whether the door closes `socket` within `within`, and everything it said till then.
pub fn closed_within(socket: &mut TcpStream, within: Duration) -> (bool, Vec<u8>) {
    let deadline = Instant::now() + within;
    socket
        .set_read_timeout(Some(Duration::from_millis(200)))
        .unwrap();
    let mut heard = Vec::new();
    let mut buffer = [0u8; 256];
    while Instant::now() < deadline {
        match socket.read(&mut buffer) {
            Ok(0) => return (true, heard),
            Ok(n) => heard.extend_from_slice(&buffer[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
            Err(e) if e.kind() == std::io::ErrorKind::TimedOut => {}
            Err(_) => return (true, heard),
        }
    }
    (false, heard)
}
