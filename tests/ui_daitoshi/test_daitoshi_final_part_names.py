"""The final scores over the board and the results screen name the score's parts in the same words,
as the rulebook writes them (END GAME SCORING: "River", "Conflicts"): the final scores wrote
"river: conflicts" where the results wrote "River: Conflicts", in either language."""

from __future__ import annotations

import random

import pygame
import pytest

from game import i18n
from game.ui.scenes.results import ResultsScene, part_label
from game.ui.tables.daitoshi import panels
from game.ui.tables.daitoshi.scene import ChoiceButton


def _drawn(theme, draw) -> str:
    """What `draw()` writes through the theme, its texts one after another."""
    drawn = []
    real = theme.text
    theme.text = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    try:
        draw()
    finally:
        theme.text = real
    return " ".join(drawn)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_final_scores_name_the_parts_as_the_results_do(daitoshi_app, lang):
    app, pilot = daitoshi_app("HA", seed=8)
    table = pilot.table
    rng = random.Random(8)
    while pilot.until_my_turn():
        pilot.click(rng.choice([w for w in table.widgets if isinstance(w, ChoiceButton)]).id)
    assert table.session.state.is_over()
    was = i18n.language()
    i18n.set_language(lang)
    try:
        table.settle()
        surface = pygame.Surface(app.screen.get_size())   # the decision panel: the final scores
        final = _drawn(app.theme, lambda: panels.draw_decision(surface, app.theme, table.ctx()))
        app.stack.replace(ResultsScene(app, table.session))
        results = _drawn(app.theme, lambda: app.frame(1 / 60))
        named = 0
        for score in table.session.state.scores():
            for name, value in score.breakdown:
                if value:
                    words = part_label(name)
                    assert words in results, (name, words)
                    assert f"{words} {value}" in final, (name, words, final)
                    named += 1
        assert named >= 4
    finally:
        i18n.set_language(was)
