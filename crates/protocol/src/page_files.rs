//! The page's file names, as `cargo web` writes them and a server reads them: a file
//! whose content can only change under a new name carries a fingerprint of that
//! content (`connect4-web.0123456789abcdef.wasm`), so browsers may keep it for good;
//! the others (`index.html`, `sw.js`, the manifest) must be asked for again each time,
//! as they name the fingerprinted ones of the build being served.

/// Hex digits in a fingerprint (64 bits: enough to tell one build's file from the
/// last few, which is all a browser's cache needs).
pub const FINGERPRINT_DIGITS: usize = 16;

/// `Cache-Control` for a fingerprinted file: a year, never revalidated.
pub const CACHE_FOR_GOOD: &str = "public, max-age=31536000, immutable";

/// `Cache-Control` for the page's other files: kept, but revalidated before each use.
pub const CACHE_REVALIDATED: &str = "no-cache";

/// `name` with `fingerprint` before its extension: `worker.js` becomes
/// `worker.00000000000000ff.js`.
pub fn fingerprinted(name: &str, fingerprint: u64) -> String {
    let print = format!("{fingerprint:0width$x}", width = FINGERPRINT_DIGITS);
    match name.rsplit_once('.') {
        Some((stem, extension)) => format!("{stem}.{print}.{extension}"),
        None => format!("{name}.{print}"),
    }
}

/// Whether the last segment of `path` carries a fingerprint: a dot-separated part of
/// exactly [`FINGERPRINT_DIGITS`] lowercase hex digits that is neither the first
/// part nor the last (the extension).
pub fn is_fingerprinted(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    let parts: Vec<&str> = name.split('.').collect();
    parts.len() >= 3
        && parts[1..parts.len() - 1].iter().any(|part| {
            part.len() == FINGERPRINT_DIGITS
                && part
                    .bytes()
                    .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fingerprinted_name_is_recognised() {
        let name = fingerprinted("connect4-web_bg.wasm", 0x3f2a_9c0d_1b2e_4f56);
        assert_eq!(name, "connect4-web_bg.3f2a9c0d1b2e4f56.wasm");
        assert!(is_fingerprinted(&name));
        assert!(is_fingerprinted(&format!("/some/dir/{name}")));
        assert!(is_fingerprinted(&fingerprinted("worker.js", 255)));
    }

    #[test]
    fn plain_names_are_not() {
        for path in [
            "/",
            "/index.html",
            "/sw.js",
            "/manifest.webmanifest",
            "/0123456789abcdef.js",
            "/book.0123456789ABCDEF.bin",
            "/book.0123456789abcde.bin",
            "/book.bin.0123456789abcdef",
        ] {
            assert!(!is_fingerprinted(path), "{path}");
        }
    }
}
