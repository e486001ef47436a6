"""The search's fixed work, to be counted in instructions (game/tools/MEASUREMENTS.md, "The AI's
search"): each measured setup's three positions of `bench --ai`, searched 100 iterations by the
tree search (`Rng(7)`) or 100 playouts by the hard agent's paired halving (`Rng(9)`), and a digest
of the answers, so that two trees shown doing the same work are seen giving the same answers.

Run it as a file with the tree to measure first on the path, under valgrind, with
`PYTHONHASHSEED=0` (a dict's order otherwise moves a count by a few million):

    PYTHONHASHSEED=0 PYTHONPATH=TREE valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        python game/tools/search_work.py SETUP MODE

SETUP is a label of `bench --ai` ("arigato", "daitoshi", "daitoshi_solo"); MODE is `base` (the
start-up and the positions alone, subtracted from the others), `tree` or `halving`. It runs in the
oldest trees measured (0089d6b on): it uses only what they share.
"""

from __future__ import annotations

import hashlib
import sys

from game.ai.mcts import MCTSAgent
from game.core.rng import Rng
from game.tools.search_bench import positions, subjects


def main(label: str, mode: str) -> str:
    setups = {name: (game, players, options) for name, game, players, options in subjects()}
    if label not in setups:
        raise SystemExit(f"no setup {label!r}: {', '.join(sorted(setups))}")
    game, players, options = setups[label]
    answers = []
    for state in positions(game, players, options, 1):
        seat = state.current_seats()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        if mode == "tree":
            agent = MCTSAgent(iterations=100, time_limit=None)
            root = agent.search(view, seat, legal, Rng(7))
            answers.append([(a.text(), n, round(m, 9)) for a, n, m in agent._rank(root, legal)][:4])
        elif mode == "halving":
            agent = MCTSAgent(iterations=100, time_limit=None, paired=True)
            ranked = agent.halving(view, seat, legal, Rng(9))
            answers.append([(a.text(), n, round(m, 9)) for a, n, m in ranked][:4])
        elif mode != "base":
            raise SystemExit(f"no mode {mode!r}: base, tree or halving")
    return f"{label} {mode} {hashlib.sha256(repr(answers).encode()).hexdigest()[:16]}"


if __name__ == "__main__":
    print(main(*sys.argv[1:3]))
