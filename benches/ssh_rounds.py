#!/usr/bin/env python3
"""Rounds of ssh sessions coming and going, to see whether the door keeps memory: each
round, N real OpenSSH clients (one key each, the same keys every round) come in, start
Connect 4 against the computer at easy and play for a while, then all leave; once the
server is back to its idle threads, it prints the server's RSS, threads and open files.

    cargo build --release --bin connect4
    python3 benches/ssh_rounds.py --sessions 270 --rounds 10 [--binary target/release/connect4]

With MALLOC_ARENA_MAX=2 in the environment (passed on to the server), the same rounds
show how much of what stays is glibc's per-thread arenas rather than anything held.
Uses ssh_load.py's server and visitors; loopback only.
"""

import argparse
import os
import selectors
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ssh_load  # noqa: E402


def start_server(binary, data, sessions, log):
    """`connect4 serve --ssh` for `sessions` from this machine: the server's own limits
    per address are raised too, as every session reaches it from 127.0.0.1 and a
    round brings them all at once (at its defaults it refuses some of the door's
    sockets, and those visitors wait at the naming screen). Its log goes to `log`."""
    server = ssh_load.subprocess.Popen(
        [binary, "serve", "--listen", "127.0.0.1:0", "--ssh", "127.0.0.1:0",
         "--data", data, "--ssh-sessions", str(sessions + 10),
         "--ssh-per-address", str(sessions + 10), "--max-per-address", "10000",
         "--rate", "10000", "--upgrade-rate", "10000",
         "--new-players-per-hour", "100000"],
        stdin=ssh_load.subprocess.DEVNULL, stdout=ssh_load.subprocess.DEVNULL,
        stderr=log, env={**os.environ, "RUST_LOG": "warn"})
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        time.sleep(0.1)
        with open(log.name) as said:
            found = ssh_load.re.search(r"ssh on [0-9.]+:(\d+)", said.read())
        if found:
            return server, int(found.group(1))
    sys.exit("the server did not say where its ssh door is")


def counts(pid):
    """The server's RSS in MiB, its threads, its open files."""
    with open(f"/proc/{pid}/status") as status:
        fields = dict(line.split(":", 1) for line in status)
    rss = int(fields["VmRSS"].split()[0]) / 1024
    threads = int(fields["Threads"])
    files = len(os.listdir(f"/proc/{pid}/fd"))
    return rss, threads, files


def one_round(port, keys, play_for):
    """Brings every key in and plays for `play_for` seconds; how many reached a game,
    and the visitors."""
    selector = selectors.DefaultSelector()
    visitors = []
    for number, key in enumerate(keys):
        visitor = ssh_load.Visitor(number, port, key)
        visitors.append(visitor)
        selector.register(visitor.fd, selectors.EVENT_READ, visitor)
    started = time.monotonic()
    playing_since = None
    while True:
        now = time.monotonic()
        for selected, _ in selector.select(timeout=0.01):
            visitor = selected.data
            try:
                chunk = os.read(visitor.fd, 65536)
            except (BlockingIOError, OSError):
                continue
            # A key seen before is greeted by name at once: no naming screen.
            if visitor.stage == "naming" and b"Hello," in chunk.replace(b" ", b""):
                visitor.stage = "menu"
            visitor.heard(chunk, time.monotonic(), [], 1.0)
        for visitor in visitors:
            visitor.tick(time.monotonic(), 1.0)
        playing = sum(v.stage == "playing" for v in visitors)
        if playing_since is None and (playing == len(visitors) or now - started > 180):
            playing_since = now
        if playing_since is not None and now - playing_since >= play_for:
            break
    return playing, visitors


def leave(visitors):
    for visitor in visitors:
        visitor.close()


def settle(pid, idle_threads, within=60):
    """Waits until the server is back to its idle threads (every session gone)."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if counts(pid)[1] <= idle_threads:
            break
        time.sleep(0.5)
    time.sleep(2)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, default=270)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--play", type=float, default=5.0, help="seconds played a round")
    parser.add_argument("--binary", default="target/release/connect4")
    parser.add_argument("--log", default="ssh_rounds.log", help="where the server logs")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        log = open(args.log, "w")
        server, port = start_server(
            args.binary, os.path.join(work, "server"), args.sessions, log)
        time.sleep(0.5)
        keys = []
        for number in range(args.sessions):
            key = os.path.join(work, f"key{number}")
            ssh_load.subprocess.run(
                ["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", key], check=True)
            keys.append(key)
        rss, idle_threads, files = counts(server.pid)
        print(f"idle: {rss:.1f} MiB, {idle_threads} threads, {files} files", flush=True)
        for round_number in range(1, args.rounds + 1):
            playing, visitors = one_round(port, keys, args.play)
            busy = counts(server.pid)
            leave(visitors)
            settle(server.pid, idle_threads)
            rss, threads, files = counts(server.pid)
            print(f"round {round_number}: {playing} playing; busy {busy[0]:.1f} MiB, "
                  f"{busy[1]} threads, {busy[2]} files; after {rss:.1f} MiB, "
                  f"{threads} threads, {files} files", flush=True)
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
