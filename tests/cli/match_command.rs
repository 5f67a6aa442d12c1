//! `connect4 match` prints the tally of a short match between two levels. (The levels'
//! order is tested in Connect 4's crate, tests/connect4_classic/ai_strength.rs.)

#[test]
fn the_match_command_prints_the_tally() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args([
            "match", "--first", "medium", "--second", "easy", "--games", "4", "--seed", "3",
        ])
        .args(["--columns", "6", "--rows", "5"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.starts_with("medium vs easy on 6x5, 4 games"), "{text}");
    assert!(text.contains("medium scores"), "{text}");
}
