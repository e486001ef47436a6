"""Tonight's and tomorrow's objectives beside the dawn's places (a new player's
play-through): each note was cut at 5 lines, silently, and the two together could run into the
instruction line below. They now shrink until both stand whole above it: checked for every
objective of the calendar, followed by every other, in English and French, at the width the
table gives them (2 players and solo)."""

from __future__ import annotations

import pytest

from game import i18n
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import panel_layout as PL
from game.ui.tables.arigato.render import action_panel
from game.ui.tables.arigato.words import objective_body


def notes_width(table_app, kinds, size) -> float:
    """The width the dawn gives its notes, as the table draws them."""
    seen = []
    real = action_panel.fit_notes

    def spy(theme, texts, width):
        seen.append(width)
        return real(theme, texts, width)
    action_panel.fit_notes = spy
    try:
        app, pilot = table_app(kinds, size=size)
        pilot.table.renderer.forget()
        pilot.frames(1)
    finally:
        action_panel.fit_notes = real
    assert seen, "no notes drawn at dawn"
    return app, pilot.table, min(seen)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("kinds,size", [("HA", (1280, 720)), ("H", (1920, 1080)), ("HAA", (1600, 900)), ("HAAAA", (1280, 720)), ("HAAA", (1366, 768))])
def test_both_notes_stand_whole_above_the_instruction(table_app, lang, kinds, size):
    app, table, width = notes_width(table_app, kinds, size)
    objectives = {o for pair in table.content.calendar.values() for o in pair}
    room = PL.DAWN_HELP_Y - PL.DAWN_NOTES_Y - PL.DAWN_NOTES_BELOW
    try:
        i18n.set_language(lang)
        progress = i18n.t("arigato.progress", n=8, of=10)
        failures = []
        for tonight in objectives:
            for tomorrow in objectives:
                texts = [i18n.t("arigato.dawn.tonight", body=objective_body(tonight, brief=True)) + " " + progress,
                         i18n.t("arigato.dawn.tomorrow", body=objective_body(tomorrow, brief=True)) + " " + progress]
                px, paras = action_panel.fit_notes(app.theme, texts, width)
                tall = sum(len(p) for p in paras) * PL.DAWN_NOTES_LINE * px / PL.DAWN_NOTES_SIZE + PL.DAWN_NOTES_PARA
                font = app.theme.font("sans", px)
                if tall > room:
                    failures.append(("runs into the instruction", texts, px))
                if [" ".join(p) for p in paras] != [" ".join(x.split()) for x in texts]:
                    failures.append(("cut", texts))
                if any(font.size(ln)[0] > width * app.theme.s for p in paras for ln in p):
                    failures.append(("too wide", texts))
        assert failures[:3] == []
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_longer_note_shrinks_rather_than_being_cut(table_app, lang, monkeypatch):
    """Notes longer than any of today's (a longer translation, a new objective): drawn whole,
    smaller, still above the instruction line; the table used to keep 5 lines of each, silently."""
    from drawn_text import DrawnText
    real = action_panel.objective_body
    monkeypatch.setattr(action_panel, "objective_body", lambda o, brief=False: " ".join([real(o, brief=brief)] * 3))
    app, pilot = table_app("HA")
    table = pilot.table
    try:
        i18n.set_language(lang)
        with DrawnText(app) as drawn:
            table.renderer.forget()
            pilot.frames(1)
        view = table.view()
        notes = [i18n.t(k, body=action_panel.objective_body(view.objectives[d], brief=True))
                 for k, d in (("arigato.dawn.tonight", view.day), ("arigato.dawn.tomorrow", view.day + 1))
                 if d in view.objectives]
        said = " ".join(words for _, words, _, _ in drawn.texts)
        for note in notes:
            assert " ".join(note.split()) in said, note
        help_top = app.theme.pt(0, L.ACT[1] + PL.DAWN_HELP_Y)[1]
        note_words = {w for n in notes for w in n.split()}
        low = [ink.bottom for _, words, ink, _ in drawn.texts
               if words.split() and set(words.split()) <= note_words | set(i18n.t("arigato.progress", n=0, of=0).split())
               and ink.x > app.theme.pt(L.ACT[0] + L.ACT[2] / 2, 0)[0]]
        assert low and max(low) <= help_top
    finally:
        i18n.set_language("en")
