//! The database as a file: a header, then each material's table deflated on its own
//! (wins and losses at nearby distances come in long runs, and compress several times
//! over). Every length is checked before it is trusted.

use super::index::Layout;
use super::material::Material;
use super::tablebase::{MAX_PIECES, Table, Tablebase};

/// The file's first bytes: a name, then the format's version. Version 01 kept the
/// distances to a capture or a crowning; 02 keeps them to the 40-move rule's restart.
const MAGIC: &[u8; 8] = b"C4CKDB02";

/// The file of `base`.
pub fn encode(base: &Tablebase) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    out.push(base.pieces() as u8);
    let tables: Vec<&Table> = base.tables().collect();
    out.extend((tables.len() as u32).to_le_bytes());
    for table in tables {
        let m = table.layout.material;
        out.extend([m.black_men, m.black_kings, m.white_men, m.white_kings]);
        let packed = miniz_oxide::deflate::compress_to_vec(&table.values, 9);
        out.extend((packed.len() as u64).to_le_bytes());
        out.extend(packed);
    }
    out
}

/// Reads a file written by `encode`; says what is wrong with one that is not.
pub fn decode(bytes: &[u8]) -> Result<Tablebase, String> {
    let mut reader = Reader { bytes, at: 0 };
    let magic = reader.take(8)?;
    if magic[..6] == MAGIC[..6] && magic != MAGIC {
        return Err(
            "a database in an older format: build it again with `connect4 checkers egtb build`"
                .into(),
        );
    }
    if magic != MAGIC {
        return Err("not a checkers endgame database".into());
    }
    let pieces = u32::from(reader.take(1)?[0]);
    if pieces > MAX_PIECES {
        return Err(format!("{pieces} pieces: at most {MAX_PIECES}"));
    }
    let count = u32::from_le_bytes(reader.take(4)?.try_into().expect("4 bytes"));
    let mut base = Tablebase::default();
    for _ in 0..count {
        let m = reader.take(4)?;
        let material = Material {
            black_men: m[0],
            black_kings: m[1],
            white_men: m[2],
            white_kings: m[3],
        };
        if material.pieces() > pieces {
            return Err(format!("a table of {} pieces", material.pieces()));
        }
        let length = u64::from_le_bytes(reader.take(8)?.try_into().expect("8 bytes"));
        let packed = reader.take(usize::try_from(length).map_err(|_| "too long")?)?;
        let layout = Layout::new(material);
        let size = layout.size() as usize;
        let values = miniz_oxide::inflate::decompress_to_vec_with_limit(packed, size)
            .map_err(|e| format!("a damaged table: {e:?}"))?;
        if values.len() != size {
            return Err("a table of the wrong size".into());
        }
        base.insert(Table { layout, values });
    }
    base.set_pieces(pieces);
    Ok(base)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        let end = self
            .at
            .checked_add(n)
            .filter(|end| *end <= self.bytes.len());
        let end = end.ok_or("the file ends too soon")?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }
}
