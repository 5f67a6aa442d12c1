#!/usr/bin/env python3
"""The page as a web game, in a real headless Chromium (WebDriver, as page_test.py):
the first download's size as sent, all files counted; the board painted with round,
filled discs at a desktop's size and a phone's (screenshots, with their pixels
checked); a game played by taps at a phone's size, each move said to screen readers,
and the buttons under the board; the board taking the keyboard's focus visibly; and
the page playing offline after its first load (served for that from WEB_DIR by a
server of the test's own, stopped once the page is loaded).

usage: game_test.py URL WEB_DIR [SHOTS_DIR]    (URL: the page served, e.g. by `cargo
web`; WEB_DIR: the built page, target/web; SHOTS_DIR, when given, keeps the
screenshots)
"""

import functools
import http.server
import re
import sys
import threading
import time

from device import (SPOTS, emulate, is_board, is_dark_piece, is_dark_square,
                    is_light_piece, is_light_square, is_red, is_yellow, screenshot, spots,
                    tap)
from page_test import SET_CONFIG, Browser, free_port, wait_until

# The most the page may cost before it plays: every file as the server sent it,
# packed (brotli where the browser takes it, as `cargo web` and `connect4 serve`
# send it), the page itself included.
FIRST_DOWNLOAD_LIMIT = 600_000

# Left out of the module and fetched when first needed: never in the first download
# (by their names' stems: the build adds a fingerprint to each).
FETCHED_LATER = ("book", "checkers-endgame-4", "puzzles")

# Every file the page fetched, the page itself first: its address, and its body's
# bytes as sent and unpacked.
FETCHED = """
return performance.getEntriesByType('navigation')
  .concat(performance.getEntriesByType('resource'))
  .map(e => [e.name.split('#')[0], e.encodedBodySize, e.decodedBodySize]);
"""

# The engine's worker's script, whatever its fingerprint.
WORKER_SCRIPT = re.compile(r"/worker(\.[0-9a-f]{16})?\.js$")

DESKTOP = (1280, 900)
PHONE = (375, 667)


def file_name(url):
    return url.rsplit("/", 1)[-1] or "index.html"


def check_first_download(browser, url):
    browser.open(url)
    browser.wait_for_status(r"to move")
    # The engine's worker starts just after the first frame: its script counts too.
    wait_until(lambda: any(WORKER_SCRIPT.search(f[0]) for f in browser.script(FETCHED)),
               "the engine's worker to start", lambda: browser.script(FETCHED))
    sizes = {}
    for address, sent, unpacked in browser.script(FETCHED):
        name = file_name(address)
        sizes[name] = max(sizes.get(name, (0, 0)), (sent, unpacked))
    late = [name for name in sizes if name.split(".")[0] in FETCHED_LATER]
    assert not late, late
    total = sum(sent for sent, _ in sizes.values())
    unpacked = sum(size for _, size in sizes.values())
    listed = ", ".join(f"{name} {sent:,}" for name, (sent, _) in sorted(sizes.items()))
    assert total <= FIRST_DOWNLOAD_LIMIT, (total, listed)
    print(f"ok: the first download is {total:,} bytes as sent, {unpacked:,} unpacked "
          f"({listed})")


def check_connect4_drawn(browser, url, size, shots):
    """Red on 4 and 5 at the bottom, Yellow on both above: each disc filled in its
    colour (beside its mark, which is darker), the board between two discs and in
    the corners of a disc's square (so the disc is round)."""
    emulate(browser, size, touch=size == PHONE)
    browser.open(url + "#moves=4455")
    browser.wait_for_status(r"Yellow drops in column 5\..*Red to move")
    spot = spots(browser, 6)
    wait_until(lambda: browser.script(SPOTS), "the board to be painted")
    name = f"connect4-{size[0]}x{size[1]}"
    image = screenshot(browser, shots, name)
    (x4, y0), (x5, _), (_, y1) = spot(4, 0), spot(5, 0), spot(4, 1)
    step = x5 - x4
    seen = {
        "Red's centre": image.pixel(x4, y0),
        "Yellow's fill": image.pixel(x5 + 0.3 * step, y1),
        "between two discs": image.pixel((x4 + x5) / 2, y0),
        "a disc's square's corner": image.pixel(x4 + 0.4 * step, y0 - 0.4 * step),
    }
    assert is_red(seen["Red's centre"]), seen
    assert is_yellow(seen["Yellow's fill"]), seen
    assert is_board(seen["between two discs"]), seen
    assert is_board(seen["a disc's square's corner"]), seen
    print(f"ok: Connect 4 at {size[0]}x{size[1]}: round filled discs, "
          f"holes {step:.0f} px apart ({name}.png: {seen})")


