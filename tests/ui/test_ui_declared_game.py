"""A game declares its parts in one place (its `GameSpec`) and the shared code reads the
declaration (game/ARCHITECTURE.md, "Adding a game"): a game that only the tests know, registered
by its module's name and edited nowhere else, gets its AI knowledge, its words, its tutorial's
parts, its icons, its hand-off curtain and its seal."""

from __future__ import annotations

import dataclasses
import sys

import pygame
import pytest

from game.ai import heuristics
from game.core import registry
from game.i18n import catalogue
from game.input.session import SeatConfig
from game.tutorial.script import TutorialError, parse
from game.ui import icons
from game.ui.scenes import results

import declared_game


@pytest.fixture
def declared(monkeypatch):
    """Lanterns in the registry, as a game of this build would be; forgotten afterwards."""
    monkeypatch.setitem(registry.GAME_MODULES, "lanterns", "declared_game")
    monkeypatch.setattr(heuristics, "_cache", {})
    yield declared_game.SPEC
    for entries in catalogue.CATALOGUE.values():
        entries.pop("lanterns.title", None)


def test_the_ai_finds_the_knowledge_the_game_declares(declared):
    state = declared.new_game(players=2, seed=1)
    assert heuristics.heuristics_for(state) is declared_game.HEURISTICS


def test_the_catalogue_merges_the_words_the_game_declares(declared):
    assert "lanterns.title" not in catalogue.CATALOGUE["fr"]
    catalogue.merge_game_words()
    assert catalogue.CATALOGUE["en"]["lanterns.title"] == "Lanterns"
    assert catalogue.CATALOGUE["fr"]["lanterns.title"] == "Lanternes"


def lesson(highlight: list[str]) -> dict:
    return {"game": "lanterns", "rulebook": "lanterns-rulebook", "players": 2, "seed": 1,
            "step": [{"say": {"en": "Light one.", "fr": "Allumez-en une."}, "highlight": highlight,
                      "rule": {"section": "ROUNDS", "quote": "each seat secretly lights one lantern"}}]}


def test_a_tutorial_may_light_the_parts_the_game_declares_and_no_other(declared):
    assert parse(lesson(["lantern:2", "button:confirm"]), "lanterns.toml", "lanterns").steps
    with pytest.raises(TutorialError, match="no part of the lanterns table is called 'workshop:0'"):
        parse(lesson(["workshop:0"]), "lanterns.toml", "lanterns")


def test_the_client_draws_the_icons_the_game_declares(declared):
    assert "declared_game_icons" not in sys.modules    # nothing drew them yet
    surface = pygame.Surface((40, 40))
    assert icons.draw_icon(surface, "ln_lantern", pygame.Rect(0, 0, 40, 40))
    assert surface.get_at((20, 20))[:3] == (230, 120, 40)
    assert not icons.draw_icon(surface, "ln_unknown", pygame.Rect(0, 0, 40, 40))


def test_the_hot_seat_curtain_and_the_results_wear_the_games_look(declared, make_app, monkeypatch):
    app = make_app(games=(declared,))
    seats = [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "human")]
    app.start_new_game(declared, seats, {}, seed=1)
    assert app.stack.top.name == "handoff" and app.stack.top.brass
    seals = []
    monkeypatch.setattr(results.art, "hanko", lambda surface, theme, pos, size, text: seals.append(text))
    session = app.stack.scenes[-2].session
    app.stack.replace(results.ResultsScene(app, session))
    app.frame(1 / 60)
    assert seals == ["灯"]


def test_balance_finds_a_report_by_the_games_name_and_says_when_there_is_none(declared):
    from game.tools.balance import balance, parallel_games
    with pytest.raises(ValueError, match="lanterns has no balance report"):
        balance("lanterns")
    assert "lanterns" not in parallel_games() and "arigato" in parallel_games()


def test_the_benches_measure_the_setups_the_game_declares(declared):
    from game.tools import net_bench, search_bench
    assert [s for s in search_bench.subjects() if s[1] == "lanterns"] == [
        ("lanterns", "lanterns", 3, {}), ("lanterns_long", "lanterns", 2, {"rounds": 8})]
    assert [s for s in net_bench.setups() if s[0] == "lanterns"] == [
        ("lanterns", n, {}) for n in range(1, 6)]


def test_the_frames_bench_runs_a_whole_game_where_the_game_declares_it(declared, monkeypatch):
    from game.tools import frames
    asked = []

    def measured(game, size, players, count, warmup):
        asked.append((game, count))
        one = frames.Frames()
        one.add(1.0, 1.0, {}, {}, 0.0, 0)
        return one
    monkeypatch.setattr(frames, "_table_frames", measured)
    # both games of this build declare it: Arigatō stands here for a game that does not
    real = registry.spec
    monkeypatch.setattr(registry, "spec", lambda name: dataclasses.replace(real(name), frames_whole_game=False)
                        if name == "arigato" else real(name))
    frames.bench_frames(["lanterns", "arigato"], 2)
    assert set(asked) == {("lanterns", None), ("arigato", 300)}    # None: every frame of a whole game
