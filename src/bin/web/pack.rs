//! Each file of the page written packed beside itself, as a web server sends it:
//! `NAME.br` (brotli, which every browser takes and which packs smallest) and
//! `NAME.gz` (gzip, for a client without brotli). Packing once at build time lets a
//! server spend the slowest, smallest settings, which it could not on every request.

use super::gzip;
use std::path::Path;

/// Brotli's densest setting and largest window: the build pays, every visit gains.
const BROTLI_QUALITY: i32 = 11;
const BROTLI_WINDOW_BITS: i32 = 24;

/// Writes `path.br` and `path.gz`.
pub fn pack(path: &Path) -> Result<(), String> {
    let data = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    write_beside(path, "br", &brotli(&data))?;
    write_beside(path, "gz", &gzip::gzip(&data))
}

/// The number of bytes the page's server sends for `path` to a browser that takes
/// brotli (the file itself when it has no packed copy).
pub fn sent_size(path: &Path) -> u64 {
    let packed = beside(path, "br");
    std::fs::metadata(&packed)
        .or_else(|_| std::fs::metadata(path))
        .map_or(0, |meta| meta.len())
}

fn beside(path: &Path, extension: &str) -> std::path::PathBuf {
    let mut packed = path.as_os_str().to_owned();
    packed.push(".");
    packed.push(extension);
    packed.into()
}

fn write_beside(path: &Path, extension: &str, data: &[u8]) -> Result<(), String> {
    let packed = beside(path, extension);
    std::fs::write(&packed, data).map_err(|e| format!("{}: {e}", packed.display()))
}

fn brotli(data: &[u8]) -> Vec<u8> {
    let params = brotli::enc::BrotliEncoderParams {
        quality: BROTLI_QUALITY,
        lgwin: BROTLI_WINDOW_BITS,
        size_hint: data.len(),
        ..Default::default()
    };
    let mut out = Vec::new();
    brotli::BrotliCompress(&mut &data[..], &mut out, &params)
        .expect("writing into memory cannot fail");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brotli_decompresses_back() {
        let data = b"connect4 checkers connect4 ".repeat(200);
        let packed = brotli(&data);
        let mut back = Vec::new();
        brotli::BrotliDecompress(&mut &packed[..], &mut back).unwrap();
        assert_eq!(back, data);
        assert!(packed.len() < data.len() / 20);
    }

    #[test]
    fn both_copies_are_written_and_the_brotli_one_is_what_is_sent() {
        let dir = std::env::temp_dir().join(format!("cargo-web-pack-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("page.html");
        std::fs::write(&file, "<p>connect4</p>".repeat(100)).unwrap();
        pack(&file).unwrap();
        let br = std::fs::metadata(dir.join("page.html.br")).unwrap().len();
        assert!(dir.join("page.html.gz").is_file());
        assert_eq!(sent_size(&file), br);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
