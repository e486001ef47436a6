"""Every refusal fits its box: the longest refusals a game gives (a choice clicked
after its decision has passed, worded with the whole choice and the decision the game waits
for) are said whole in the notice at the foot of the decision panel, at 1280x720, in English
and in French (a fifth line used to be dropped)."""

from __future__ import annotations

import random

import pytest

from drawn_text import DrawnText
from game import i18n
from game.core.daitoshi import SPEC
from game.i18n import daitoshi as words
from game.ui.tables.daitoshi import layout as L


def longest_refusals(lang: str, count: int = 4) -> list[str]:
    """The longest refusals of a seeded 3-player game (their reasons): each earlier choice
    offered again later."""
    state = SPEC.new_game(players=3, seed=2)
    rng = random.Random(2)
    offered, said = [], set()
    for _ in range(400):
        if state.is_over():
            break
        for action in offered[-40:]:
            refusal = state.refusal(action)
            if refusal is not None:
                said.add(words.describe_refusal(refusal, action, state, lang=lang))
        legal = state.legal_actions(state.current_seats()[0])
        offered.extend(legal[:3])
        state.apply(rng.choice(legal))
    return sorted(said, key=len)[-count:]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_longest_refusals_are_said_whole_in_their_box(daitoshi_app, lang):
    app, pilot = daitoshi_app("HA", size=(1280, 720))
    table = pilot.table
    pilot.until_my_turn()
    i18n.set_language(lang)
    try:
        box = app.theme.rect(*L.DECISION)
        for reason in longest_refusals(lang):
            table.refuse(reason)
            text = table.message              # "Not allowed: ..."
            pilot.frames(1)
            with DrawnText(app) as drawn:
                pilot.frames(1)
            shown = [words_ for _, words_, ink, _ in drawn.texts if box.contains(ink)]
            first = next(k for k, line in enumerate(shown) if text.startswith(line))   # the notice's lines, in turn
            assert " ".join(shown[first:]) == " ".join(text.split()), text
    finally:
        i18n.set_language("en")