def check_checkers_drawn(browser, url, size, shots):
    """The start: Black's pieces (near black) on 9 and 10, White's (near white) on
    21; each filled beside its mark, the light square between 9 and 10 bare, and the
    corner of 9's square dark (so the piece is round)."""
    emulate(browser, size, touch=size == PHONE)
    browser.fresh(url, 'game = "checkers"\n[players]\nopponent = "easy"\n', "Black")
    wait_until(lambda: len(browser.script(SPOTS)) == 32, "the board to be painted")
    centres = browser.script(SPOTS)
    name = f"checkers-{size[0]}x{size[1]}"
    image = screenshot(browser, shots, name)
    (x9, y9), (x10, _), (x21, y21) = centres[8], centres[9], centres[20]
    # Squares 9 and 10 are two columns apart; 1 and 5 a row apart.
    cell, cell_height = (x10 - x9) / 2, centres[4][1] - centres[0][1]
    seen = {
        "Black's middle": image.pixel(x9, y9),
        "White's fill": image.pixel(x21 + 0.28 * cell, y21),
        "between two pieces": image.pixel((x9 + x10) / 2, y9),
        "a piece's square's corner": image.pixel(x9 - 0.42 * cell, y9 - 0.35 * cell_height),
    }
    assert is_dark_piece(seen["Black's middle"]), seen
    assert is_light_piece(seen["White's fill"]), seen
    assert is_light_square(seen["between two pieces"]), seen
    assert is_dark_square(seen["a piece's square's corner"]), seen
    print(f"ok: checkers at {size[0]}x{size[1]}: round filled pieces on a two-tone "
          f"board, squares {cell:.0f} px ({name}.png: {seen})")
    if size == PHONE:
        # A piece picked and moved by taps, and the computer's reply.
        for square in (11, 15):
            tap(browser, *centres[square - 1])
        browser.wait_for_status(r"^White plays \d+-\d+\. Black to move")
        print(f"ok: checkers by taps at 375x667: 11-15, then {browser.status()!r}")


# The actions of the buttons under the board that show, in order.
SHOWN_BUTTONS = """
return [...document.querySelectorAll('#bar button')]
  .filter(b => b.offsetParent !== null).map(b => b.dataset.action);
"""


def shown_buttons(browser):
    return browser.script(SHOWN_BUTTONS)


def tap_button(browser, action):
    box = browser.script(
        "const r = document.querySelector(`#bar button[data-action='${arguments[0]}']`)"
        ".getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];",
        action)
    tap(browser, *box)


def check_taps_at_phone_size(browser, url):
    """Two people at one phone: Red stacks four in column 4 by taps, Yellow taps
    column 5; every drop is said in the live region."""
    emulate(browser, PHONE, touch=True)
    browser.fresh(url, '[players]\nopponent = "human"\n', "Red")  # a new board: no move to say
    live = browser.script("return document.getElementById('status').getAttribute('aria-live');")
    assert live == "polite", live
    for turn, column in enumerate([4, 5, 4, 5, 4, 5, 4]):
        player = "Red" if turn % 2 == 0 else "Yellow"
        spot = spots(browser, 6)
        tap(browser, *spot(column, 5))
        browser.wait_for_status(rf"^{player} drops in column {column}\.")
    browser.wait_for_status(r"^Red drops in column 4\. Red wins")
    said = browser.status()
    # The side panel has no room at this size: the score has its line over the game.
    score = "return document.getElementById('score').textContent;"
    wait_until(lambda: browser.script(score).startswith("Red 1 · Yellow 0"),
               "the score line", lambda: browser.script(score))
    # No keyboard: the buttons under the board open the menu, close it, and start
    # the next match (whose starter alternates).
    tap_button(browser, "opponent")
    wait_until(lambda: shown_buttons(browser) == ["menu_up", "menu_down", "choose", "close"],
               "the menu's buttons", lambda: shown_buttons(browser))
    tap_button(browser, "close")
    wait_until(lambda: "new" in shown_buttons(browser), "the board's buttons",
               lambda: shown_buttons(browser))
    tap_button(browser, "new")
    browser.wait_for_status(r"^Yellow to move")
    print(f"ok: a game played by taps at 375x667, each drop said ({said!r}), the score "
          f"over the game; the buttons open and close the menu and start the next match")


# Whether the page's service worker is registered and active.
WORKER_ACTIVE = """
const done = arguments[arguments.length - 1];
if (!navigator.serviceWorker) return done(false);
navigator.serviceWorker.getRegistration().then(r => done(Boolean(r && r.active)));
"""

