//! `cargo web`: builds the page into `target/web/` and serves it on
//! http://127.0.0.1:8080 (`--build-only` only builds, `--port N` picks another port).
//! What the build needs is installed when missing: the wasm32 target (by rustup) and
//! the wasm-bindgen CLI of exactly the version in Cargo.lock (built by cargo install).

mod gzip;
mod serve;
mod tools;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let build_only = args.iter().any(|a| a == "--build-only");
    let port = match args.iter().position(|a| a == "--port") {
        Some(i) => match args.get(i + 1).and_then(|p| p.parse::<u16>().ok()) {
            Some(port) => port,
            None => return fail("--port needs a port number (1-65535)"),
        },
        None => 8080,
    };
    if let Some(unknown) = args
        .iter()
        .enumerate()
        .find(|(i, a)| *a != "--build-only" && *a != "--port" && !is_port_value(&args, *i))
    {
        return fail(&format!(
            "unknown argument {:?} (allowed: --build-only, --port N)",
            unknown.1
        ));
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = match build(root) {
        Ok(out) => out,
        Err(error) => return fail(&error),
    };
    if build_only {
        return ExitCode::SUCCESS;
    }
    match serve::serve(&out, port) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => fail(&error),
    }
}

fn is_port_value(args: &[String], i: usize) -> bool {
    i > 0 && args[i - 1] == "--port"
}

fn fail(message: &str) -> ExitCode {
    eprintln!("cargo web: {message}");
    ExitCode::FAILURE
}

/// Where cargo builds: `CARGO_TARGET_DIR` when it is set (relative to the project),
/// else `target/`.
fn target_dir(root: &Path) -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) if !dir.is_empty() => root.join(dir),
        _ => root.join("target"),
    }
}

/// Builds the page; the directory it is in.
fn build(root: &Path) -> Result<PathBuf, String> {
    let target = target_dir(root);
    step(1, "the wasm32-unknown-unknown target");
    tools::ensure_target()?;
    step(2, "the wasm-bindgen command line");
    let bindgen = tools::ensure_wasm_bindgen(root, &target)?;
    step(3, "compiling the page (release, wasm32)");
    tools::run(
        Command::new(env!("CARGO"))
            .current_dir(root)
            .args(["build", "--release", "--locked", "--target"])
            .args([
                "wasm32-unknown-unknown",
                "--features",
                "web",
                "--bin",
                "connect4-web",
            ]),
    )?;
    step(4, "bindings and the page's files");
    let out = target.join("web");
    let wasm = target.join("wasm32-unknown-unknown/release/connect4-web.wasm");
    tools::run(
        Command::new(&bindgen)
            .args(["--target", "web", "--no-typescript", "--out-dir"])
            .arg(&out)
            .arg(&wasm),
    )?;
    copy_assets(&root.join("assets/web"), &out)?;
    copy_data(root, &out)?;
    gzip_files(&out)?;
    let size = std::fs::metadata(out.join("connect4-web_bg.wasm"))
        .map(|m| m.len())
        .unwrap_or(0);
    eprintln!(
        "cargo web: the page is in {} (module {:.1} MB)",
        out.display(),
        size as f64 / 1e6
    );
    Ok(out)
}

fn step(number: u32, what: &str) {
    eprintln!("cargo web: [{number}/4] {what}");
}

/// The files the page fetches when first needed rather than carrying them in its
/// module (the module is built without them, feature `fetched-data`).
const DATA: [&str; 3] = [
    "crates/rules/assets/book.bin",
    "crates/rules/assets/checkers-endgame-4.bin",
    "assets/puzzles.txt",
];

fn copy_data(root: &Path, to: &Path) -> Result<(), String> {
    for file in DATA {
        let from = root.join(file);
        let name = from.file_name().expect("a file name");
        std::fs::copy(&from, to.join(name)).map_err(|e| format!("copying {file}: {e}"))?;
    }
    Ok(())
}

/// Writes each file of the page gzipped beside it (`NAME.gz`), for the server.
fn gzip_files(dir: &Path) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|ext| ext == "gz") || !path.is_file() {
            continue;
        }
        let data = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut packed = path.clone().into_os_string();
        packed.push(".gz");
        std::fs::write(&packed, gzip::gzip(&data))
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(())
}

fn copy_assets(from: &Path, to: &Path) -> Result<(), String> {
    let entries = std::fs::read_dir(from).map_err(|e| format!("{}: {e}", from.display()))?;
    for entry in entries.flatten() {
        let target = to.join(entry.file_name());
        std::fs::copy(entry.path(), &target)
            .map_err(|e| format!("copying {}: {e}", entry.path().display()))?;
    }
    Ok(())
}
