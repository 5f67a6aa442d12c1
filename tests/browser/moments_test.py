#!/usr/bin/env python3
"""The game's moments, in a real headless Chromium (WebDriver, as page_test.py): a
win brings the banner with its three buttons (Play again starts the next match,
Review opens the review, Share goes through the system's share sheet or else the
clipboard, with the link to the position before the winning move), the sounds are
made (oscillators counted) unless the sound switch is off, and the switch's state
survives a reload; checkers ends on the banner too; a dropped disc falls as under
gravity (its time to land grows with the square root of the height) and bounces
once; in a puzzle the move and its answer fall one after the other. Screenshots of
the won game at a desktop's size and a phone's.

usage: moments_test.py URL [SHOTS_DIR]    (URL: the page served, e.g. by `cargo web`)
"""

import re
import sys
import time

from device import emulate, is_red, is_yellow, screenshot, spots, tap
from page_test import SQUARE_CENTRE, Browser, wait_until
from puzzle_panel import PUZZLE

DESKTOP = (1280, 900)
PHONE = (375, 667)
TWO_PLAYERS = '[players]\nopponent = "human"\n'

# The banner: hidden or not, its words, its buttons shown (name, whole in the window,
# middle), and what it said last.
BANNER = """
const banner = document.getElementById('banner');
const buttons = [...banner.querySelectorAll('button')]
  .filter(button => button.offsetParent !== null)
  .map(button => {
    const box = button.getBoundingClientRect();
    return [button.textContent, box.left >= 0 && box.right <= innerWidth + 0.5,
            box.left + box.width / 2, box.top + box.height / 2];
  });
return {hidden: banner.hidden,
        title: document.getElementById('banner-title').textContent,
        detail: document.getElementById('banner-detail').textContent,
        said: document.getElementById('banner-said').textContent,
        buttons: buttons};
"""

# Counts the notes the page's sounds make: every oscillator any audio context
# creates from now on (the page makes its context at its first sound).
COUNT_NOTES = """
window.notes = 0;
const made = AudioContext.prototype.createOscillator;
AudioContext.prototype.createOscillator = function () {
  window.notes += 1;
  return made.call(this);
};
"""

# Stands in for the system's share sheet (headless Chromium has none), or takes it
# away; and stands in for the clipboard.
FAKE_SHARE = """
window.sharedData = null;
navigator.share = data => { window.sharedData = data; return Promise.resolve(); };
"""
NO_SHARE = "delete navigator.share; navigator.share = undefined;"
FAKE_CLIPBOARD = """
window.copied = null;
navigator.clipboard.writeText = text => { window.copied = text; return Promise.resolve(); };
"""


# Samples the falling disc's height over its cell (`data-fall`) every animation
# frame for `arguments[0]` ms: [time in ms, rows above, or null once it rests].
WATCH_FALL = """
const canvas = document.getElementById('board');
// Each watch its own list: an earlier watch's last frame must not land in it.
const seen = window.fall = [];
const start = performance.now();
function sample(now) {
  const above = canvas.dataset.fall;
  seen.push([now - start, above === undefined ? null : parseFloat(above)]);
  if (now - start < arguments[0]) requestAnimationFrame(sample);
}
requestAnimationFrame(sample);
""".replace("arguments[0]", "window.fallFor")


def fall_watched(browser, column):
    """Drops in `column` by a click and watches the disc: its samples while it
    moves, from the first to the last frame that shows it above its cell."""
    browser.script("window.fallFor = 1500;" + WATCH_FALL)
    browser.click(*spots(browser, 6)(column, 5))
    wait_until(lambda: browser.script("return window.fall;")[-1][0] > 1400, "the samples")
    moving = [(t, above) for t, above in browser.script("return window.fall;")
              if above is not None]
    assert moving, browser.script("return window.fall;")
    return moving


def landing(moving):
    """Where the disc first reaches its cell: the index of the first sample lower
    than the next (the bounce begins), else the last sample's."""
    heights = [above for _, above in moving]
    return next((i for i in range(len(heights) - 1) if heights[i + 1] > heights[i]),
                len(heights) - 1)


