#!/usr/bin/env python3
"""The page's own panels, in a real headless Chromium (WebDriver, as page_test.py):
the side panel (the score, the streak, the moves) and the status line are elements
of the page, read from the DOM after a move, and the grid of text no longer draws
them (a puzzle's too); at a phone's size the panel folds under a button that opens
it; the open menu is a list that fits a phone and is chosen from by a tap, and the help
a table that fits it (and says how to play and what the buttons do first, help_panel.py), and so does a question, answered by a tap;
screenshots at a desktop's size and a phone's are kept to be looked at.

usage: panels_test.py URL [SHOTS_DIR]    (URL: the page served, e.g. by `cargo web`)
"""

import re
import sys
import time

from device import SIDE_BOX, emulate, screenshot, spots, tap
from game_test import tap_button
from help_panel import check_checkers_help, check_help_words
from page_test import Browser, wait_until
from puzzle_panel import check_puzzle_panel

DESKTOP = (1280, 900)
PHONE = (375, 667)

# What the side panel and the status line say, as a person reads them.
PANEL = """
const text = id => document.getElementById(id).innerText.trim();
return {
  matchup: text('matchup'),
  tally: [...document.querySelectorAll('#tally tr')]
    .map(row => [...row.cells].map(cell => cell.textContent.trim())),
  streak: text('streak'),
  moves: [...document.querySelectorAll('#moves li')].map(item => item.textContent),
  current: (document.querySelector('#moves li[aria-current]') || {}).textContent,
  status: text('status-line'),
  grid: document.getElementById('game').textContent,
};
"""


def panel(browser):
    return browser.script(PANEL)


def check_side_panel(browser, url, shots):
    """Red drops in 4, Yellow in 5, with the mouse: the panel lists both moves, the
    last marked, the score table each seat's wins, and the status line whose turn it
    is; the text grid shows none of it."""
    emulate(browser, DESKTOP, touch=False)
    browser.fresh(url, '[players]\nopponent = "human"\n', "Red")
    for column in (4, 5):
        spot = spots(browser, 6)
        browser.click(*spot(column, 5))
    browser.wait_for_status(r"^Yellow drops in column 5\. Red to move")
    wait_until(lambda: panel(browser)["moves"] == ["1. Red 4", "2. Yellow 5"],
               "the moves in the panel", lambda: panel(browser))
    seen = panel(browser)
    assert seen["matchup"] == "Red v Yellow · 7x6", seen
    assert seen["tally"] == [["●", "Red", "0"], ["◆", "Yellow", "0"], ["", "Draws", "0"]], seen
    assert seen["current"] == "2. Yellow 5", seen
    assert seen["streak"].startswith("No streak"), seen
    assert seen["status"].startswith("Red to move"), seen
    for drawn_as_text in ("Moves", "Draws", "Red to move"):
        assert drawn_as_text not in seen["grid"], (drawn_as_text, seen["grid"])
    visible = browser.script(
        "return document.getElementById('side').getBoundingClientRect().width;")
    assert visible > 200, visible
    screenshot(browser, shots, "panel-1280x900")
    print(f"ok: the side panel and the status line are the page's own, read after a "
          f"move ({seen['moves']}, {seen['tally'][:2]}, {seen['status']!r})")
    # Hints on (a): their labels' meaning in a line under the status; off, gone.
    browser.keys("a")
    wait_until(lambda: LEGEND_SHOWN in hint_legend(browser), "the hints' legend",
               lambda: hint_legend(browser))
    legend = hint_legend(browser)
    assert re.fullmatch(r"((W\d+ wins (in \d+ moves?|with this move)|D a draw|"
                        r"L\d+ loses in \d+ moves?|\? not worked out yet)( · |$))+",
                        legend[len(LEGEND_SHOWN):]), legend
    screenshot(browser, shots, "hints-1280x900")
    browser.keys("a")
    wait_until(lambda: hint_legend(browser) == "hidden", "the legend to go",
               lambda: hint_legend(browser))
    print(f"ok: hints carry a legend while shown ({legend[len(LEGEND_SHOWN):]!r})")


LEGEND_SHOWN = "shown: "


