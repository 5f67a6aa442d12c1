//! Saying why a connection is closed before its client has spoken ssh. Two ways at
//! once, for the two kinds of reader: a line before the server's identification (RFC
//! 4253 §4.2 allows such lines; a person at netcat reads it, but OpenSSH only logs it
//! at its debug level), then the identification and an SSH_MSG_DISCONNECT packet in
//! the clear, which OpenSSH does print: `Received disconnect from HOST port
//! PORT:12: connect4: …`. The socket is then shut for writing and read out for a
//! moment before it is closed: closed with the client's bytes unread, it would be
//! reset, and a reset can lose the reason on its way.

use russh::SshId;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::io::AsyncReadExt;
use tokio::net::TcpStream;

/// SSH_DISCONNECT_BY_APPLICATION (RFC 4253 §11.1): a deadline passed.
pub const BY_APPLICATION: u32 = 11;
/// SSH_DISCONNECT_TOO_MANY_CONNECTIONS: a bound was met.
pub const TOO_MANY_CONNECTIONS: u32 = 12;

/// Connections turned away that may wait for their client to leave at once; past
/// them a refused connection is closed as soon as its reason is written, so that a
/// flood of refusals never holds more than these sockets open.
const LINGERING: usize = 256;

/// How long a turned-away connection waits for its client to leave.
const LINGER: Duration = Duration::from_secs(2);

/// The server's identification line, as russh sends it.
pub fn ident(id: &SshId) -> Vec<u8> {
    match id {
        SshId::Standard(id) => format!("{id}\r\n").into_bytes(),
        SshId::Raw(id) => id.as_bytes().to_vec(),
    }
}

/// An SSH_MSG_DISCONNECT packet before any key exchange: no cipher, no MAC, and
/// padding to a multiple of eight bytes, as RFC 4253 §6 has it.
pub fn disconnect(reason: u32, text: &str) -> Vec<u8> {
    let mut payload = vec![1u8]; // SSH_MSG_DISCONNECT
    payload.extend_from_slice(&reason.to_be_bytes());
    payload.extend_from_slice(&(text.len() as u32).to_be_bytes());
    payload.extend_from_slice(text.as_bytes());
    payload.extend_from_slice(&0u32.to_be_bytes()); // no language tag
    let mut padding = 8 - (5 + payload.len()) % 8;
    if padding < 4 {
        padding += 8;
    }
    let length = (1 + payload.len() + padding) as u32;
    let mut packet = length.to_be_bytes().to_vec();
    packet.push(padding as u8);
    packet.extend_from_slice(&payload);
    packet.resize(packet.len() + padding, 0);
    packet
}

/// Everything said to a connection refused at its accept: the line, the
/// identification, the disconnect.
pub fn refusal(ident: &[u8], why: &str) -> Vec<u8> {
    let line = format!("connect4: {why}");
    let mut bytes = format!("{line}\r\n").into_bytes();
    bytes.extend_from_slice(ident);
    bytes.extend_from_slice(&disconnect(TOO_MANY_CONNECTIONS, &line));
    bytes
}

/// Writes `said` on a new connection and closes it, without waiting on the client:
/// a few hundred bytes go into an empty socket buffer at once.
pub fn turn_away(socket: TcpStream, said: &[u8], lingering: &Arc<AtomicUsize>) {
    let _ = socket.try_write(said);
    let Ok(socket) = socket.into_std() else {
        return;
    };
    let _ = socket.shutdown(std::net::Shutdown::Write);
    if lingering.fetch_add(1, Ordering::Relaxed) >= LINGERING {
        lingering.fetch_sub(1, Ordering::Relaxed);
        return;
    }
    let lingering = Arc::clone(lingering);
    tokio::spawn(async move {
        if let Ok(mut socket) = TcpStream::from_std(socket) {
            let mut sink = [0u8; 1024];
            let read_out = async { while let Ok(1..) = socket.read(&mut sink).await {} };
            let _ = tokio::time::timeout(LINGER, read_out).await;
        }
        lingering.fetch_sub(1, Ordering::Relaxed);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_disconnect_packet_is_framed_as_the_protocol_has_it() {
        let packet = disconnect(TOO_MANY_CONNECTIONS, "connect4: full");
        assert_eq!(packet.len() % 8, 0);
        let length = u32::from_be_bytes(packet[..4].try_into().unwrap()) as usize;
        assert_eq!(length + 4, packet.len());
        let padding = packet[4] as usize;
        assert!(padding >= 4);
        assert_eq!(packet[5], 1);
        assert_eq!(&packet[6..10], &12u32.to_be_bytes());
        assert_eq!(&packet[14..28], b"connect4: full");
    }

    #[test]
    fn a_refusal_starts_with_its_line() {
        let said = refusal(b"SSH-2.0-x\r\n", "too many");
        assert!(said.starts_with(b"connect4: too many\r\nSSH-2.0-x\r\n"));
    }
}
