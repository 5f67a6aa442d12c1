//! The page's directory, as a server sends it: the module's bindings, the module
//! optimised for size, the page's own files with the style sheets written into
//! `index.html`, the data the page fetches when first needed, every file that can
//! only change with its name fingerprinted, and each file packed beside itself.

use super::{fingerprint, pack, page_html, tools};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The files the page fetches when first needed rather than carrying them in its
/// module (the module is built without them, feature `fetched-data`).
const DATA: [&str; 3] = [
    "games/connect4/assets/book.bin",
    "games/checkers/assets/checkers-endgame-4.bin",
    "games/connect4/assets/puzzles.txt",
];

/// The files that keep their names (browsers revalidate them) and name the others.
const NAMING: [&str; 3] = ["index.html", "manifest.webmanifest", "sw.js"];

/// The module as wasm-bindgen writes it, before it is renamed.
const MODULE: &str = "connect4-web_bg.wasm";

/// What the built tools are.
pub struct Tools {
    pub bindgen: PathBuf,
    /// None: the module is left as the compiler wrote it (larger, works the same).
    pub wasm_opt: Option<PathBuf>,
}

/// Writes the page for `wasm` into `out`, emptied first (a new build's names are
/// new: the old files would stay forever). Returns the module's size as sent.
pub fn assemble(root: &Path, wasm: &Path, tools: &Tools, out: &Path) -> Result<u64, String> {
    empty(out)?;
    tools::run(
        Command::new(&tools.bindgen)
            .args(["--target", "web", "--no-typescript"])
            // Names are for debuggers; the page's visitors would only download them.
            .args(["--remove-name-section", "--remove-producers-section"])
            .arg("--out-dir")
            .arg(out)
            .arg(wasm),
    )?;
    if let Some(wasm_opt) = &tools.wasm_opt {
        optimise(wasm_opt, &out.join(MODULE))?;
    }
    let assets = root.join("assets/web");
    copy_assets(&assets, out)?;
    copy_data(root, out)?;
    let names = fingerprint::rename_all(out)?;
    for built in names.values() {
        pack::pack(&out.join(built))?;
    }
    let module = out.join(&names[MODULE]);
    let unpacked = std::fs::metadata(&module).map_or(0, |meta| meta.len());
    let sent = pack::sent_size(&module);
    for name in NAMING {
        let path = out.join(name);
        let mut text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        if name == "index.html" {
            text = page_html::inline_styles(&text, &assets)?;
            text = page_html::other_games(&text);
            text = page_html::module_size(&text, unpacked, sent);
        }
        std::fs::write(&path, fingerprint::rewrite(&text, &names))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        pack::pack(&path)?;
    }
    Ok(sent)
}

/// binaryen's size passes over the module. The features are those rustc's wasm32
/// target turns on by default, which the module may use and wasm-opt must accept.
fn optimise(wasm_opt: &Path, module: &Path) -> Result<(), String> {
    tools::run(
        Command::new(wasm_opt)
            .args(["-Oz", "--strip-debug", "--strip-producers"])
            .args([
                "--enable-bulk-memory",
                "--enable-mutable-globals",
                "--enable-nontrapping-float-to-int",
                "--enable-reference-types",
                "--enable-sign-ext",
                "--enable-multivalue",
            ])
            .arg(module)
            .arg("-o")
            .arg(module),
    )
}

/// Removes the files of `dir` (creating it when missing); folders are left.
fn empty(dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_file() {
            std::fs::remove_file(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    Ok(())
}

fn copy_data(root: &Path, to: &Path) -> Result<(), String> {
    for file in DATA {
        let from = root.join(file);
        let name = from.file_name().expect("a file name");
        std::fs::copy(&from, to.join(name)).map_err(|e| format!("copying {file}: {e}"))?;
    }
    Ok(())
}

/// The page's own files; the style sheets go into `index.html` instead.
fn copy_assets(from: &Path, to: &Path) -> Result<(), String> {
    let entries = std::fs::read_dir(from).map_err(|e| format!("{}: {e}", from.display()))?;
    for entry in entries.flatten() {
        if entry.path().extension().is_some_and(|ext| ext == "css") {
            continue;
        }
        let target = to.join(entry.file_name());
        std::fs::copy(entry.path(), &target)
            .map_err(|e| format!("copying {}: {e}", entry.path().display()))?;
    }
    Ok(())
}
