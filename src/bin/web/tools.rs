//! The tools the page's build needs, installed when missing: nothing is downloaded as
//! a prebuilt binary but the Rust target itself, which rustup provides, and binaryen's
//! `wasm-opt`, a package of npm's registry (run by node).

use std::path::{Path, PathBuf};
use std::process::Command;

const TARGET: &str = "wasm32-unknown-unknown";

/// Runs a command, its output going to the terminal; an error if it fails.
pub fn run(command: &mut Command) -> Result<(), String> {
    let status = command
        .status()
        .map_err(|e| format!("cannot run {:?}: {e}", command.get_program()))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{:?} failed ({status})", command.get_program()))
    }
}

/// Adds the wasm32 target to rustup's toolchain if it is not there.
pub fn ensure_target() -> Result<(), String> {
    let listed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .map_err(|e| format!("cannot run rustup to check for the {TARGET} target: {e}"))?;
    if String::from_utf8_lossy(&listed.stdout)
        .lines()
        .any(|line| line.trim() == TARGET)
    {
        return Ok(());
    }
    run(Command::new("rustup").args(["target", "add", TARGET]))
}

/// A wasm-bindgen command line of the version Cargo.lock pins (the two must match
/// exactly): one already on the PATH or in `web-tools` of the target directory, else
/// built there.
pub fn ensure_wasm_bindgen(root: &Path, target: &Path) -> Result<PathBuf, String> {
    let version = locked_version(root, "wasm-bindgen")?;
    let tools = target.join("web-tools");
    let local = tools.join("bin/wasm-bindgen");
    for candidate in [local.clone(), PathBuf::from("wasm-bindgen")] {
        if reports_version(&candidate, &version) {
            return Ok(candidate);
        }
    }
    eprintln!(
        "cargo web: building wasm-bindgen-cli {version} into {} (once)",
        tools.display()
    );
    run(Command::new(env!("CARGO"))
        .args(["install", "wasm-bindgen-cli", "--version"])
        .arg(format!("={version}"))
        .arg("--root")
        .arg(&tools))?;
    Ok(local)
}

fn reports_version(program: &Path, version: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|out| {
            String::from_utf8_lossy(&out.stdout).trim() == format!("wasm-bindgen {version}")
        })
}

/// The version of `package` in Cargo.lock.
fn locked_version(root: &Path, package: &str) -> Result<String, String> {
    let path = root.join("Cargo.lock");
    let lock = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let name = format!("name = \"{package}\"");
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == name
            && let Some(version) = lines.next().and_then(|l| l.strip_prefix("version = \""))
        {
            return Ok(version.trim_end_matches('"').to_string());
        }
    }
    Err(format!("{package} is not in {}", path.display()))
}

/// The version of binaryen (npm, which ships `wasm-opt` compiled to WebAssembly for
/// node) the module is optimised with: pinned, as the build's output depends on it.
const BINARYEN: &str = "132.0.0";

/// A `wasm-opt` installed from npm into `web-tools` of the target directory (once),
/// or why there is none: the page works without it, only larger.
pub fn ensure_wasm_opt(target: &Path) -> Result<PathBuf, String> {
    let tools = target.join("web-tools/binaryen");
    let program = tools.join("node_modules/.bin/wasm-opt");
    let manifest = tools.join("node_modules/binaryen/package.json");
    let installed = std::fs::read_to_string(&manifest)
        .is_ok_and(|text| text.contains(&format!("\"version\": \"{BINARYEN}\"")));
    if installed && program.is_file() {
        return Ok(program);
    }
    eprintln!(
        "cargo web: installing binaryen@{BINARYEN} (npm) into {} (once)",
        tools.display()
    );
    std::fs::create_dir_all(&tools).map_err(|e| format!("{}: {e}", tools.display()))?;
    run(Command::new("npm")
        .args([
            "install",
            "--no-audit",
            "--no-fund",
            "--loglevel=error",
            "--prefix",
        ])
        .arg(&tools)
        .arg(format!("binaryen@{BINARYEN}")))?;
    Ok(program)
}
