#!/usr/bin/env python3
"""The settings as a form, in a real headless Chromium (WebDriver, as page_test.py):
it shows the config in effect; choices made with the keys and the mouse (a name, the
opponent, the board's size, the animation, the sound) and saved take effect, are
kept in the config as text (which Advanced shows) and last across another reload; a
name the config refuses is refused with its error; another game chosen there is
played; at a phone's size the form fits the width, every field and box a finger's
size (screenshots kept to be looked at).

usage: settings_test.py URL [SHOTS_DIR]    (URL: the page served, e.g. by `cargo web`)
"""

import sys

from device import SPOTS, emulate, screenshot, tap
from page_test import Browser, wait_until
from panels_test import SMALL_TARGETS

DESKTOP = (1280, 900)
PHONE = (375, 667)

# The form's fields as they show: text and selects by value, boxes ticked or not.
FORM = """
const value = id => {
  const field = document.getElementById(id);
  return field.type === 'checkbox' ? field.checked : field.value;
};
return Object.fromEntries(['set-game', 'set-one', 'set-two', 'set-opponent', 'set-preset',
  'set-columns', 'set-rows', 'set-animation', 'set-sound'].map(id => [id, value(id)]));
"""

# Each of the form's fields with no label of its own: a screen reader could not name it.
UNLABELLED = """
return [...document.querySelectorAll('#settings-form input, #settings-form select')]
  .filter(field => field.labels.length === 0 || !field.labels[0].textContent.trim())
  .map(field => field.id);
"""

CENTRE = """
const box = document.getElementById(arguments[0]).getBoundingClientRect();
return [box.left + box.width / 2, box.top + box.height / 2];
"""

KEPT = "return localStorage.getItem('connect4.config.toml') || '';"
ERROR = "return document.getElementById('config-error').textContent;"


def open_settings(browser):
    """Opens the Settings panel with a click on its summary."""
    browser.click(*browser.script(
        "const box = document.querySelector('#settings > summary').getBoundingClientRect();"
        "return [box.left + box.width / 2, box.top + box.height / 2];"))
    wait_until(lambda: browser.script("return document.getElementById('settings').open;"),
               "the settings to open")


def focus(browser, field):
    browser.script("document.getElementById(arguments[0]).focus();", field)


def matchup(browser):
    return browser.script("return document.getElementById('matchup').textContent;")


def check_form_saves(browser, url, shots):
    """The form shows the config in effect; the first name typed, the opponent and
    the columns chosen with the arrows, the animation unticked with Space and the
    sound with a click, then Enter: the page comes back with Ann playing hard on 8x6,
    the config kept holding those lines, the sound off; and again after a reload."""
    emulate(browser, DESKTOP, touch=False)
    browser.fresh(url, '# my notes\n[players]\nopponent = "human"\n', "Red")
    open_settings(browser)
    shown = browser.script(FORM)
    assert shown == {
        "set-game": "connect4", "set-one": "Red", "set-two": "Yellow",
        "set-opponent": "human", "set-preset": "default", "set-columns": "7",
        "set-rows": "6", "set-animation": True, "set-sound": shown["set-sound"],
    }, shown
    assert not browser.script(UNLABELLED), browser.script(UNLABELLED)
    screenshot(browser, shots, "settings-1280x900")
    focus(browser, "set-opponent")
    browser.keys("\ue015\ue015\ue015")  # Down three times: human, easy, medium, hard
    focus(browser, "set-columns")
    browser.keys("\ue015")  # Down: 7 to 8
    focus(browser, "set-animation")
    browser.keys(" ")
    browser.click(*browser.script(CENTRE, "set-sound"))
    sound = not shown["set-sound"]
    focus(browser, "set-one")
    browser.script("document.getElementById('set-one').select();")
    browser.keys("Ann\ue007")  # Enter saves
    browser.wait_for_status(r"^Ann to move")
    wait_until(lambda: len(browser.script(SPOTS)) == 48, "a board of 8x6",
               lambda: browser.script(SPOTS))
    wait_until(lambda: "8x6" in matchup(browser), "the matchup", lambda: matchup(browser))
    kept = browser.script(KEPT)
    for line in ('# my notes', 'one = "Ann"', 'opponent = "hard"', 'columns = 8',
                 'animation = false'):
        assert line in kept, (line, kept)
    pressed = "return document.getElementById('sound').getAttribute('aria-pressed');"
    assert browser.script(pressed) == str(sound).lower(), browser.script(pressed)
    browser.open(url)
    browser.wait_for_status(r"to move")
    wait_until(lambda: len(browser.script(SPOTS)) == 48, "a board of 8x6 again")
    shown = browser.script(FORM)
    assert (shown["set-one"], shown["set-opponent"], shown["set-columns"]) == \
        ("Ann", "hard", "8"), shown
    assert (shown["set-animation"], shown["set-sound"]) == (False, sound), shown
    print(f"ok: the settings form saves a name, the opponent, the size, the animation "
          f"and the sound, kept across a reload ({matchup(browser)!r}; kept: "
          f"{kept.strip()!r})")


