#!/usr/bin/env python3
"""How the boards look, in a real headless Chromium (WebDriver, as page_test.py): at
a phone's size (375x667, and a tall one, 414x896) the board, Connect 4's or
checkers', is centred in the game's area, takes its width and fills its height,
with no band of it left empty under it; checkers' squares are square,
and its sides are drawn as they are named (Black's pieces dark, White's light, on
the board and beside their names); screenshots at a desktop's size and a phone's
are kept to be looked at. In the light theme and the dark, each disc's mark and the
board's focus ring stand out at least 3:1 (WCAG's contrast ratio, worked out from
the colours the page shows: a screenshot's pixels, the styles it computes). The
disc about to drop lies whole on the canvas and off the hints' labels.

usage: look_test.py URL [SHOTS_DIR]    (URL: the page served, e.g. by `cargo web`)
"""

import re
import sys

from device import SPOTS, emulate, is_dark_piece, is_light_piece, screenshot, spots
from page_test import Browser, wait_until

DESKTOP = (1280, 900)
PHONE = (375, 667)
TALL_PHONE = (414, 896)

# The game's area in the window: [left, top, right, bottom].
STAGE = """
const box = document.getElementById('stage').getBoundingClientRect();
return [box.left, box.top, box.right, box.bottom];
"""


def painted(browser, count):
    wait_until(lambda: len(browser.script(SPOTS)) == count, "the board to be painted",
               lambda: browser.script(SPOTS))
    return browser.script(SPOTS)


def check_phone_fit(browser, url, size, shots):
    """At a phone's size with touch (375x667, and a tall 414x896), Connect 4's holes
    lie as far from the game area's left edge as from its right (within half a cell
    of the text grid), the board takes most of the width, and under the lowest hole
    there is only the column numbers' row: no more than a hole's height and a little
    from its middle to the area's bottom."""
    emulate(browser, size, touch=True)
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
    name = f"fit-connect4-{size[0]}x{size[1]}"
    screenshot(browser, shots, name)
    assert abs(margins[0] - margins[1]) <= 0.6 * cell, (margins, cell)
    assert last - first + step >= 0.8 * (right - left), (first, last, step, left, right)
    assert below <= 1.3 * step, (below, step, holes[0], bottom)
    assert holes[5][1] - top >= step, (holes[5], top)
    print(f"ok: at {size[0]}x{size[1]} the board is centred (margins {margins[0]:.1f} and "
          f"{margins[1]:.1f} px), {last - first + step:.0f} of {right - left:.0f} px wide, "
          f"and ends {below:.0f} px under its lowest holes' middles (holes {step:.0f} px "
          f"apart, {name}.png)")


def check_checkers_fit(browser, url, size, shots):
    """At a phone's size with touch, checkers' board lies as far from the game area's
    left edge as from its right (within half a cell of the text grid), takes most of
    the width, and the area ends within a square and a half under the lowest
    squares' middles: no band of it left empty."""
    emulate(browser, size, touch=True)
    browser.fresh(url, 'game = "checkers"\n[players]\nopponent = "human"\n', "Black")
    centres = painted(browser, 32)
    left, top, right, bottom = browser.script(STAGE)
    cell = browser.script(
        "return document.querySelector('#game_ratzilla_grid span')"
        ".getBoundingClientRect().width;")
    square = (centres[9][0] - centres[8][0]) / 2
    xs, ys = [x for x, _ in centres], [y for _, y in centres]
    margins = (min(xs) - square / 2 - left, right - max(xs) - square / 2)
    below = bottom - max(ys)
    name = f"fit-checkers-{size[0]}x{size[1]}"
    screenshot(browser, shots, name)
    assert abs(margins[0] - margins[1]) <= 0.6 * cell, (margins, cell)
    assert 8 * square >= 0.8 * (right - left), (square, left, right)
    assert below <= 1.5 * square, (below, square, bottom)
    assert min(ys) - top >= square / 2 - 1, (min(ys), top, square)
    print(f"ok: checkers at {size[0]}x{size[1]} is centred (margins {margins[0]:.1f} and "
          f"{margins[1]:.1f} px), {8 * square:.0f} of {right - left:.0f} px wide, and the "
          f"area ends {below:.0f} px under its lowest squares' middles ({name}.png)")


