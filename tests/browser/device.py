"""What the browser tests do to the page and read off it: a device's size and touch
(through Chromium's DevTools protocol), screenshots and their pixels, where the
board's holes or squares are, taps, and the colours a pixel may be."""

import base64
import os

from png import Image

# The centres of the board's holes (Connect 4: column by column from the bottom) or
# dark squares (checkers: square 1 first) in the window, from the canvas's
# `data-spots`.
SPOTS = """
const canvas = document.getElementById('board');
const spots = JSON.parse(canvas.dataset.spots || '[]');
const box = canvas.getBoundingClientRect();
return spots.map(([x, y]) => [box.left + x, box.top + y]);
"""


def emulate(browser, size, touch):
    """The window as a device of `size` CSS pixels (one device pixel each)."""
    width, height = size
    browser.call("POST", browser.at("/goog/cdp/execute"), {
        "cmd": "Emulation.setDeviceMetricsOverride",
        "params": {"width": width, "height": height, "deviceScaleFactor": 1,
                   "mobile": touch},
    })
    browser.call("POST", browser.at("/goog/cdp/execute"), {
        "cmd": "Emulation.setTouchEmulationEnabled",
        "params": {"enabled": touch, "maxTouchPoints": 1},
    })


def screenshot(browser, shots, name):
    data = base64.b64decode(browser.call("GET", browser.at("/screenshot")))
    if shots:
        os.makedirs(shots, exist_ok=True)
        with open(os.path.join(shots, name + ".png"), "wb") as file:
            file.write(data)
    return Image(data)


def spots(browser, rows):
    """The holes' centres as spot(column, row), 1-based column, row 0 at the bottom."""
    centres = browser.script(SPOTS)
    return lambda column, row: centres[(column - 1) * rows + row]


def tap(browser, x, y):
    browser.act([{"type": "pointer", "id": "finger", "parameters": {"pointerType": "touch"},
                  "actions": [
                      {"type": "pointerMove", "x": int(x), "y": int(y), "origin": "viewport"},
                      {"type": "pointerDown", "button": 0},
                      {"type": "pointerUp", "button": 0},
                  ]}])


def is_red(rgb):
    return rgb[0] > 170 and rgb[1] < 120 and rgb[2] < 120


def is_yellow(rgb):
    return rgb[0] > 150 and rgb[1] > 110 and rgb[2] < 110


def is_dark_piece(rgb):
    """Checkers' Black: near black, as its name says."""
    return max(rgb) < 70


def is_light_piece(rgb):
    """Checkers' White: near white (the light squares are darker and browner)."""
    return min(rgb) > 200


def is_board(rgb):
    return rgb[2] > 140 and rgb[0] < 110


def is_light_square(rgb):
    return rgb[0] > 200 and rgb[1] > 180 and 140 < rgb[2] < 210


def is_dark_square(rgb):
    return 100 < rgb[0] < 180 and 60 < rgb[1] < 130 and rgb[2] < 100


# The side panel's box, and whether it lies whole in the window.
SIDE_BOX = """
const box = document.getElementById('side').getBoundingClientRect();
return [box.width, box.height, box.left >= 0 && box.right <= innerWidth + 0.5
        && box.top >= 0 && box.bottom <= innerHeight + 0.5];
"""
