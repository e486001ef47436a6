"""Which games exist is the registry's to say (game/core/registry.py; game/ARCHITECTURE.md,
"Adding a game"): no other file lists them. A list is any one expression naming two or more
registered games (a tuple of names, a table keyed by game, a parametrized setup per game),
outside a game's own folders and modules (`game/i18n/arigato/`, `tests/ui_daitoshi/`,
`game/tools/balance_daitoshi.py`). A shared file that needs every game asks the registry; a file
that needs one game names that one.

The lists that remain are known below, each with why it is kept: a new one fails here."""

from __future__ import annotations

import ast
from pathlib import Path

from source_trees import GROUP, nodes

from game.core import registry

pytestmark = GROUP

REPO = Path(__file__).resolve().parents[1]

# file -> (how many lists it holds, why they stay)
KNOWN = {
    "game/core/registry.py": (1, "the registry itself"),
    "tests/net/test_net_commands.py": (1, "a hosted setup per game: its seats and joins"),
    "tests/net/test_net_games.py": (1, "hosted setups per game: their seats and options"),
    "tests/net/test_net_remote_session.py": (1, "a seed per game"),
    "tests/net/test_net_game_record.py": (1, "a seed per game"),
    "tests/persistence/test_user_files.py": (1, "a record book holding games of two kinds"),
    "tests/persistence/test_user_files_fuzz.py": (1, "user files holding games of two kinds"),
    "tests/persistence/userfiles.py": (3, "user files holding games of two kinds"),
    "tests/ui/test_ui_replay_controls.py": (3, "a setup per game, with the day or turn to jump to, and its unit's word"),
    "tests/ai/test_ai_appraise.py": (1, "the appraisal over each game and the toy"),
    "tests/ai/test_ai_hint.py": (1, "a known situation per game (its seed and moves)"),
    "tests/ai/test_ai_review.py": (1, "the review over each game and the toy"),
    "tests/ui/test_ui_review.py": (8, "the review screen per game: its setups, an app of both, "
                                   "and each game's own points (favor, VP) its words and its "
                                   "costs must use"),
    "tests/ui/test_ui_review_reasons.py": (2, "the review cards' reasons per game: an app of both, "
                                           "and each game's reasons with the longest words"),
    "tests/ui/test_ui_review_luck.py": (2, "the luck panel per game (a setup each) and each game's "
                                        "own points (favor, VP) its words must use"),
    "tests/net/test_net_away_table.py": (2, "a setup per game: its seats and language, and the "
                                         "stand-in mark per game and language"),
    "tests/net/test_net_rejoin_screen.py": (1, "a setup per game: its seats and options"),
    "tests/net/test_net_host_away.py": (1, "the host's words per game and language, on screen"),
    "tests/net/test_net_host_kills.py": (2, "a game's length per game (where the kills fall), "
                                         "and the kills over each"),
    "tests/net/test_net_undo.py": (1, "a setup per game: its players and seed"),
    "tests/net/test_net_write_ahead.py": (1, "a whole game per game, its writes and sends logged"),
    "tests/persistence/test_old_deal.py": (1, "a save or record of each game from before the keyed deal"),
    "tests/test_deal.py": (2, "the keyed deal's invariants and its sessions, over each game"),
    "tests/ai/test_ai_hint_fallback.py": (3, "each game's table, its reasons' thresholds, and the "
                                          "fallback reason looked for in each game"),
    "tests/ui/test_ui_review_cards.py": (2, "the review cards per game: an app of both, and each "
                                         "game's longest reasons"),
    "tests/protocol/test_protocol_suite.py": (1, "the games whose quiet worlds make no events (a "
                                              "toy game of the protocol suite may)"),
}


def games() -> set[str]:
    return set(registry.available())


def own(relpath: str, names: set[str]) -> bool:
    """A file of one game's own: in a folder named for it (`arigato/`, `ui_arigato/`,
    `daitoshi_solo/`) or a module named for it (`balance_arigato.py`)."""
    path = Path(relpath)
    folders = path.parts[:-1]
    return any(part == g or part.startswith(f"{g}_") or part.endswith(f"_{g}") for part in folders for g in names) \
        or any(path.stem.endswith(f"_{g}") or path.stem == g for g in names)


def _named(node: ast.AST, names: set[str]) -> set[str]:
    return {n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and n.value in names}


def lists(source: str, names: set[str]) -> list[int]:
    """The lines of every expression of `source` that names two or more of `names`: each
    statement's own expressions (a decorator, an assignment's value, an if's test), its body aside."""
    out = []
    for node in nodes(source):
        if not isinstance(node, ast.stmt):
            continue
        for field, value in ast.iter_fields(node):
            if field in ("body", "orelse", "finalbody", "handlers"):
                continue
            for expr in value if isinstance(value, list) else [value]:
                if isinstance(expr, ast.expr) and len(_named(expr, names)) >= 2:
                    out.append(expr.lineno)
    return out


def found() -> dict[str, int]:
    names = games()
    out = {}
    for folder in ("game", "tests"):
        for path in sorted((REPO / folder).rglob("*.py")):
            relpath = path.relative_to(REPO).as_posix()
            if own(relpath, names):
                continue
            count = len(lists(path.read_text(encoding="utf-8"), names))
            if count:
                out[relpath] = count
    return out


def test_no_new_list_of_the_games_outside_the_registry():
    assert len(games()) >= 2, "fewer than two games registered: no list could be found"
    assert found() == {f: n for f, (n, _) in KNOWN.items()}


def test_the_checker_sees_a_list_and_leaves_a_games_own_files():
    names = {"kites", "lanterns"}        # games only this test knows
    sample = ('GAMES = ("kites", "lanterns")\n'
              '@mark.parametrize("g", [("kites", 2), ("lanterns", 1)])\n'
              'def f(g):\n    if g in {"kites", "lanterns"}:\n        return spec("kites")\n'
              'one = spec("lanterns")\n')
    assert lists(sample, names) == [1, 2, 4]
    assert own("game/i18n/lanterns/table.py", names) and own("tests/ui_kites/conftest.py", names)
    assert own("game/tools/balance_kites.py", names) and own("tests/lanterns_solo/x.py", names)
    assert not own("game/ui/app.py", names) and not own("tests/ui/test_ui_smoke.py", names)