def hint_legend(browser):
    """The legend under the status: "shown: TEXT", or "hidden"."""
    return browser.script(
        "const l = document.getElementById('hint-legend');"
        "return l.hidden ? 'hidden' : 'shown: ' + l.textContent;")


# The page's controls laid out smaller than 44x44 px: [id or text, width, height].
SMALL_TARGETS = """
const small = [];
for (const control of document.querySelectorAll('button, summary, input, select, a[href]')) {
  const box = control.getBoundingClientRect();
  if (box.width === 0 || box.height === 0 || control.closest('[hidden]')) continue;
  if (control.tagName === 'A' && getComputedStyle(control).display === 'inline') continue;
  if (box.width < 44 || box.height < 44)
    small.push([control.id || control.textContent.trim().slice(0, 20),
                Math.round(box.width), Math.round(box.height)]);
}
return small;
"""


def check_phone(browser, url, shots):
    """At 375x667 the side panel gives way to the board; the score's line and the
    status line stay, and the Moves button on the score's line opens the panel over
    the board (the moves and the streak read from it), and folds it again."""
    emulate(browser, PHONE, touch=True)
    browser.fresh(url, '[players]\nopponent = "human"\n', "Red")
    width = browser.script(SIDE_BOX)[0]
    assert width == 0, width
    tap(browser, *spots(browser, 6)(4, 5))
    browser.wait_for_status(r"^Red drops in column 4\. Yellow to move")
    status = panel(browser)["status"]
    assert status.startswith("Yellow to move"), status
    screenshot(browser, shots, "panel-375x667")
    toggle = browser.script(
        "const r = document.getElementById('side-toggle').getBoundingClientRect();"
        "return [r.left + r.width / 2, r.top + r.height / 2, r.width, r.height];")
    assert toggle[2] >= 44 and toggle[3] >= 44, toggle
    # Every control a finger may reach is at least 44 px each way.
    small = browser.script(SMALL_TARGETS)
    assert not small, small
    tap(browser, toggle[0], toggle[1])
    wait_until(lambda: browser.script(SIDE_BOX)[0] > 200, "the panel to open",
               lambda: browser.script(SIDE_BOX))
    _, _, whole = browser.script(SIDE_BOX)
    assert whole, browser.script(SIDE_BOX)
    expanded = "return document.getElementById('side-toggle').getAttribute('aria-expanded');"
    assert browser.script(expanded) == "true", browser.script(expanded)
    # A tap on the open panel is the panel's, not a drop on the board under it.
    tap(browser, *spots(browser, 6)(4, 2))
    time.sleep(0.5)  # a drop would be drawn by the next frame
    seen = panel(browser)
    assert seen["moves"] == ["1. Red 4"], seen
    assert seen["streak"].startswith("No streak"), seen
    screenshot(browser, shots, "panel-open-375x667")
    tap(browser, toggle[0], toggle[1])
    wait_until(lambda: browser.script(SIDE_BOX)[0] == 0, "the panel to fold",
               lambda: browser.script(SIDE_BOX))
    assert browser.script(expanded) == "false", browser.script(expanded)
    print(f"ok: at 375x667 the status line shows ({status!r}), the side panel folds away "
          f"under the Moves button, which opens it whole ({seen['moves']}, "
          f"{seen['streak']!r}) and folds it again")


# The open menu's items: their text, and whether each lies whole in the window.
MENU_ITEMS = """
return [...document.querySelectorAll('#menu-items button')].map(button => {
  const box = button.getBoundingClientRect();
  return [button.textContent, box.left >= 0 && box.right <= innerWidth,
          box.left + box.width / 2, box.top + box.height / 2];
});
"""


