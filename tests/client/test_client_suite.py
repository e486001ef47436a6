"""Every game the registry offers, and a game only the tests declare, played through the client as
a player would (game/ARCHITECTURE.md, "Adding a game"): its table opens at 1280x720 and 1920x1080
for every player count its declaration allows, a move goes through by a click, Undo takes it back
where the game allows it, a game left is continued as it was, a finished game shows its results
and is watched again to the same end, and a new game reaches setup, table, results and records
with no edit outside its own folders."""

from __future__ import annotations

import pygame
import pytest

from game.core.engine import State
from game.input.replay import ReplaySession
from game.input.session import GameSession
from game.ui.tables.base import TableScene
from game.ui.tables.protocol import ProtocolTable
from ui_pilot import play_out

from client_games import DECLARED, cases, clicks_of, games, seats

WAIT = 600      # frames for the AI seats to bring the turn back to you


def yours(table) -> bool:
    """The human seat must decide now: as the game's table knows its turns, or, at the protocol
    table (which knows none), when its choice list is shown."""
    if isinstance(table, ProtocolTable):
        return bool(table.legal)
    return table.my_turn() and bool(table.session.legal_actions(0))


def my_turn(pilot, table) -> None:
    for _ in range(WAIT):
        if yours(table):
            return
        pilot.frames(1)
    raise AssertionError(f"the turn never came back to the human seat ({table.session.spec.name})")


def click_move(pilot, table, game: str):
    """Your first legal action, taken by clicks: the game's own way when its tests have one,
    else the table's choice list. Returns the action."""
    my_turn(pilot, table)
    action = table.session.legal_actions(0)[0]
    play_move = clicks_of(game)
    n = len(table.session.state.history)
    if play_move is not None:
        play_move(pilot, table, action)
    else:
        assert isinstance(table, ProtocolTable), f"{game} has a table of its own: tests/ui_{game}/{game}_clicks.py?"
        pilot.click(f"action:{table.legal.index(action)}")
    mine = [a for a in table.session.state.history[n:] if a.seat == 0]
    assert mine[:1] == [action], (game, action, table.session.state.history[n:])
    return action


def offered(table) -> set[str]:
    """The buttons a player may press now (shown and enabled)."""
    return {w.id for w in table.widgets if w.visible and w.enabled}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
@pytest.mark.parametrize("game,players", cases())
def test_the_table_opens_for_every_player_count_at_each_size(client, game, players, size):
    app, pilot = client(game, players, size)
    table = pilot.top
    assert isinstance(table, TableScene) and table.session.spec.name == game
    assert len(table.session.seats) == players and app.screen.get_size() == size
    my_turn(pilot, table)
    outside = [w.id for w in table.widgets if w.visible and not (
        0 <= w.rect[0] and 0 <= w.rect[1] and w.rect[0] + w.rect[2] <= 1280 and w.rect[1] + w.rect[3] <= 720)]
    assert outside == []           # base units: the theme scales them to the window
    w, h = size
    shades = {app.screen.get_at((x * w // 16, y * h // 9))[:3] for x in range(16) for y in range(9)}
    assert len(shades) > 8         # the table is drawn, not a blank window


@pytest.mark.parametrize("game", games())
def test_a_move_by_click_and_undo_where_the_game_allows_it(client, game):
    app, pilot = client(game, 2)
    table = pilot.top
    undoes = type(app.spec(game).new_game(players=2, seed=1)).undo_index is not State.undo_index
    taken_back = False
    for _ in range(6):          # a few moves: the first the game lets you take back is taken back
        click_move(pilot, table, game)
        pilot.frames(2)
        may = table.my_turn() and table.session.can_undo(0)
        assert ("undo" in offered(table)) == may, game
        if may:
            before = table.session.state.history
            taken = before[table.session.undo_index(0)]
            pilot.click("undo")
            assert len(table.session.state.history) == len(before) - 1
            assert taken not in table.session.state.history[len(before) - 1:] and pilot.top is table
            taken_back = True
            break
        if table.session.is_over():
            break
    assert taken_back == undoes, f"{game}: Undo taken back {taken_back}, its rules define an undo policy: {undoes}"


@pytest.mark.parametrize("game", games())
def test_a_game_left_is_continued_as_it_was(client, game):
    app, pilot = client(game, 2)
    click_move(pilot, pilot.top, game)
    pilot.frames(2)
    history = [a.text() for a in pilot.top.session.state.history]
    pilot.key(pygame.K_ESCAPE)
    assert pilot.top.name == "pause"
    pilot.click("quit")
    assert pilot.top.name == "menu" and pilot.top.widget("continue").enabled
    pilot.click("continue")
    assert isinstance(pilot.top, TableScene) and pilot.top.session.spec.name == game
    assert [a.text() for a in pilot.top.session.state.history][:len(history)] == history


@pytest.mark.parametrize("game", games())
def test_the_results_then_watch_again_to_the_same_end(client, game):
    app, pilot = client(game, 2)
    played = play_out(GameSession(app.spec(game), seats(2), {}, 3), pick=-1)
    app.show_results(played)
    pilot.frames(1)
    results = pilot.top
    assert results.name == "results" and results.winners == played.state.winners()
    assert [e["game"] for e in app.records.entries()] == [game]
    pilot.click("watch")
    replay = pilot.top
    assert isinstance(replay, TableScene) and isinstance(replay.session, ReplaySession)
    for _ in range(5000):
        if pilot.top.name == "results":
            break
        pilot.frames(1, dt=0.5)      # a replay keeps a pace per move: half a second a frame
    assert pilot.top.name == "results"
    assert [a.text() for a in pilot.top.session.state.history] == [a.text() for a in played.state.history]
    assert len(app.records.entries()) == 1      # a replay is no new game


def test_a_game_declared_by_the_tests_alone_reaches_setup_table_results_and_records(client):
    app, pilot = client(DECLARED, 2)
    app.open_menu()
    pilot.frames(1)
    pilot.click("new")
    assert pilot.top.name == "setup"
    pilot.step_to("game", app.spec(DECLARED))
    pilot.step_to("players", 2)
    pilot.step_to("kind1", "ai")
    pilot.step_to("level1", "easy")
    pilot.click("play")
    table = pilot.top
    assert isinstance(table, TableScene) and table.session.spec.name == DECLARED
    for _ in range(WAIT):
        if pilot.top.name == "results":
            break
        if yours(table):
            pilot.click("action:0")
        else:
            pilot.frames(1, dt=0.5)
    assert pilot.top.name == "results" and pilot.top.session is table.session
    pilot.click("menu")
    pilot.click("records")
    assert pilot.top.name == "records"
    assert [e["game"] for e in app.records.entries()] == [DECLARED]
    assert app.game_title(DECLARED) == "Lanterns"      # how the records and saves screens name it
