//! The door's login slots against sockets that say nothing, from many loopback
//! addresses, and the real client: a login from a new address gets in while 1,000
//! of them press on the door, a silent socket is let go at the handshake time, and
//! every refusal says why, in one line on a bare socket and in the client's words.

use crate::door::{Door, make_key};
use crate::sockets::{closed_within, connect_from, first_line};
use std::net::Ipv4Addr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// How long a pressing socket closed by the door waits before it connects again.
const PRESS_AGAIN: Duration = Duration::from_millis(200);

/// Sockets that say nothing, `each` from every address of `addresses`, each opened
/// again whenever the door closes it, until dropped.
struct Press {
    runtime: Option<tokio::runtime::Runtime>,
    stop: Arc<AtomicBool>,
    open: Arc<AtomicUsize>,
    connects: Arc<AtomicUsize>,
}

impl Press {
    fn start(port: u16, addresses: &[Ipv4Addr], each: usize) -> Press {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap();
        let stop = Arc::new(AtomicBool::new(false));
        let open = Arc::new(AtomicUsize::new(0));
        let connects = Arc::new(AtomicUsize::new(0));
        for &from in addresses {
            for _ in 0..each {
                let (stop, open, connects) = (stop.clone(), open.clone(), connects.clone());
                runtime.spawn(press_from(from, port, stop, open, connects));
            }
        }
        Press {
            runtime: Some(runtime),
            stop,
            open,
            connects,
        }
    }
}

/// One socket from `from`, silent, connected again each time it is closed.
async fn press_from(
    from: Ipv4Addr,
    port: u16,
    stop: Arc<AtomicBool>,
    open: Arc<AtomicUsize>,
    connects: Arc<AtomicUsize>,
) {
    use tokio::io::AsyncReadExt;
    while !stop.load(Ordering::Relaxed) {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.bind((from, 0).into()).unwrap();
        if let Ok(mut stream) = socket.connect(([127, 0, 0, 1], port).into()).await {
            connects.fetch_add(1, Ordering::Relaxed);
            open.fetch_add(1, Ordering::Relaxed);
            // Reads what the door says, says nothing, until the door closes it.
            let mut sink = [0u8; 512];
            while let Ok(1..) = stream.read(&mut sink).await {}
            open.fetch_sub(1, Ordering::Relaxed);
        }
        tokio::time::sleep(PRESS_AGAIN).await;
    }
}

