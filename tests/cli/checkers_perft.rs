//! `connect4 checkers perft` prints the published counts and their split by first move,
//! and refuses a bad position. (The rules' perft is tested in checkers' crate,
//! tests/checkers_rules/rules.rs.)

#[test]
fn the_perft_command_prints_counts_and_their_split() {
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_connect4"))
            .args(args)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    assert_eq!(run(&["checkers", "perft", "6"]).1, "36768\n");
    let (status, split, _) = run(&["checkers", "perft", "4", "--divide"]);
    assert_eq!(status, Some(0));
    assert!(
        split.starts_with("9-13 ") && split.ends_with("total 1469\n"),
        "{split}"
    );
    let (status, _, error) = run(&["checkers", "perft", "2", "--fen", "B:W99"]);
    assert_eq!(status, Some(2));
    assert!(error.contains("\"99\" is not a square 1-32"), "{error}");
}