# Each seat's name in the side panel, and its glyph's colour as [r, g, b].
SEATS = """
return [...document.querySelectorAll('#tally tr')].slice(0, 2).map(row => [
  row.cells[1].textContent.trim(),
  getComputedStyle(row.cells[0]).color.match(/[0-9.]+/g).slice(0, 3).map(Number)]);
"""


def check_checkers_look(browser, url, size, shots):
    """Checkers at the start: a square as tall as it is wide (within 2 %); Black's
    man on 9 dark and White's on 21 light beside their marks, and in the side panel
    (at a desktop's size, where it shows) the glyph beside "Black" dark and the one
    beside "White" light."""
    emulate(browser, size, touch=size == PHONE)
    browser.fresh(url, 'game = "checkers"\n[players]\nopponent = "human"\n', "Black")
    centres = painted(browser, 32)
    # Squares 9 and 10 are two columns apart; 1 and 5 a row apart.
    width = (centres[9][0] - centres[8][0]) / 2
    height = centres[4][1] - centres[0][1]
    name = f"look-checkers-{size[0]}x{size[1]}"
    image = screenshot(browser, shots, name)
    fill = 0.7 * 0.4 * min(width, height)  # beside the mark, inside the rim
    seen = {
        "Black's man": image.pixel(centres[8][0] + fill, centres[8][1]),
        "White's man": image.pixel(centres[20][0] + fill, centres[20][1]),
    }
    assert abs(width - height) <= 0.02 * max(width, height), (width, height)
    assert is_dark_piece(seen["Black's man"]), seen
    assert is_light_piece(seen["White's man"]), seen
    if size == DESKTOP:
        seats = dict((name, tuple(colour)) for name, colour in browser.script(SEATS))
        assert is_dark_piece(seats["Black"]), seats
        assert is_light_piece(seats["White"]), seats
        seen["the panel's glyphs"] = seats
    print(f"ok: checkers at {size[0]}x{size[1]}: squares {width:.1f} x {height:.1f} px, "
          f"Black drawn dark and White light ({name}.png: {seen})")


def luminance(rgb):
    """WCAG's relative luminance of an sRGB colour, 0 to 1."""
    def linear(c):
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one, other):
    """WCAG's contrast ratio of two colours, 1 to 21."""
    lighter, darker = sorted((luminance(one) + 0.05, luminance(other) + 0.05), reverse=True)
    return lighter / darker


def colour(css):
    """A computed CSS colour, `rgb(r, g, b)` or `rgba(...)`, as (r, g, b)."""
    return tuple(int(float(part)) for part in re.findall(r"[0-9.]+", css)[:3])


def prefer_scheme(browser, scheme):
    browser.call("POST", browser.at("/goog/cdp/execute"), {
        "cmd": "Emulation.setEmulatedMedia",
        "params": {"features": [{"name": "prefers-color-scheme", "value": scheme}]},
    })


# The board's focus: whether it has it visibly, the ring's colour, and the colour
# of the game's area the ring is drawn on.
FOCUS_RING = """
const game = document.getElementById('game');
return [document.activeElement === game && game.matches(':focus-visible'),
        getComputedStyle(game).outlineColor,
        getComputedStyle(document.getElementById('stage')).backgroundColor];
"""


