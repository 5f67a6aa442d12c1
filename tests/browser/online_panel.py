"""The Online panel, as online_test.py and lobby_test.py fill it: its fields filled
and a button pressed, and what it says back."""

# The Online panel's fields, filled and a button pressed.
CHOOSE = """
const [name, code, clock, button] = arguments;
document.getElementById('online').open = true;
document.getElementById('online-name').value = name;
if (code !== null) document.getElementById('online-code').value = code;
if (clock !== null) document.getElementById('online-clock').value = clock;
document.getElementById(button).click();
"""


def said(browser):
    return browser.script("return document.getElementById('online-said').textContent;")
