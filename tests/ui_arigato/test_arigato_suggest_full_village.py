"""Suggest always answers (defect 3): when every workshop of the village is full at dawn
no arrangement of the hand is legal yet, and Suggest used to refuse ("empty a workshop first").
It now names the workshop to empty (the one the AI would empty), outlines it, and says what to
place then; once that workshop is emptied, the plan holds that arrangement. Every refusal the
table may say fits its red box at 1280x720, in English and in French."""

from __future__ import annotations

import string

import pytest

from drawn_text import DrawnText
from game import i18n
from game.core.arigato.actions import AssignRoles, EmptyWorkshop, EndDay
from game.i18n.catalogue import CATALOGUE
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato.words import items_list, slot_name, slots_text
from test_arigato_suggest_explained import wait_for_hint


def full_village_at_dawn(table_app, seed: int = 7):
    """A game where the human never prepares an offering, so their workshops fill up: played
    until a dawn when no card of the hand may stand anywhere."""
    app, pilot = table_app("HA", seed=seed)
    table = pilot.table
    for _ in range(3000):
        assert not table.session.is_over()
        if table.my_turn():
            legal, view = table.legal(), table.view()
            if view.phase == "dawn" and not view.villages[table.viewer].pending \
                    and not any(isinstance(a, AssignRoles) for a in legal):
                return app, pilot, table
            kind = AssignRoles if view.phase == "dawn" else EndDay
            table.submit(next((a for a in legal if isinstance(a, kind)), legal[0]))
        pilot.frames(1)
    raise AssertionError("the village never filled up")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_suggest_on_a_full_village_names_the_workshop_to_empty_then_what_to_place(table_app, lang):
    try:
        app, pilot, table = full_village_at_dawn(table_app)
        i18n.set_language(lang)
        pilot.click("auto")
        assert table.message == "", table.message            # no refusal
        first = table.suggested()
        assert first is not None and first["text"] and table.context().suggestion in (first["text"], first["short"])
        wait_for_hint(table, pilot)      # then why (test_arigato_suggest_explained.py), the best it finds
        asked = table.suggested()
        assert asked is not None and isinstance(asked["empty"], EmptyWorkshop)
        assert asked["empty"] in table.legal()
        ctx = table.context()
        assert ctx.hint_places == ((table.current_layout().grid[asked["empty"].slot], L.FRAME_OUT),)
        # beside why, the workshop to empty alone (what to place then is planned once it is emptied)
        assert ctx.suggestion == (asked["short"] if ctx.dawn_why else asked["text"])
        # the words are on screen whole, in the action panel
        with DrawnText(app) as drawn:
            table.renderer.forget()
            pilot.frames(1)
        panel = app.theme.rect(*L.ACT)
        shown = " ".join(words for _, words, ink, _ in drawn.texts if panel.contains(ink))
        assert " ".join(ctx.suggestion.split()) in shown
        assert not [p for p in drawn.problems() if "cut short" in p or "off the window" in p]
        # emptying the workshop it names leaves the arrangement it said planned
        assert table.submit(asked["empty"]) is None
        pilot.frames(1)
        then = asked["then"]
        assert then is not None and then in table.legal()
        assert (table.plan.resident, table.plan.slot, set(table.plan.travelers)) == \
            (then.resident, then.slot, set(then.travelers))
        assert table.plan_action() == then
    finally:
        i18n.set_language("en")


def refusal_samples(content) -> list[str]:
    """Every refusal sentence of the catalogue the Arigatō table may say, its fields filled with
    the longest values the game can give them."""
    values = dict(card=95, n=4, items=items_list(["firework", "origami", "firework", "origami"]),
                  item="firework", slot=slot_name(3), slots=slots_text([0, 1, 2]), step=21,
                  field="travelers", expected="a tuple of card numbers")
    out = []
    for key, text in CATALOGUE[i18n.language()].items():
        if key.startswith(("arigato.refuse.", "refuse.")):
            fields = {name for _, name, _, _ in string.Formatter().parse(text) if name}
            out.append(i18n.t(key, **{f: values[f] for f in fields}))
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_refusal_fits_its_box_at_1280x720(table_app, lang):
    try:
        app, pilot = table_app("HA", size=(1280, 720))
        i18n.set_language(lang)
        table = pilot.table
        failures = []
        for reason in refusal_samples(table.content):
            table.refuse(reason)
            with DrawnText(app) as drawn:
                table.renderer.forget()
                pilot.frames(1)
            seq, box = [(seq, rect) for seq, rect, _ in drawn.panels
                        if rect.collidepoint(app.theme.pt(*L.MESSAGE[:2]))][-1]
            lines = [(words, ink) for at, words, ink, _ in drawn.texts if at > seq and box.colliderect(ink)]
            said = " ".join(words for words, _ in lines)
            if said != " ".join(table.message.split()):
                failures.append(f"not all said: {table.message!r} -> {said!r}")
            failures += [f"out of its box: {words!r} {tuple(ink)} / {tuple(box)}"
                         for words, ink in lines if not box.contains(ink)]
        assert failures == []
    finally:
        i18n.set_language("en")


def test_the_longest_hint_is_said_whole_in_french(table_app):
    """The hint by day names a workshop by its place: "envoyez sous votre porte du palais :
    artificière (en bas à droite)" used to lose its second line."""
    import threading
    from game.ui.tables.arigato.words import slot_name
    app, pilot = table_app("HA", seed=7)
    table = pilot.table
    for _ in range(600):
        if table.my_turn() and table.view().phase == "day":
            break
        if table.my_turn():
            table.submit(next(a for a in table.legal() if isinstance(a, AssignRoles)))
        pilot.frames(1)
    i18n.set_language("fr")
    try:
        who = i18n.t("arigato.hint.who", type=i18n.t("arigato.type.fireworks_maker"), slot=slot_name(3))
        words = i18n.t("arigato.hint.to_gate", who=who)
        table.hint = {"key": table.hint_key(), "text": words, "action": EndDay(table.viewer),
                      "cancel": threading.Event()}
        with DrawnText(app) as drawn:
            pilot.frames(1)
        full = i18n.t("table.hint.text", hint=words)
        said = ""
        for _, line, _, _ in drawn.texts:        # the hint's lines, in turn
            if full.startswith((said + " " + line).strip()):
                said = (said + " " + line).strip()
        assert said == full
    finally:
        i18n.set_language("en")
