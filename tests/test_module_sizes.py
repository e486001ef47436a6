"""A module has one job and stays short (game/ARCHITECTURE.md, "Layers"): none of game/ is over
500 lines."""

from __future__ import annotations

from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"
MOST = 500


def sizes() -> dict[str, int]:
    return {path.relative_to(GAME).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
            for path in sorted(GAME.rglob("*.py"))}


def test_no_module_is_over_the_most():
    assert {name: n for name, n in sizes().items() if n > MOST} == {}
