#!/usr/bin/env python3
"""Online play in a real headless Chromium, through the real server: `connect4 serve`
serves the built page and the WebSocket on one port.

(a) Two pages, each its own browser profile: one hosts from the Online panel and is
    shown the invite code and its link; the other opens the link, is asked its name
    once, and joins. They play to a win that both pages show, the joiner reloading
    its page, the server being killed and restarted, and the joiner's socket closed
    from its own side as it moves, on the way: both come back by themselves, and each
    move made meanwhile is played once. The finished game is then watched from a
    third link. A game of checkers hosted from the panel (which lists the registry's
    games) opens a checkers board on the joiner's page. Then a page cut off from the
    server makes a move while the game ends without it: once back, the move the server
    did not play comes off its board.
(b) Two pages meet in the lobby (`#lobby`): one posts a challenge (after the server
    restarted under its lobby, which came back by itself), the other sees it and
    accepts it, and both end up on the board of that game (lobby_test.py).
(c) A page plays the terminal client (`connect4 host`, in a pseudo-terminal) to a
    win that both show.

usage: online_test.py CONNECT4 WEB_DIR   (the app's binary and the built page)
Only the Python standard library is used; chromium and chromedriver must be on PATH.
"""

import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lobby_test import lobby_pages  # noqa: E402
from online_panel import CHOOSE, said  # noqa: E402
from page_test import Browser, wait_until  # noqa: E402
from serve import Server  # noqa: E402
from terminal import Terminal  # noqa: E402

# Keeps each WebSocket the page opens from now on, so the test can close one, and
# sends the page's new ones nowhere while `blockSockets` is set.
KEEP_SOCKETS = """
const Real = window.WebSocket;
window.keptSockets = [];
window.blockSockets = false;
window.WebSocket = function (url, protocols) {
    const to = window.blockSockets ? "ws://127.0.0.1:9/" : url;
    const socket = new Real(to, protocols);
    window.keptSockets.push(socket);
    return socket;
};
window.WebSocket.prototype = Real.prototype;
"""

# Closes the page's open socket from the page's side; how many were open.
CLOSE_SOCKET = """
const open = window.keptSockets.filter(socket => socket.readyState === 1);
open.forEach(socket => socket.close());
return open.length;
"""


def invite_link(browser):
    wait_until(lambda: browser.script(
        "return document.querySelector('#online-invite a') !== null;"),
        "the invite link", lambda: said(browser))
    return browser.script("return document.querySelector('#online-invite a').href;")


def drop(player, column, other, waiting):
    """`player` drops a disc in `column`; both pages' status then says it is
    `waiting`'s move, so no key is read in the state before it."""
    player.keys(f"{column}\ue007")
    player.wait_for_status(f"waiting for {waiting} to move")
    other.wait_for_status(f"{waiting} to move")


