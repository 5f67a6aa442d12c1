"""A program in a pseudo-terminal, its screen kept by a small terminal emulator: enough
of the escape sequences a ratatui program writes (cursor moves, clearing, colours
ignored) to read its text where it is drawn. Python's standard library only.
"""

import codecs
import fcntl
import os
import pty
import re
import struct
import subprocess
import termios
import threading
import time
import unicodedata

ROWS, COLUMNS = 40, 120
TIMEOUT = 20.0

CSI = re.compile(r"\x1b\[([?>=]?)([0-9;]*)([ -/]*)([@-~])")
OSC = re.compile(r"\x1b\][^\x07\x1b]*(\x07|\x1b\\)")


class Screen:
    def __init__(self):
        self.clear()
        self.row = self.column = 0

    def clear(self):
        self.cells = [[" "] * COLUMNS for _ in range(ROWS)]

    def text(self):
        return "\n".join("".join(row).rstrip() for row in self.cells)

    def feed(self, data):
        at = 0
        while at < len(data):
            char = data[at]
            if char == "\x1b":
                end = self.escape(data, at)
                if end == at:
                    return at  # the rest of the sequence comes with more data
                at = end
                continue
            at += 1
            if char == "\r":
                self.column = 0
            elif char == "\n":
                self.row = min(self.row + 1, ROWS - 1)
            elif char == "\b":
                self.column = max(self.column - 1, 0)
            elif char >= " ":
                self.put(char)
        return at

    def put(self, char):
        if self.column >= COLUMNS:
            self.column, self.row = 0, min(self.row + 1, ROWS - 1)
        self.cells[self.row][self.column] = char
        wide = unicodedata.east_asian_width(char) in "WF"
        self.column += 2 if wide else 1

    def escape(self, data, at):
        """Applies the sequence at `at`; where the text goes on. An unfinished one
        waits for more data (its start is returned)."""
        csi = CSI.match(data, at)
        if csi:
            self.control(csi.group(1), csi.group(2), csi.group(4))
            return csi.end()
        osc = OSC.match(data, at)
        if osc:
            return osc.end()
        if at + 1 < len(data) and data[at + 1] not in "[]":
            # ESC and one character (ESC 7, ESC =), or ESC ( B: a charset.
            return at + (3 if data[at + 1] in "()" else 2)
        return len(data) if len(data) - at > 64 else at

    def control(self, private, params, final):
        numbers = [int(p) if p else 0 for p in params.split(";")] if params else []
        first = numbers[0] if numbers else 0
        if private:
            if final in "hl" and first in (47, 1047, 1049):
                self.clear()  # into or out of the alternate screen
            return
        if final in "Hf":
            row = numbers[0] if numbers and numbers[0] else 1
            column = numbers[1] if len(numbers) > 1 and numbers[1] else 1
            self.row, self.column = min(row, ROWS) - 1, min(column, COLUMNS) - 1
        elif final == "J" and first in (2, 3):
            self.clear()
        elif final == "J":
            for row in range(self.row + 1, ROWS):
                self.cells[row] = [" "] * COLUMNS
            self.cells[self.row][self.column:] = [" "] * (COLUMNS - self.column)
        elif final == "K":
            self.cells[self.row][self.column:] = [" "] * (COLUMNS - self.column)
        elif final in "ABCDGd":
            step = first or 1
            if final == "A":
                self.row = max(self.row - step, 0)
            elif final == "B":
                self.row = min(self.row + step, ROWS - 1)
            elif final == "C":
                self.column = min(self.column + step, COLUMNS - 1)
            elif final == "D":
                self.column = max(self.column - step, 0)
            elif final == "G":
                self.column = min(step, COLUMNS) - 1
            else:
                self.row = min(step, ROWS) - 1


class Terminal:
    """`command` in a pseudo-terminal of ROWS x COLUMNS; everything it writes is kept
    (`raw`) and drawn on its screen."""

    def __init__(self, command, env):
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        self.child = subprocess.Popen(
            command, stdin=slave, stdout=slave, stderr=slave, start_new_session=True,
            env=dict(os.environ, **env),
        )
        os.close(slave)
        self.master = master
        self.screen = Screen()
        self.raw = ""
        self.lock = threading.Lock()
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        decoder = codecs.getincrementaldecoder("utf-8")("replace")
        pending = ""
        while True:
            try:
                data = os.read(self.master, 65536)
            except OSError:
                return
            if not data:
                return
            with self.lock:
                text = decoder.decode(data)
                self.raw += text
                pending += text
                pending = pending[self.screen.feed(pending):]

    def send(self, text):
        os.write(self.master, text.encode())

    def wait(self, check, what):
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            with self.lock:
                found = check()
            if found:
                return found
            time.sleep(0.05)
        with self.lock:
            shown = self.screen.text()
        raise AssertionError(f"timed out waiting for {what}; the screen:\n{shown}")

    def wait_for_pattern(self, pattern):
        """Waits for `pattern` in everything written so far; the match."""
        return self.wait(lambda: re.search(pattern, self.raw), repr(pattern))

    def wait_for_screen(self, text):
        self.wait(lambda: text in self.screen.text(), f"{text!r} on the screen")

    def wait_exit(self):
        self.child.wait(timeout=TIMEOUT)

    def close(self):
        if self.child.poll() is None:
            self.child.kill()
            self.child.wait()
        try:
            os.close(self.master)
        except OSError:
            pass