def since_start(moving, index):
    return moving[index][0] - moving[0][0]


def check_gravity(browser, url):
    """A disc dropped five rows speeds up as it falls (half the height takes more
    than half the time), lands, rises once a little and lands again; one dropped a
    single row lands in about 1/sqrt(5) of the time."""
    emulate(browser, DESKTOP, touch=False)
    browser.fresh(url, TWO_PLAYERS, "Red")
    tall = fall_watched(browser, 4)
    assert tall[0][1] > 4.5, tall
    landed = landing(tall)
    land = since_start(tall, landed)
    half = since_start(tall, next(i for i, (_, above) in enumerate(tall) if above <= 2.5))
    assert half > 0.6 * land, (half, land, tall)
    heights = [above for _, above in tall]
    bounce = max(heights[landed:])
    assert 0.05 < bounce < 0.4, tall
    lows = [i for i in range(1, len(heights) - 1)
            if heights[i - 1] > heights[i] < heights[i + 1]]
    assert lows == [landed], (lows, tall)
    for _ in range(3):
        fall_watched(browser, 4)
    short = fall_watched(browser, 4)
    short_land = max(since_start(short, landing(short)), 1)
    ratio = land / short_land
    assert 1.6 < ratio < 3.0, (ratio, tall, short)
    print(f"ok: a disc falls as under gravity: five rows in {land:.0f} ms (half of them "
          f"in {half:.0f} ms), one row in {short_land:.0f} ms (ratio {ratio:.2f}, "
          f"sqrt 5 = 2.24), then one bounce {bounce:.2f} rows high")


def banner(browser):
    return browser.script(BANNER)


def press(browser, name, touch=False):
    """Presses the banner's button `name` by a tap or a click."""
    (x, y), = [(x, y) for text, _, x, y in banner(browser)["buttons"] if text == name]
    if touch:
        tap(browser, x, y)
    else:
        browser.click(x, y)


def win_for_red(browser, touch):
    """Red stacks four in column 4, Yellow plays column 5; each drop waited for."""
    for column in [4, 5, 4, 5, 4, 5, 4]:
        spot = spots(browser, 6)(column, 5)
        if touch:
            tap(browser, *spot)
        else:
            browser.click(*spot)
        browser.wait_for_status(rf"drops in column {column}\.")
    browser.wait_for_status(r"Red wins")


def check_banner(browser, url, shots):
    """At 1280x900 a win shows the banner once the last disc rests, its three
    buttons whole; the sounds were made; Share sends the link to the position before
    the winning move through the share sheet, or copies it; Review opens the review;
    Play again starts the next match."""
    emulate(browser, DESKTOP, touch=False)
    browser.fresh(url, TWO_PLAYERS, "Red")
    browser.script(COUNT_NOTES)
    win_for_red(browser, touch=False)
    wait_until(lambda: not banner(browser)["hidden"], "the banner", lambda: banner(browser))
    seen = banner(browser)
    assert seen["title"] == "Red wins!", seen
    assert seen["detail"] == "Four in a row, in 7 moves", seen
    names = [text for text, _, _, _ in seen["buttons"]]
    assert names == ["Play again", "Review", "Share"], seen
    assert all(whole for _, whole, _, _ in seen["buttons"]), seen
    # Seven knocks and the win's four notes.
    wait_until(lambda: browser.script("return window.notes;") >= 11, "the sounds",
               lambda: browser.script("return window.notes;"))
    time.sleep(0.6)  # the banner's own entrance, for the screenshot
    screenshot(browser, shots, "won-1280x900")

    browser.script(FAKE_SHARE)
    press(browser, "Share")
    wait_until(lambda: browser.script("return window.sharedData;"), "the share sheet")
    shared = browser.script("return window.sharedData;")
    assert shared["url"].endswith("#moves=454545"), shared
    assert "Red beat Yellow" in shared["text"], shared
    browser.script(NO_SHARE + FAKE_CLIPBOARD)
    press(browser, "Share")
    wait_until(lambda: browser.script("return window.copied;"), "the clipboard")
    copied = browser.script("return window.copied;")
    assert copied.endswith("#moves=454545") and "Red beat Yellow" in copied, copied
    assert banner(browser)["said"].startswith("Link copied"), banner(browser)

    press(browser, "Review")
    wait_until(lambda: banner(browser)["hidden"], "the banner to give way to the review")
    browser.wait_for_status(r"[Rr]eview")
    browser.keys("\ue00c")  # Esc closes the review: the game is over, the banner back
    wait_until(lambda: not banner(browser)["hidden"], "the banner again")
    press(browser, "Play again")
    browser.wait_for_status(r"^Yellow to move")  # the starter alternates
    assert banner(browser)["hidden"], banner(browser)
    moves = browser.script("return document.querySelectorAll('#moves li').length;")
    assert moves == 0, moves
    print(f"ok: a win shows the banner ({seen['title']!r}, {names}), the sounds were "
          f"made; Share sends {shared['url']!r} through the share sheet, else copies "
          f"it; Review opens the review; Play again starts the next match")