def two_pages(server):
    ann, bob = Browser(), Browser()
    try:
        ann.open(server.page)
        ann.wait_for_status(r"Red to move")  # the game on this machine, first
        ann.script(CHOOSE, "ann", None, "5+0", "online-host")
        link = invite_link(ann)
        code = re.search(r"#join=([2-9A-HJ-NP-Z]{6})$", link).group(1)
        assert ann.script("return location.hash;") == f"#join={code}"
        print(f"ok: a page hosts from the Online panel and shows code {code} and {link}")

        bob.open(link)
        wait_until(lambda: "Your name" in said(bob), "the name to be asked",
                   lambda: said(bob))
        assert bob.script("return document.getElementById('online-code').value;") == code
        bob.script(CHOOSE, "bob", None, None, "online-join")
        bob.wait_for_status(r"waiting for ann to move")
        ann.wait_for_status(r"ann to move · you \d:\d\d · bob 5:00")
        kept = bob.script("return localStorage.getItem('connect4.identity.toml');")
        assert 'name = "bob"' in kept and "token = " in kept, kept
        print("ok: the link asks the joiner's name once, keeps it with the token, and joins")

        drop(ann, 4, bob, "bob")
        drop(bob, 3, ann, "ann")
        bob.call("POST", bob.at("/refresh"), {})  # back to the game, by the token kept
        bob.wait_for_status(r"waiting for ann to move")
        drop(ann, 4, bob, "bob")
        print("ok: a reloaded page comes back to its game")

        bob.script(KEEP_SOCKETS)  # the sockets opened from now on, to close one below
        server.kill()
        ann.wait_for_status(r"connection lost: reconnecting")
        bob.wait_for_status(r"connection lost: reconnecting")
        bob.keys("3\ue007")  # made while the server is away: sent once it is back
        bob.wait_for_status(r"waiting for ann to move")
        server.start()
        ann.wait_for_status(r"bob drops in column 3\..*ann to move(?!.*connection lost)")
        bob.wait_for_status(r"waiting for ann to move(?!.*connection lost)")
        print("ok: both pages come back by themselves after the server restarts, "
              "and a move made meanwhile goes out")

        drop(ann, 4, bob, "bob")
        # The page's own socket closed under it, and a move made at once, as it closes:
        # the page comes back by itself and the move is played, once.
        assert bob.script(CLOSE_SOCKET) == 1, "one socket open on bob's page"
        bob.keys("3\ue007")
        ann.wait_for_status(r"bob drops in column 3\..*ann to move(?!.*connection lost)")
        bob.wait_for_status(r"waiting for ann to move(?!.*connection lost)")
        print("ok: a page whose socket closes as it moves comes back, and the move is played")
        ann.keys("4\ue007")
        ann.wait_for_status(r"ann wins")
        bob.wait_for_status(r"ann wins")
        print(f"ok: two pages play to a win shown on both ({bob.status()})")
        # Watched while a player is still there (a finished game is gone from the
        # server once nobody is).
        bob.open(f"{server.page}#watch={code}")
        bob.wait_for_status(r"ann drops in column 4\..*ann wins")
        print("ok: a watch link shows the game")

        ann.keys("q")  # leaving the game online: back to the game on this machine
        ann.wait_for_status(r"Red to move")
        assert ann.script("return location.hash;") == "", ann.script("return location.href;")
        print("ok: q leaves the game online for the game on this machine")
    finally:
        ann.quit()
        bob.quit()


def unplayed_move(server):
    """A move made while the page is cut off, in a game that ends meanwhile: the
    server does not play it, and the page takes it off the board with a notice."""
    gil, hal = Browser(), Browser()
    try:
        gil.open(server.page)
        gil.wait_for_status(r"Red to move")
        gil.script(CHOOSE, "gil", None, None, "online-host")
        link = invite_link(gil)
        # Every socket of hal's page is kept from its first, to cut them all.
        hal.call("POST", hal.at("/goog/cdp/execute"), {
            "cmd": "Page.addScriptToEvaluateOnNewDocument", "params": {"source": KEEP_SOCKETS}})
        hal.open(link)
        wait_until(lambda: "Your name" in said(hal), "the name to be asked", lambda: said(hal))
        hal.script(CHOOSE, "hal", None, None, "online-join")
        hal.wait_for_status(r"waiting for gil to move")
        drop(gil, 4, hal, "hal")
        hal.script("window.blockSockets = true;" + CLOSE_SOCKET)
        hal.wait_for_status(r"connection lost")
        hal.keys("3\ue007")  # shown at once, on its way once the page is back
        hal.wait_for_status(r"hal drops in column 3")
        gil.keys("R")  # before both sides moved, resigning aborts the game
        wait_until(lambda: "Resign this game?" in gil.screen(), "resigning to be asked", gil.screen)
        gil.keys("y")
        wait_until(lambda: "aborted" in gil.screen(), "the game aborted", gil.screen)
        hal.script("window.blockSockets = false;")
        wait_until(lambda: "The server did not play your move 3" in hal.screen(),
                   "the move's notice", lambda: hal.status() + hal.screen())
        hal.wait_for_status(r"gil drops in column 4")  # hal's move is off the board
        print("ok: a move made while the page was cut off, in a game ended meanwhile, comes "
              "off its board with a notice")
    finally:
        gil.quit()
        hal.quit()


