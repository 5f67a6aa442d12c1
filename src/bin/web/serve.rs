//! A static file server for the built page on the loopback interface: enough for a
//! browser to load it as `connect4 serve` sends it (each file with its type,
//! WebAssembly as `application/wasm`; packed with brotli or gzip; fingerprinted files
//! kept for good, the others revalidated).

use connect4_protocol::page_files::{CACHE_FOR_GOOD, CACHE_REVALIDATED, is_fingerprinted};
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;

/// The packed copies the build writes, the browser's favourite first.
const ENCODINGS: [(&str, &str); 2] = [("br", "br"), ("gzip", "gz")];

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
    let mut reader = BufReader::new(&stream);
    let mut request = String::new();
    if reader.read_line(&mut request).is_err() {
        return;
    }
    // The headers, for the encodings the browser takes.
    let mut accepted = String::new();
    let mut line = String::new();
    while reader.read_line(&mut line).is_ok_and(|read| read > 2) {
        let lower = line.to_ascii_lowercase();
        if let Some(value) = lower.strip_prefix("accept-encoding:") {
            accepted.push_str(value);
        }
        line.clear();
    }
    let path = request.split_whitespace().nth(1).unwrap_or("/");
    let path = path.split(['?', '#']).next().unwrap_or("/");
    let name = match path.trim_start_matches('/') {
        "" => "index.html",
        name => name,
    };
    // Only the files of the page itself, no other directory; packed as the browser
    // takes it best, of the copies the build wrote (as `connect4 serve` does).
    let own = !name.contains("..") && !name.contains('/');
    let packed = ENCODINGS
        .iter()
        .filter(|(encoding, _)| own && accepted.contains(encoding))
        .find_map(|(encoding, extension)| {
            let data = std::fs::read(dir.join(format!("{name}.{extension}"))).ok()?;
            Some((data, format!("Content-Encoding: {encoding}\r\n")))
        });
    let (body, encoding) = match packed {
        Some((data, encoding)) => (Some(data), encoding),
        None => (
            own.then(|| std::fs::read(dir.join(name)).ok()).flatten(),
            String::new(),
        ),
    };
    let lifetime = if is_fingerprinted(name) {
        CACHE_FOR_GOOD
    } else {
        CACHE_REVALIDATED
    };
    let response = match body {
        Some(body) => {
            let head = format!(
                "HTTP/1.1 200 OK\r\nContent-Type: {}\r\n{encoding}Vary: Accept-Encoding\r\nContent-Length: {}\r\nCache-Control: {lifetime}\r\nConnection: close\r\n\r\n",
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
