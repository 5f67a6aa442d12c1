#!/usr/bin/env python3
"""Questions and notices as dialogs with their own buttons, in a real headless
Chromium (WebDriver, as page_test.py): New mid-match asks "Abandon this match…?" in
a dialog whose Yes and No are its own (the bar under the board shows none), the
focus on No and kept within the dialog by Tab; No (Enter on it) keeps the match and
gives the focus back to the board, Yes starts a new match, Esc answers no; a notice
has its own Close. Screenshots of the question at a desktop's size and a phone's.

usage: question_test.py URL [SHOTS_DIR]    (URL: the page served, e.g. by `cargo web`)
"""

import sys

from device import emulate, screenshot, spots, tap
from game_test import tap_button
from page_test import Browser, wait_until

DESKTOP = (1280, 900)
PHONE = (375, 667)
TWO_PLAYERS = '[players]\nopponent = "human"\n'

# The dialog: hidden or not, its kind and words, its buttons shown (answer, middle,
# whole in the window), the focus's answer or id, and the bar's buttons shown.
NOTE = """
const note = document.getElementById('note');
const shown = [...note.querySelectorAll('button')].filter(b => b.offsetParent !== null);
const focused = document.activeElement;
return {hidden: note.hidden,
        kind: document.getElementById('note-kind').textContent,
        text: document.getElementById('note-text').textContent,
        buttons: shown.map(b => {
          const r = b.getBoundingClientRect();
          return [b.dataset.note, r.left + r.width / 2, r.top + r.height / 2,
                  r.left >= 0 && r.right <= innerWidth];
        }),
        focus: focused && (focused.dataset.note || focused.id),
        bar: [...document.querySelectorAll('#bar button')]
          .filter(b => b.offsetParent !== null).map(b => b.dataset.action)};
"""
MOVES = "return document.querySelectorAll('#moves li').length;"


def note(browser):
    return browser.script(NOTE)


def answer(browser, name, touch=False):
    (x, y), = [(x, y) for answer, x, y, _ in note(browser)["buttons"] if answer == name]
    if touch:
        tap(browser, x, y)
    else:
        browser.click(x, y)


def asked(browser, touch=False):
    """A drop, then New: the question's dialog."""
    spot = spots(browser, 6)(4, 5)
    if touch:
        tap(browser, *spot)
    else:
        browser.click(*spot)
    browser.wait_for_status(r"drops in column 4\.")
    tap_button(browser, "new")
    wait_until(lambda: not note(browser)["hidden"] and note(browser)["focus"] == "no",
               "the question, the focus on No", lambda: note(browser))
    return note(browser)


def check_question(browser, url, shots):
    """At 1280x900: the dialog's own Yes and No, none in the bar, the focus on No
    and kept within by Tab; Enter on No keeps the match, the focus back on the
    board; Esc answers no too; Yes starts a new match."""
    emulate(browser, DESKTOP, touch=False)
    browser.fresh(url, TWO_PLAYERS, "Red")
    seen = asked(browser)
    assert (seen["kind"], seen["text"]) == ("Question",
                                            "Abandon this match and start a new one?"), seen
    assert [name for name, _, _, _ in seen["buttons"]] == ["yes", "no"], seen
    assert seen["bar"] == [], seen
    screenshot(browser, shots, "question-1280x900")
    browser.keys("\ue004")  # Tab from No, the last: round to Yes
    assert note(browser)["focus"] == "yes", note(browser)
    browser.keys("\ue004")
    assert note(browser)["focus"] == "no", note(browser)
    browser.keys("\ue007")  # Enter on No
    wait_until(lambda: note(browser)["hidden"], "No to close the question")
    assert browser.script(MOVES) == 1, browser.script(MOVES)
    wait_until(lambda: note(browser)["focus"] == "game", "the focus back on the board",
               lambda: note(browser))
    tap_button(browser, "new")
    wait_until(lambda: not note(browser)["hidden"], "the question again")
    browser.keys("\ue00c")  # Esc
    wait_until(lambda: note(browser)["hidden"], "Esc to answer no")
    assert browser.script(MOVES) == 1, browser.script(MOVES)
    tap_button(browser, "new")
    wait_until(lambda: not note(browser)["hidden"], "the question once more")
    answer(browser, "yes")
    wait_until(lambda: note(browser)["hidden"], "Yes to close the question")
    browser.wait_for_status(r"^Yellow to move")  # a new match, the starter alternates
    assert browser.script(MOVES) == 0, browser.script(MOVES)
    print(f"ok: a question is a dialog with its own Yes and No ({seen['text']!r}, none "
          f"in the bar), the focus on No and kept within; No and Esc keep the match, "
          f"Yes starts a new one")


def check_notice(browser, url):
    """A notice (a damaged scoreboard kept aside) has its own Close, which closes it."""
    emulate(browser, DESKTOP, touch=False)
    browser.script("localStorage.setItem('connect4.scores.toml', 'version = [');")
    browser.open(url)
    wait_until(lambda: not note(browser)["hidden"] and note(browser)["focus"] == "close",
               "the notice, the focus on Close", lambda: note(browser))
    seen = note(browser)
    assert seen["kind"] == "Notice" and "could not be read" in seen["text"], seen
    assert [name for name, _, _, _ in seen["buttons"]] == ["close"], seen
    answer(browser, "close")
    wait_until(lambda: note(browser)["hidden"], "Close to close the notice")
    print("ok: a notice is a dialog with its own Close")


def check_phone(browser, url, shots):
    """At 375x667 with touch the question's buttons fit the width; a tap on No."""
    emulate(browser, PHONE, touch=True)
    browser.fresh(url, TWO_PLAYERS, "Red")
    seen = asked(browser, touch=True)
    assert all(whole for _, _, _, whole in seen["buttons"]), seen
    screenshot(browser, shots, "question-dialog-375x667")
    answer(browser, "no", touch=True)
    wait_until(lambda: note(browser)["hidden"], "a tap on No to close the question")
    assert browser.script(MOVES) == 1, browser.script(MOVES)
    print("ok: at 375x667 the question's own buttons fit, and a tap on No answers it")


def main(url, shots=None):
    browser = Browser()
    try:
        check_question(browser, url, shots)
        check_notice(browser, url)
        check_phone(browser, url, shots)
    finally:
        browser.quit()


if __name__ == "__main__":
    main(*sys.argv[1:])