def check_form_refuses_and_switches_game(browser, url):
    """A first name of 30 letters is refused with the config's own error and nothing
    is kept; Checkers chosen as the game is played once saved."""
    emulate(browser, DESKTOP, touch=False)
    browser.fresh(url, '[players]\nopponent = "human"\n', "Red")
    before = browser.script(KEPT)
    open_settings(browser)
    focus(browser, "set-one")
    browser.script("document.getElementById('set-one').select();")
    browser.keys("A" * 30 + "\ue007")
    wait_until(lambda: browser.script(ERROR), "the error", lambda: browser.script(ERROR))
    error = browser.script(ERROR)
    assert "settings:" in error and "players.one" in error, error
    assert browser.script(KEPT) == before, browser.script(KEPT)
    browser.script("document.getElementById('set-one').value = 'Red';")
    browser.script("document.getElementById('set-game').value = 'checkers';")
    browser.click(*browser.script(CENTRE, "settings-save"))
    browser.wait_for_status(r"^Black to move")
    assert 'game = "checkers"' in browser.script(KEPT), browser.script(KEPT)
    print(f"ok: the form refuses a bad name ({error!r}) and switches the game to checkers")


def check_form_on_phone(browser, url, shots):
    """At 375x667 with touch, the open form and everything in it lie within the
    width, and every control in it is at least 44 px each way; a tap on a box ticks
    it."""
    emulate(browser, PHONE, touch=True)
    browser.fresh(url, '[players]\nopponent = "human"\n', "Red")
    tap(browser, *browser.script(
        "const box = document.querySelector('#settings > summary').getBoundingClientRect();"
        "return [box.left + box.width / 2, box.top + box.height / 2];"))
    wait_until(lambda: browser.script("return document.getElementById('settings').open;"),
               "the settings to open")
    browser.script("document.getElementById('set-animation').scrollIntoView();")
    small = browser.script(SMALL_TARGETS)
    assert not small, small
    outside = browser.script(
        "return [...document.querySelectorAll('#settings-form, #settings-form *')]"
        ".filter(e => { const box = e.getBoundingClientRect();"
        "  return box.width > 0 && (box.left < 0 || box.right > innerWidth); })"
        ".map(e => e.id || e.tagName);")
    assert not outside, outside
    ticked = "return document.getElementById('set-animation').checked;"
    before = browser.script(ticked)
    tap(browser, *browser.script(CENTRE, "set-animation"))
    wait_until(lambda: browser.script(ticked) != before, "the box to be ticked")
    screenshot(browser, shots, "settings-375x667")
    print("ok: at 375x667 the settings form and all in it fit the width, every control "
          "44 px or more, and a tap ticks a box")


def main(url, shots=None):
    browser = Browser()
    try:
        check_form_saves(browser, url, shots)
        check_form_refuses_and_switches_game(browser, url)
        check_form_on_phone(browser, url, shots)
    finally:
        browser.quit()


if __name__ == "__main__":
    main(*sys.argv[1:])
