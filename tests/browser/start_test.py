#!/usr/bin/env python3
"""The start screen, in a real headless Chromium (WebDriver, as page_test.py): a
first visit to the bare address opens it with the focus on its first choice; each
choice leads where it says (the computer at medium, two players, the puzzles, the
Online panel, the other game of the registry); the choice is kept, so a reload
goes straight to the game; the open menu's Start screen button brings it back; Esc
closes it. The screen a first visit sees is the one index.html serves, taken over by
the module as it is, and the largest paint comes before the module's first frame. Screenshots at a desktop's size and at a phone's, where a tap chooses.

usage: start_test.py URL [SHOTS_DIR]    (URL: the page served, e.g. by `cargo web`)
"""

import sys
import urllib.request
from html.parser import HTMLParser

from device import emulate, screenshot, tap
from game_test import tap_button
from page_test import Browser, wait_until

DESKTOP = (1280, 900)
PHONE = (375, 667)

# The start screen: hidden (or not yet the module's) or not, its heading, its
# choices (name, words, whole in the window, middle), and the choice the focus is on.
START = """
const start = document.getElementById('start');
const choices = [...start.querySelectorAll('button[data-start]')].map(button => {
  const box = button.getBoundingClientRect();
  return [button.dataset.start, button.querySelector('.start-words')
          ? button.querySelector('.start-words').textContent : button.textContent,
          box.left >= 0 && box.right <= innerWidth + 0.5,
          box.left + box.width / 2, box.top + box.height / 2];
});
const focused = document.activeElement;
// Served shown but inert (index.html), the box is the module's once not inert.
return {hidden: start.hidden || start.inert,
        title: document.getElementById('start-title').textContent,
        choices: choices,
        focus: focused && (focused.dataset.start || focused.id)};
"""

OPPONENT = "return document.querySelectorAll('#tally tr')[1].cells[1].textContent.trim();"
KEPT = "return localStorage.getItem('connect4.page.toml') || '';"


# Every largest-paint candidate (its time, and whether it lies in the start screen),
# and the module's first frame.
PAINTS = """
const done = arguments[arguments.length - 1];
new PerformanceObserver((list) => {
  const frame = performance.getEntriesByName('first-frame')[0];
  done({paints: list.getEntries().map(entry => [entry.startTime,
          !!(entry.element && entry.element.closest('#start')),
          entry.element ? entry.element.outerHTML.slice(0, 60) : '']),
        frame: frame ? frame.startTime : null});
}).observe({type: 'largest-contentful-paint', buffered: true});
"""


class ServedStart(HTMLParser):
    """The start screen as index.html serves it: its heading and each choice's name,
    words and line."""

    def __init__(self):
        super().__init__()
        self.title, self.choices, self.into = "", [], None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if attrs.get("id") == "start-title":
            self.into = "title"
        elif tag == "button" and "data-start" in attrs:
            self.choices.append([attrs["data-start"], "", ""])
        elif attrs.get("class") in ("start-words", "start-line"):
            self.into = attrs["class"]

    def handle_endtag(self, tag):
        if tag in ("h2", "span"):
            self.into = None

    def handle_data(self, data):
        if self.into == "title":
            self.title += data
        elif self.into:
            self.choices[-1][1 if self.into == "start-words" else 2] += data


def served_start(url):
    with urllib.request.urlopen(url) as response:
        parser = ServedStart()
        parser.feed(response.read().decode())
    return parser


def check_served(browser, url):
    """The start screen is in the HTML served, saying what the module shows, so the
    module takes it over as it is."""
    served = served_start(url)
    shown = browser.script("""
      return [document.getElementById('start-title').textContent,
              [...document.querySelectorAll('#start button[data-start]')].map(b =>
                [b.dataset.start, b.querySelector('.start-words')?.textContent || '',
                 b.querySelector('.start-line')?.textContent || '']),
              document.getElementById('start').inert];""")
    assert served.title == shown[0] == "Play Connect 4", (served.title, shown)
    assert served.choices[:-1] == shown[1][:-1], (served.choices, shown)
    assert not shown[2], "the start screen is still inert once the module has it"
    print(f"ok: the start screen served in index.html is the one shown ({len(shown[1])} "
          f"buttons)")


def check_largest_paint(browser):
    """At a phone's size, where the start screen's text is the largest on a first
    visit, the largest paint is the HTML's: whatever of the start screen was ever the
    largest was painted before the module's first frame, and so was the last."""
    seen = browser.call("POST", browser.at("/execute/async"), {"script": PAINTS, "args": []})
    frame, paints = seen["frame"], seen["paints"]
    assert frame is not None and paints, seen
    late = [paint for paint in paints if paint[1] and paint[0] >= frame]
    assert not late, seen
    assert paints[-1][0] < frame, seen
    print(f"ok: at 375x667 the largest paint ({paints[-1][0]:.0f} ms, "
          f"{paints[-1][2]!r}) comes before the module's first frame ({frame:.0f} ms)")


