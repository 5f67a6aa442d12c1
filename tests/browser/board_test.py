#!/usr/bin/env python3
"""The boards' moving and rarer parts, in a real headless Chromium (WebDriver, as
page_test.py): a checkers king is crowned (a game resumed from local storage just
after Black crowns one; the crown's pixels checked in a screenshot at a desktop's
and a phone's size), and a dropped disc falls through the rows above its cell
(the canvas sampled every animation frame), or, with the animation off, appears in
its cell at once.

usage: board_test.py URL [SHOTS_DIR]    (URL: the page served, e.g. by `cargo web`)
"""

import sys

from device import SPOTS, emulate, is_dark_piece, screenshot, spots
from page_test import Browser, wait_until

DESKTOP = (1280, 900)
PHONE = (375, 667)

# Seven moves from the start to Black's man jumping twice into square 30, White's
# back row, where it is crowned; White to move, two people at the board.
KINGED = """version = 1
moves = "10-14 23-18 14x23 26x19 11-16 30-26 16x23x30"
black = "one"
names = ["Black", "White"]
hints = false
hints_used = 0
undos_used = 0
"""

RESUME = "localStorage.setItem('connect4.checkers-match.toml', arguments[0]);"


def is_ink(rgb):
    """The crown's colour: the piece's ink, near black or near white."""
    return max(rgb) < 60 or min(rgb) > 200


def check_king(browser, url, size, shots):
    """The king on 30 shows its crown where a man shows its fill: below the crown's
    peak, at the piece's middle; a man beside it (Black's on 9) is filled there."""
    emulate(browser, size, touch=size == PHONE)
    browser.fresh(url, 'game = "checkers"\n[players]\nopponent = "human"\n', "Black")
    browser.script(RESUME, KINGED)
    browser.open(url)
    browser.wait_for_status(r"^Black plays 16x23x30\. White to move")
    wait_until(lambda: len(browser.script(SPOTS)) == 32, "the board to be painted")
    centres = browser.script(SPOTS)
    (x30, y30), (x9, y9), (x10, _) = centres[29], centres[8], centres[9]
    # 9 and 10 are two columns apart; a piece fills most of its square.
    radius = 0.4 * (x10 - x9) / 2
    name = f"checkers-king-{size[0]}x{size[1]}"
    image = screenshot(browser, shots, name)
    low = 0.15 * radius  # under the crown's peak, above its base
    seen = {
        "the king's crown": image.pixel(x30, y30 + low),
        "a man's middle": image.pixel(x9, y9 + low),
        "the king's rim": image.pixel(x30 + 0.7 * radius, y30),
    }
    assert is_ink(seen["the king's crown"]), seen
    assert not is_dark_piece(seen["the king's crown"]), seen
    assert is_dark_piece(seen["a man's middle"]), seen
    assert is_dark_piece(seen["the king's rim"]), seen
    print(f"ok: a crowned king at {size[0]}x{size[1]} ({name}.png: {seen})")


# Samples the board's canvas every animation frame for `arguments[1]` ms: for each
# hole of column `arguments[0]` (its centre in the canvas's own pixels), whether a
# red disc shows there. Started before the drop; collected by FALL_SEEN.
WATCH_FALL = """
const [column, ms] = arguments;
const canvas = document.getElementById('board');
const box = canvas.getBoundingClientRect();
const scale = canvas.width / box.width;
const holes = JSON.parse(canvas.dataset.spots).slice((column - 1) * 6, column * 6);
const context = canvas.getContext('2d');
window.fallSeen = [];
const start = performance.now();
function sample() {
  window.fallSeen.push(holes.map(([x, y]) => {
    const [r, g, b] = context.getImageData(Math.round(x * scale), Math.round(y * scale),
                                           1, 1).data;
    return r > 170 && g < 120 && b < 120;
  }));
  if (performance.now() - start < ms) requestAnimationFrame(sample);
}
requestAnimationFrame(sample);
"""

FALL_SEEN = "return window.fallSeen;"


def rows_seen(browser, column):
    """Each sampled frame's rows (0 at the bottom) where column's red disc showed."""
    frames = browser.script(FALL_SEEN)
    return [tuple(row for row, red in enumerate(frame) if red) for frame in frames]


def drop_watched(browser, url, animation):
    """Red drops in column 4 of an empty board, the canvas watched meanwhile; the
    rows seen red, frame by frame."""
    config = f'[players]\nopponent = "human"\n[display]\nanimation = {animation}\n'
    browser.fresh(url, config, "Red")
    wait_until(lambda: browser.script(SPOTS), "the board to be painted")
    browser.script(WATCH_FALL, 4, 8000)
    browser.click(*spots(browser, 6)(4, 5))
    browser.wait_for_status(r"^Red drops in column 4\.")
    wait_until(lambda: (rows_seen(browser, 4) or [()])[-1] == (0,), "the disc to land",
               lambda: rows_seen(browser, 4))
    frames = rows_seen(browser, 4)
    return [rows for rows in frames if rows]


def check_falling_disc(browser, url):
    """With the animation on, the disc shows in the rows above its cell on the way
    down, never going back up, and rests in the bottom row; with it off, the first
    frame that shows it shows it in its cell."""
    emulate(browser, DESKTOP, touch=False)
    falling = drop_watched(browser, url, "true")
    highest = [max(rows) for rows in falling]
    assert max(highest) >= 3, falling
    assert highest == sorted(highest, reverse=True), falling
    assert falling[-1] == (0,), falling
    still = drop_watched(browser, url, "false")
    assert still and all(rows == (0,) for rows in still), still
    path = []
    for top in highest:
        if not path or path[-1] != top:
            path.append(top)
    print(f"ok: a dropped disc falls row by row (highest row seen, frame by frame: "
          f"{path}); with the animation off it shows in its cell at once "
          f"({len(still)} frames)")


def main(url, shots=None):
    browser = Browser()
    try:
        for size in (DESKTOP, PHONE):
            check_king(browser, url, size, shots)
        check_falling_disc(browser, url)
    finally:
        browser.quit()


if __name__ == "__main__":
    main(*sys.argv[1:])
