#!/usr/bin/env python3
"""A game the shell's host plays (PopOut), on the page with nothing of its own there:
chosen by the config, played by keys against the computer (whose move comes from the
page's worker), a disc popped, the game kept across a reload, its help saying its
rules; and by taps at a phone's size, two people dropping and popping on the text
board, with the lines about the game in the page's own panel, not under the board.

usage: hosted_test.py URL [SHOTS_DIR]    (URL: the page served, e.g. by `cargo web`;
SHOTS_DIR, when given, keeps a screenshot of the game at a phone's size)
"""

import re
import sys

from device import emulate, screenshot, tap
from page_test import Browser, wait_until

POPOUT_VS_EASY = 'game = "popout"\n[players]\nopponent = "easy"\n'
POPOUT_TWO_PLAYERS = 'game = "popout"\n[players]\nopponent = "human"\n'

# The page's panel: its title and the moves, a line each.
PANEL = """
const words = el => el.textContent.replace(/\\s+/g, ' ').trim();
return {
  title: words(document.querySelector('#side h2')),
  moves: [...document.querySelectorAll('#moves li')].map(words),
};
"""

# The text grid's rows, as drawn.
ROWS = "return [...document.querySelectorAll('#game pre')].map(p => p.textContent);"

# The middle of the grid's cell at column x of row y, in the window.
CELL = """
const [x, y] = arguments;
const box = document.querySelectorAll('#game pre')[y].children[x].getBoundingClientRect();
return [box.left + box.width / 2, box.top + box.height / 2];
"""

# The help as opened: its title and its first part's sections.
HELP = """
const words = el => el.textContent.replace(/\\s+/g, ' ').trim();
const help = document.getElementById('help');
const heads = [...document.querySelectorAll('#help-guide h3')];
return {
  hidden: help.hidden,
  title: words(document.getElementById('help-title')),
  sections: heads.map(h => [words(h), h.nextElementSibling ? words(h.nextElementSibling) : '']),
};
"""


def panel(browser):
    return browser.script(PANEL)


def numbers_row(browser):
    """The grid row of the column numbers under the board, and the row itself."""
    rows = browser.script(ROWS)
    found = [(at, row) for at, row in enumerate(rows) if re.fullmatch(r"\s*1 2 3 4 5 6 7\s*", row)]
    assert len(found) == 1, rows
    return found[0]


def column_cell(browser, column, rows_up):
    """The middle of the cell `rows_up` rows above the number of `column` (1-based)."""
    at, row = numbers_row(browser)
    x = row.index(str(column))
    return browser.script(CELL, x, at - rows_up)


def check_by_keys(browser, url):
    """Against the computer at easy: a drop by keys, its answer, a pop, the game kept
    across a reload, and the help saying how PopOut is played."""
    browser.fresh(url, POPOUT_VS_EASY, "Red")
    assert panel(browser)["title"] == "PopOut", panel(browser)
    browser.keys("4\ue007")
    browser.wait_for_status(r"^Yellow played d\d · Red to move")
    assert panel(browser)["moves"][0] == "1. Red d4", panel(browser)
    # The keys are still on column 4, whose bottom disc is Red's.
    browser.keys("p")
    wait_until(lambda: len(panel(browser)["moves"]) == 4, "the pop and its answer",
               lambda: panel(browser))
    assert panel(browser)["moves"][2] == "3. Red p4", panel(browser)
    browser.wait_for_status(r"^Yellow played [dp]\d · Red to move")
    moves = panel(browser)["moves"]
    print(f"ok: PopOut by keys against easy: {moves}, then {browser.status()!r}")
    browser.open(url)
    browser.wait_for_status(r"^Resumed the game in progress")
    assert panel(browser)["moves"] == moves, (panel(browser), moves)
    print("ok: a reload resumes the PopOut game kept in the browser")
    browser.keys("?")
    wait_until(lambda: not browser.script(HELP)["hidden"], "the help to open")
    facts = browser.script(HELP)
    assert facts["title"] == "Help: PopOut", facts
    rules = dict(facts["sections"])["How to play"]
    assert "pop it out" in rules and "third time" in rules, rules
    print("ok: PopOut's help on the page says how it is played")


def check_by_taps(browser, url, shots):
    """Two people at a phone: a tap on a column drops into it, a tap on your own disc
    in the bottom row pops it; the status is the page's, not drawn under the board."""
    emulate(browser, (375, 667), touch=True)
    # The game kept by the check before would be resumed: it is forgotten first.
    browser.script("localStorage.clear();")
    browser.fresh(url, POPOUT_TWO_PLAYERS, "Red")
    # The column numbers are the board's last row, its bottom row two above them.
    tap(browser, *column_cell(browser, 5, 0))
    browser.wait_for_status(r"^Red played d5 · Yellow to move")
    tap(browser, *column_cell(browser, 3, 0))
    browser.wait_for_status(r"^Yellow played d3 · Red to move")
    tap(browser, *column_cell(browser, 5, 2))
    browser.wait_for_status(r"^Red played p5 · Yellow to move")
    at, row = numbers_row(browser)
    bottom = browser.script(ROWS)[at - 2]
    assert bottom[row.index("5")] not in "●◆", (bottom, row)
    screenshot(browser, shots, "popout-375x667")
    drawn = "\n".join(browser.script(ROWS))
    assert "draws" not in drawn and "to move" not in drawn, drawn
    print(f"ok: PopOut by taps at 375x667: d5 d3 p5, then {browser.status()!r}; the "
          "lines about the game are in the page's panel")


def main(url, shots=None):
    browser = Browser()
    try:
        check_by_keys(browser, url)
        check_by_taps(browser, url, shots)
    finally:
        browser.quit()


if __name__ == "__main__":
    main(*sys.argv[1:])
