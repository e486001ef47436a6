"""Arigatō's tooltip (render/overlays.py `draw_tooltip`) drawn from its paper kept as a picture
(kept_paper.py): as the mouse sweeps over a place, the window gets to the pixel what drawing
the paper and its words there gives, and the words are measured and drawn once, not every frame."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.ui import kept_paper
from game.ui.tables.arigato.render import overlays

WORDS = ("Travelers: 2 artisans passed face down to the village on the left; they join that player's hand "
         "next dawn.\nThese go from Chiyo to Daichi.")


def tooltip_at(app, table, mouse, words=WORDS):
    ctx = dataclasses.replace(table.context(), mouse=mouse, drag=None, over_widget=False, zoom=None,
                              tips=[((0, 0, 1280, 720), words)])
    return overlays.draw_tooltip(app.screen, ctx)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_kept_tooltip_is_the_tooltip_drawn_there(table_app, monkeypatch, size):
    app, pilot = table_app("HA", size)
    table = pilot.table
    background = app.screen.copy()
    mice = [(100 + 37.3 * k, 80 + 23.7 * k) for k in range(24)] + [(1250, 700), (3, 3)]
    kept = []
    for mouse in mice:
        app.screen.blit(background, (0, 0))
        box = tooltip_at(app, table, mouse)
        assert box is not None
        kept.append(pygame.image.tobytes(app.screen, "RGB"))
    monkeypatch.setattr(kept_paper, "put", lambda *a, **k: False)   # the paper and its words drawn there
    for mouse, want in zip(mice, kept):
        app.screen.blit(background, (0, 0))
        tooltip_at(app, table, mouse)
        assert pygame.image.tobytes(app.screen, "RGB") == want, mouse


def test_a_tooltip_seen_again_is_neither_measured_nor_drawn_again(table_app, monkeypatch):
    app, pilot = table_app("HA", (1920, 1080))
    table = pilot.table
    sweep = [(300 + 13 * k, 200 + 7 * k) for k in range(10)]
    for mouse in sweep:   # the mouse sweeping over the place once...
        tooltip_at(app, table, mouse)
    theme = app.theme
    asked = []
    real_wrap, real_render = theme.wrap, theme.render
    monkeypatch.setattr(theme, "wrap", lambda *a, **k: asked.append("wrap") or real_wrap(*a, **k))
    monkeypatch.setattr(theme, "render", lambda *a, **k: asked.append("render") or real_render(*a, **k))
    for mouse in sweep:   # ... and again
        assert tooltip_at(app, table, mouse) is not None
    assert asked == []