def check_contrast(browser, url, shots):
    """In the light theme and the dark, at 1280x900: Red's ring (in 4) and Yellow's
    diamond (in 5) against their discs' fill, read from a screenshot's pixels (the
    mark where it is drawn, the fill beside it), and the focus ring Tab gives the
    board against the game's area, from their computed styles: each at least 3:1."""
    emulate(browser, DESKTOP, touch=False)
    try:
        for scheme in ("light", "dark"):
            prefer_scheme(browser, scheme)
            browser.fresh(url, '[players]\nopponent = "human"\n', "Red")
            browser.open(url + "#moves=45")
            browser.wait_for_status(r"Yellow drops in column 5\..*Red to move")
            wait_until(lambda: browser.script(SPOTS), "the board to be painted")
            spot = spots(browser, 6)
            (x4, y4), (x5, y5), (_, above) = spot(4, 0), spot(5, 0), spot(4, 1)
            radius = 0.41 * min(x5 - x4, y4 - above)
            image = screenshot(browser, shots, f"look-marks-{scheme}")
            red = image.pixel(x4 + 0.8 * radius, y4), image.pixel(x4 + 0.58 * radius, y4)
            yellow = image.pixel(x5 + 0.8 * radius, y5), image.pixel(x5, y5)
            browser.keys("\ue004")  # Tab
            wait_until(lambda: browser.script(FOCUS_RING)[0], "the board's visible focus",
                       lambda: browser.script(FOCUS_RING))
            _, ring, area = browser.script(FOCUS_RING)
            ratios = {
                "Red's ring": contrast(*red),
                "Yellow's diamond": contrast(*yellow),
                "the focus ring": contrast(colour(ring), colour(area)),
            }
            seen = {"red": red, "yellow": yellow, "ring": ring, "area": area}
            assert all(ratio >= 3 for ratio in ratios.values()), (scheme, ratios, seen)
            shown = ", ".join(f"{what} {ratio:.1f}:1" for what, ratio in ratios.items())
            print(f"ok: in the {scheme} theme, {shown} ({seen})")
    finally:
        prefer_scheme(browser, "")


# The disc about to drop ([x, y, radius]) and the hints' labels ([top, bottom]), in
# pixels from the canvas's top, as the page painted them.
HOVER = """
const canvas = document.getElementById('board');
const read = name => JSON.parse(canvas.getAttribute(name) || 'null');
return [read('data-hover'), read('data-hints')];
"""


def check_hover_disc(browser, url, size, shots):
    """At 1280x900 and at 375x667, the disc about to drop starts below the canvas's
    top edge (so it is not cut off), and once hints show (a) it ends above their
    labels."""
    emulate(browser, size, touch=size == PHONE)
    browser.fresh(url, '[players]\nopponent = "human"\n', "Red")
    wait_until(lambda: browser.script(HOVER)[0], "the disc about to drop",
               lambda: browser.script(HOVER))
    (x, y, radius), _ = browser.script(HOVER)
    assert y - radius >= 0, (x, y, radius)
    browser.keys("a")
    wait_until(lambda: all(browser.script(HOVER)), "the hints' labels",
               lambda: browser.script(HOVER))
    (x, y, radius), (top, bottom) = browser.script(HOVER)
    name = f"look-hover-{size[0]}x{size[1]}"
    screenshot(browser, shots, name)
    assert y - radius >= 0, (x, y, radius)
    assert y + radius <= top, ((x, y, radius), (top, bottom))
    print(f"ok: at {size[0]}x{size[1]} the disc about to drop spans {y - radius:.1f} to "
          f"{y + radius:.1f} px, above the hints' labels at {top:.1f} to {bottom:.1f} px "
          f"({name}.png)")


def main(url, shots=None):
    browser = Browser()
    try:
        for size in (PHONE, TALL_PHONE):
            check_phone_fit(browser, url, size, shots)
            check_checkers_fit(browser, url, size, shots)
        for size in (DESKTOP, PHONE):
            check_checkers_look(browser, url, size, shots)
        check_contrast(browser, url, shots)
        for size in (DESKTOP, PHONE):
            check_hover_disc(browser, url, size, shots)
    finally:
        browser.quit()


if __name__ == "__main__":
    main(*sys.argv[1:])