def check_menu_by_tap(browser, url, shots):
    """At 375x667 with touch, the Opponent button opens the menu as a list that fits
    the width, and a tap on "Computer, easy" chooses it: the menu closes and the side
    panel's seat reads "Yellow (easy)"."""
    emulate(browser, PHONE, touch=True)
    browser.fresh(url, '[players]\nopponent = "human"\n', "Red")
    tap_button(browser, "opponent")
    wait_until(lambda: browser.script(MENU_ITEMS), "the menu's list",
               lambda: browser.script(MENU_ITEMS))
    items = browser.script(MENU_ITEMS)
    cut = [text for text, whole, _, _ in items if not whole]
    assert not cut, (cut, items)
    screenshot(browser, shots, "menu-375x667")
    (x, y), = [(x, y) for text, _, x, y in items if text == "Computer, easy"]
    tap(browser, x, y)
    hidden = "return document.getElementById('menu').hidden;"
    wait_until(lambda: browser.script(hidden), "the menu to close")
    wait_until(lambda: panel(browser)["tally"][1][1] == "Yellow (easy)",
               "the panel to say the new opponent", lambda: panel(browser))
    print(f"ok: at 375x667 the menu is a list that fits ({len(items)} items), and a "
          f"tap chose 'Computer, easy' ({panel(browser)['tally'][1]})")


# The open help's rows: each key's cell text, and whether the row lies whole in the
# window.
HELP_ROWS = """
return [...document.querySelectorAll('#help-rows tr')].map(row => {
  const box = row.getBoundingClientRect();
  return [row.cells[0].textContent, box.left >= 0 && box.right <= innerWidth + 0.5];
});
"""


def check_help_by_tap(browser, url, shots):
    """At 375x667 with touch, the Help button opens the help as a table that fits the
    width, and the Close button closes it."""
    emulate(browser, PHONE, touch=True)
    browser.open(url)
    browser.wait_for_status(r"to move")
    tap_button(browser, "help")
    wait_until(lambda: browser.script(HELP_ROWS), "the help's table",
               lambda: browser.script(HELP_ROWS))
    rows = browser.script(HELP_ROWS)
    cut = [key for key, whole in rows if not whole]
    assert not cut, (cut, rows)
    assert any(key.startswith("Enter") for key, _ in rows), rows
    screenshot(browser, shots, "help-375x667")
    tap_button(browser, "close")
    hidden = "return document.getElementById('help').hidden;"
    wait_until(lambda: browser.script(hidden), "the help to close")
    print(f"ok: at 375x667 the help is a table that fits ({len(rows)} keys), closed by a tap")


# The open question's or notice's box: its kind, its words, whether it lies whole in
# the window.
NOTE = """
const note = document.getElementById('note');
const box = note.getBoundingClientRect();
return [note.hidden, document.getElementById('note-kind').textContent,
        document.getElementById('note-text').textContent,
        box.left >= 0 && box.right <= innerWidth];
"""


def check_question_by_tap(browser, url, shots):
    """At 375x667 with touch, New mid-match asks first, in a box whose words fit the
    width; No leaves the match as it was."""
    emulate(browser, PHONE, touch=True)
    browser.fresh(url, '[players]\nopponent = "human"\n', "Red")
    tap(browser, *spots(browser, 6)(4, 5))
    browser.wait_for_status(r"^Red drops in column 4\.")
    tap_button(browser, "new")
    wait_until(lambda: not browser.script(NOTE)[0], "the question", lambda: browser.script(NOTE))
    _, kind, text, whole = browser.script(NOTE)
    assert (kind, text, whole) == ("Question", "Abandon this match and start a new one?",
                                   True), browser.script(NOTE)
    screenshot(browser, shots, "question-375x667")
    # The question's own No, in its dialog (question_test.py checks the dialog).
    box = browser.script(
        "const r = document.querySelector('#note button[data-note=no]')"
        ".getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];")
    tap(browser, *box)
    wait_until(lambda: browser.script(NOTE)[0], "the question to close")
    assert panel(browser)["status"].startswith("Yellow to move"), panel(browser)
    print(f"ok: at 375x667 a question is a box that fits ({text!r}), answered by a tap")


def main(url, shots=None):
    browser = Browser()
    try:
        check_side_panel(browser, url, shots)
        check_phone(browser, url, shots)
        check_puzzle_panel(browser, url, shots)
        check_menu_by_tap(browser, url, shots)
        check_help_by_tap(browser, url, shots)
        check_help_words(browser, url, shots)
        check_checkers_help(browser, url)
        check_question_by_tap(browser, url, shots)
    finally:
        browser.quit()


if __name__ == "__main__":
    main(*sys.argv[1:])
