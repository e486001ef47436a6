"""Recorded games: seeded random games of each game, with everything a player could see of them
(the actions, the events, every log line in English and French as each seat may read it, each
chosen action in words, the scores part by part), kept as JSON in `recorded/` so that a
refactoring can show it changed nothing ("the same seeded games give the same scores and
logs before and after").

    python tests/protocol/recorded.py --write     # record anew (only when a change is meant)
    python tests/protocol/recorded.py --add GAME PLAYERS SEED [OPTION=VALUE ...]   # one more

Which games are recorded is what the folder holds: each recording names its own setup (game,
players, seed, options), so adding a game adds recordings and edits no list; a test checks that
every registered game has at least one (test_recorded_games.py). How a game's moves are worded,
as its table words them, is the game's own test folder's: `tests/ui_<game>/<game>_recorded.py`
(`way_of`).
"""

from __future__ import annotations

import functools
import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TESTS = HERE.parent
FOLDER = HERE / "recorded"

LANGS = ("en", "fr")


def kept() -> list[tuple[str, int, int, dict]]:
    """(game, players, seed, options) of every recording in the folder, as each names itself."""
    out = []
    for path in sorted(FOLDER.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        out.append((data["game"], data["players"], data["seed"], data["options"]))
    return out


GAMES = kept()


def name(game, players, seed, options) -> str:
    opts = "".join(f"-{k}{v}" for k, v in sorted(options.items()))
    return f"{game}-{players}p-{seed}{opts}"


def _names(players):
    return ["Aiko", "Kenji", "Mei", "Sora", "Yuki"][:players]


def play(game, players, seed, options) -> dict:
    from game.core import registry
    from game.core.rng import Rng
    from game.i18n import language, set_language
    spec = registry.spec(game)
    state = spec.new_game(players=players, seed=seed, **options)
    rng = Rng(seed)
    steps = []
    previous = language()
    try:
        while not state.is_over():
            seat = state.current_seats()[0]
            legal = state.legal_actions(seat)
            action = legal[rng.below(len(legal))]
            words = _action_words(game, action, state, players)
            events = state.apply(action)
            steps.append({"action": action.text(), "words": words,
                          "events": [repr(e) for e in events],
                          "log": _log(game, action, events, state, players)})
    finally:
        set_language(previous)
    return {"game": game, "players": players, "seed": seed, "options": options, "steps": steps,
            "scores": [list(map(list, s.breakdown)) for s in state.scores()],
            "winners": list(state.winners())}


@functools.lru_cache(maxsize=None)
def way_of(game: str):
    """How the game's table words a move (`tests/ui_<game>/<game>_recorded.py`, found by the
    game's name: `action_words`, `seen_by`, `log_lines`)."""
    path = TESTS / f"ui_{game}" / f"{game}_recorded.py"
    if not path.is_file():
        raise LookupError(f"{game} has no way to be recorded: {path.relative_to(TESTS.parent)}")
    module_spec = importlib.util.spec_from_file_location(f"{game}_recorded", path)
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    return module


def _action_words(game, action, state, players) -> dict:
    """The chosen action in words, in each language, as each seat sees it (before it is played)."""
    from game.i18n import set_language
    way = way_of(game)
    out = {}
    for lang in LANGS:
        set_language(lang)
        out[lang] = way.action_words(action, state, lang)
    out["seen_by"] = [way.seen_by(action, viewer) for viewer in range(players)]
    return out


def _log(game, action, events, state, players) -> dict:
    return way_of(game).log_lines(action, events, state, _names(players), LANGS)


def write(games) -> None:
    FOLDER.mkdir(exist_ok=True)
    for g in games:
        data = play(*g)
        (FOLDER / f"{name(*g)}.json").write_text(json.dumps(data, ensure_ascii=False, indent=0) + "\n",
                                                 encoding="utf-8")
        print(name(*g), len(data["steps"]), "steps")


def _option(text: str) -> tuple[str, object]:
    """`expert=true`, `advisors=10`, `calendar=AB`: a value as JSON where it reads as JSON."""
    key, _, value = text.partition("=")
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parents[1]))
    if sys.argv[1:] == ["--write"]:
        write(GAMES)
    elif sys.argv[1:2] == ["--add"] and len(sys.argv) >= 5:
        game, players, seed, *options = sys.argv[2:]
        write([(game, int(players), int(seed), dict(map(_option, options)))])
    else:
        print(__doc__)
