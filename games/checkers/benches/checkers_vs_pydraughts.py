"""The referee of checkers_vs_pydraughts.sh: connect4's computer (through
`connect4 checkers hub`) against py-draughts' SimpleEngine, the ACF ballots, both
colours, at equal time.

py-draughts numbers the board from the other side and calls the side that moves
first White: its square n is our 33 - n, its White our Black. Its American board
lets a capture be declined; here a capture is compulsory for both, as the rules
are, so its board is given only the captures when there are any. The game ends as
our rules end it: no move loses; the same position a third time, or 40 moves each
without a capture or a man's move, draws; a game still going at 300 plies is drawn.
"""

import argparse
import json
import os
import subprocess
import sys
import time

from draughts import SimpleEngine
from draughts.boards.american import Board


class CompulsoryBoard(Board):
    """py-draughts' American board with captures compulsory."""

    @property
    def legal_moves(self):
        moves = super().legal_moves
        captures = [m for m in moves if m.captured_list]
        return captures or moves


def ours(their_move):
    """A py-draughts move in our notation."""
    squares = [33 - (s + 1) for s in their_move.square_list]
    joint = "x" if their_move.captured_list else "-"
    return joint.join(str(s) for s in squares)


def theirs(board, notation):
    """Our move found among py-draughts' legal moves."""
    for move in board.legal_moves:
        if ours(move) == notation:
            return move
    # A capture may be written by its ends alone.
    ends = notation.replace("x", "-").split("-")
    for move in board.legal_moves:
        written = ours(move).replace("x", "-").split("-")
        if (written[0], written[-1]) == (ends[0], ends[-1]):
            return move
    raise ValueError(f"{notation} is not legal for py-draughts")


class Hub:
    """connect4 checkers hub, one process for the whole match."""

    def __init__(self, binary, level, time_ms):
        self.process = subprocess.Popen(
            [binary, "checkers", "hub", "--level", level, "--time-ms", str(time_ms)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.send("init")
        self.expect("ready")

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def expect(self, prefix):
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("connect4 checkers hub ended")
            if line.startswith("error"):
                raise RuntimeError(line.strip())
            if line.startswith(prefix):
                return line.strip()

    def move(self, moves):
        self.send('pos moves="' + " ".join(moves) + '"')
        self.send("go think")
        return self.expect("done move=")[len("done move=") :]


def position_key(board):
    return (board.white_men, board.white_kings, board.black_men, board.black_kings, board.turn)


def play(ballot, we_black, hub, engine):
    """One game from `ballot`; 1 if we win, 0.5 a draw, 0 a loss."""
    board = CompulsoryBoard()
    moves = []
    for notation in ballot:
        move = theirs(board, notation)
        board.push(move)
        moves.append(notation)
    hub.send("new-game")
    seen = {position_key(board): 1}
    quiet = 0
    while True:
        legal = board.legal_moves
        black_to_move = len(moves) % 2 == 0
        if not legal:
            # The side to move has lost.
            return (0.0 if black_to_move == we_black else 1.0), moves
        if len(moves) >= 300:
            return 0.5, moves
        if black_to_move == we_black:
            notation = hub.move(moves)
            move = theirs(board, notation)
        else:
            move = engine.get_best_move(board)
            notation = ours(move)
        man = not board_is_king(board, move.square_list[0])
        board.push(move)
        moves.append(notation)
        quiet = 0 if (man or move.captured_list) else quiet + 1
        key = position_key(board)
        seen[key] = seen.get(key, 0) + 1
        if seen[key] >= 3 or quiet >= 80:
            return 0.5, moves


def board_is_king(board, square):
    return bool(((board.white_kings | board.black_kings) >> square) & 1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--connect4", required=True)
    parser.add_argument("--ballots-file", required=True)
    parser.add_argument("--log-default", required=True)
    parser.add_argument("--log")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--time-ms", type=int, default=1000)
    parser.add_argument("--ballots", type=int, default=0, help="only the first N (0: all)")
    args = parser.parse_args()
    log = args.log or args.log_default
    ballots = []
    with open(args.ballots_file) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                number, *moves = line.split()
                ballots.append((int(number), moves))
    if args.ballots:
        ballots = ballots[: args.ballots]
    done = {}
    if os.path.exists(log):
        with open(log) as f:
            for line in f:
                game = json.loads(line)
                if (game["level"], game["time_ms"]) == (args.level, args.time_ms):
                    done[(game["ballot"], game["black"])] = game["score"]
    hub = Hub(args.connect4, args.level, args.time_ms)
    engine = SimpleEngine(depth_limit=64, time_limit=args.time_ms / 1000)
    started = time.time()
    for number, moves in ballots:
        for we_black in (True, False):
            if (number, we_black) in done:
                continue
            score, played = play(moves, we_black, hub, engine)
            done[(number, we_black)] = score
            with open(log, "a") as f:
                f.write(json.dumps({"level": args.level, "time_ms": args.time_ms,
                                    "ballot": number, "black": we_black, "score": score,
                                    "moves": " ".join(played)}) + "\n")
            scores = list(done.values())
            wins, draws = scores.count(1.0), scores.count(0.5)
            print(f"ballot {number} ({'Black' if we_black else 'White'}): {score}; "
                  f"+{wins} ={draws} -{len(scores) - wins - draws} "
                  f"({time.time() - started:.0f} s)", file=sys.stderr, flush=True)
    scores = [done[(n, b)] for n, _ in ballots for b in (True, False)]
    wins, draws = scores.count(1.0), scores.count(0.5)
    losses = len(scores) - wins - draws
    print(f"{args.level} at {args.time_ms} ms v py-draughts SimpleEngine at {args.time_ms} ms, "
          f"{len(ballots)} ballots x 2 colours: +{wins} ={draws} -{losses}, "
          f"{100 * sum(scores) / len(scores):.1f} %")
    hub.send("quit")


if __name__ == "__main__":
    main()
