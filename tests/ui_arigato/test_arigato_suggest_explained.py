"""Suggest at dawn says why (game/ui/tables/arigato/dawn.py, `explain_suggestion`): the plan it
fills is appraised against the next best arrangements as a hint is (game/ai/hint.py), and the
hint's words, its gain over the next best and its reasons are drawn whole in the action panel,
in English and French; the plan on the table is the move they speak of."""

from __future__ import annotations

import os
import time

import pygame
import pytest

from drawn_text import DrawnText
from game import i18n
from game.core.arigato.actions import AssignRoles
from game.ui.tables.arigato import layout as L


def wait_for_hint(table, pilot, limit: float = 60.0) -> None:
    deadline = time.monotonic() + limit
    while table.hint_state() == "thinking" and time.monotonic() < deadline:
        time.sleep(0.01)
        pilot.frames(1)      # the window keeps drawing (and adopts the answer) while it thinks
    pilot.frames(1)


def read_in(drawn, panel) -> str:
    """The texts drawn inside `panel`, read top to bottom (a hint's lines are drawn upwards)."""
    inside = sorted((ink.top, ink.left, " ".join(words.split())) for _, words, ink, _ in drawn.texts
                    if panel.contains(ink))
    return " ".join(words for _, _, words in inside)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_suggest_at_dawn_says_why_and_plans_what_it_explains(table_app, lang, tmp_path):
    app, pilot = table_app("HA", seed=7)
    table = pilot.table
    view = table.view()
    assert table.my_turn() and view.phase == "dawn"
    assert any(isinstance(a, AssignRoles) for a in table.legal())
    try:
        app.change_setting("language", lang)
        pilot.click("auto")
        assert table.plan_action() is not None            # the plan filled at once
        assert table.hint_state() in ("thinking", "ready")
        wait_for_hint(table, pilot)
        job = table.hint
        found = job["hint"]
        assert table.hint_state() == "ready" and found is not None and found.weighed >= 2
        # the plan on the table is the arrangement the words speak of
        assert isinstance(found.action, AssignRoles) and table.plan_action() == found.action
        lines = table.hint_lines()
        assert lines == table.reason_lines(found, job["view"])
        told = [r for r in found.reasons if r.kind != "cost"]
        assert 1 + min(3, len(told)) <= len(lines) <= 3 + min(3, len(told))
        # drawn whole, in the action panel
        app.mouse = (-1, -1)
        with DrawnText(app) as drawn:
            table.renderer.forget()
            pilot.frames(1)
        assert drawn.problems() == []
        panel = app.theme.rect(*L.ACT)
        shown = read_in(drawn, panel)
        for line in lines:
            assert " ".join(line.split()) in shown, line
        if os.environ.get("ARIGATO_SHOTS"):
            pygame.image.save(app.screen, os.path.join(os.environ["ARIGATO_SHOTS"], f"suggest-why-{lang}.png"))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("village", ["room", "full"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_longest_reasons_fit_in_the_dawn_help(table_app, lang, village):
    """Three reasons, the longest of each kind (an objective named with what it asks, a favor
    bonus, a scoring part), "likely" where they may be, what the move gives up (what the best
    other player gains) and the rest of its gain, said in the dawn's help after Suggest (the hand
    below leaves no room at the panel's foot when the village is full): the gain, the first reason
    and the rest always, whole; where the room holds fewer reasons, its words with fewer, their
    rest then holding what is left unsaid (they add up to the gain all the same), never cut;
    nothing over the plan's cards or buttons."""
    import threading

    from game.ai.hint import Hint, Reason
    from longest_reasons import longest_given_up, longest_later
    # imported here: that module imports this one's wait_for_hint (a cycle)
    from test_arigato_suggest_full_village import full_village_at_dawn
    if village == "full":
        app, pilot, table = full_village_at_dawn(table_app)
    else:
        app, pilot = table_app("HA", seed=7)
        table = pilot.table
    app.change_setting("language", lang)
    pilot.click("auto")
    wait_for_hint(table, pilot)
    action = table.suggested()["empty"] if village == "full" else table.plan_action()
    view = table.view()
    longest = max((d for d in view.objectives if d > view.day),
                  key=lambda d: len(table.reason_detail(view, "objective", d)))
    # 12.46 favor: 12.25 for the part of the later favor worded longest, 3 given up in the part
    # named longest, 3.21 in other differences
    why = (Reason("event", "objective", 0.6, longest, longest), Reason("event", "favor_bonus", 0.7, 11, 30),
           longest_later(), longest_given_up())
    try:
        table.hint = {"key": table.hint_key(), "text": table.hint_words(view, action), "action": action,
                      "hint": Hint(action, (), 12.46, why, weighed=3), "cancel": threading.Event(),
                      "suggested": action}
        app.mouse = (-1, -1)
        with DrawnText(app) as drawn:
            table.renderer.forget()
            pilot.frames(1)
        if os.environ.get("ARIGATO_SHOTS"):
            pygame.image.save(app.screen, os.path.join(os.environ["ARIGATO_SHOTS"],
                                                       f"suggest-long-{village}-{lang}.png"))
        assert drawn.problems() == []
        shown = read_in(drawn, app.theme.rect(*L.ACT))
        lines = table.hint_lines()
        assert len(lines) == 6 and "+12" in lines[1] and str(longest) in lines[2]
        assert lines[-1] == ("Other differences: +3.2 favor" if lang == "en"
                             else "Autres différences : +3,2 faveurs")
        ways = table.context().dawn_why
        assert ways[0] == lines and [len(w) for w in ways] == [6, 5, 4, 1]
        said = [w for w in ways if all(" ".join(line.split()) in shown for line in w)]
        assert said and len(said[0]) >= 4, (said, shown)    # the gain, a reason, the part given up, the rest
        if village == "full":
            assert table.suggested()["short"] in shown
    finally:
        i18n.set_language("en")


def test_the_reasons_go_when_the_plan_is_changed_and_never_lie_over_the_hand(table_app):
    """Start over after Suggest: the hand's cards come back to the panel's foot, and the reasons,
    no longer of the plan on the table, are said nowhere (nor the hint at the foot, over the hand)."""
    app, pilot = table_app("HA", seed=7)
    table = pilot.table
    pilot.click("auto")
    wait_for_hint(table, pilot)
    assert table.context().dawn_why
    pilot.click("clear")
    pilot.frames(1)
    ctx = table.context()
    assert ctx.dawn_why == () and ctx.hint == "none" and ctx.hint_lines == ()
    app.mouse = (-1, -1)
    with DrawnText(app) as drawn:
        table.renderer.forget()
        pilot.frames(1)
    assert drawn.problems() == []
