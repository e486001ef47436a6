"""The drawn-text check (tests/drawn_text.py) on the screens around the Arigatō table: the
setup (one, three and five seats), the results (two players, five, solo) and the records (the
statistics and the finished games), at 1280x720 and 1920x1080, in English and French: no text is
cut short, lies on another, straddles an edge or leaves the window."""

from __future__ import annotations

import json
from functools import lru_cache

import pytest

from drawn_text import DrawnText
from game.input.session import GameSession, SeatConfig
from ui_pilot import Pilot, play_out

SIZES = [(1280, 720), (1920, 1080)]
NAMES = ["You", "Botan", "Chiyo", "Daichi", "Emi"]


def arigato():
    from game.core import registry
    return registry.spec("arigato")


@lru_cache(maxsize=None)
def _finished(players: int, seed: int) -> str:
    """The save (as JSON) of a game played to its end by its seats: played once per process."""
    seats = [SeatConfig(NAMES[i], i, "human" if i == 0 else "ai", "easy") for i in range(players)]
    return json.dumps(play_out(GameSession(arigato(), seats, {"calendar": "AB"}, seed), pick=-1).to_save())


def played(players: int, seed: int):
    """A finished game: the same game for every screen and language (its seats and seed), so it is
    played once and each test gets its own session rebuilt from its actions."""
    return GameSession.from_save(arigato(), json.loads(_finished(players, seed)))


def record(players: int, seed: int) -> dict:
    """A finished game for the record book, its AI seats at every level (played quickly by easy
    ones: the level is what the statistics read)."""
    entry = played(players, seed).to_record()
    for k, seat in enumerate(entry["seats"][1:]):
        seat["difficulty"] = ("easy", "normal", "hard")[k % 3]
    return entry


def problems(app) -> list[str]:
    with DrawnText(app) as drawn:
        app.frame(1 / 60)
    return drawn.problems()


@pytest.fixture(params=[(s, lang) for s in SIZES for lang in ("en", "fr")],
                ids=lambda p: f"{p[0][0]}x{p[0][1]}-{p[1]}")
def screen(request, make_app):
    size, lang = request.param
    app = make_app(size=size, games=(arigato(),))
    app.change_setting("language", lang)
    app.mouse = (-1, -1)
    yield app
    app.change_setting("language", "en")


@pytest.mark.parametrize("players", [1, 3, 5])
def test_the_setup(screen, players):
    pilot = Pilot(screen)
    pilot.click("new")
    pilot.step_to("players", players)
    screen.mouse = (-1, -1)
    assert problems(screen) == []


@pytest.mark.parametrize("players,seed", [(2, 3), (5, 4), (1, 5)])
def test_the_results(screen, players, seed):
    for k in range(2):      # a record of two games behind the results' record line
        screen.records.add(record(players, seed + 10 * k))
    session = played(players, seed)
    screen.show_results(session)
    screen.stack.top.grow = 1.0
    assert problems(screen) == []


@pytest.mark.parametrize("view", ["stats", "games"])
def test_the_records(screen, view):
    for players, seed in ((2, 1), (3, 2), (5, 3), (1, 4), (2, 5)):
        screen.records.add(record(players, seed))
    pilot = Pilot(screen)
    pilot.click("records")
    pilot.click(f"tab:{view}")
    screen.mouse = (-1, -1)
    assert problems(screen) == []
