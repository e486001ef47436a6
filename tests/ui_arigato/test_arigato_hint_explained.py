"""The hint that explains itself at the Arigatō table: under its words, its gain over
the next best move and its reasons, in the day's panel (the list of what happened makes room),
clear of the workshop it names and of that workshop's open menu (the layering rule: game/ui/tables/layers.py), in
English and French."""

from __future__ import annotations

import os
import threading

import pygame
import pytest

from layering import Layering
from longest_reasons import longest_given_up, longest_later
from game.ai.hint import Hint, Reason
from game.core.arigato.actions import EmptyWorkshop, PrepareOffering
from game.i18n import t
from game.i18n.hints import given_up_words, number, reason_words
from game.ui.tables.arigato.words import objective_body
from test_arigato_table_day import to_a_day


def centre(rect):
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_explained_hint_leaves_its_workshop_and_its_open_menu_in_view(table_app, lang):
    app, pilot = table_app("HA", seed=7)
    table = pilot.table
    to_a_day(table, pilot, lambda v: any(v.workshops))
    app.change_setting("language", lang)
    action = next(a for a in table.legal() if isinstance(a, (PrepareOffering, EmptyWorkshop)))
    day = table.view().day
    # 12.46 favor: 12.25 for the part of the later favor worded longest, 3 given up in the part
    # named longest, and 3.21 in other differences, which the events stand for: the longest
    # lines a hint may end with
    later, given_up = longest_later(), longest_given_up()
    why = (Reason("event", "to_gate", 0.6, day), Reason("event", "objective", 1.0, day + 1, day + 1),
           later, given_up)
    found = Hint(action, (), 12.46, why, weighed=3)
    table.hint = {"key": table.hint_key(), "text": table.hint_words(table.view(), action),
                  "action": action, "hint": found, "cancel": threading.Event()}
    workshop = table.current_layout().grid[action.slot]
    pilot.click_at(centre(workshop))
    assert table.popup == action.slot and table.hint_state() == "ready"
    app.mouse = (-1, -1)
    try:
        with Layering(app, table) as layers:
            pilot.frames(1)
        if os.environ.get("ARIGATO_SHOTS"):
            pygame.image.save(app.screen, os.path.join(os.environ["ARIGATO_SHOTS"], f"hint-explained-long-{lang}.png"))
        assert layers.problems() == []
        said = table.reason_lines(found, table.view())
        # tomorrow's objective named by its day and what it asks, in the table's words, after the
        # later favor's part (the larger points, said first) and the event before it
        assert said[1] == reason_words(later, table.REASON_WORDS, table.POINTS)
        assert objective_body(table.view().objectives[day + 1], brief=True) in said[3]
        assert len(said) == 6 and said[4] == t("table.hint.cost.arigato.many", vp=number(3.0),
                                               what=given_up_words(given_up.key, table.REASON_WORDS))
        assert said[5] == t("table.hint.rest.other.arigato.many", vp=number(3.21))
        inks = [ink for _, words, ink, _ in layers.drawn.texts
                if len(words) > 6 and any(" ".join(words.split()).lstrip("• ") in line for line in said)]
        assert len(inks) >= len(said)             # each line of it drawn
        clear_of = [app.theme.rect(*workshop)] + [app.theme.rect(*r) for r in table.opened()]
        assert not [ink for ink in inks for r in clear_of if ink.colliderect(r)]
    finally:
        from game import i18n
        i18n.set_language("en")
