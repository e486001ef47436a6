"""Learn to play's coach keeps its place while what it depends on stays the same (coach.py:
`rect` is asked several times a frame): a step further, another language, a window of another
size, or a lit part come into its way, and it is worked out anew, the same place a coach that
kept nothing finds."""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.ui.tables.coach import Coach
from tutorial_pilot import coach_button, open_tutorial


def fresh_rect(table) -> tuple:
    return Coach(table).rect()


@pytest.mark.parametrize("game", registry.available())   # every game has its lessons
def test_the_coachs_place_is_worked_out_anew_when_what_it_depends_on_changes(app, game):
    pilot, table = open_tutorial(app, game, "en")
    pilot.frames(2)
    for _ in range(4):                                   # steps further: other words, other lit parts
        assert table.coach.rect() == fresh_rect(table)
        if table.session.lesson.reading():
            pilot.click_at(coach_button(table, "coach_next").center())
        pilot.frames(2)
    app.change_setting("language", "fr")                 # longer words: a taller panel
    pilot.frames(2)
    assert table.coach.rect() == fresh_rect(table)
    pygame.display.set_mode((800, 450), pygame.RESIZABLE)   # the fonts at another scale
    app.resized((800, 450))
    pilot.frames(2)
    assert table.coach.rect() == fresh_rect(table)
    lit = [(0, 0, 1280, 720)]                            # a lit part over every place: words whole first
    assert table.coach.rect(lit) == Coach(table).rect(lit)
