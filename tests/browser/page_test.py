#!/usr/bin/env python3
"""The page in a real headless Chromium, driven through WebDriver (chromedriver):
the board is drawn and the status is there, a vertical four played with the keyboard
wins, a click drops a disc in the column under the mouse, and after a reload the
scoreboard and the match in progress are still there; checkers; a link to a
position (`#moves=`) opened, shared again, and refused when it cannot be played; and
a puzzle opened by the address and answered by the worker.

usage: page_test.py URL    (the page served, e.g. by `cargo web`)
Only the Python standard library is used; chromium and chromedriver must be on PATH.
"""

import json
import re
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

TIMEOUT = 20.0


class Browser:
    def __init__(self):
        self.port = free_port()
        self.driver = subprocess.Popen(
            ["chromedriver", f"--port={self.port}"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        wait_until(lambda: self.ready(), "chromedriver to start")
        self.session = self.new_session()

    def new_session(self):
        """A session in a Chromium of its own profile. A Chromium that fails to start
        (chromedriver's "session not created", seen once in a CI run on a busy
        machine) is started again, twice at most, in a fresh profile, and the reason
        is printed; a third failure fails the test with it."""
        for attempt in range(3):
            self.profile = tempfile.TemporaryDirectory()
            args = [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--window-size=1000,700",
                f"--user-data-dir={self.profile.name}",
            ]
            capabilities = {"capabilities": {"alwaysMatch": {
                "browserName": "chrome",
                "goog:chromeOptions": {"args": args},
            }}}
            try:
                return self.call("POST", "/session", capabilities)["sessionId"]
            except urllib.error.HTTPError as error:
                reason = error.read().decode(errors="replace")[:400]
                self.profile.cleanup()
                if attempt == 2:
                    raise AssertionError(f"chromedriver could not start Chromium: {reason}")
                print(f"chromedriver could not start Chromium, trying again: {reason}",
                      file=sys.stderr)
                time.sleep(2)

    def ready(self):
        try:
            return self.call("GET", "/status")["ready"]
        except OSError:
            return False

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}{path}", data=data, method=method,
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.loads(response.read())["value"]

    def at(self, path):
        return f"/session/{self.session}{path}"

    def open(self, url):
        self.call("POST", self.at("/url"), {"url": url})

    def script(self, code, *args):
        return self.call("POST", self.at("/execute/sync"), {"script": code, "args": list(args)})

    def status(self):
        return self.script("return document.getElementById('status').textContent;")

    def screen(self):
        return self.script("return document.body.innerText;")

    def keys(self, text):
        actions = []
        for key in text:
            actions += [{"type": "keyDown", "value": key}, {"type": "keyUp", "value": key}]
        self.act([{"type": "key", "id": "keyboard", "actions": actions}])

    def click(self, x, y):
        self.act([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
                   "actions": [
                       {"type": "pointerMove", "x": int(x), "y": int(y), "origin": "viewport"},
                       {"type": "pointerDown", "button": 0},
                       {"type": "pointerUp", "button": 0},
                   ]}])

    def act(self, sources):
        self.call("POST", self.at("/actions"), {"actions": sources})
        self.call("DELETE", self.at("/actions"))

    def wait_for_status(self, pattern):
        wait_until(lambda: re.search(pattern, self.status()),
                   f"the status to match {pattern!r}", lambda: self.status())

    def fresh(self, url, config, first):
        """Opens `url` with nothing kept from an earlier check and `config` applied,
        and waits until `first` ("Red", "Black") is to move on a new board."""
        self.open(url)
        self.wait_for_status(r"to move")
        self.script("localStorage.clear();")
        self.script(SET_CONFIG, config)
        self.wait_for_status(rf"^{first} to move")

    def quit(self):
        try:
            self.call("DELETE", self.at(""))
        finally:
            self.driver.terminate()
            self.profile.cleanup()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def play_in_puzzle(browser):
    """Plays the first of the columns 4, 3, 5, 2, 6, 1, 7 the open puzzle takes (a
    full one is refused, saying so), once its status has changed."""
    for column in "4352617":
        before = browser.status()
        browser.keys(column + "\ue007")
        wait_until(lambda: browser.status() != before, "the move to be taken",
                   lambda: browser.status())
        if "full" not in browser.status():
            return