def page_and_terminal(server, binary):
    home = tempfile.TemporaryDirectory()
    tom = Terminal([binary, "host", "--server", server.ws, "--name", "tom"], env={
        "HOME": home.name, "XDG_CONFIG_HOME": home.name,
        "CONNECT4_DATA_DIR": home.name, "TERM": "xterm-256color",
    })
    page = Browser()
    try:
        code = tom.wait_for_pattern(r"Invite code ([2-9A-HJ-NP-Z]{6})").group(1)
        page.open(f"{server.page}#join={code}")
        wait_until(lambda: "Your name" in said(page), "the name to be asked",
                   lambda: said(page))
        # A name of its own: a name is held by one player on a server, and ann played above.
        page.script(CHOOSE, "uma", None, None, "online-join")
        page.wait_for_status(r"waiting for tom to move")
        tom.wait_for_screen("tom to move")
        # tom scatters his discs; uma stacks four in column 4. Each side waits until
        # both screens show the move, so no key is read in the state before it.
        for tom_column in "1216":
            tom.send(f"{tom_column}\r")
            tom.wait_for_screen("waiting for uma to move")
            page.wait_for_status(r"uma to move")
            page.keys("4\ue007")
            if tom_column != "6":
                page.wait_for_status(r"waiting for tom to move")
                tom.wait_for_screen("tom to move")
        page.wait_for_status(r"uma wins")
        tom.wait_for_screen("uma wins")
        print(f"ok: a page plays the terminal client to a win shown on both ({page.status()})")
        # The terminal asks for a rematch; the page agrees, and the new game opens on
        # both with the colours swapped: uma moves first.
        tom.send("n")
        page.wait_for_status(r"uma wins")
        wait_until(lambda: "asks for a rematch" in page.screen(), "the rematch asked for",
                   lambda: page.screen())
        page.keys("\ue007n")
        page.wait_for_status(r"uma to move")
        tom.wait_for_screen("waiting for uma to move")
        page.keys("4\ue007")
        tom.wait_for_screen("tom to move")
        print("ok: the terminal and the page play a rematch, colours swapped")
        tom.send("q")
        tom.wait_for_screen("Abandon this match")
        tom.send("y")
        tom.wait_exit()
    finally:
        page.quit()
        tom.close()
        home.cleanup()


def host_and_join(host, joiner, game, names, board_class):
    """`host` hosts a game of `game` from the Online panel of a page already open,
    `joiner` opens its invite link, gives its name and joins; both names as given,
    the host's first. Waits for the joiner's body to take `board_class`."""
    host.script(f"document.getElementById('online-game').value = '{game}';")
    host.script(CHOOSE, names[0], None, None, "online-host")
    link = invite_link(host)
    joiner.open(link)
    wait_until(lambda: "Your name" in said(joiner), "the name to be asked",
               lambda: said(joiner))
    joiner.script(CHOOSE, names[1], None, None, "online-join")
    body = "return document.body.className;"
    wait_until(lambda: board_class in joiner.script(body).split(),
               f"a board of {game}", lambda: joiner.script(body))


def hosted_checkers(server):
    """The Online panel offers every registered game to host, and a game of checkers
    hosted from it opens a checkers board on the joiner's page."""
    kim, lev = Browser(), Browser()
    try:
        kim.open(server.page)
        kim.wait_for_status(r"Red to move")
        offered = kim.script("""return [...document.querySelectorAll('#online-game option')]
            .map(option => [option.value, option.textContent]);""")
        assert offered == [["connect4", "Connect 4"], ["checkers", "checkers"],
                           ["popout", "PopOut"]], offered
        host_and_join(kim, lev, "checkers", ("kim", "lev"), "checkers")
        lev.wait_for_status(r"kim to move|waiting for kim")
        print(f"ok: the Online panel offers {[value for value, _ in offered]} and a game of "
              "checkers hosted from it opens a checkers board on the joiner's page")
    finally:
        kim.quit()
        lev.quit()


def hosted_popout(server):
    """A game of PopOut hosted from the Online panel and joined by its link, played
    between two pages with the keys: a drop each, then the host pops her own disc,
    each move seen on the other page."""
    ida, joe = Browser(), Browser()
    try:
        ida.open(server.page)
        ida.wait_for_status(r"Red to move")
        host_and_join(ida, joe, "popout", ("ida", "joe"), "hosted")
        joe.wait_for_status(r"waiting for ida")
        ida.wait_for_status(r"ida to move")
        ida.keys("\ue007")
        joe.wait_for_status(r"^ida played d4 · joe to move")
        joe.keys("\ue007")
        ida.wait_for_status(r"^joe played d4 · ida to move")
        ida.keys("p")
        joe.wait_for_status(r"^ida played p4 · joe to move")
        print("ok: a game of PopOut hosted from the Online panel is played between two "
              "pages, a pop included")
    finally:
        ida.quit()
        joe.quit()


def main(binary, web):
    server = Server(binary, "--web", web)
    try:
        two_pages(server)
        hosted_checkers(server)
        hosted_popout(server)
        unplayed_move(server)
        lobby_pages(server)
        page_and_terminal(server, binary)
    except BaseException:
        print("the server's log, last lines:\n" + "\n".join(server.log[-40:]), file=sys.stderr)
        raise
    finally:
        server.kill()
        server.data.cleanup()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