# Whether the service worker controls the page and has kept what it used: the page
# (its address, ending in "/"), the module, the engine's worker and the opening book
# (by their names' stems).
OFFLINE_READY = """
const done = arguments[arguments.length - 1];
if (!navigator.serviceWorker || !navigator.serviceWorker.controller) return done(false);
caches.open('connect4-page').then(c => c.keys()).then(keys => {
  const names = keys.map(k => k.url.slice(k.url.lastIndexOf('/') + 1));
  done(names.includes('') && ['connect4-web_bg', 'worker', 'book']
    .every(stem => names.some(name => name.startsWith(stem + '.'))));
});
"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def check_offline(web_dir):
    """Loaded once from a server and played against the perfect computer, the page
    plays with the server gone: a reload, and the computer's reply (its worker and the
    opening book, fetched when first needed, from the cache too)."""
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", free_port()), functools.partial(Quiet, directory=web_dir))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    browser = Browser()
    try:
        browser.open(url)
        browser.wait_for_status(r"to move")
        browser.script(SET_CONFIG, '[players]\nopponent = "perfect"\n')
        # The settings reload the page: open it anew, the config kept, once the
        # service worker is active (it registers a second after a load, which a
        # loaded machine may take longer to reach): the page opened then, and its
        # engine's worker, are the service worker's from their start, so the
        # opening book the worker fetches is kept.
        time.sleep(1)
        wait_until(lambda: browser.call("POST", browser.at("/execute/async"),
                                        {"script": WORKER_ACTIVE, "args": []}),
                   "the service worker to be active")
        browser.open(url)
        browser.wait_for_status(r"^Red to move")
        # The opening book is fetched for the computer's first reply, and kept; the
        # moves are taken back, so the reload below starts as before.
        browser.keys("4\ue007")
        browser.wait_for_status(r"^Yellow drops in column \d\. Red to move")
        browser.keys("u")
        wait_until(lambda: browser.call("POST", browser.at("/execute/async"),
                                        {"script": OFFLINE_READY, "args": []}),
                   "the service worker to keep the page")
        server.shutdown()
        server.server_close()
        browser.open(url)
        browser.wait_for_status(r"^Red to move")
        browser.keys("4\ue007")
        browser.wait_for_status(r"^Yellow drops in column \d\. Red to move")
        print(f"ok: offline after the first load, the page reloads and the computer "
              f"answers ({browser.status()!r})")
    finally:
        browser.quit()


# What has the keyboard's focus, and whether its outline shows.
FOCUSED = """
const element = document.activeElement;
const style = getComputedStyle(element);
return [element.id, style.outlineStyle, parseFloat(style.outlineWidth)];
"""


def check_keyboard_focus(browser, url):
    """Tab brings the keyboard's focus to the board, with a visible outline, and the
    arrows and Enter play there."""
    emulate(browser, DESKTOP, touch=False)
    browser.fresh(url, '[players]\nopponent = "human"\n', "Red")
    browser.keys("\ue004")  # Tab
    wait_until(lambda: browser.script(FOCUSED)[0] == "game", "the board to take the focus",
               lambda: browser.script(FOCUSED))
    focused, outline, width = browser.script(FOCUSED)
    assert outline != "none" and width >= 2, (focused, outline, width)
    browser.keys("\ue014\ue014\ue007")  # Right, Right, Enter: from 4 to 6
    browser.wait_for_status(r"^Red drops in column 6\.")
    print(f"ok: Tab focuses the board ({outline} outline, {width:.0f} px) and the "
          f"arrows and Enter drop ({browser.status()!r})")


LOADING = "return document.getElementById('loading').textContent;"

# Every text the loading line shows, recorded from the document's start: the page may
# say it and be done before a poll from outside comes round (navigation returns only
# once the page has loaded, and the fetch may have begun by then).
RECORD_LOADING = """
window.loadingSaid = [];
new MutationObserver(() => {
  const line = document.getElementById('loading');
  const said = line && !line.hidden ? line.textContent : '';
  if (said && window.loadingSaid[window.loadingSaid.length - 1] !== said) {
    window.loadingSaid.push(said);
  }
}).observe(document, {subtree: true, childList: true, characterData: true,
                      attributes: true});
"""
LOADING_SAID = "return window.loadingSaid || [];"


def check_fetching_said(url):
    """On a slow network (every request 1.5 s late), a link to a puzzle shows what is
    fetched while it comes, and the line goes once the puzzle opens."""
    browser = Browser()
    try:
        browser.call("POST", browser.at("/goog/cdp/execute"),
                     {"cmd": "Network.enable", "params": {}})
        browser.call("POST", browser.at("/goog/cdp/execute"), {
            "cmd": "Network.emulateNetworkConditions",
            "params": {"offline": False, "latency": 1500, "downloadThroughput": -1,
                       "uploadThroughput": -1},
        })
        browser.call("POST", browser.at("/goog/cdp/execute"), {
            "cmd": "Page.addScriptToEvaluateOnNewDocument",
            "params": {"source": RECORD_LOADING},
        })
        browser.open(url + "?puzzle")
        wait_until(lambda: "Fetching the puzzles…" in browser.script(LOADING_SAID),
                   "the page to say what it fetches", lambda: browser.script(LOADING_SAID))
        browser.wait_for_status(r"to play")
        wait_until(lambda: browser.script(LOADING) == "", "the line to go",
                   lambda: browser.script(LOADING))
        print("ok: on a slow network the page says 'Fetching the puzzles…' until the "
              "puzzle opens")
    finally:
        browser.quit()


def main(url, web_dir, shots=None):
    browser = Browser()
    try:
        check_first_download(browser, url)
        for size in (DESKTOP, PHONE):
            check_connect4_drawn(browser, url, size, shots)
            check_checkers_drawn(browser, url, size, shots)
        check_taps_at_phone_size(browser, url)
        check_keyboard_focus(browser, url)
    finally:
        browser.quit()
    check_fetching_said(url)
    check_offline(web_dir)


if __name__ == "__main__":
    main(*sys.argv[1:])
