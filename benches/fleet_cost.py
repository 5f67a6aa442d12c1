#!/usr/bin/env python3
"""What a move costs a fleet, from two snapshots taken around a measure: the nodes'
CPU, PostgreSQL's CPU (every process of its cluster), the statements and
transactions PostgreSQL ran (pg_stat_statements, pg_stat_database), and the bytes
between the nodes and PostgreSQL (every TCP socket to its port, as `ss` counts
them), each divided by the moves the nodes stored meanwhile.

Usage: fleet_cost.py snapshot OUT PGBIN PGPORT POSTMASTER_PID NODE_PORT:NODE_PID...
       fleet_cost.py diff BEFORE AFTER"""
import json
import os
import re
import subprocess
import sys
import urllib.request

TICK = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def cluster_cpu(postmaster):
    children = subprocess.run(["pgrep", "-P", str(postmaster)], capture_output=True, text=True)
    pids = [postmaster] + [int(p) for p in children.stdout.split()]
    total = 0.0
    for pid in pids:
        try:
            total += cpu_seconds(pid)
        except OSError:
            pass  # a backend gone meanwhile
    return total


def psql(pgbin, port, sql):
    out = subprocess.run(
        [f"{pgbin}/psql", "-h", "127.0.0.1", "-p", port, "-U", "postgres", "-d", "fleet", "-Atc", sql],
        capture_output=True, text=True, check=True)
    return out.stdout.strip()


def socket_bytes(port):
    out = subprocess.run(["ss", "-tinH", "dst", f"127.0.0.1:{port}"], capture_output=True, text=True).stdout
    sent = sum(int(x) for x in re.findall(r"bytes_sent:(\d+)", out))
    received = sum(int(x) for x in re.findall(r"bytes_received:(\d+)", out))
    return sent, received


def moves(node_port):
    with urllib.request.urlopen(f"http://127.0.0.1:{node_port}/metrics", timeout=5) as r:
        for line in r.read().decode().splitlines():
            if line.startswith("connect4_moves_total "):
                return float(line.split()[1])
    return 0.0


def snapshot(out, pgbin, port, postmaster, nodes):
    pairs = [n.split(":") for n in nodes]
    sent, received = socket_bytes(port)
    shot = {
        "moves": sum(moves(p) for p, _ in pairs),
        "node_cpu": sum(cpu_seconds(int(pid)) for _, pid in pairs),
        "pg_cpu": cluster_cpu(int(postmaster)),
        "statements": float(psql(pgbin, port, "SELECT COALESCE(sum(calls), 0) FROM pg_stat_statements") or 0),
        "transactions": float(psql(pgbin, port, "SELECT sum(xact_commit + xact_rollback) FROM pg_stat_database")),
        "sent": sent,
        "received": received,
    }
    with open(out, "w") as f:
        json.dump(shot, f)


def diff(before_file, after_file):
    before, after = (json.load(open(f)) for f in (before_file, after_file))
    d = {k: after[k] - before[k] for k in before}
    n = d["moves"] or 1
    print(f"cost of a move over {int(d['moves'])} moves: nodes' CPU {d['node_cpu'] / n * 1e6:.0f} us, "
          f"PostgreSQL's CPU {d['pg_cpu'] / n * 1e6:.0f} us, {d['statements'] / n:.2f} statements, "
          f"{d['transactions'] / n:.2f} transactions, {d['sent'] / n:.0f} bytes to PostgreSQL and "
          f"{d['received'] / n:.0f} back")


if sys.argv[1] == "snapshot":
    snapshot(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6:])
else:
    diff(sys.argv[2], sys.argv[3])
