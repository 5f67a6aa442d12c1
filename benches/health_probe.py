#!/usr/bin/env python3
"""Asks /health of each node (ports given) every 100 ms while the file FLAG exists, as
a balancer's checks do, and prints per node how long the answers took (p50, p99,
max) and how many were not 200 or took over 250 ms (HAProxy's check timeout with
docs/fleet/haproxy.cfg's `inter 250ms`).

Usage: health_probe.py FLAG PORT..."""
import os
import sys
import threading
import time
import urllib.error
import urllib.request


def probe(port, flag, out):
    while not os.path.exists(flag):
        time.sleep(0.01)
    while os.path.exists(flag):
        start = time.monotonic()
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2) as r:
                code = r.status
        except urllib.error.HTTPError as e:
            code = e.code
        except OSError:
            code = 0
        took = (time.monotonic() - start) * 1000
        out.append((took, code))
        time.sleep(max(0.0, 0.1 - took / 1000))


def main():
    flag, ports = sys.argv[1], sys.argv[2:]
    results = {port: [] for port in ports}
    threads = [threading.Thread(target=probe, args=(p, flag, results[p])) for p in ports]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for i, port in enumerate(ports):
        got = results[port]
        if not got:
            print(f"node {i}: /health never asked")
            continue
        times = sorted(t for t, _ in got)
        pick = lambda q: times[min(len(times) - 1, int(q * len(times)))]
        bad = sum(1 for _, code in got if code != 200)
        slow = sum(1 for t, _ in got if t > 250)
        print(f"node {i}: /health asked {len(got)} times: p50 {pick(0.5):.1f} ms, "
              f"p99 {pick(0.99):.1f} ms, max {times[-1]:.1f} ms; {bad} not 200, {slow} over 250 ms")


main()
