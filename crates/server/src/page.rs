//! The page's files at `/`, served as a web game's are: precompressed (`cargo web`
//! writes `NAME.br` and `NAME.gz` beside each file; the browser's `Accept-Encoding`
//! chooses), fingerprinted files kept by browsers for good, the others (`index.html`,
//! the service worker) revalidated each time, as they name the build's files
//! (`connect4_protocol::page_files`).

use axum::Router;
use axum::extract::Request;
use axum::http::header::{CACHE_CONTROL, VARY};
use axum::http::{HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::Response;
use connect4_protocol::page_files::{CACHE_FOR_GOOD, CACHE_REVALIDATED, is_fingerprinted};
use std::path::PathBuf;
use tower_http::services::ServeDir;

/// The files of `dir`, each in the encoding the browser takes best of those built.
pub fn files(dir: PathBuf) -> Router {
    let served = ServeDir::new(dir).precompressed_br().precompressed_gzip();
    Router::new()
        .fallback_service(served)
        .layer(middleware::from_fn(cache_headers))
}

/// How long a browser may keep what it got, and that the answer depends on the
/// encodings it takes (a shared cache must not hand brotli to a browser without it).
async fn cache_headers(request: Request, next: Next) -> Response {
    let for_good = is_fingerprinted(request.uri().path());
    let mut response = next.run(request).await;
    let status = response.status();
    // A missing file is not kept: the next build may have it.
    if status.is_success() || status == StatusCode::NOT_MODIFIED {
        let lifetime = if for_good {
            CACHE_FOR_GOOD
        } else {
            CACHE_REVALIDATED
        };
        let headers = response.headers_mut();
        headers.insert(CACHE_CONTROL, HeaderValue::from_static(lifetime));
        headers.insert(VARY, HeaderValue::from_static("accept-encoding"));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::{Body, to_bytes};
    use axum::http::header::{ACCEPT_ENCODING, CONTENT_ENCODING, CONTENT_TYPE};
    use tower::ServiceExt;

    const MODULE: &str = "connect4-web_bg.0123456789abcdef.wasm";

    /// A built page: the module and index.html, each with its packed copies.
    fn page() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for (name, body) in [
            ("index.html", "<!doctype html>"),
            ("index.html.br", "brotli"),
            ("index.html.gz", "gzip"),
            (MODULE, "\0asm"),
            (&format!("{MODULE}.br"), "brotli module"),
        ] {
            std::fs::write(dir.path().join(name), body).unwrap();
        }
        dir
    }

    async fn get(dir: &tempfile::TempDir, path: &str, accepts: &str) -> Response {
        let request = Request::get(path)
            .header(ACCEPT_ENCODING, accepts)
            .body(Body::empty())
            .unwrap();
        files(dir.path().to_path_buf())
            .oneshot(request)
            .await
            .unwrap()
    }

    fn header(response: &Response, name: axum::http::HeaderName) -> &str {
        response
            .headers()
            .get(name)
            .map_or("", |v| v.to_str().unwrap())
    }

    #[tokio::test]
    async fn the_encoding_the_browser_takes_is_sent() {
        let dir = page();
        for (accepts, encoding, body) in [
            ("gzip, deflate, br", "br", "brotli"),
            ("gzip", "gzip", "gzip"),
            ("identity", "", "<!doctype html>"),
        ] {
            let response = get(&dir, "/index.html", accepts).await;
            assert_eq!(response.status(), StatusCode::OK);
            assert_eq!(header(&response, CONTENT_ENCODING), encoding);
            assert_eq!(header(&response, VARY), "accept-encoding");
            assert_eq!(header(&response, CACHE_CONTROL), CACHE_REVALIDATED);
            assert!(header(&response, CONTENT_TYPE).starts_with("text/html"));
            let bytes = to_bytes(response.into_body(), 1024).await.unwrap();
            assert_eq!(bytes, body.as_bytes(), "{accepts}");
        }
    }

    #[tokio::test]
    async fn a_fingerprinted_file_is_kept_for_good() {
        let dir = page();
        let response = get(&dir, &format!("/{MODULE}"), "br").await;
        assert_eq!(header(&response, CACHE_CONTROL), CACHE_FOR_GOOD);
        assert_eq!(header(&response, CONTENT_TYPE), "application/wasm");
        assert_eq!(header(&response, CONTENT_ENCODING), "br");
        // No gzip copy was built: the file itself is sent.
        let response = get(&dir, &format!("/{MODULE}"), "gzip").await;
        assert_eq!(header(&response, CONTENT_ENCODING), "");
        assert_eq!(header(&response, CACHE_CONTROL), CACHE_FOR_GOOD);
    }

    #[tokio::test]
    async fn a_missing_file_is_not_kept() {
        let dir = page();
        let response = get(&dir, "/worker.0123456789abcdef.js", "br").await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND);
        assert_eq!(header(&response, CACHE_CONTROL), "");
    }
}
