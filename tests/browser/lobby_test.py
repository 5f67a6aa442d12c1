"""Two pages meet in the online lobby (`#lobby`), through the real server (run by
online_test.py, whose server it is given): the lobby is the page's own HTML, read
from the DOM. One page posts a challenge by taps at a phone's size (after the server
restarted under its lobby, which came back by itself), the other reads it in its
list, opens the keys with ? and closes them with Esc, finds the challenge's line a
44 px target named "Accept cleo …" at a phone's size, and accepts it by a click on
that line; both end up on the board of that game, and the lobby opened again
mid-game opens it. The author's own challenge reads "Yours" and a tap on it accepts
nothing; a third page taps the game in its list of games being played and watches it.
"""

import os
import re

from device import emulate, screenshot, tap
from online_panel import CHOOSE, said
from page_test import Browser, wait_until

# A phone held upright, for the lobby played by taps, and a desktop for the mouse.
PHONE = (375, 667)
DESKTOP = (1280, 900)

# The first challenge's button: its size, and its name as its content gives it (no
# label of its own overrides it).
TARGET = """
const button = document.querySelector('#lobby-challenges button');
const box = button.getBoundingClientRect();
const name = button.getAttribute('aria-label')
  || [...button.children].map(part => part.textContent.trim()).join(' ');
return [box.width, box.height, name];
"""


def tap_lobby(browser, name):
    """Taps the lobby's button `name` (its data-lobby)."""
    box = browser.script(
        "const r = document.querySelector(`#lobby-bar button[data-lobby='${arguments[0]}']`)"
        ".getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];",
        name)
    tap(browser, *box)


# The lobby as the page's HTML: each list's heading and lines, the box open over
# them, the grid of text (hidden, empty), and whether everything shown lies within
# the window's width.
LOBBY = """
const text = id => document.getElementById(id).textContent;
const lines = id => [...document.querySelectorAll(`#${id} li`)]
  .map(li => (li.querySelector('.lobby-line') || li).textContent);
const lobby = document.getElementById('lobby');
const parts = [...lobby.querySelectorAll('h2, h3, li, button, p')]
  .filter(element => element.offsetParent !== null);
return {
  shown: !lobby.hidden,
  title: text('lobby-title'),
  challenges: [text('lobby-challenges-title'), lines('lobby-challenges')],
  games: text('lobby-games-title'),
  online: lines('lobby-online'),
  box: document.getElementById('lobby-box').hidden ? null : text('lobby-box-title'),
  grid: document.getElementById('game').hidden && text('game') === '',
  fits: parts.every(element => element.getBoundingClientRect().right <= innerWidth + 0.5),
};
"""


def lobby(browser):
    return browser.script(LOBBY)