impl Drop for Press {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

/// How long `ssh` from `from` takes to show the door's first screen.
fn honest_login(door: &Door, key: &std::path::Path, from: &str) -> Duration {
    let started = Instant::now();
    let player = door.visit_from(key, from);
    player.wait_for("Pick the name other players will see");
    started.elapsed()
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn a_login_from_a_new_address_gets_in_while_1000_silent_sockets_from_200_addresses_press() {
    let door = Door::open();
    let keys = tempfile::tempdir().unwrap();
    let key = make_key(keys.path(), "ann");
    let quiet = honest_login(&door, &key, "127.0.2.1");
    let addresses: Vec<Ipv4Addr> = (1..=200).map(|n| Ipv4Addr::new(127, 0, 1, n)).collect();
    let press = Press::start(door.port, &addresses, 5);
    let deadline = Instant::now() + Duration::from_secs(30);
    while press.connects.load(Ordering::Relaxed) < 1000 {
        assert!(Instant::now() < deadline, "the sockets did not all connect");
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_secs(1));
    let mut times = Vec::new();
    for n in 2..=11 {
        let other = make_key(keys.path(), &format!("player{n}"));
        times.push(honest_login(&door, &other, &format!("127.0.2.{n}")));
    }
    let mut sorted = times.clone();
    sorted.sort();
    eprintln!(
        "an honest ssh login: {quiet:?} with the door quiet; while 1,000 silent sockets \
         from 200 addresses press on it, in turn {times:?}: median {:?}, most {:?} \
         ({} connects by the press so far, {} open now)",
        sorted[sorted.len() / 2],
        sorted[sorted.len() - 1],
        press.connects.load(Ordering::Relaxed),
        press.open.load(Ordering::Relaxed),
    );
    assert!(times.iter().all(|time| *time < Duration::from_secs(10)));
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn a_silent_socket_is_told_why_and_closed_at_the_handshake_time() {
    let door = Door::open();
    let started = Instant::now();
    let mut socket = connect_from(Ipv4Addr::new(127, 0, 3, 1), door.port);
    let (closed, said) = closed_within(&mut socket, Duration::from_secs(30));
    let took = started.elapsed();
    assert!(closed, "a silent socket was held 30 s");
    assert!(took < Duration::from_secs(15), "held {took:?}");
    let said = String::from_utf8_lossy(&said);
    assert!(said.starts_with("SSH-2.0-"), "{said:?}");
    assert!(
        said.contains("connect4: no ssh key exchange started within 10 s"),
        "{said:?}"
    );
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn a_connection_past_its_address_bound_is_told_why_in_one_line_and_by_the_client() {
    let door = Door::open_with(&["--ssh-per-address", "2"]);
    let from = Ipv4Addr::new(127, 0, 3, 2);
    let _held = [connect_from(from, door.port), connect_from(from, door.port)];
    std::thread::sleep(Duration::from_millis(200));
    let mut over = connect_from(from, door.port);
    let line = first_line(&mut over, Duration::from_secs(5));
    assert_eq!(
        line.as_deref(),
        Some("connect4: too many connections from your address (2 at once); try again later")
    );
    let keys = tempfile::tempdir().unwrap();
    let key = make_key(keys.path(), "ann");
    let output = door.run(&key, &["-b", "127.0.3.2", "-tt", "127.0.0.1"]);
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("Received disconnect")
            && stderr.contains(
                "connect4: too many connections from your address (2 at once); try again later"
            ),
        "{stderr}"
    );
    // Another address is not held to this one's bound.
    let mut other = connect_from(Ipv4Addr::new(127, 0, 3, 3), door.port);
    let line = first_line(&mut other, Duration::from_secs(5)).unwrap_or_default();
    assert!(line.starts_with("SSH-2.0-"), "{line}");
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn a_full_door_tells_a_client_no_other_address_gives_way_to_why() {
    let door = Door::open_with(&["--ssh-sessions", "2"]);
    let from = Ipv4Addr::new(127, 0, 3, 4);
    let _held = [connect_from(from, door.port), connect_from(from, door.port)];
    std::thread::sleep(Duration::from_millis(200));
    // The same address holds the two slots: nobody holds more, nobody makes room.
    let keys = tempfile::tempdir().unwrap();
    let key = make_key(keys.path(), "ann");
    let output = door.run(&key, &["-b", "127.0.3.4", "-tt", "127.0.0.1"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("connect4: the door is full (2 connections signing in at once)"),
        "{stderr}"
    );
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn clients_past_the_sessions_arriving_together_are_each_told_why() {
    let door = Door::open_with(&["--ssh-sessions", "2"]);
    let keys = tempfile::tempdir().unwrap();
    let players: Vec<_> = (0..5)
        .map(|n| {
            let key = make_key(keys.path(), &format!("p{n}"));
            door.visit(&key)
        })
        .collect();
    let deadline = Instant::now() + Duration::from_secs(20);
    let reasons = ["the server is full (2 players at once)", "the door is full"];
    loop {
        let screens: Vec<String> = players.iter().map(|p| p.contents()).collect();
        let playing = screens
            .iter()
            .filter(|s| s.contains("Pick the name"))
            .count();
        let told = screens
            .iter()
            .filter(|s| reasons.iter().any(|reason| s.contains(reason)))
            .count();
        if playing == 2 && told == 3 {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "{playing} playing, {told} told why:\n{}",
            screens.join("\n----\n")
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}
