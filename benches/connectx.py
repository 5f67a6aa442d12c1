"""Plays `connect4 agent` against kaggle-environments' built-in ConnectX agents, both
ways, and prints each game and the score. Run by benches/connectx.sh, which makes the
venv and builds connect4; see docs/connectx.md."""

import argparse
import contextlib
import io
import platform
import re
import statistics
import subprocess
import sys
import threading
import time


def start_agent(connect4, level, log):
    """`connect4 agent` on a free port; its URL, and the process."""
    agent = subprocess.Popen(
        [connect4, "agent", "--listen", "127.0.0.1:0", "--level", level],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        text=True,
    )
    first = agent.stderr.readline()
    found = re.search(r"(http://\S+/)", first)
    if not found:
        agent.kill()
        sys.exit(f"connectx: the agent did not start: {first!r}")
    log.write(first)

    def drain():
        for line in agent.stderr:
            log.write(line)
            log.flush()

    threading.Thread(target=drain, daemon=True).start()
    return found.group(1), agent


def play(make, agents, act_timeout):
    """One game; the environment's final state."""
    env = make("connectx", configuration={"actTimeout": act_timeout}, debug=False)
    env.run(agents)
    return env


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--connect4", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--games", type=int, default=5, help="games each way")
    parser.add_argument("--level", default="perfect")
    parser.add_argument("--opponent", default="negamax", help="negamax or random")
    parser.add_argument("--act-timeout", type=float, default=2.0)
    args = parser.parse_args()

    # The environments whose dependencies are not installed say so on import.
    with contextlib.redirect_stdout(io.StringIO()):
        import kaggle_environments
    make = kaggle_environments.make

    with open(args.log, "w") as log:
        url, agent = start_agent(args.connect4, args.level, log)
        print(f"connect4 agent --level {args.level} at {url} against {args.opponent}, "
              f"kaggle-environments {kaggle_environments.__version__}, Python "
              f"{platform.python_version()}, actTimeout {args.act_timeout:g} s, "
              f"{time.strftime('%Y-%m-%d')}")
        results = {}
        try:
            for side, order in (("first", 0), ("second", 1)):
                tally = results.setdefault(side, {"win": 0, "draw": 0, "loss": 0, "error": 0})
                for game in range(1, args.games + 1):
                    agents = [url, args.opponent] if order == 0 else [args.opponent, url]
                    started = time.monotonic()
                    env = play(make, agents, args.act_timeout)
                    mine = env.state[order]
                    plies = sum(1 for cell in env.state[0].observation.board if cell)
                    outcome = {1: "win", 0: "draw", -1: "loss"}.get(mine.reward, "error")
                    tally[outcome] += 1
                    said = f" ({mine.status})" if outcome == "error" else ""
                    print(f"  agent {side}, game {game}: {outcome}{said} in {plies} plies, "
                          f"{time.monotonic() - started:.1f} s", flush=True)
        finally:
            agent.terminate()
            agent.wait()

    print()
    print("| agent moves | games | wins | draws | losses | errors |")
    print("| --- | --- | --- | --- | --- | --- |")
    for side, tally in results.items():
        games = sum(tally.values())
        print(f"| {side} | {games} | {tally['win']} | {tally['draw']} | {tally['loss']} "
              f"| {tally['error']} |")
    with open(args.log) as log:
        times = [int(t) for t in re.findall(r" in (\d+) ms$", log.read(), re.M)]
    if times:
        print(f"\nthe agent's {len(times)} answers: median {statistics.median(times):.0f} ms, "
              f"longest {max(times)} ms (actTimeout {args.act_timeout:g} s)")


if __name__ == "__main__":
    main()
