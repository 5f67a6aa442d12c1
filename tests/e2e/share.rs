//! Sharing a position through the real binary: `--moves` takes a link of
//! connect4.gamesolver.org's, `s` shows the position's link to the page, and `c`
//! sends it to the terminal's clipboard in an OSC 52 escape; with `[display]
//! clipboard = false` nothing is sent.

use crate::common::pty::Session;
use connect4::shell::osc52;

/// The base64 an OSC 52 escape carries for `text`.
fn in_base64(text: &str) -> String {
    let escape = osc52(text);
    let start = escape.find("c;").unwrap() + 2;
    escape[start..escape.len() - 2].to_string()
}

#[test]
fn a_solver_link_opens_and_s_then_c_copies_the_pages_link() {
    let mut session = Session::start(&[
        "--no-animation",
        "--moves",
        "https://connect4.gamesolver.org/?pos=4453",
    ]);
    session.wait_for("4. ◆ Yellow 3");
    session.wait_for("Red to move");
    session.send("s");
    session.wait_for("Share this position");
    session.wait_for("Moves  4453");
    session.wait_for("http://127.0.0.1:4747/#moves=4453");
    session.send("c");
    session.wait_for("Sent the link to the clipboard");
    assert_eq!(
        session.clipboard(),
        [in_base64("http://127.0.0.1:4747/#moves=4453")]
    );
}

#[test]
fn with_copying_turned_off_the_link_is_only_shown() {
    let home = tempfile::tempdir().unwrap();
    let config = home.path().join("share.toml");
    std::fs::write(
        &config,
        "[display]\nclipboard = false\n[online]\npage = \"https://c4.example.org/\"\n",
    )
    .unwrap();
    let mut session = Session::start(&["--config", config.to_str().unwrap(), "--moves", "44"]);
    session.wait_for("Red to move");
    session.send("s");
    session.wait_for("https://c4.example.org/#moves=44");
    session.wait_for("copying is off");
    session.send("c");
    session.wait_for("Copying is off");
    std::thread::sleep(std::time::Duration::from_millis(100));
    assert!(session.clipboard().is_empty());
}
