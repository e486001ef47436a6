"""Replays you control, at both tables (game/ui/tables/replay_bar.py over
game/input/replay.py): pause and play, steps back (rebuilt through the rules) and forward, a jump
to a day or turn, a speed; the seats say "replay", nobody "thinks"; the log follows the position.
Driven by posted events, as a watcher's mouse and keys would."""

from __future__ import annotations

import pygame
import pytest

from game.core.rng import deal_of
from game.input.replay import ReplaySession
from game.input.session import GameSession, SeatConfig
from ui_pilot import Pilot, play_out

GAMES = [("arigato", {}, 6), ("daitoshi", {}, 3)]   # (game, options, the day or turn to jump to)


def fingerprint(state) -> tuple:
    """What a position is, as any game speaks it: the moves, the progress, the scores part by
    part, whose decision it is and what they may do."""
    seats = state.current_seats()
    return ([a.text() for a in state.history], state.progress(), [sc.breakdown for sc in state.scores()],
            tuple(seats), [[a.text() for a in state.legal_actions(s)] for s in seats])


def rebuilt(spec, data, position: int):
    """The position after `position` saved actions, rebuilt from the setup by the rules."""
    from game.core.engine import Action
    state = spec.new_game(players=len(data["seats"]), seed=data["seed"], deal=deal_of(data),
                          **(data.get("options") or {}))
    for text in data["actions"][:position]:
        state.apply(Action.parse(text))
    return state


def watch(make_app, game: str, options: dict):
    from game.core import registry
    spec = registry.spec(game)
    app = make_app(games=(spec,), anim_speed=1.0)
    seats = [SeatConfig("You", 0, "human"), SeatConfig("Botan", 1, "ai", "easy")]
    played = play_out(GameSession(spec, seats, options, 5), pick=-1)
    data = played.to_save()
    app.start_session(ReplaySession(spec, data))
    return app, Pilot(app), spec, data


def press(pilot, table, wid: str, side: float = 0.5) -> None:
    """A click on one of the replay's controls (`side`: where across it, for a stepper)."""
    w = next(w for w in table.replay_bar.widgets if w.id == wid)
    x, y, ww, hh = w.rect
    pilot.click_at((x + ww * side, y + hh / 2))


@pytest.mark.parametrize("game,options,target", GAMES)
def test_a_watcher_pauses_steps_back_and_forward_and_jumps(make_app, game, options, target):
    app, pilot, spec, data = watch(make_app, game, options)
    table = app.stack.top
    session = table.session
    for _ in range(600):                   # play on until well into the game
        if session.position() >= 30:
            break
        pilot.frames(1, dt=0.05)
    press(pilot, table, "replay_play")     # pause
    assert session.paused
    here = session.position()
    pilot.frames(30, dt=0.05)
    assert session.position() == here      # paused: nothing moves
    for _ in range(3):
        press(pilot, table, "replay_back")
    assert session.position() == here - 3
    assert fingerprint(table.view()) == fingerprint(rebuilt(spec, data, here - 3))
    press(pilot, table, "replay_forward")
    pilot.key(pygame.K_RIGHT)              # a step by key, as by the button
    assert session.position() == here - 1
    assert fingerprint(table.view()) == fingerprint(rebuilt(spec, data, here - 1))
    for _ in range(20):                    # the jump, a day or turn at a time, to the target
        jump = next(w for w in table.replay_bar.widgets if w.id == "replay_jump")
        day = session.marks()[jump.index][0]
        if day == target:
            break
        press(pilot, table, "replay_jump", 0.9 if day < target else 0.1)
    assert session.state.progress()[1] == target
    start = dict((d, at) for d, at in session.marks())[target]
    assert session.position() == start
    assert fingerprint(table.view()) == fingerprint(rebuilt(spec, data, start))
    if game == "arigato":                  # the log follows the position: nothing after it is told
        assert max(e.index for e in table.entries) == start - 1
    pilot.key(pygame.K_SPACE)              # play again
    assert not session.paused
    for _ in range(200):
        pilot.frames(1, dt=0.05)
        if session.position() > start:
            break
    assert session.position() > start


@pytest.mark.parametrize("game,options,target", GAMES)
def test_nobody_thinks_in_a_replay(make_app, game, options, target):
    app, pilot, spec, data = watch(make_app, game, options)
    drawn = []
    real = app.theme.text
    app.theme.text = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    table = app.stack.top
    for _ in range(120):
        if getattr(table, "renderer", None) is not None:
            table.renderer.forget()
        pilot.frames(1, dt=0.05)
    assert [s for s in drawn if "thinking" in s.lower()] == []
    if game == "arigato":                  # (Daitoshi's own sentences are its table's: not here)
        assert [s for s in drawn if "you is" in s.lower() or "you's" in s.lower()] == []
        assert any(s.startswith("Your travelers, passed to") for s in drawn)   # the seat named You
        assert any(s.startswith("replay · ") for s in drawn)   # each village's tag
        assert "Your move, replayed" in drawn and "Next: You" not in drawn   # the seat named You is spoken to