def check_sound_switch(browser, url):
    """The switch turns the sound off, a drop then makes no note, and a reload keeps
    it off (and on again, once pressed again)."""
    emulate(browser, DESKTOP, touch=False)
    browser.fresh(url, TWO_PLAYERS, "Red")
    pressed = "return document.getElementById('sound').getAttribute('aria-pressed');"
    assert browser.script(pressed) == "true", browser.script(pressed)
    browser.script("document.getElementById('sound').click();")
    assert browser.script(pressed) == "false", browser.script(pressed)
    browser.script(COUNT_NOTES)
    browser.click(*spots(browser, 6)(4, 5))
    browser.wait_for_status(r"^Red drops in column 4\.")
    time.sleep(0.8)  # the disc lands
    assert browser.script("return window.notes;") == 0, browser.script("return window.notes;")
    browser.open(url)
    browser.wait_for_status(r"Yellow to move")
    assert browser.script(pressed) == "false", browser.script(pressed)
    browser.script("document.getElementById('sound').click();")
    browser.open(url)
    browser.wait_for_status(r"Yellow to move")
    assert browser.script(pressed) == "true", browser.script(pressed)
    print("ok: the sound switch silences the drops and keeps its state across a reload")


def check_phone(browser, url, shots):
    """At 375x667 with touch, a win by taps shows the banner whole in the width, and
    a tap on Play again starts the next match."""
    emulate(browser, PHONE, touch=True)
    browser.fresh(url, TWO_PLAYERS, "Red")
    win_for_red(browser, touch=True)
    wait_until(lambda: not banner(browser)["hidden"], "the banner", lambda: banner(browser))
    seen = banner(browser)
    assert all(whole for _, whole, _, _ in seen["buttons"]), seen
    assert len(seen["buttons"]) == 3, seen
    time.sleep(0.6)
    screenshot(browser, shots, "won-375x667")
    press(browser, "Play again", touch=True)
    browser.wait_for_status(r"^Yellow to move")
    print("ok: at 375x667 the banner fits the width and a tap on Play again starts "
          "the next match")


# Each hole's colour on the board's canvas, in the order of `data-spots` (column by
# column, the bottom row first), read from the canvas's own pixels.
# Each hole's colours: at its centre, and beside it (a third of a hole's spacing to
# the right), since a disc's mark covers its centre (Yellow's diamond is not yellow).
HOLE_COLOURS = """
const canvas = document.getElementById('board');
const scale = canvas.width / canvas.getBoundingClientRect().width;
const context = canvas.getContext('2d');
const spots = JSON.parse(canvas.dataset.spots);
const step = Math.abs(spots[1][1] - spots[0][1]);
const at = (x, y) => [...context.getImageData(
  Math.round(x * scale), Math.round(y * scale), 1, 1).data].slice(0, 3);
return spots.map(([x, y]) => [at(x, y), at(x + 0.3 * step, y)]);
"""


