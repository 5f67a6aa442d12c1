//! Input of any size is read in bounded memory and quoted back short: `solve` fed an
//! endless line (its peak memory read from `/proc`), a line past the limit answered
//! as a bad line with the rest still solved, and `move`, `review` and `--moves`
//! quoting a huge argument cut to 60 characters.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

fn connect4() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_connect4"));
    command.env_remove("CONNECT4_CONFIG");
    command
}

/// A number from `/proc/PID/FILE`, on the line starting with `key`.
fn proc_number(child: &Child, file: &str, key: &str) -> u64 {
    let text = std::fs::read_to_string(format!("/proc/{}/{file}", child.id())).unwrap();
    let line = text.lines().find(|line| line.starts_with(key)).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

/// Runs `solve` on an endless line until it has read `MIB_READ` MiB of it, and
/// returns its peak resident memory in MiB and the first line of its stderr.
fn peak_on_an_endless_line(args: &[&str], stdin: Stdio) -> (u64, String) {
    const MIB_READ: u64 = 256;
    let mut child = connect4()
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stderr = child.stderr.take().unwrap();
    let (said, first_line) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let line = BufReader::new(stderr).lines().next();
        let _ = said.send(line.and_then(Result::ok).unwrap_or_default());
    });
    let deadline = Instant::now() + Duration::from_secs(120);
    while proc_number(&child, "io", "rchar:") < MIB_READ << 20 {
        assert!(Instant::now() < deadline, "it stopped reading");
        std::thread::sleep(Duration::from_millis(20));
    }
    let peak = proc_number(&child, "status", "VmHWM:") >> 10;
    child.kill().unwrap();
    child.wait().unwrap();
    let first = first_line.recv_timeout(Duration::from_secs(10));
    (peak, first.unwrap_or_default())
}

#[test]
fn solve_reads_an_endless_line_in_bounded_memory() {
    let endless = || Stdio::from(std::fs::File::open("/dev/zero").unwrap());
    let cases = [
        (vec!["solve"], endless(), "stdin: line 1: too long"),
        (
            vec!["solve", "/dev/zero"],
            Stdio::null(),
            "/dev/zero: line 1: too long",
        ),
        (
            vec!["solve", "--jobs", "2", "/dev/zero"],
            Stdio::null(),
            "/dev/zero: line 1: too long",
        ),
    ];
    for (args, stdin, said) in cases {
        let (peak_mib, first_line) = peak_on_an_endless_line(&args, stdin);
        // The solver's tables are allocated but untouched here: what is resident is
        // the program and its buffers, nowhere near the 256 MiB read.
        assert!(peak_mib < 64, "{args:?}: peak {peak_mib} MiB");
        assert!(first_line.starts_with(said), "{args:?}: {first_line:?}");
    }
}

fn solve(args: &[&str], input: &[u8]) -> Output {
    let mut child = connect4()
        .arg("solve")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn a_too_long_line_is_a_bad_line_and_the_rest_goes_on() {
    let mut input = "4".repeat(5000).into_bytes();
    input.extend_from_slice(b"\n4444444 -\n44\n");
    for args in [&[][..], &["--jobs", "2"]] {
        let output = solve(args, &input);
        let stdout = String::from_utf8(output.stdout).unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        let lines: Vec<&str> = stdout.lines().collect();
        // Messages are cut: on failure the line may be the whole huge input.
        assert_eq!(lines.len(), 3, "{args:?}: {stdout:.300}");
        let cut = format!("{}… invalid", "4".repeat(59));
        assert!(lines[0] == cut, "{args:?}: {:.300}", lines[0]);
        assert_eq!(lines[1], "4444444 invalid", "the line after it is read");
        assert_eq!(lines[2], "44 1");
        assert!(
            stderr.starts_with("stdin: line 1: too long (over 4096 bytes)"),
            "{stderr:.300}"
        );
        let second = "stdin: line 2: invalid position";
        assert!(stderr.contains(second), "{stderr:.300}");
        assert!(stderr.len() < 400, "{stderr:.400}");
        assert_eq!(output.status.code(), Some(1));
    }
}

#[test]
fn move_review_and_moves_quote_a_huge_input_cut_to_60_characters() {
    let huge = format!("x{}", "4".repeat(100_000));
    let data = tempfile::tempdir().unwrap();
    let data_dir = data.path().to_str().unwrap();
    let runs: [&[&str]; 3] = [
        &["move", &huge],
        &["review", &huge],
        &["--data-dir", data_dir, "--moves", &huge],
    ];
    let quoted = format!("\"x{}…\"", "4".repeat(58));
    for args in runs {
        let output = connect4().args(args).stdin(Stdio::null()).output().unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert!(stderr.contains(&quoted), "{:?}: {stderr:.300}", args[0]);
        assert!(stderr.len() < 300, "{:?}: {} bytes", args[0], stderr.len());
        assert!(!output.status.success());
    }
}
