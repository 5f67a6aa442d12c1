//! `connect4 serve` whose log cannot be written (stderr on a full device) goes on
//! serving through connections and refusals, each a log line that fails: a lost log
//! line is never worth the server.

use connect4_protocol::{ClientMessage, PROTOCOL_VERSION, encode};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

type Socket = WebSocket<MaybeTlsStream<TcpStream>>;

/// Stops the server when the test ends, however it ends.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

/// Connects, trying again while the server starts.
fn connect_within(url: &str, server: &mut Server, wait: Duration) -> Socket {
    let deadline = Instant::now() + wait;
    loop {
        match tungstenite::connect(url) {
            Ok((socket, _)) => return socket,
            Err(error) => {
                let exited = server.0.try_wait().unwrap();
                assert!(exited.is_none(), "the server stopped: {exited:?}");
                assert!(Instant::now() < deadline, "no server: {error}");
                std::thread::sleep(Duration::from_millis(50));
            }
        }
    }
}

/// The next text frame.
fn read_text(socket: &mut Socket) -> String {
    loop {
        if let Message::Text(text) = socket.read().unwrap() {
            return text.as_str().to_string();
        }
    }
}

#[test]
fn serve_goes_on_when_its_log_cannot_be_written() {
    // Only where the system has a device that is always full.
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let port = free_port();
    let child = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(["serve", "--listen", &format!("127.0.0.1:{port}"), "--data"])
        .arg(data.path())
        .env("RUST_LOG", "info")
        .env("CONNECT4_DATA_DIR", data.path())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(full)
        .spawn()
        .unwrap();
    let mut server = Server(child);
    let url = format!("ws://127.0.0.1:{port}/ws");
    for _ in 0..10 {
        let mut socket = connect_within(&url, &mut server, Duration::from_secs(30));
        // Each frame refused is a log line that fails. Fewer than the ten refusals
        // in a row that close a connection for flooding, which would keep this
        // address out for 10 s and more (doubling): the test is the log's, not that.
        for _ in 0..5 {
            if socket.send(Message::binary(vec![0u8; 16])).is_err() {
                break;
            }
        }
    }
    let mut socket = connect_within(&url, &mut server, Duration::from_secs(10));
    let hello = ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        name: "ann".into(),
        token: None,
        games: None,
    };
    socket.send(Message::text(encode(&hello))).unwrap();
    let welcome = read_text(&mut socket);
    assert!(welcome.contains(r#""type":"welcome""#), "{welcome}");
    assert!(server.0.try_wait().unwrap().is_none(), "still serving");
}
