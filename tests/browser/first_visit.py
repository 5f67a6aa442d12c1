#!/usr/bin/env python3
"""What a first visit to the page costs, measured in headless Chromium (WebDriver, as
page_test.py): every byte the server sends while a new visitor's page loads and
settles (the page, its workers and its service worker alike), as sent and unpacked;
then, on a network of about 1.6 Mbit/s (devtools' throttling: 200,000 bytes a
second, 150 ms round trips), the time to the first paint and to the playable board.

The bytes are counted by a small proxy of this script's own in front of the server,
so nothing the browser fetches in the background escapes the count. Unpacked sizes
are the files' own in WEB_DIR (a name not found there counts as sent).

usage: first_visit.py URL WEB_DIR [SETTLE_SECONDS]
  (URL: the page served, e.g. by `connect4 serve`; WEB_DIR: the files it serves;
  SETTLE_SECONDS, 8 by default: how long the page is left after it plays, so that
  whatever it fetches in the background is counted)
"""

import http.client
import http.server
import os
import sys
import threading
import time
import urllib.parse

from page_test import Browser, free_port, wait_until

# The headers passed on either way; the proxy speaks HTTP/1.0 to the browser.
PASSED = ("accept-encoding", "if-none-match", "if-modified-since", "range")
KEPT = ("content-type", "content-encoding", "cache-control", "vary", "etag",
        "last-modified", "content-range")

# About 1.6 Mbit/s down, as Lighthouse's mobile preset assumes.
SLOW = {"offline": False, "latency": 150, "downloadThroughput": 200_000,
        "uploadThroughput": 93_750}

# When the first paint came and the board was first drawn (the page marks it), in
# ms since the navigation; null while not yet.
TIMES = """
const paint = performance.getEntriesByName('first-contentful-paint')[0];
const frame = performance.getEntriesByName('first-frame')[0];
return [paint ? paint.startTime : null, frame ? frame.startTime : null];
"""


def proxy(upstream, log):
    """A server on a port of its own that forwards each GET to `upstream` and
    records (path, status, encoding, bytes sent) in `log`."""
    target = urllib.parse.urlsplit(upstream)

    class Counting(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            connection = http.client.HTTPConnection(target.hostname, target.port, timeout=60)
            headers = {k: v for k, v in self.headers.items() if k.lower() in PASSED}
            connection.request("GET", self.path, headers=headers)
            response = connection.getresponse()
            body = response.read()
            connection.close()
            encoding = response.getheader("content-encoding", "")
            log.append((self.path, response.status, encoding, len(body)))
            self.send_response(response.status)
            for name in KEPT:
                if response.getheader(name) is not None:
                    self.send_header(name, response.getheader(name))
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()), Counting)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def unpacked(web_dir, path, sent):
    name = urllib.parse.urlsplit(path).path.rsplit("/", 1)[-1] or "index.html"
    file = os.path.join(web_dir, name)
    return os.path.getsize(file) if os.path.isfile(file) else sent


def measure_bytes(url, web_dir, settle):
    log = []
    server = proxy(url, log)
    browser = Browser()
    try:
        browser.open(f"http://127.0.0.1:{server.server_address[1]}/")
        browser.wait_for_status(r"to move")
        time.sleep(settle)
    finally:
        browser.quit()
        server.shutdown()
    sent = raw = 0
    for path, status, encoding, size in sorted(log):
        full = unpacked(web_dir, path, size) if status == 200 else 0
        sent, raw = sent + size, raw + full
        print(f"  {path:48} {status} {encoding or '-':4} {size:>10,} {full:>10,}")
    print(f"first visit: {len(log)} requests, {sent:,} bytes sent, {raw:,} unpacked")


def measure_slow(url):
    browser = Browser()
    try:
        execute = browser.at("/goog/cdp/execute")
        browser.call("POST", execute, {"cmd": "Network.enable", "params": {}})
        browser.call("POST", execute, {"cmd": "Network.emulateNetworkConditions",
                                       "params": SLOW})
        browser.open(url)
        wait_until(lambda: browser.script(TIMES)[1] is not None,
                   "the board's first frame", lambda: browser.script(TIMES))
        paint, frame = browser.script(TIMES)
        shown = "none" if paint is None else f"{paint / 1000:.2f} s"
        print(f"at 1.6 Mbit/s: first paint {shown}, board drawn and playable "
              f"{frame / 1000:.2f} s")
    finally:
        browser.quit()


def main(url, web_dir, settle="8"):
    measure_bytes(url, web_dir, float(settle))
    measure_slow(url)


if __name__ == "__main__":
    main(*sys.argv[1:])
