//! `connect4 --help` gives each subcommand one short line; the detail is in the
//! subcommand's own `--help`.

use std::process::Command;

fn help(args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(args)
        .output()
        .unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn each_subcommand_has_one_short_line() {
    let top = help(&["--help"]);
    let commands: Vec<&str> = top
        .lines()
        .skip_while(|line| *line != "Commands:")
        .skip(1)
        .take_while(|line| !line.is_empty())
        .collect();
    assert_eq!(commands.len(), 17, "{top}");
    for line in commands {
        assert!(
            line.chars().count() <= 72,
            "too long for an 80-column terminal: {line}"
        );
    }
}

#[test]
fn the_detail_is_in_the_subcommands_own_help() {
    let review = help(&["review", "--help"]);
    assert!(
        review.contains("`??` threw a win or draw into a loss"),
        "{review}"
    );
    let solve = help(&["solve", "--help"]);
    assert!(solve.contains("`POSITION SCORE`"), "{solve}");
}
