"""Learn to play's coach at Arigatō's table stands over the log's column in most steps (the one
place that hides no part a step speaks of): the log then shows its newest lines below the coach's
panel, none of them hidden under it, in every step, in English and French."""

from __future__ import annotations

import pygame
import pytest

from arigato_clicks import play_move
from drawn_text import DrawnText
from game.ui.tables.arigato import layout as L
from tutorial_pilot import new_app, open_tutorial, play_through


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_line_of_the_log_lies_under_the_coach(tmp_path, lang):
    app = new_app(tmp_path)
    pilot, table = open_tutorial(app, "arigato", lang)
    over_the_log, hidden = [], []

    def look(step: int) -> None:
        theme = table.theme
        coach = pygame.Rect(theme.rect(*table.coach.rect()))
        column = pygame.Rect(theme.rect(*L.LOG))
        if not coach.colliderect(column):
            return
        over_the_log.append(step)
        ctx = table.context()
        words = {text for _, text, _ in ctx.log.wrapped(ctx, L.LOG_WRAP_W)}
        table.renderer.forget()
        with DrawnText(app) as drawn:
            app.frame(1 / 60)
        logged = [(text, ink) for _, text, ink, _ in drawn.texts if text in words and column.contains(ink)]
        assert logged, step                                   # the log is shown...
        hidden.extend((step, text) for text, ink in logged if ink.colliderect(coach))   # ...below the coach

    try:
        play_through(pilot, table, play_move, look=look)
    finally:
        app.close(last=False, picture=False)
    assert set(range(4, 17)) <= set(over_the_log)   # the steps where the coach stands there
    assert hidden == []
