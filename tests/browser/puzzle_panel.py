"""A puzzle's side panel, read from the DOM (run by panels_test.py): opened by the
address (`?puzzle`) at a desktop's size, the panel gives the puzzle's number, goal
and grade, the rating, the streak and the counts, and after a move its line, none of
it drawn in the grid of text; at a phone's size the line over the board names the
puzzle and its goal, and the Moves button opens the panel whole."""

import re

from device import SIDE_BOX, emulate, screenshot
from page_test import play_in_puzzle, wait_until

DESKTOP = (1280, 900)
PHONE = (375, 667)


# What the side panel says while a puzzle is open.
PUZZLE = """
return {
  title: document.getElementById('matchup').textContent,
  facts: [...document.querySelectorAll('#puzzle-facts dt')].map(term =>
    [term.textContent, term.nextElementSibling.textContent]),
  factsShown: !document.getElementById('puzzle-facts').hidden,
  tallyShown: !document.getElementById('tally').hidden,
  movesTitle: document.getElementById('moves-title').textContent,
  moves: [...document.querySelectorAll('#moves li')].map(item => item.textContent),
  grid: document.getElementById('game').textContent,
};
"""


def check_puzzle_panel(browser, url, shots):
    """A puzzle opened by the address: the side panel is the page's own, read from
    the DOM (the puzzle's number, its goal and grade, the rating, the streak and the
    counts, then the line played), and the grid of text draws none of it."""
    emulate(browser, DESKTOP, touch=False)
    browser.open(url + "?puzzle")
    browser.wait_for_status(r"to play")
    wait_until(lambda: browser.script(PUZZLE)["factsShown"], "the puzzle's panel",
               lambda: browser.script(PUZZLE))
    seen = browser.script(PUZZLE)
    assert seen["title"].startswith(("Puzzle ", "Today's puzzle")), seen
    assert [label for label, _ in seen["facts"]] == [
        "Goal", "Grade", "Rating", "Streak", "Solved"], seen
    goal = dict(seen["facts"])["Goal"]
    assert goal.startswith(("Win in ", "Only move")), seen
    assert not seen["tallyShown"] and seen["movesTitle"] == "Line", seen
    for drawn_as_text in ("Rating", "Solved", "Line", "grade"):
        assert drawn_as_text not in seen["grid"], (drawn_as_text, seen["grid"])
    play_in_puzzle(browser)
    wait_until(lambda: browser.script(PUZZLE)["moves"], "the line in the panel",
               lambda: browser.script(PUZZLE))
    line = browser.script(PUZZLE)["moves"]
    assert re.fullmatch(r"\d+\. \w+ \d", line[0]), line
    screenshot(browser, shots, "puzzle-1280x900")
    # At a phone's width, the line over the board names the puzzle, and the Moves
    # button opens its panel.
    emulate(browser, PHONE, touch=True)
    score = "return document.getElementById('score').textContent;"
    wait_until(lambda: browser.script(score) == f"{seen['title']} · {goal}",
               "the puzzle over the board", lambda: browser.script(score))
    browser.script("document.getElementById('side-toggle').click();")
    wait_until(lambda: browser.script(SIDE_BOX)[0] > 200, "the panel to open",
               lambda: browser.script(SIDE_BOX))
    assert browser.script(SIDE_BOX)[2], browser.script(SIDE_BOX)
    screenshot(browser, shots, "puzzle-open-375x667")
    print(f"ok: a puzzle's side panel is the page's own ({seen['title']!r}, "
          f"{seen['facts']}), its line read after a move ({line})")