def start(browser):
    return browser.script(START)


def first_visit(browser, url):
    """A first visit: nothing kept, the bare address; waits for the start screen."""
    browser.open(url)
    browser.wait_for_status(r"to move")
    browser.script("localStorage.clear();")
    browser.open(url)
    wait_until(lambda: not start(browser)["hidden"], "the start screen",
               lambda: start(browser))


def choose(browser, name, touch=False):
    (x, y), = [(x, y) for choice, _, _, x, y in start(browser)["choices"] if choice == name]
    if touch:
        tap(browser, x, y)
    else:
        browser.click(x, y)
    wait_until(lambda: start(browser)["hidden"], "the start screen to close")


def from_menu(browser):
    """Opens the start screen again from the open menu's Start screen button."""
    tap_button(browser, "opponent")
    wait_until(lambda: not browser.script("return document.getElementById('menu').hidden;"),
               "the menu")
    browser.script("document.getElementById('menu-start').click();")
    wait_until(lambda: not start(browser)["hidden"], "the start screen again")
    wait_until(lambda: browser.script("return document.getElementById('menu').hidden;"),
               "the menu to give way to the start screen")


def check_first_visit(browser, url, shots):
    """At 1280x900 the start screen offers its choices, the focus on the first;
    the computer at medium is chosen, kept, and a reload goes straight to it."""
    emulate(browser, DESKTOP, touch=False)
    first_visit(browser, url)
    seen = start(browser)
    names = [name for name, _, _, _, _ in seen["choices"]]
    assert seen["title"] == "Play Connect 4", seen
    assert names == ["computer", "two", "online", "puzzles", "game:checkers", "game:popout",
                     "board"], seen
    assert seen["focus"] == "computer", seen
    inert = "return ['bar', 'score-row', 'side'].map(id => document.getElementById(id).inert);"
    assert browser.script(inert) == [True, True, True], browser.script(inert)
    screenshot(browser, shots, "start-1280x900")
    check_served(browser, url)
    choose(browser, "computer")
    wait_until(lambda: browser.script(OPPONENT) == "Yellow (medium)", "the medium computer",
               lambda: browser.script(OPPONENT))
    assert 'start = "computer"' in browser.script(KEPT), browser.script(KEPT)
    assert browser.script(inert) == [False, False, False], browser.script(inert)
    browser.open(url)
    browser.wait_for_status(r"to move")
    assert start(browser)["hidden"], start(browser)
    assert browser.script(OPPONENT) == "Yellow (medium)", browser.script(OPPONENT)
    print(f"ok: a first visit opens the start screen ({names}, the focus on the "
          f"first); the computer at medium chosen, kept, and a reload goes to it")


def check_choices(browser, url):
    """From the menu's Start screen button: two players, the puzzles, the Online
    panel, Esc, and checkers, each where it says."""
    from_menu(browser)
    choose(browser, "two")
    wait_until(lambda: browser.script(OPPONENT) == "Yellow", "two players",
               lambda: browser.script(OPPONENT))
    from_menu(browser)
    choose(browser, "puzzles")
    browser.wait_for_status(r"to play")
    from_menu(browser)
    choose(browser, "online")
    assert browser.script("return document.getElementById('online').open;")
    focus = browser.script("return document.activeElement.id;")
    assert focus == "online-name", focus
    browser.script("document.getElementById('online').open = false;")
    from_menu(browser)
    browser.keys("\ue00c")  # Esc closes it, the focus back on the board
    wait_until(lambda: start(browser)["hidden"], "Esc to close the start screen")
    focus = browser.script("return document.activeElement.id;")
    assert focus == "game", focus
    from_menu(browser)
    choose(browser, "game:checkers")
    browser.wait_for_status(r"Black to move")
    assert start(browser)["hidden"], start(browser)
    print("ok: two players, the puzzles, the Online panel and checkers each lead where "
          "they say, from the menu's Start screen button; Esc closes it")


def check_phone(browser, url, shots):
    """At 375x667 with touch the choices fit the width, and a tap chooses."""
    emulate(browser, PHONE, touch=True)
    first_visit(browser, url)
    seen = start(browser)
    cut = [name for name, _, whole, _, _ in seen["choices"] if not whole]
    assert not cut, seen
    check_largest_paint(browser)
    screenshot(browser, shots, "start-375x667")
    choose(browser, "two", touch=True)
    wait_until(lambda: browser.script(OPPONENT) == "Yellow", "two players",
               lambda: browser.script(OPPONENT))
    print(f"ok: at 375x667 the start screen fits ({len(seen['choices'])} buttons) and a "
          f"tap chose two players")


def main(url, shots=None):
    browser = Browser()
    try:
        check_first_visit(browser, url, shots)
        check_choices(browser, url)
        check_phone(browser, url, shots)
    finally:
        browser.quit()


if __name__ == "__main__":
    main(*sys.argv[1:])
