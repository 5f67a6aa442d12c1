//! A TCP load balancer in front of the nodes, as an operator would put one: it
//! checks each node's `/health` every 100 ms and sends each new connection to the
//! next healthy node in turn. A node frozen, killed or draining is left out once a
//! check fails.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

pub struct Balancer {
    pub addr: SocketAddr,
    stop: Arc<AtomicBool>,
}

/// The ports behind it and which are healthy.
#[derive(Default)]
struct Backends {
    ports: Vec<u16>,
    healthy: Vec<bool>,
}

impl Balancer {
    pub fn start(ports: &[u16]) -> Balancer {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let backends = Arc::new(Mutex::new(Backends {
            ports: ports.to_vec(),
            healthy: vec![false; ports.len()],
        }));
        let stop = Arc::new(AtomicBool::new(false));
        check_health(Arc::clone(&backends), Arc::clone(&stop));
        let next = AtomicUsize::new(0);
        std::thread::spawn(move || {
            for client in listener.incoming().map_while(Result::ok) {
                let healthy: Vec<u16> = {
                    let b = backends.lock().unwrap();
                    (0..b.ports.len())
                        .filter(|&i| b.healthy[i])
                        .map(|i| b.ports[i])
                        .collect()
                };
                if healthy.is_empty() {
                    continue;
                }
                let port = healthy[next.fetch_add(1, Ordering::Relaxed) % healthy.len()];
                let Ok(server) = TcpStream::connect(("127.0.0.1", port)) else {
                    continue;
                };
                pipe(client, server);
            }
        });
        Balancer { addr, stop }
    }

    pub fn url(&self) -> String {
        format!("ws://{}/ws", self.addr)
    }
}

impl Drop for Balancer {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Copies both ways until either side closes.
fn pipe(client: TcpStream, server: TcpStream) {
    let (c2, s2) = (client.try_clone().unwrap(), server.try_clone().unwrap());
    std::thread::spawn(move || copy(client, server));
    std::thread::spawn(move || copy(s2, c2));
}

fn copy(mut from: TcpStream, mut to: TcpStream) {
    let mut buf = [0u8; 16 * 1024];
    while let Ok(n) = from.read(&mut buf) {
        if n == 0 || to.write_all(&buf[..n]).is_err() {
            break;
        }
    }
    let _ = to.shutdown(std::net::Shutdown::Both);
    let _ = from.shutdown(std::net::Shutdown::Both);
}

fn check_health(backends: Arc<Mutex<Backends>>, stop: Arc<AtomicBool>) {
    std::thread::spawn(move || {
        while !stop.load(Ordering::Relaxed) {
            let ports = backends.lock().unwrap().ports.clone();
            let healthy: Vec<bool> = ports.iter().map(|&p| healthy(p)).collect();
            backends.lock().unwrap().healthy = healthy;
            std::thread::sleep(Duration::from_millis(100));
        }
    });
}

/// Whether the node on `port` answers `/health` with 200 within 300 ms.
fn healthy(port: u16) -> bool {
    let timeout = Duration::from_millis(300);
    let Ok(mut stream) = TcpStream::connect_timeout(&([127, 0, 0, 1], port).into(), timeout) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(timeout));
    let request = "GET /health HTTP/1.1\r\nhost: node\r\nconnection: close\r\n\r\n";
    if stream.write_all(request.as_bytes()).is_err() {
        return false;
    }
    let mut head = [0u8; 12];
    stream.read_exact(&mut head).is_ok() && head.ends_with(b"200")
}
