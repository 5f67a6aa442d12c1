//! Plain HTTP to a test server: `/health` and `/metrics` as a load balancer or
//! Prometheus would ask for them.

use crate::harness::TestServer;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// The answer to `GET path`: its head (status line and headers) and its body.
pub async fn get(server: &TestServer, path: &str) -> (String, String) {
    let mut socket = TcpStream::connect(server.addr).await.unwrap();
    let ask = format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    socket.write_all(ask.as_bytes()).await.unwrap();
    let mut answer = String::new();
    socket.read_to_string(&mut answer).await.unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap();
    (head.to_string(), body.to_string())
}
