//! A static file server for the built page on the loopback interface: enough for a
//! browser to load it (each file with its type; WebAssembly must be served as
//! `application/wasm`).

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;

/// Serves `dir` on http://127.0.0.1:`port` until the process is stopped.
pub fn serve(dir: &Path, port: u16) -> Result<(), String> {
    let listener = TcpListener::bind(("127.0.0.1", port))
        .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))?;
    eprintln!("cargo web: serving http://127.0.0.1:{port}/ (Ctrl-C to stop)");
    for stream in listener.incoming().flatten() {
        let dir = dir.to_path_buf();
        std::thread::spawn(move || answer(&dir, stream));
    }
    Ok(())
}

fn answer(dir: &Path, mut stream: TcpStream) {
    let mut request = String::new();
    if BufReader::new(&stream).read_line(&mut request).is_err() {
        return;
    }
    let path = request.split_whitespace().nth(1).unwrap_or("/");
    let path = path.split(['?', '#']).next().unwrap_or("/");
    let name = match path.trim_start_matches('/') {
        "" => "index.html",
        name => name,
    };
    // Only the files of the page itself, no other directory.
    let body = (!name.contains("..") && !name.contains('/'))
        .then(|| std::fs::read(dir.join(name)).ok())
        .flatten();
    let response = match body {
        Some(body) => {
            let head = format!(
                "HTTP/1.1 200 OK\r\nContent-Type: {}\r\nContent-Length: {}\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
                content_type(name),
                body.len()
            );
            [head.into_bytes(), body].concat()
        }
        None => {
            b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".to_vec()
        }
    };
    let _ = stream.write_all(&response);
}

fn content_type(name: &str) -> &'static str {
    match name.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("txt") => "text/plain; charset=utf-8",
        Some("webmanifest") => "application/manifest+json",
        _ => "application/octet-stream",
    }
}