def test_a_replay_keeps_its_pace_with_animations_off(make_app):
    app, pilot, spec, data = watch(make_app, "arigato", {})
    app.settings.anim_speed = 0.0
    session = app.stack.top.session
    pilot.frames(30, dt=1 / 60)            # half a second: a few moves, not the whole game
    assert 0 < session.position() < 20
    session.speed = 4.0
    before = session.position()
    pilot.frames(30, dt=1 / 60)
    assert session.position() - before >= 3


def _within(inner, outer) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


@pytest.mark.parametrize("game,options,target", GAMES)
def test_the_controls_sit_inside_their_bar_and_the_bar_inside_its_panel(make_app, game, options, target):
    app, pilot, spec, data = watch(make_app, game, options)
    table = app.stack.top
    bar = table.replay_bar
    for w in bar.widgets:
        assert _within(w.rect, bar.rect), (w.id, w.rect, bar.rect)
    for a in bar.widgets:            # no control on another
        for b in bar.widgets:
            if a is not b:
                ax, ay, aw, ah = a.rect
                bx, by, bw, bh = b.rect
                assert ax + aw <= bx or bx + bw <= ax or ay + ah <= by or by + bh <= ay, (a.id, b.id)
    if game == "daitoshi":           # the decision panel's foot, not over the Factory or the log
        from game.ui.tables.daitoshi import layout as L
        assert _within(bar.rect, L.DECISION)


@pytest.mark.parametrize("game,options,target", GAMES)
def test_the_jump_stops_at_the_first_and_the_last_day_or_round(make_app, game, options, target):
    """The jump's list has ends: past the last round it does not go round to the first (nor
    back from the first to the last), and the arrow that leads nowhere is drawn dim."""
    app, pilot, spec, data = watch(make_app, game, options)
    table = app.stack.top
    session = table.session
    marks = session.marks()
    press(pilot, table, "replay_play")     # pause
    jump = next(w for w in table.replay_bar.widgets if w.id == "replay_jump")
    assert jump.index == 0 and not jump.can_step(-1) and jump.can_step(1)
    press(pilot, table, "replay_jump", 0.1)             # back from the first: nowhere
    assert session.mark_now() == 0 and session.position() == marks[0][1]
    for _ in range(len(marks) + 2):                     # on past the last
        press(pilot, table, "replay_jump", 0.9)
    assert session.mark_now() == len(marks) - 1
    assert session.position() == marks[-1][1]
    assert jump.index == len(marks) - 1 and not jump.can_step(1) and jump.can_step(-1)
    press(pilot, table, "replay_jump", 0.1)             # and back again
    assert session.mark_now() == len(marks) - 2


def test_a_settings_stepper_still_goes_round():
    from game.ui.widgets import Stepper
    chosen = []
    s = Stepper("s", (0, 0, 100, 30), ["a", "b", "c"], 2, str, chosen.append)
    s.step(1)
    assert s.value == "a" and chosen == ["a"]
    ends = Stepper("e", (0, 0, 100, 30), ["a", "b", "c"], 2, str, chosen.append, wrap=False)
    ends.step(1)
    assert ends.value == "c" and chosen == ["a"]        # nothing chosen, nothing told
    ends.step(-1)
    assert ends.value == "b" and chosen == ["a", "b"]


# each game's own unit, as its rulebook counts: Arigatō's days; Daitoshi "no rounds or phases"
# (TURN ORDER), only turns, as its header says ("Turn 12")
UNITS = {("arigato", "en"): "day", ("arigato", "fr"): "jour", ("daitoshi", "en"): "turn", ("daitoshi", "fr"): "tour"}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["arigato", "daitoshi"])
def test_the_replay_bar_and_a_saved_game_count_in_the_games_own_unit(make_app, game, lang):
    """Daitoshi's saved games and its replay's jump said "round 5" ("manche 5"), a unit
    its rules do not have and its header does not use."""
    from game.ui.scenes.files_words import progress_words
    app, pilot, spec, data = watch(make_app, game, {})
    try:
        app.change_setting("language", lang)
        unit = UNITS[(game, lang)]
        table = app.stack.top
        jump = next(w for w in table.replay_bar.widgets if w.id == "replay_jump")
        said = [jump.fmt(v) for v in jump.values]
        assert said[0] == f"{unit.capitalize()} 1" and len(set(said)) == len(said) > 3, said
        app.saves.write(app.saves.new_slot(), {"version": 1, **data})
        [saved] = app.saves.saved_games()
        assert progress_words(saved) == f"{unit} {data['progress'][1]}"
        if game == "daitoshi":   # the header's count: the last turn the game played
            assert data["progress"] == ["turn", rebuilt(spec, data, len(data["actions"])).last_turn + 1]
    finally:
        app.change_setting("language", "en")