def lobby_pages(server):
    ann, bob = Browser(), Browser()
    try:
        # Fresh browsers: the lobby asks the name first, as joining does.
        ann.open(f"{server.page}#lobby")
        wait_until(lambda: "Your name" in said(ann), "the name to be asked", lambda: said(ann))
        ann.script(CHOOSE, "cleo", None, None, "online-lobby")
        # The server's view of the lobby names its players online: cleo among them.
        wait_until(lambda: "cleo" in lobby(ann)["online"], "ann's lobby",
                   lambda: said(ann) + repr(lobby(ann)))
        seen = lobby(ann)
        assert seen["challenges"][0] == "Open challenges (0)", seen
        assert seen["title"].startswith("connect4 online") and "cleo" in seen["title"], seen
        # The server named by its host, as the address bar shows it, not a socket's URL.
        assert f"· {server.address} ·" in seen["title"] and "ws://" not in seen["title"], seen
        assert seen["games"].startswith("Games being played ("), seen
        assert seen["grid"], seen
        kept = ann.script("return localStorage.getItem('connect4.identity.toml');")
        assert 'name = "cleo"' in kept and "token = " in kept, kept
        # The server restarted under the lobby: it comes back by itself, following the
        # lobby again (the challenge posted next is seen only through that).
        server.kill()
        ann.wait_for_status(r"Connection lost: reconnecting")
        server.start()
        ann.wait_for_status(r"^Lobby · open challenges: 0 · games being played: \d+(?!.*Connection lost)")
        # By taps, at a phone's size: the lobby's buttons post the challenge.
        emulate(ann, PHONE, touch=True)
        tap_lobby(ann, "challenge")
        wait_until(lambda: lobby(ann)["box"] == "Post a challenge",
                   "the challenge's form", lambda: lobby(ann))
        assert lobby(ann)["fits"], lobby(ann)
        screenshot(ann, os.environ.get("WEB_SHOTS"), "lobby-375x667")
        tap_lobby(ann, "choose")
        wait_until(lambda: lobby(ann)["challenges"][0] == "Open challenges (1)",
                   "the challenge posted", lambda: ann.status() + repr(lobby(ann)))
        assert lobby(ann)["box"] is None and lobby(ann)["fits"], lobby(ann)
        screenshot(ann, os.environ.get("WEB_SHOTS"), "lobby-posted-375x667")
        print("ok: a page opens the lobby, asks the name once, comes back by itself after "
              "the server restarts, and posts a challenge by taps at 375x667")
        own_challenge(ann)

        bob.open(f"{server.page}#lobby")
        wait_until(lambda: "Your name" in said(bob), "the name to be asked", lambda: said(bob))
        bob.script(CHOOSE, "dave", None, None, "online-lobby")
        wait_until(lambda: lobby(bob)["challenges"][0] == "Open challenges (1)",
                   "the challenge seen", lambda: said(bob) + repr(lobby(bob)))
        (line,) = lobby(bob)["challenges"][1]
        assert line.startswith("cleo") and "Connect 4" in line, line
        screenshot(bob, os.environ.get("WEB_SHOTS"), "lobby-desktop")
        # The keys: ? opens them as a table over the lists, Esc closes it.
        bob.keys("?")
        wait_until(lambda: lobby(bob)["box"] == "Keys in the lobby", "the lobby's keys",
                   lambda: lobby(bob))
        keys = bob.script("return [...document.querySelectorAll('#lobby-box th')]"
                          ".map(th => th.textContent);")
        assert len(keys) >= 10 and "?" in " ".join(keys), keys
        screenshot(bob, os.environ.get("WEB_SHOTS"), "lobby-keys-desktop")
        bob.keys("\ue00c")  # Esc
        wait_until(lambda: lobby(bob)["box"] is None, "the keys to close", lambda: lobby(bob))
        # At a phone's size the challenge's line fits, is a target of 44 px or more
        # each way, and says what a tap does in its name.
        emulate(bob, PHONE, touch=True)
        wait_until(lambda: lobby(bob)["fits"], "the lobby to fit", lambda: lobby(bob))
        width, height, name = bob.script(TARGET)
        assert width >= 44 and height >= 44, (width, height)
        assert name == f"Accept {line}", name
        screenshot(bob, os.environ.get("WEB_SHOTS"), "lobby-challenge-375x667")
        # With a mouse, a click on the challenge's line accepts it.
        emulate(bob, DESKTOP, touch=False)
        wait_until(lambda: bob.script(TARGET)[0] > 300, "the desktop's layout")
        screenshot(bob, os.environ.get("WEB_SHOTS"), "lobby-challenge-1280x900")
        spot = bob.script(
            "const r = document.querySelector('#lobby-challenges button')"
            ".getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];")
        bob.click(*spot)
        ann.wait_for_status(r"cleo to move")
        bob.wait_for_status(r"waiting for cleo to move")
        code = re.search(r"#join=([2-9A-HJ-NP-Z]{6})$", ann.script("return location.hash;"))
        assert code, ann.script("return location.href;")
        assert bob.script("return location.hash;") == code.group(0), bob.script(
            "return location.href;")
        print(f"ok: the other page reads the challenge in its lobby's list ({line!r}) and "
              f"accepts it by a click on it (at 375x667 a target {width:.0f}x{height:.0f} px "
              f"named {name!r}); both "
              f"open the board of game {code.group(1)}")
        # The lobby again, mid-game: the server sends the player their game, which opens.
        bob.open(f"{server.page}#lobby")
        bob.wait_for_status(r"waiting for cleo to move")  # one's own game opens again
        print("ok: a player's game in progress opens again from the lobby")
        watch_by_tap(server, code.group(1))
    finally:
        ann.quit()
        bob.quit()


def own_challenge(ann):
    """The author's own challenge is marked Yours, and a tap on it accepts nothing:
    the lobby says it is theirs, the challenge stays open and no game opens."""
    width, height, name = ann.script(TARGET)
    assert name.startswith("Yours cleo"), name
    spot = ann.script(
        "const r = document.querySelector('#lobby-challenges button')"
        ".getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];")
    tap(ann, *spot)
    wait_until(lambda: "your own challenge" in ann.script(
        "return document.getElementById('lobby-said').textContent;"),
        "the lobby to say the challenge is one's own", lambda: lobby(ann))
    seen = lobby(ann)
    assert seen["shown"] and seen["challenges"][0] == "Open challenges (1)", seen
    assert ann.script("return location.hash;") == "#lobby", ann.script("return location.href;")
    print(f"ok: one's own challenge reads {name!r} and a tap on it accepts nothing")


def watch_by_tap(server, code):
    """A third page taps the game being played in its lobby's list, at a phone's
    size, and watches it: its address becomes the game's #watch= and its board
    shows the game."""
    eve = Browser()
    try:
        emulate(eve, PHONE, touch=True)
        eve.open(f"{server.page}#lobby")
        wait_until(lambda: "Your name" in said(eve), "the name to be asked", lambda: said(eve))
        eve.script(CHOOSE, "eve", None, None, "online-lobby")
        games = "return [...document.querySelectorAll('#lobby-games button')].map(b => " \
                "[[...b.children].map(part => part.textContent.trim()).join(' '), " \
                "b.getBoundingClientRect()]);"
        wait_until(lambda: any("cleo" in line for line, _ in eve.script(games)),
                   "the game in the lobby's list", lambda: eve.script(games))
        (line, box), = [(line, box) for line, box in eve.script(games) if "cleo" in line]
        assert line.startswith(f"Watch {code} · cleo"), line
        tap(eve, box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        wait_until(lambda: eve.script("return location.hash;") == f"#watch={code}",
                   "the watched game's address", lambda: eve.script("return location.href;"))
        eve.wait_for_status(r"cleo to move")
        assert eve.script("return document.getElementById('lobby').hidden;")
        print(f"ok: a tap on {line!r} in the lobby watches game {code}")
    finally:
        eve.quit()
