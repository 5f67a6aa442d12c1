//! The page's files renamed after their content (`worker.js` becomes
//! `worker.0123456789abcdef.js`, `connect4_protocol::page_files`), so a server can let
//! browsers keep them for good: a new build's file has a new name. The files that name
//! them are rewritten to the new names, and the pages and workers that look names up
//! at run time get the whole table where they say `/*files*/{}`.

use connect4_protocol::page_files::fingerprinted;
use std::collections::BTreeMap;
use std::path::Path;

/// The renamed files, each after every file it names (the module's script names the
/// module, the worker's script names that script).
pub const RENAMED: [&str; 7] = [
    "connect4-web_bg.wasm",
    "book.bin",
    "checkers-endgame-4.bin",
    "puzzles.txt",
    "icon.svg",
    "connect4-web.js",
    "worker.js",
];

/// Where a script or a page receives the table of names, as a JavaScript object.
pub const TABLE_MARK: &str = "/*files*/{}";

/// Plain name to the name built.
pub type Names = BTreeMap<String, String>;

/// Renames the files of [`RENAMED`] in `dir`, rewriting the names in each first.
pub fn rename_all(dir: &Path) -> Result<Names, String> {
    let mut names = Names::new();
    for name in RENAMED {
        let path = dir.join(name);
        let content = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let content = match String::from_utf8(content) {
            Ok(text) if name.ends_with(".js") => rewrite(&text, &names).into_bytes(),
            Ok(text) => text.into_bytes(),
            Err(binary) => binary.into_bytes(),
        };
        let built = fingerprinted(name, fnv1a(&content));
        std::fs::write(dir.join(&built), &content)
            .and_then(|()| std::fs::remove_file(&path))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        names.insert(name.to_string(), built);
    }
    Ok(names)
}

/// `text` with every quoted name of `names` (`"worker.js"`, `'./worker.js'`) written
/// as built, and the table of names where it is asked for.
pub fn rewrite(text: &str, names: &Names) -> String {
    let mut text = text.to_string();
    for (plain, built) in names {
        for quote in ['"', '\''] {
            for prefix in ["", "./"] {
                let from = format!("{quote}{prefix}{plain}{quote}");
                let to = format!("{quote}{prefix}{built}{quote}");
                text = text.replace(&from, &to);
            }
        }
    }
    let table = serde_json::to_string(names).expect("names are strings");
    text.replace(TABLE_MARK, &format!("/*files*/{table}"))
}

/// FNV-1a, 64 bits: a fingerprint to tell builds apart, not a guard against anyone.
fn fnv1a(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Names {
        Names::from([
            ("worker.js".into(), "worker.00000000000000aa.js".into()),
            ("icon.svg".into(), "icon.00000000000000bb.svg".into()),
        ])
    }

    #[test]
    fn quoted_names_are_rewritten_and_others_left() {
        let text = r#"import x from "./worker.js"; new URL('worker.js', base); href="icon.svg" myworker.js"#;
        assert_eq!(
            rewrite(text, &names()),
            r#"import x from "./worker.00000000000000aa.js"; new URL('worker.00000000000000aa.js', base); href="icon.00000000000000bb.svg" myworker.js"#
        );
    }

    #[test]
    fn the_table_goes_where_it_is_asked_for() {
        let text = "const FILES = /*files*/{};";
        let table =
            r#"{"icon.svg":"icon.00000000000000bb.svg","worker.js":"worker.00000000000000aa.js"}"#;
        assert_eq!(
            rewrite(text, &names()),
            format!("const FILES = /*files*/{table};")
        );
    }

    #[test]
    fn the_fingerprint_is_fnv1a() {
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
