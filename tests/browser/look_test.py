#!/usr/bin/env python3
"""How the boards look, in a real headless Chromium (WebDriver, as page_test.py): at
a phone's size the board is centred in the game's area and fills its height, with
no band of it left empty under the column numbers; screenshots at a desktop's size
and a phone's are kept to be looked at.

usage: look_test.py URL [SHOTS_DIR]    (URL: the page served, e.g. by `cargo web`)
"""

import sys

from device import SPOTS, emulate, screenshot
from page_test import Browser, wait_until

DESKTOP = (1280, 900)
PHONE = (375, 667)

# The game's area in the window: [left, top, right, bottom].
STAGE = """
const box = document.getElementById('stage').getBoundingClientRect();
return [box.left, box.top, box.right, box.bottom];
"""


def painted(browser, count):
    wait_until(lambda: len(browser.script(SPOTS)) == count, "the board to be painted",
               lambda: browser.script(SPOTS))
    return browser.script(SPOTS)


def check_phone_fit(browser, url, shots):
    """At 375x667 with touch, Connect 4's holes lie as far from the game area's left
    edge as from its right (within half a cell of the text grid), and under the
    lowest hole there is only the column numbers' row: no more than a hole's height
    and a little from its middle to the area's bottom."""
    emulate(browser, PHONE, touch=True)
    browser.fresh(url, '[players]\nopponent = "human"\n', "Red")
    holes = painted(browser, 42)
    left, top, right, bottom = browser.script(STAGE)
    cell = browser.script(
        "return document.querySelector('#game_ratzilla_grid span')"
        ".getBoundingClientRect().width;")
    first, last = holes[0][0], holes[-1][0]
    step = holes[6][0] - holes[0][0]
    margins = (first - left, right - last)
    below = bottom - holes[0][1]
    screenshot(browser, shots, "fit-connect4-375x667")
    assert abs(margins[0] - margins[1]) <= 0.6 * cell, (margins, cell)
    assert below <= 1.3 * step, (below, step, holes[0], bottom)
    assert holes[5][1] - top >= step, (holes[5], top)
    print(f"ok: at 375x667 the board is centred (margins {margins[0]:.1f} and "
          f"{margins[1]:.1f} px) and ends {below:.0f} px under its lowest holes' "
          f"middles (holes {step:.0f} px apart)")


def main(url, shots=None):
    browser = Browser()
    try:
        check_phone_fit(browser, url, shots)
    finally:
        browser.quit()


if __name__ == "__main__":
    main(*sys.argv[1:])
