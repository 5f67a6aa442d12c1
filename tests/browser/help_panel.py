"""The help as written for the page (src/web/boxes/help_guide.rs): opened with the mouse at
1280x900 and by a tap at 375x667, it first says how to play, what each button under
the board does (by the words the buttons show), what the hints mean and how to play
online, within the width, and then lists the keys as a table; the key the first
part names for the help is the key map's own (a key set in the config shows in both).
Checkers' help says how checkers is played, in none of Connect 4's words.

Used by panels_test.py."""

import re

from device import emulate, screenshot
from game_test import tap_button
from page_test import wait_until

DESKTOP = (1280, 900)
PHONE = (375, 667)

# The help key moved to Ctrl-G first (? second): the first part must say Ctrl-G.
CONFIG = '[players]\nopponent = "human"\n\n[keys]\nhelp = ["ctrl-g", "?"]\n'

HEADINGS = ["How to play", "The buttons", "Hints", "Online", "With a keyboard"]

# The open help as a person reads it: the guide's sections, the keys' rows, whether
# the guide comes first and every paragraph lies whole in the window, and the words
# of the buttons the page shows under the board (without the menu's own).
HELP = """
const help = document.getElementById('help');
const guide = document.getElementById('help-guide');
const rows = document.getElementById('help-rows');
const words = el => el.textContent.replace(/\\s+/g, ' ').trim();
const heads = [...guide.querySelectorAll('h3')];
return {
  hidden: help.hidden,
  title: words(document.getElementById('help-title')),
  sections: heads.map(h => [words(h), h.nextElementSibling ? words(h.nextElementSibling) : '']),
  keys: [...rows.querySelectorAll('tr')].map(row => [words(row.cells[0]), words(row.cells[1])]),
  keysTitle: words(document.getElementById('help-keys')),
  guideFirst: !!(guide.compareDocumentPosition(rows) & Node.DOCUMENT_POSITION_FOLLOWING),
  whole: [...guide.querySelectorAll('p')].every(p => {
    const box = p.getBoundingClientRect();
    return box.left >= 0 && box.right <= innerWidth + 0.5;
  }),
  buttons: [
    ...[...document.querySelectorAll('#bar button')]
      .filter(b => b.dataset.for.split(' ').includes('board')),
    document.getElementById('sound'),
    document.querySelector('#settings > summary'),
    document.getElementById('online-summary'),
    document.getElementById('side-toggle'),
  ].map(words),
};
"""


def read_help(browser):
    facts = browser.script(HELP)
    assert not facts["hidden"], facts
    sections = dict(facts["sections"])
    assert [name for name, _ in facts["sections"]] == HEADINGS, facts["sections"]
    assert facts["guideFirst"], "the keys come before the guide"
    # Every button the page shows for the board is named in its section, by its words.
    missing = [word for word in facts["buttons"]
               if not re.search(rf"\b{re.escape(word)}\b", sections["The buttons"])]
    assert not missing, (missing, sections["The buttons"])
    # The hints' labels are explained, and online's lobby is tapped.
    assert all(label in sections["Hints"] for label in ("W and a number", "D ", "L and")), \
        sections["Hints"]
    assert "tap a challenge" in sections["Online"], sections["Online"]
    # The keys: still every key, the help's own first as the key map gives it.
    keys = dict(facts["keys"])
    assert any(key.startswith("Enter") for key in keys), facts["keys"]
    help_keys = [key for key, does in facts["keys"] if "help" in does]
    assert help_keys, facts["keys"]
    first = help_keys[0].split(", ")[0]
    assert first != "?" and "?" in help_keys[0], help_keys
    assert f"there {first} opens this help" in sections["With a keyboard"], \
        (first, sections["With a keyboard"])
    assert facts["keysTitle"].startswith(f"Keys on the board ({first} or"), facts["keysTitle"]
    return facts


def check_help_words(browser, url, shots):
    """At 1280x900 the Help button, clicked, opens the help for a mouse first, then
    the keys; at 375x667 with touch, tapped, the same within the width."""
    emulate(browser, DESKTOP, touch=False)
    browser.fresh(url, CONFIG, "Red")
    box = browser.script(
        "const r = document.querySelector(\"#bar button[data-action='help']\")"
        ".getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];")
    browser.click(*box)
    wait_until(lambda: not browser.script("return document.getElementById('help').hidden;"),
               "the help to open")
    facts = read_help(browser)
    assert facts["title"] == "Help: Connect 4", facts["title"]
    assert facts["whole"], "the guide's words run out of the window"
    screenshot(browser, shots, "help-1280x900")
    emulate(browser, PHONE, touch=True)
    browser.open(url)
    browser.wait_for_status(r"to move")
    tap_button(browser, "help")
    wait_until(lambda: not browser.script("return document.getElementById('help').hidden;"),
               "the help to open by a tap")
    facts = read_help(browser)
    assert facts["whole"], "the guide's words run out of a phone's width"
    screenshot(browser, shots, "help-guide-375x667")
    print(f"ok: the help says how to play and names every button "
          f"({', '.join(facts['buttons'])}) before the keys ({len(facts['keys'])} rows, "
          f"the help's key from the key map), at 1280x900 and at 375x667")


def check_checkers_help(browser, url):
    """With checkers chosen, the help says how checkers is played (pieces, squares,
    captures, kings) and what its hints name, in none of Connect 4's words."""
    emulate(browser, DESKTOP, touch=False)
    browser.fresh(url, 'game = "checkers"\n[players]\nopponent = "human"\n', "Black")
    tap_button(browser, "help")
    wait_until(lambda: not browser.script("return document.getElementById('help').hidden;"),
               "checkers' help to open")
    facts = browser.script(HELP)
    sections = dict(facts["sections"])
    assert facts["title"] == "Help: checkers", facts["title"]
    rules, hints = sections["How to play"], sections["Hints"]
    for word in ("piece", "square", "captures", "king"):
        assert word in rules, (word, rules)
    assert "move" in hints, hints
    connect4 = re.compile(r"\b(disc|discs|column|columns|four|W and a number)\b")
    said = [f"{name}: {words}" for name, words in facts["sections"] if name != "Online"]
    assert not any(connect4.search(words) for words in said), said
    print("ok: checkers' help says how checkers is played and what its hints name, "
          "in none of Connect 4's words")
