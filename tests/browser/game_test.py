#!/usr/bin/env python3
"""The page as a web game, in a real headless Chromium (WebDriver, as page_test.py):
the first download's size, gzipped, all files counted.

usage: game_test.py URL [SHOTS_DIR]    (the page served, e.g. by `cargo web`)
"""

import gzip
import sys
import urllib.request

from page_test import Browser

# The most the page may cost before it plays, every file gzipped (-9) as a server
# would send it.
FIRST_DOWNLOAD_LIMIT = 1_500_000

# Left out of the module and fetched when first needed: never in the first download.
FETCHED_LATER = ("book.bin", "checkers-endgame-4.bin", "puzzles.txt")

# Every file the page fetched, the page itself first.
FETCHED = """
return [location.href.split('#')[0]].concat(
  performance.getEntriesByType('resource').map(e => e.name));
"""


def gzipped(url):
    with urllib.request.urlopen(url, timeout=60) as response:
        return len(gzip.compress(response.read(), 9))


def check_first_download(browser, url):
    browser.open(url)
    browser.wait_for_status(r"to move")
    files = sorted(set(browser.script(FETCHED)))
    late = [f for f in files if f.rsplit("/", 1)[-1] in FETCHED_LATER]
    assert not late, late
    sizes = {f.rsplit("/", 1)[-1] or "index.html": gzipped(f) for f in files}
    total = sum(sizes.values())
    listed = ", ".join(f"{name} {size:,}" for name, size in sorted(sizes.items()))
    assert total <= FIRST_DOWNLOAD_LIMIT, (total, listed)
    print(f"ok: the first download is {total:,} bytes gzipped ({listed})")


def main(url, shots=None):
    browser = Browser()
    try:
        check_first_download(browser, url)
    finally:
        browser.quit()


if __name__ == "__main__":
    main(*sys.argv[1:])
