"""Find a seed for a tutorial: a 2-player game whose first moves let every lesson
happen, and the moves that show them.

    python -m game.tools.tutorial_search <game> --seeds 1-400

For each seed the player (seat 0) is played by the game's policy, steered towards the lessons,
the opponent by the policy alone. The first seed whose game holds every lesson is printed as the
skeleton of `levels/<game>/tutorial.toml`: the seed, the player's moves (one `[[step]]` per turn
part, with the parts of the table each concerns) and the opponent's moves. The sentences are
then written by hand.

Which lessons, and how the player is steered to them, is each game's own:
`game/tools/tutorial_search_<game>.py`, exposing `find(seed)` (the moves, the lessons seen and
how, or None) and `OPTIONS` (the setup's options in the skeleton). Here: finding it, and the
skeleton.
"""

from __future__ import annotations

import argparse
import sys

from game.core import registry

PLAYER = 0


def choose(agent, state, seat, legal, rng):
    """The agent's choice from `seat`'s view (a searcher steers the player from there)."""
    return agent.choose(state.view(seat), seat, legal, rng)


def searcher_of(game: str):
    """The game's search (`game.tools.tutorial_search_<game>`); ValueError when it has none."""
    registry.spec(game)                      # an unknown game is named as such
    found = registry.optional_module(f"game.tools.tutorial_search_{game}")
    if found is None:
        raise ValueError(f"{game} has no tutorial search (game/tools/tutorial_search_{game}.py)")
    return found


def _pattern(action) -> str:
    return action.text().replace(f" seat={action.seat}", "", 1)


def skeleton(game: str, seed: int, moves: list, options: str = "") -> str:
    lines = [f'game = "{game}"', 'rulebook = ""', "players = 2", f"seed = {seed}", 'level = "easy"']
    if options:
        lines.append(f"options = {{ {options} }}")
    lines.append("opponent = [")
    lines += [f'  "{a.text()}",' for a in moves if a.seat != PLAYER]
    lines.append("]")
    for a in moves:
        if a.seat == PLAYER:
            lines += ["", "[[step]]", 'say = { en = "", fr = "" }', 'rule = { section = "", quote = "" }',
                      f'expect = ["{_pattern(a)}"]']
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tools.tutorial_search")
    p.add_argument("game", choices=registry.available())
    p.add_argument("--seeds", default="1-400", help="a range, first-last")
    args = p.parse_args(argv)
    try:
        search = searcher_of(args.game)
    except ValueError as exc:
        p.error(str(exc))
    first, _, last = args.seeds.partition("-")
    for seed in range(int(first), int(last or first) + 1):
        found = search.find(seed)
        if found is not None:
            moves, lessons, how = found
            print(skeleton(args.game, seed, moves, search.OPTIONS))
            print(f"# {how + '; ' if how else ''}lessons: {dict(lessons)}", file=sys.stderr)
            return 0
    print("no seed in that range holds every lesson", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
