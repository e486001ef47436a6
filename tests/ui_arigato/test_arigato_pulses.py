"""What pulses when a village scores at the Arigatō table (render/motion.py): a ring round the
village's counts, never across its name nor the line under it saying what the seat is doing."""

from __future__ import annotations

import pygame
import pytest

from drawn_text import DrawnText
from game.core.arigato import SPEC
from game.core.arigato import events as ev
from game.i18n import t
from game.input.session import GameSession, SeatConfig
from game.ui.tables.arigato.render import motion
from ui_pilot import Pilot, play_out


@pytest.mark.parametrize("players,size,lang", [(2, (1280, 720), "en"), (5, (1280, 720), "en"),
                                              (5, (1280, 720), "fr"), (3, (1920, 1080), "fr")])
def test_a_village_scoring_in_a_replay_pulses_round_its_counts_not_across_its_status_line(tmp_path, players,
                                                                                          size, lang):
    """Issue 34, item 11: in Watch again the frame of a village that scored was drawn round its
    whole header line, its lower edge through "replay · managing"; and with five players what a
    seat is doing ran on under its counts."""
    from game.ui.app import App
    app = App(size=size, settings_path=tmp_path / "settings.json", saves_dir=tmp_path / "saves", games=[SPEC])
    app.open_menu()
    app.change_setting("language", lang)
    seats = [SeatConfig("Aiko", 0, "human")] + [SeatConfig(f"Bot {i}", i, "ai", "easy") for i in range(1, players)]
    app.watch_again(play_out(GameSession(SPEC, seats, {}, 3), pick=-1))
    pilot = Pilot(app)
    pilot.frames(1)
    table = app.stack.top
    try:
        with DrawnText(app) as drawn:
            table.renderer.forget()
            pilot.frames(1)
        tag = t("replay.seat") + " · "
        header = [pygame.Rect(ink) for _seq, words, ink, _layer in drawn.texts
                  if words.startswith(tag) or words in {s.name for s in seats}]
        assert sum(1 for _seq, words, *_ in drawn.texts if words.startswith(tag)) == players
        theme, ctx = app.theme, table.context()
        for seat in range(players):
            for event in (ev.FavorScored(seat, 1, 1), ev.ObjectiveGained(seat, 2, 1)):
                [(rect, _colour)] = motion.pulse_targets(ctx, [event])
                ring = theme.rect(*rect).inflate(theme.px(6), theme.px(6))   # 3 out, as draw_pulses draws it
                crossed = [r for r in header if ring.colliderect(r)]
                assert crossed == [], (seat, event.name, ring, crossed)
    finally:
        app.change_setting("language", "en")
        app.close()
