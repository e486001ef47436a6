"""A module has one job and stays short (game/ARCHITECTURE.md, "Layers"): none of game/ is over
600 lines, and the ones still over the aim of 500 are known, so that no other grows past it."""

from __future__ import annotations

from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"
MOST = 600
AIM = 500
# still over the aim, to be split along their jobs; none may grow past MOST
OVER_THE_AIM = {"core/daitoshi/effects.py", "i18n/catalogue.py", "i18n/daitoshi/table.py"}


def sizes() -> dict[str, int]:
    return {path.relative_to(GAME).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
            for path in sorted(GAME.rglob("*.py"))}


def test_no_module_is_over_the_most():
    assert {name: n for name, n in sizes().items() if n > MOST} == {}


def test_the_modules_over_the_aim_are_known():
    over = {name for name, n in sizes().items() if n > AIM}
    assert over <= OVER_THE_AIM, f"over {AIM} lines, not known: {sorted(over - OVER_THE_AIM)}"
