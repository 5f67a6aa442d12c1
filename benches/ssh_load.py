#!/usr/bin/env python3
"""Load on the ssh door: N real OpenSSH clients, each in a pseudo-terminal of its own,
name themselves, open Connect 4 against the computer at easy, and each PACE seconds
move the hover column and drop a disc (a game over, they start the next). Prints the
server's CPU while they play, its memory per session, and the frame latency: from a
key (the hover's move) to the first byte of the frame that answers it.

    cargo build --release --bin connect4
    python3 benches/ssh_load.py --sessions 200 --duration 60 [--binary target/release/connect4]

It starts `connect4 serve --ssh` itself on free ports of this machine (loopback only)
with a temporary data folder, and stops it at the end. Needs `ssh` and `ssh-keygen`.
"""

import argparse
import os
import re
import selectors
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import time

ANSI = re.compile(rb"\x1b\[[0-9;?<>]*[A-Za-z]|\x1b[()][A-Z0-9]|\x1b[=>]")


def start_server(binary, data, sessions):
    server = subprocess.Popen(
        [binary, "serve", "--listen", "127.0.0.1:0", "--ssh", "127.0.0.1:0",
         "--data", data, "--ssh-sessions", str(sessions + 10),
         "--ssh-per-address", str(sessions + 10)],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        env={**os.environ, "RUST_LOG": "warn"})
    for line in server.stderr:
        text = line.decode(errors="replace")
        found = re.search(r"ssh on [0-9.]+:(\d+)", text)
        if found:
            # Keep reading, so the server never blocks on a full pipe.
            os.set_blocking(server.stderr.fileno(), False)
            return server, int(found.group(1))
    sys.exit("the server did not say where its ssh door is")


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Visitor:
    """One ssh client in a pseudo-terminal, and where it is in its visit."""

    def __init__(self, number, port, key):
        import fcntl
        import pty
        import termios
        self.name = f"bot{number}"
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.process = subprocess.Popen(
            ["ssh", "-tt", "-p", str(port), "-i", key, "-F", "/dev/null",
             "-o", "IdentitiesOnly=yes", "-o", "StrictHostKeyChecking=no",
             "-o", "UserKnownHostsFile=/dev/null", "-o", "BatchMode=yes",
             "-o", "LogLevel=ERROR", "127.0.0.1"],
            stdin=slave, stdout=slave, stderr=slave, start_new_session=True)
        os.close(slave)
        self.fd = master
        os.set_blocking(master, False)
        self.seen = b""
        self.stage = "naming"
        self.sent_at = None
        self.next_move = 0.0
        self.drop_due = False

    def send(self, keys):
        try:
            os.write(self.fd, keys)
        except OSError:
            pass

    def heard(self, chunk, now, latencies, pace):
        if self.sent_at is not None:
            latencies.append(now - self.sent_at)
            self.sent_at = None
        # The frames move the cursor over blank cells rather than write spaces: the
        # words are looked for without them.
        self.seen = (self.seen + ANSI.sub(b"", chunk).replace(b" ", b""))[-4000:]
        if self.stage == "naming" and b"Pickthename" in self.seen:
            self.send(self.name.encode() + b"\r")
            self.stage, self.seen = "menu", b""
        elif self.stage == "menu" and b"Hello," in self.seen:
            self.send(b"\x1b[D\r")
            self.stage, self.seen = "playing", b""
            self.next_move = now + pace
        elif self.stage == "playing" and (b"wins" in self.seen or b"Draw" in self.seen):
            self.send(b"n")
            self.seen = b""

    def tick(self, now, pace):
        """Every PACE seconds, moves the hover column one to the right (the key timed:
        it is answered with a frame whatever the game is doing) and, half a PACE later,
        drops a disc there (not timed: out of turn it is refused, and in turn its frame
        may come with the computer's reply). True when a disc was dropped."""
        if self.stage != "playing" or now < self.next_move:
            return False
        if self.drop_due:
            self.drop_due = False
            self.send(b"\r")
            self.next_move = now + pace / 2
            return True
        if self.sent_at is not None:
            return False
        self.sent_at = now
        self.send(b"\x1b[C")
        self.drop_due = True
        self.next_move = now + pace / 2
        return False

    def close(self):
        try:
            os.killpg(self.process.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        self.process.wait()
        os.close(self.fd)


def clients_cpu(visitors):
    total = 0.0
    for visitor in visitors:
        try:
            total += cpu_seconds(visitor.process.pid)
        except (FileNotFoundError, ProcessLookupError):
            pass
    return total


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, default=200)
    parser.add_argument("--duration", type=float, default=60.0, help="seconds measured")
    parser.add_argument("--pace", type=float, default=1.0, help="seconds between a visitor's moves")
    parser.add_argument("--binary", default="target/release/connect4")
    args = parser.parse_args()
    for tool in ("ssh", "ssh-keygen"):
        if not shutil.which(tool):
            sys.exit(f"{tool} is needed (Debian: openssh-client)")
    with tempfile.TemporaryDirectory() as work:
        server, port = start_server(args.binary, os.path.join(work, "server"), args.sessions)
        time.sleep(0.5)
        idle = rss_kib(server.pid)
        selector = selectors.DefaultSelector()
        visitors = []
        started = time.monotonic()
        for number in range(args.sessions):
            # One key a visitor: each is a player of its own.
            own = os.path.join(work, f"key{number}")
            subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", own], check=True)
            visitor = Visitor(number, port, own)
            visitors.append(visitor)
            selector.register(visitor.fd, selectors.EVENT_READ, visitor)
        latencies, moves = [], 0
        measuring, cpu_start, measure_start = False, 0.0, 0.0
        while True:
            now = time.monotonic()
            playing = sum(v.stage == "playing" for v in visitors)
            if not measuring and (playing == len(visitors) or now - started > 120):
                measuring, latencies, moves = True, [], 0
                cpu_start, measure_start = cpu_seconds(server.pid), now
                clients_start = clients_cpu(visitors)
                own_start = time.process_time()
                print(f"{playing} of {len(visitors)} sessions playing after "
                      f"{now - started:.1f} s; measuring for {args.duration:.0f} s", flush=True)
            if measuring and now - measure_start >= args.duration:
                break
            for selected, _ in selector.select(timeout=0.01):
                visitor = selected.data
                try:
                    chunk = os.read(visitor.fd, 65536)
                except (BlockingIOError, OSError):
                    continue
                visitor.heard(chunk, time.monotonic(), latencies, args.pace)
            for visitor in visitors:
                moves += visitor.tick(time.monotonic(), args.pace)
        elapsed = time.monotonic() - measure_start
        cpu = (cpu_seconds(server.pid) - cpu_start) / elapsed
        clients = (clients_cpu(visitors) - clients_start) / elapsed
        own = (time.process_time() - own_start) / elapsed
        busy = rss_kib(server.pid)
        for visitor in visitors:
            visitor.close()
        server.terminate()
        server.wait()
    ms = [1000 * value for value in latencies]
    print(f"sessions: {args.sessions}, playing: {playing}")
    print(f"discs dropped: {moves} in {elapsed:.1f} s ({moves / elapsed:.1f} a second)")
    print(f"frame latency (key to first byte of its frame): p50 {percentile(ms, 0.5):.1f} ms, "
          f"p99 {percentile(ms, 0.99):.1f} ms, max {max(ms, default=float('nan')):.1f} ms "
          f"over {len(ms)} keys")
    print(f"server CPU: {100 * cpu:.0f} % of one core; the load's own: the ssh clients "
          f"{100 * clients:.0f} %, this script {100 * own:.0f} % (on {os.cpu_count()} cores)")
    print(f"server memory: {idle / 1024:.1f} MiB idle, {busy / 1024:.1f} MiB with the sessions "
          f"({(busy - idle) / max(1, args.sessions):.0f} KiB a session)")
    if latencies:
        print(f"mean latency {statistics.mean(ms):.1f} ms")


if __name__ == "__main__":
    main()
