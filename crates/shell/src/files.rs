//! Reading a file named by the user or found in a data directory, which may be
//! anything: a FIFO (opening it would block), a device (`/dev/zero` never ends), or a
//! file far too large to be what it claims.

use std::fs::{self, File};
use std::io::{self, Read};
use std::path::Path;

/// What reading a file found.
#[derive(Debug)]
pub enum ReadOutcome {
    Missing,
    Bytes(Vec<u8>),
    /// Something that must not be read: a FIFO or device, or a file over the limit.
    Refused(String),
}

/// Reads a regular file of at most `max` bytes. The type is checked before the
/// file is opened, because opening a FIFO would block until something writes to it.
pub fn read_regular(path: &Path, max: u64) -> io::Result<ReadOutcome> {
    let meta = match fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(ReadOutcome::Missing),
        Err(e) => return Err(e),
    };
    if !meta.is_file() {
        return Ok(ReadOutcome::Refused("it is not a regular file".into()));
    }
    if meta.len() > max {
        return Ok(ReadOutcome::Refused(too_large(meta.len(), max)));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    File::open(path)?.take(max + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        // It grew between the check and the read.
        return Ok(ReadOutcome::Refused(too_large(bytes.len() as u64, max)));
    }
    Ok(ReadOutcome::Bytes(bytes))
}

fn too_large(bytes: u64, max: u64) -> String {
    format!("it is {bytes} bytes, over the {max} bytes such a file may take")
}
