"""When the rules break on a legal move (a bug, or a chain of effects that would not end: issue
21), the game is put back as it was before the move, the save keeps it that way, the player is
told, and the move is not offered to break again; `simulate` reports such a game and goes on."""

import json

import pytest

from game.core.engine import IllegalAction, RulesRunaway
from game.input.session import GameSession, MoveFailed, SeatConfig
from game.persistence import logs
from ui_fakegame import SPEC, LanternState, LightLantern


def _breaks_on(monkeypatch, broken):
    """The fake game's rules raise RulesRunaway for the (seat, lantern) pairs in `broken`."""
    real = LanternState._apply

    def apply(self, action):
        if (action.seat, action.n) in broken:
            self.picks[action.seat] = action.n     # half done, as a runaway leaves a state
            raise RulesRunaway("lanterns", self.seed, action.text(), 10, ["light", "light"])
        return real(self, action)

    monkeypatch.setattr(LanternState, "_apply", apply)


def _session(kinds=("human", "human"), saves=None):
    seats = [SeatConfig(f"P{i}", i, kind=k, difficulty="easy") for i, k in enumerate(kinds)]
    return GameSession(SPEC, seats, seed=5, autosave=None if saves is None else saves.append)


def test_a_broken_move_leaves_the_game_and_its_save_as_before(monkeypatch):
    _breaks_on(monkeypatch, {(1, 3)})
    saves = []
    session = _session(saves=saves)
    session.submit(LightLantern(0, 2))
    before = (list(session.state.picks), [a.text() for a in session.state.history])
    saved = list(saves)
    with pytest.raises(MoveFailed) as caught:
        session.submit(LightLantern(1, 3))
    assert isinstance(caught.value.error, RulesRunaway)
    assert (session.state.picks, [a.text() for a in session.state.history]) == before
    assert saves == saved                   # nothing saved for the broken move
    with pytest.raises(IllegalAction, match="failed_before"):
        session.submit(LightLantern(1, 3))  # refused now, with words
    session.submit(LightLantern(1, 1))      # any other move plays on
    assert session.state.round == 1 and json.loads(json.dumps(saves[-1]))["actions"][-1] \
        == "light_lantern seat=1 n=1"


def test_an_ai_move_that_breaks_is_replaced_by_another(monkeypatch):
    _breaks_on(monkeypatch, {(1, 1), (1, 2)})
    session = _session(kinds=("human", "ai"))
    session.submit(LightLantern(0, 2))
    played = []
    for _ in range(20):
        session.wait_for_ai()
        played += session.pump_ai(budget=1.0)
        if played:
            break
    assert [a.text() for a, _ in played] == ["light_lantern seat=1 n=3"]
    assert all(isinstance(f.error, RulesRunaway) for f in session.failures)
    assert len(session.failures) <= 2
    session.close()


def test_the_table_tells_the_player_and_writes_a_log(make_app, monkeypatch, tmp_path):
    from test_ui_flow import start_game
    from ui_pilot import Pilot

    _breaks_on(monkeypatch, {(0, 3)})
    monkeypatch.setattr(logs, "log_dir", lambda: tmp_path / "logs")
    pilot = Pilot(make_app())
    start_game(pilot, humans=1)
    table = pilot.top
    history = len(table.session.state.history)
    reason = table.submit(LightLantern(0, 3))
    assert reason and len(table.session.state.history) == history
    assert "could not finish that move" in table.message
    written = list((tmp_path / "logs").glob("move-*.log"))
    assert len(written) == 1 and "RulesRunaway" in written[0].read_text()
    pilot.frames(3)                         # the table goes on drawing
    assert table.submit(LightLantern(0, 1)) is None


def test_simulate_reports_a_runaway_game_and_plays_the_next(monkeypatch):
    from game.tools import simulate as sim

    real = sim.play_game

    def play(state, agents, seed, **kw):
        if seed == 3 * 1_000_003 + 1:
            raise RulesRunaway("daitoshi", seed, "some action", 10, ["step"])
        return real(state, agents, seed, **kw)

    monkeypatch.setattr(sim, "play_game", play)
    result = sim.simulate("daitoshi", 2, 3, 3, ["random"])
    assert result["completed"] == 2 and len(result["errors"]) == 1
    assert f"seed {3 * 1_000_003 + 1}" in result["errors"][0]
