"""What each village is doing ("AI · assigning roles") stands in its room under the name, left of
the palace gate's torii: at 3 to 5 players a long one was squeezed onto one small line that ran
up to the torii's beam, 5 pixels from it. Every seat state, in both languages, both sizes, each
player count, keeps a clear gap to the gate's icon."""

from __future__ import annotations

import pytest

from game import i18n
from game.i18n import t
from game.ui.tables.arigato.render import village

CLEAR = 8   # base units of paper between a status line's ink and the torii, on the rows they share
STATES = ["online.away", "arigato.seat.deciding", "arigato.seat.assigning", "arigato.seat.thinking",
          "arigato.seat.day_ended", "arigato.seat.roles_set", "arigato.seat.dusk", "arigato.seat.choosing_bonus"]


def _drawn(app, table, monkeypatch):
    """Each status line's ink and each gate icon's rectangle, in pixels, from one drawing."""
    theme = app.theme
    lines, gates = [], []
    real_status, real_icon = village.draw_status, village.icon

    def status(theme_, surface, text, size, room, clear=0):
        real_text = theme_.text

        def text_(surface_, words, role, size_, colour, pos, anchor="topleft", alpha=255):
            r = real_text(surface_, words, role, size_, colour, pos, anchor, alpha)
            lines.append((words, theme_.render(words, role, size_, colour).get_bounding_rect().move(r.topleft)))
            return r
        theme_.text = text_
        try:
            real_status(theme_, surface, text, size, room, clear)
        finally:
            del theme_.text

    def icon(ctx, surface, name, rect, *a, **k):
        if name == "palace_gate":
            gates.append(theme.rect(*rect))
        return real_icon(ctx, surface, name, rect, *a, **k)

    monkeypatch.setattr(village, "draw_status", status)
    monkeypatch.setattr(village, "icon", icon)
    from game.ui.tables.arigato.render import Renderer
    table.renderer = Renderer()
    app.frame(1 / 60)
    monkeypatch.setattr(village, "draw_status", real_status)
    monkeypatch.setattr(village, "icon", real_icon)
    return lines, gates


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("kinds", ["HAA", "HAAA", "HAAAA"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_status_line_keeps_clear_of_the_gate(table_app, monkeypatch, lang, kinds, size):
    app, pilot = table_app(kinds, size)
    app.change_setting("language", lang)
    try:
        table = app.stack.top
        clear = CLEAR * app.theme.s
        checked = 0
        for shift in range(len(STATES)):
            monkeypatch.setattr(village, "seat_state",
                                lambda ctx, seat, shift=shift: t(STATES[(seat + shift) % len(STATES)]))
            lines, gates = _drawn(app, table, monkeypatch)
            assert len(gates) == len(kinds)
            for words, ink in lines:
                for gate in gates:
                    if ink.bottom > gate.top and ink.top < gate.bottom and ink.right <= gate.right:
                        checked += 1
                        assert gate.left - ink.right >= clear, (words, ink, gate)
        assert checked, "no status line beside a gate: the check proved nothing"
    finally:
        i18n.set_language("en")


def test_a_village_choosing_its_bonus_says_so():
    """At the 10-favor bonus the village's line said "deciding an effect": it names the bonus."""
    import arigato_situations as S
    from game.ui.tables.arigato.render.village import seat_state
    app, pilot = S.SITUATIONS["bonus"]((1280, 720))
    try:
        table = app.stack.top
        said = seat_state(table.context(), table.viewer)
        assert said == t("arigato.seat.choosing_bonus") != t("arigato.seat.deciding")
    finally:
        app.close(last=False, picture=False)
