"""The decision list's longest sentences (in a 26-choice City list, a Trade's label fell
to 7.5 pt, too small to read): every choice of a game's decisions is worded at a readable size in
both languages, on as many lines as it takes, in a button tall enough to hold them."""

from __future__ import annotations

import random

import pytest

from game.core.daitoshi import new_game
from game.i18n import daitoshi as words
from game.ui.tables.daitoshi import choices
from game.ui.tables.daitoshi import layout as L


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_choice_reads_at_a_readable_size_in_a_button_that_holds_it(daitoshi_app, size):
    app, _ = daitoshi_app("HA", size=size)
    theme = app.theme
    width = L.decision_list()[2] - 4 - 30          # as the list lays its buttons out
    state, rng = new_game(3, 0), random.Random(0)
    long_ones = 0
    for _ in range(400):
        if state.is_over():
            break
        legal = state.legal_actions(state.current_seats()[0])
        for lang in ("en", "fr"):
            for action in legal:
                label = words.describe_action(action, state, lang=lang)
                point, lines = choices.label_lines(theme, label, width)
                assert point >= 9.5, (point, label)
                assert all(theme.font("sans", point).size(line)[0] <= width * theme.s for line in lines), label
                assert len(lines) * choices.pitch(theme, point, lines) <= choices.row_height(theme, label, width) - 4, label   # the button
                long_ones += len(lines) > 2
        state.apply(rng.choice(legal))
    assert long_ones, "no sentence of three lines or more: proves nothing"
