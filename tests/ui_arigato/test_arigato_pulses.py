"""The frames the Arigatō table draws round a village's places (render/motion.py pulses, the
hint's outline): round a village's counts when it scores, round a workshop, and never across the
village's name nor the line under it saying what the seat is doing ("replay · managing")."""

from __future__ import annotations

import pygame
import pytest

from drawn_text import DrawnText
from game.core.arigato import SPEC
from game.core.arigato import events as ev
from game.i18n import t
from game.input.session import GameSession, SeatConfig
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato.render import motion
from ui_pilot import Pilot, play_out

CASES = [(2, (1280, 720), "en"), (5, (1280, 720), "en"), (5, (1280, 720), "fr"), (3, (1920, 1080), "fr")]


@pytest.fixture
def watched(tmp_path):
    """Watch(players, size, lang) -> (app, table, seats, the header's texts' ink): a finished
    game watched again, its first frame drawn whole."""
    from game.ui.app import App
    apps = []

    def watch(players, size, lang):
        app = App(size=size, settings_path=tmp_path / "settings.json", saves_dir=tmp_path / "saves",
                  games=[SPEC])
        apps.append(app)
        app.open_menu()
        app.change_setting("language", lang)
        seats = [SeatConfig("Aiko", 0, "human")] + [SeatConfig(f"Bot {i}", i, "ai", "easy")
                                                    for i in range(1, players)]
        app.watch_again(play_out(GameSession(SPEC, seats, {}, 3), pick=-1))
        pilot = Pilot(app)
        pilot.frames(1)
        table = app.stack.top
        with DrawnText(app) as drawn:
            table.renderer.forget()
            pilot.frames(1)
        # each village's status line, whole: in a small village it may wrap in its room (layout.py)
        lay = table.current_layout()
        rooms = [app.theme.rect(*r) for r in [b.status for b in lay.opponents] + [L.home_status(lay)]]
        tags = []
        for room in rooms:
            inks = [pygame.Rect(ink) for _seq, words, ink, _layer in drawn.texts
                    if room.collidepoint(pygame.Rect(ink).center)]
            if inks:
                tags.append(inks[0].unionall(inks[1:]))
        said = " ".join(words for _seq, words, ink, _layer in drawn.texts
                        if any(room.collidepoint(pygame.Rect(ink).center) for room in rooms))
        assert said.count(t("replay.seat")) == players
        assert len(tags) == players, "each village says what its seat is doing"
        names = [pygame.Rect(ink) for _seq, words, ink, _layer in drawn.texts if words in {s.name for s in seats}]
        return app, table, tags + names

    yield watch
    for app in apps:
        app.change_setting("language", "en")
        app.close(last=False, picture=False)


@pytest.mark.parametrize("players,size,lang", CASES)
def test_a_village_scoring_in_a_replay_pulses_round_its_counts_not_across_its_status_line(watched, players,
                                                                                          size, lang):
    """In Watch again the frame of a village that scored was drawn round its
    whole header line, its lower edge through "replay · managing"; and with five players what a
    seat is doing ran on under its counts."""
    app, table, header = watched(players, size, lang)
    theme, ctx = app.theme, table.context()
    for seat in range(players):
        for event in (ev.FavorScored(seat, 1, 1), ev.ObjectiveGained(seat, 2, 1)):
            [(rect, _colour)] = motion.pulse_targets(ctx, [event])
            ring = theme.rect(*rect).inflate(theme.px(6), theme.px(6))   # 3 out, as draw_pulses draws it
            crossed = [r for r in header if ring.colliderect(r)]
            assert crossed == [], (seat, event.name, ring, crossed)


@pytest.mark.parametrize("players,size,lang", CASES)
def test_the_frames_round_a_workshop_stay_clear_of_the_status_line(watched, players, size, lang):
    """The frame round a top workshop (a pulse in a replay, the hint's outline
    at home, 5 px out) crossed the foot of "replay · managing" / "human · to play" over it."""
    app, table, header = watched(players, size, lang)
    theme, lay = app.theme, table.context().layout
    frames = [theme.rect(*r).inflate(theme.px(2 * L.FRAME_OUT), theme.px(2 * L.FRAME_OUT)) for r in lay.grid]
    frames += [theme.rect(*r).inflate(theme.px(2 * L.PULSE_OUT), theme.px(2 * L.PULSE_OUT))
               for box in lay.opponents for r in box.grid]
    assert [(f, r) for f in frames for r in header if f.colliderect(r)] == []
