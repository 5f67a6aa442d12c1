//! The `Origin` check on `/ws`. A browser sends the origin of the page that opens a
//! WebSocket, and lets any page open one anywhere: without this check, any web site
//! could play here with its visitors' browsers. Allowed: no `Origin` at all (a
//! terminal client or a tool, not a browser), the server's own page (an origin whose
//! host is the request's `Host`, whatever the scheme, as a TLS proxy in front turns
//! `https` into `http`), and the origins the operator named.

use axum::http::HeaderMap;
use axum::http::header::{HOST, ORIGIN};

/// Whether a handshake with these headers may open a WebSocket.
pub fn allowed(headers: &HeaderMap, configured: &[String]) -> bool {
    let Some(origin) = headers.get(ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    let origin = trimmed(origin);
    if configured
        .iter()
        .any(|c| trimmed(c).eq_ignore_ascii_case(origin))
    {
        return true;
    }
    let host = headers.get(HOST).and_then(|h| h.to_str().ok());
    match (host_of(origin), host) {
        (Some(theirs), Some(ours)) => theirs.eq_ignore_ascii_case(ours.trim()),
        _ => false,
    }
}

/// The request's `Origin` as it may be logged: escaped and cut.
pub fn shown(headers: &HeaderMap) -> String {
    let origin = headers
        .get(ORIGIN)
        .map(|o| String::from_utf8_lossy(o.as_bytes()).into_owned())
        .unwrap_or_default();
    connect4_game::escape::escape_cut(&origin, 200)
}

fn trimmed(origin: &str) -> &str {
    origin.trim().trim_end_matches('/')
}

/// `host[:port]` of an `http` or `https` origin (`null`, and anything else, has none).
fn host_of(origin: &str) -> Option<&str> {
    let (scheme, rest) = origin.split_once("://")?;
    let web = scheme.eq_ignore_ascii_case("http") || scheme.eq_ignore_ascii_case("https");
    (web && !rest.is_empty() && !rest.contains(['/', '@', '?', '#'])).then_some(rest)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(origin: Option<&str>, host: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(HOST, HeaderValue::from_str(host).unwrap());
        if let Some(origin) = origin {
            headers.insert(ORIGIN, HeaderValue::from_str(origin).unwrap());
        }
        headers
    }

    #[test]
    fn no_origin_and_the_servers_own_page_are_allowed() {
        let none: &[String] = &[];
        assert!(allowed(&headers(None, "127.0.0.1:4747"), none));
        assert!(allowed(
            &headers(Some("http://127.0.0.1:4747"), "127.0.0.1:4747"),
            none
        ));
        assert!(allowed(
            &headers(Some("https://Play.Example.org"), "play.example.org"),
            none
        ));
    }

    #[test]
    fn other_pages_are_refused_unless_named() {
        let none: &[String] = &[];
        for foreign in [
            "http://evil.example",
            "http://127.0.0.1:4748",
            "null",
            "http://127.0.0.1:4747@evil.example",
            "file://",
        ] {
            assert!(
                !allowed(&headers(Some(foreign), "127.0.0.1:4747"), none),
                "{foreign}"
            );
        }
        let named = ["https://friends.example.org/".to_string()];
        assert!(allowed(
            &headers(Some("https://friends.example.org"), "127.0.0.1:4747"),
            &named
        ));
        assert!(!allowed(
            &headers(Some("http://friends.example.org"), "127.0.0.1:4747"),
            &named
        ));
    }
}