def discs_per_column(browser, rows=6):
    """How many discs each column holds now (1-based columns in a list from 0)."""
    holes = browser.script(HOLE_COLOURS)
    held = [any(is_red(rgb) or is_yellow(rgb) for rgb in hole) for hole in holes]
    return [sum(held[start:start + rows]) for start in range(0, len(holes), rows)]


def falls_in(samples):
    """The discs seen falling in the samples of `data-fall`: each begins where the
    height jumps up from nothing or from a lower one."""
    heights = [above for _, above in samples]
    return sum(1 for before, now in zip([None] + heights, heights)
               if now is not None and now >= 0.5 and (before is None or now > before + 0.5))


def check_puzzle_fall(browser, url):
    """In a puzzle (`?puzzle`), the player's move and the answer, which comes in the
    same frame, fall one after the other, as a match's moves do: each disc that has
    a row to fall through falls."""
    emulate(browser, DESKTOP, touch=False)
    browser.fresh(url, TWO_PLAYERS, "Red")  # Connect 4, whose puzzles these are
    browser.open(url + "?puzzle")
    browser.wait_for_status(r"to play")
    # The puzzle whole (its panel shown), so the key below is its move and not lost
    # to a page still opening it.
    wait_until(lambda: browser.script(PUZZLE)["factsShown"], "the puzzle's panel",
               lambda: browser.script(PUZZLE))
    held = discs_per_column(browser)
    # The puzzle is drawn at random: a column with two rows free, so the move falls.
    column = next(c for c in (4, 3, 5, 2, 6, 1, 7) if held[c - 1] <= 4)
    browser.script("window.fallFor = 6000;" + WATCH_FALL)
    before = browser.status()
    browser.keys(f"{column}\ue007")
    wait_until(lambda: browser.status() != before and "answering" not in browser.status(),
               "the move and its answer", lambda: browser.status())
    wait_until(lambda: browser.script("return window.fall;")[-1][0] > 5900, "the samples")
    samples = browser.script("return window.fall;")
    played = browser.script(PUZZLE)["moves"]  # "27. Red 4", "28. Yellow 5"
    expected = 0
    for move in played:
        dropped = int(move.split()[-1]) - 1
        expected += held[dropped] < 5  # else it lands in the top row: nothing to fall
        held[dropped] += 1
    moving = [above for _, above in samples if above is not None]
    falls = falls_in(samples)
    assert expected >= 1 and falls == expected, (falls, played, held, moving)
    print(f"ok: in a puzzle the moves fall too, one after the other ({falls} discs of "
          f"{played} fell, {len(moving)} frames above a cell)")


def check_checkers(browser, url):
    """Checkers ends on the banner too: a draw agreed between two players says so,
    without Review (checkers has none), and Play again starts the next game."""
    emulate(browser, DESKTOP, touch=False)
    browser.fresh(url, 'game = "checkers"\n' + TWO_PLAYERS, "Black")
    for square in (11, 15):
        browser.click(*browser.script(SQUARE_CENTRE, square))
    browser.wait_for_status(r"Black plays 11-15\. White to move")
    browser.keys("d")  # White offers a draw, Black accepts
    wait_until(lambda: not browser.script("return document.getElementById('note').hidden;"),
               "the offer")
    browser.keys("y")
    wait_until(lambda: not banner(browser)["hidden"], "the banner", lambda: banner(browser))
    seen = banner(browser)
    assert (seen["title"], seen["detail"]) == ("A draw", "Drawn in 1 move"), seen
    names = [text for text, _, _, _ in seen["buttons"]]
    assert names == ["Play again", "Share"], seen
    press(browser, "Play again")
    wait_until(lambda: banner(browser)["hidden"], "the next game")
    browser.wait_for_status(r"Black to move")
    print(f"ok: checkers ends on the banner too ({seen['title']!r}, {names}), and Play "
          f"again starts the next game")


def main(url, shots=None):
    browser = Browser()
    try:
        check_banner(browser, url, shots)
        check_sound_switch(browser, url)
        check_gravity(browser, url)
        check_phone(browser, url, shots)
        check_checkers(browser, url)
        check_puzzle_fall(browser, url)
    finally:
        browser.quit()


if __name__ == "__main__":
    main(*sys.argv[1:])
