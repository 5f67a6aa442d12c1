//! Gzip (RFC 1952) around miniz_oxide's deflate: `cargo web` writes each file of the
//! page gzipped beside it (`NAME.gz`, `pack`) and serves that to a browser that takes it,
//! as a real server would, so what the page costs to load is measured as it is sent.

/// `data` gzipped at deflate's best compression.
pub fn gzip(data: &[u8]) -> Vec<u8> {
    let mut out = vec![0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 255];
    out.extend(miniz_oxide::deflate::compress_to_vec(data, 9));
    out.extend(crc32(data).to_le_bytes());
    out.extend((data.len() as u32).to_le_bytes());
    out
}

/// The CRC-32 (IEEE, reflected) gzip's trailer checks.
fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in data {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xEDB8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_check_value_is_the_standard_one() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn gzip_inflates_back() {
        let data = b"connect4 connect4 connect4".repeat(100);
        let packed = gzip(&data);
        let body = &packed[10..packed.len() - 8];
        let back = miniz_oxide::inflate::decompress_to_vec(body).unwrap();
        assert_eq!(back, data);
        assert!(packed.len() < data.len() / 10);
    }
}