def wait_until(check, what, seen=lambda: ""):
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}; last seen: {seen()!r}")


# Where a column's top hole is painted: the board's canvas lists its holes' centres
# (`data-spots`, column by column from the bottom, from the canvas's corner).
COLUMN_CENTRE = """
const [column] = arguments;
const canvas = document.getElementById('board');
const spots = JSON.parse(canvas.dataset.spots || '[]');
if (spots.length === 0) return null;
const rows = spots.filter(s => s[0] === spots[0][0]).length;
const [x, y] = spots[(column - 1) * rows + rows - 1];
const box = canvas.getBoundingClientRect();
return [box.left + x, box.top + y];
"""


# Records the time between animation frames from now on.
RECORD_FRAMES = """
window.frameGaps = [];
let last = performance.now();
function frame(now) {
  window.frameGaps.push(now - last);
  last = now;
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
"""


# Where the piece on a checkers square is painted: the board's canvas lists the dark
# squares' middles (`data-spots`, square 1 first, from the canvas's corner).
SQUARE_CENTRE = """
const [square] = arguments;
const canvas = document.getElementById('board');
const spots = JSON.parse(canvas.dataset.spots || '[]');
if (spots.length !== 32) return null;
const [x, y] = spots[square - 1];
const box = canvas.getBoundingClientRect();
return [box.left + x, box.top + y];
"""


# Types a config into the settings' Advanced part and presses Apply.
SET_CONFIG = """
document.getElementById('settings').open = true;
document.getElementById('settings-advanced').open = true;
document.getElementById('config').value = arguments[0];
document.getElementById('apply').click();
"""


