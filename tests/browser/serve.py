"""`connect4 serve` as a child of a test, started the way the Rust tests start it
(`tests/common/serve.rs`): the binary `cargo test` builds, `--listen 127.0.0.1:0`, and
the address read from the log line that says where it listens. A restart comes back
at the same address, with the same data folder, as a restarted server would."""

import os
import re
import subprocess
import tempfile
import threading

# The server's own log line, written whole, and the line `connect4 serve` prints,
# which another thread's log may split (as `listening on ws://2026-… INFO …`).
LISTENING = re.compile(r"connect4_server::server: listening addr=(\S+)"
                       r"|listening on ws://([^/\s]+)/ws")


class Server:
    """`connect4 serve` with a data folder kept across a restart; its log is kept to
    show when a check fails. `flags` are added to the command line."""

    def __init__(self, binary, *flags):
        self.binary, self.flags = binary, list(flags)
        self.data = tempfile.TemporaryDirectory()
        self.address = "127.0.0.1:0"
        self.log = []
        self.start()

    def start(self):
        self.child = subprocess.Popen(
            [self.binary, "serve", "--listen", self.address, "--data", self.data.name,
             *self.flags],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            text=True, env=dict(os.environ, RUST_LOG="info"),
        )
        listening = threading.Event()

        def read(stream):
            # Read to the end, so the server never blocks on a full pipe.
            for line in stream:
                self.log.append(line.rstrip())
                found = LISTENING.search(line)
                if found and not listening.is_set():
                    self.address = found.group(1) or found.group(2)
                    listening.set()

        threading.Thread(target=read, args=(self.child.stderr,), daemon=True).start()
        if not listening.wait(60):
            raise AssertionError("the server did not start:\n" + "\n".join(self.log))

    def kill(self):
        self.child.kill()
        self.child.wait()

    @property
    def page(self):
        return f"http://{self.address}/"

    @property
    def ws(self):
        return f"ws://{self.address}"
