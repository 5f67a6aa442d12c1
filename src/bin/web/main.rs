//! `cargo web`: builds the page into `target/web/` and serves it on
//! http://127.0.0.1:8080 (`--build-only` only builds, `--port N` picks another port).
//! What the build needs is installed when missing: the wasm32 target (by rustup), the
//! wasm-bindgen CLI of exactly the version in Cargo.lock (built by cargo install) and
//! binaryen's wasm-opt (npm; without npm the module is only left larger).

mod assemble;
mod fingerprint;
mod gzip;
mod pack;
mod page_html;
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
    step(2, "the wasm-bindgen command line and wasm-opt");
    let bindgen = tools::ensure_wasm_bindgen(root, &target)?;
    let wasm_opt = tools::ensure_wasm_opt(&target)
        .inspect_err(|why| {
            eprintln!("cargo web: no wasm-opt ({why}): the module is left larger");
        })
        .ok();
    step(3, "compiling the page (profile `page`, for size; wasm32)");
    tools::run(
        Command::new(env!("CARGO"))
            .current_dir(root)
            .args(["build", "--profile", "page", "--locked", "--target"])
            .args([
                "wasm32-unknown-unknown",
                "--features",
                "web",
                "--bin",
                "connect4-web",
            ]),
    )?;
    step(
        4,
        "bindings, wasm-opt and the page's files, fingerprinted and packed",
    );
    let out = target.join("web");
    let wasm = target.join("wasm32-unknown-unknown/page/connect4-web.wasm");
    let tools = assemble::Tools { bindgen, wasm_opt };
    let sent = assemble::assemble(root, &wasm, &tools, &out)?;
    eprintln!(
        "cargo web: the page is in {} (module {:.0} KB as sent, brotli)",
        out.display(),
        sent as f64 / 1e3
    );
    Ok(out)
}

fn step(number: u32, what: &str) {
    eprintln!("cargo web: [{number}/4] {what}");
}