def main(url):
    browser = Browser()
    try:
        browser.open(url)
        browser.wait_for_status(r"Red to move")
        # A first visit opens the start screen (start_test.py checks its choices):
        # Close, to play the board as it opens.
        browser.script("document.querySelector('#start [data-start=board]').click();")
        wait_until(lambda: browser.script("return document.getElementById('start').hidden;"),
                   "the start screen to close")
        drawn = browser.script(
            "return performance.getEntriesByName('first-frame')[0].startTime;")
        print(f"first frame {drawn:.0f} ms after the navigation")
        screen = browser.screen()
        spots = browser.script("return document.getElementById('board').dataset.spots;")
        assert "Red v Yellow" in screen and len(json.loads(spots)) == 42, (screen, spots)
        print("ok: the board and the status are drawn")

        # Red stacks four in column 4, Yellow plays column 5.
        browser.keys("4\ue0075\ue0074\ue0075\ue0074\ue0075\ue0074\ue007")
        browser.wait_for_status(r"Red wins")
        print("ok: a vertical four played with the keyboard wins")

        browser.keys("n")
        browser.wait_for_status(r"Yellow to move")  # the starter alternates
        x, y = browser.script(COLUMN_CENTRE, 3)
        browser.click(x, y)
        browser.wait_for_status(r"Yellow drops in column 3\..*Red to move")
        print("ok: a click drops a disc in the column under the mouse")

        browser.open(url)
        browser.wait_for_status(r"Yellow drops in column 3\..*Red to move.*Resumed")
        assert re.search(r"Red\s+1\b", browser.screen()), browser.screen()
        print("ok: after a reload the scoreboard and the match in progress are kept")

        # Against hard, which thinks for its whole second: the page keeps drawing.
        browser.keys("ny")
        browser.keys("o\ue015\ue015\ue015\ue007")
        browser.wait_for_status(r"New match against the hard computer")
        browser.script(RECORD_FRAMES)
        browser.keys("4\ue007")
        browser.wait_for_status(r"Yellow drops in column")
        gaps = browser.script("return window.frameGaps;")
        longest = max(gaps)
        # A search on the page's thread would hold one frame for the whole second; the
        # bound leaves room for a loaded machine, the figure printed is the measure.
        assert len(gaps) > 10 and longest < 250, (len(gaps), longest)
        print(f"ok: while the computer thought, {len(gaps)} frames, the longest "
              f"{longest:.0f} ms apart")

        # A damaged scoreboard is kept aside under its own key and reported.
        browser.script("localStorage.setItem('connect4.scores.toml', 'version = [');")
        browser.open(url)
        wait_until(lambda: "could not be read" in browser.screen(), "the notice",
                   lambda: browser.screen())
        kept = browser.script(
            "return Object.keys(localStorage).filter(k => k.includes('damaged'))"
            ".map(k => localStorage.getItem(k));")
        assert kept == ["version = ["], kept
        browser.keys("\ue007")  # dismiss the notice
        print("ok: a damaged scoreboard is kept aside and reported")

        # The settings: a bad value is refused with the config's own error, a good
        # config is kept and the page comes back with it.
        browser.script(SET_CONFIG, '[players]\nopponent = "perfekt"\n')
        error = browser.script("return document.getElementById('config-error').textContent;")
        assert "settings:2" in error and "perfekt" in error and "perfect" in error, error
        browser.script(SET_CONFIG, '[players]\none = "Ann"\n')
        browser.wait_for_status(r"Ann to move")
        print(f"ok: the settings refuse a bad config ({error}) and apply a good one")

        browser.keys("qy")  # the resumed match is under way: quitting asks first
        browser.wait_for_status(r"a new match started")
        print("ok: quitting in a page starts a new match")

        # Checkers, chosen in the settings: a move clicked square by square, the
        # computer's reply and a hint from the engine's worker.
        browser.script(SET_CONFIG, 'game = "checkers"\n[players]\nopponent = "easy"\n')
        browser.wait_for_status(r"Black to move")
        for square in (11, 15):
            x, y = browser.script(SQUARE_CENTRE, square)
            browser.click(x, y)
        browser.wait_for_status(r"White plays \d+-\d+\..*Black to move")
        assert "1. 11-15" in browser.screen(), browser.screen()
        browser.keys("a")
        browser.wait_for_status(r"hint \d+[-x]\d+")
        print(f"ok: checkers in the page: 11-15 clicked, the computer's reply and a hint "
              f"({browser.status()})")

        # The opponent menu's last lines are the other games, Connect 4 then PopOut:
        # Up three times from easy (wrapping) is Connect 4. The settings keep the
        # choice, and the page starts again with it.
        browser.keys("o\ue013\ue013\ue013\ue007")
        browser.wait_for_status(r"Red to move|Yellow")
        kept = browser.script("return localStorage.getItem('connect4.config.toml');")
        assert 'game = "connect4"' in kept and 'opponent = "easy"' in kept, kept
        print("ok: the menu switches back to Connect 4, kept in the settings")

        # A link to a position (`#moves=`): the page opens it and takes it off its
        # address, so a reload resumes the match; `s` shows the page's own link to it,
        # and `c` copies it.
        browser.open(url + "#moves=4453")
        browser.wait_for_status(r"Yellow drops in column 3\..*Red to move")
        assert browser.script("return location.hash;") == "", browser.script(
            "return location.href;")
        browser.keys("s")
        wait_until(lambda: "#moves=4453" in browser.screen(), "the share box",
                   lambda: browser.screen())
        assert url + "#moves=4453" in browser.screen(), browser.screen()
        browser.keys("c")
        browser.wait_for_status(r"Sent the link to the clipboard")
        print("ok: a link opens its position, and s shows the page's link to it")

        # A position that cannot be played: the reason, and the match kept goes on.
        browser.open(url + "#moves=1111111")
        wait_until(lambda: "cannot be opened" in browser.screen(), "the notice",
                   lambda: browser.screen())
        assert "Column 1 is full" in browser.screen(), browser.screen()
        browser.keys("\ue007")
        browser.wait_for_status(r"Yellow drops in column 3\..*Red to move")
        print("ok: a link to an impossible position is refused with its reason")

        # A puzzle, opened by the address: the task in the status, a move played on its
        # board, and the worker's answer (the defence's move, or the refutation).
        browser.open(url + "?puzzle")
        browser.wait_for_status(r"to play")
        task = browser.status()
        play_in_puzzle(browser)
        browser.wait_for_status(r"Not it|to play|Solved")
        print(f"ok: a puzzle from the address ({task}), a move answered "
              f"({browser.status()})")
    finally:
        browser.quit()


if __name__ == "__main__":
    main(sys.argv[1])
