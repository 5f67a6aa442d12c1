//! What the door refuses, each with the real client: commands, forwarding both ways,
//! the agent, and passwords; a session without a terminal.

use crate::door::{Door, make_key};

const NEEDS_SSH: &str = "needs the OpenSSH client: run by .ci/ssh-test";

fn stderr(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn a_command_is_refused_with_a_reason() {
    let door = Door::open();
    let keys = tempfile::tempdir().unwrap();
    let key = make_key(keys.path(), "ann");
    let output = door.run(&key, &["127.0.0.1", "ls", "/"]);
    assert!(!output.status.success(), "{NEEDS_SSH}");
    assert!(output.stdout.is_empty(), "{:?}", output.stdout);
    assert!(
        stderr(&output).contains("commands are not run here"),
        "{}",
        stderr(&output)
    );
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn no_terminal_no_game() {
    let door = Door::open();
    let keys = tempfile::tempdir().unwrap();
    let key = make_key(keys.path(), "ann");
    let output = door.run(&key, &["-T", "127.0.0.1"]);
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("the game needs a terminal"),
        "{}",
        stderr(&output)
    );
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn forwarding_a_local_port_is_refused() {
    let door = Door::open();
    let keys = tempfile::tempdir().unwrap();
    let key = make_key(keys.path(), "ann");
    // -W is -L's channel (direct-tcpip) with the client's stdin and stdout as its ends.
    let output = door.run(&key, &["-W", "127.0.0.1:9", "127.0.0.1"]);
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("forwarding failed"),
        "{}",
        stderr(&output)
    );
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn forwarding_a_remote_port_is_refused() {
    let door = Door::open();
    let keys = tempfile::tempdir().unwrap();
    let key = make_key(keys.path(), "ann");
    let output = door.run(
        &key,
        &[
            "-N",
            "-o",
            "ExitOnForwardFailure=yes",
            "-R",
            "0:127.0.0.1:9",
            "127.0.0.1",
        ],
    );
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("forwarding failed"),
        "{}",
        stderr(&output)
    );
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn agent_forwarding_is_refused() {
    let door = Door::open();
    let keys = tempfile::tempdir().unwrap();
    let key = make_key(keys.path(), "ann");
    let agent = keys.path().join("agent.sock");
    // A real agent, so that the client does ask to forward it.
    let mut running = std::process::Command::new("ssh-agent")
        .args(["-D", "-a"])
        .arg(&agent)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while !agent.exists() && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let output = std::process::Command::new("ssh")
        .args(door.ssh_args(&key))
        .args(["-A", "127.0.0.1", "true"])
        .env("SSH_AUTH_SOCK", &agent)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let _ = running.kill();
    let _ = running.wait();
    assert!(!output.status.success());
    door.wait_for_log("agent forwarding refused");
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn a_password_login_is_refused_with_a_line_that_says_why() {
    let door = Door::open();
    let output = std::process::Command::new("ssh")
        .args(["-p", &door.port.to_string()])
        .args([
            "-o",
            "StrictHostKeyChecking=no",
            "-o",
            "UserKnownHostsFile=/dev/null",
        ])
        .args([
            "-o",
            "PubkeyAuthentication=no",
            "-o",
            "BatchMode=yes",
            "-F",
            "/dev/null",
        ])
        .args(["127.0.0.1", "true"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(!output.status.success());
    let said = stderr(&output);
    assert!(said.contains("passwords are not used"), "{said}");
    assert!(said.contains("Permission denied (publickey)"), "{said}");
}
