"""The players' strips of the Daitoshi table (strips.py): a VP total of three digits fits between
its icon and the next one, in every strip, at each size and in both languages."""

from __future__ import annotations

import pygame
import pytest

from game.ui.tables.daitoshi import paint, strips

VPS = (188, 100, 444, 999)     # three digits, the widest figures among them


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("kinds,options", [("H", {"advisors": 3}), ("HA", {}), ("HAA", {}), ("HAAA", {})])
def test_a_three_digit_vp_total_fits_before_the_next_icon(daitoshi_app, monkeypatch, kinds, options, size, lang):
    """"188" ran over the food icon beside it."""
    app, pilot = daitoshi_app(kinds, size=size, options=options)
    app.change_setting("language", lang)
    try:
        table = pilot.table
        state = table.session.state
        for seat, p in enumerate(state.players):
            p.vp = VPS[seat]          # the test's own position: the table only reads it
        table._view_key = None
        ctx = table.ctx()
        theme = app.theme
        texts, icons = [], []
        real_text, real_icon = theme.text, paint.icon

        def text(surface, words, role, size, colour, pos, anchor="topleft", alpha=255):
            rect = real_text(surface, words, role, size, colour, pos, anchor, alpha)
            texts.append((words, theme.render(words, role, size, colour).get_bounding_rect().move(rect.topleft)))
            return rect

        def icon(surface, theme_, name, centre, size, colour_blind=False):
            r = real_icon(surface, theme_, name, centre, size, colour_blind)
            icons.append((name, pygame.Rect(r)))
            return r

        monkeypatch.setattr(theme, "text", text)
        monkeypatch.setattr(paint, "icon", icon)
        surface = pygame.Surface(app.screen.get_size())
        for seat, p in enumerate(ctx.view.players):
            texts.clear()
            icons.clear()
            strips._strip(surface, theme, ctx, seat, len(ctx.view.players))
            [figure] = [ink for words, ink in texts if words == str(p.vp)]
            [name] = [ink for words, ink in texts if words == ctx.names[seat]]
            vp_icon = next(r for n, r in icons if n == "vp")
            nearest = min((r for n, r in icons if r.left >= vp_icon.right), key=lambda r: r.left)
            assert vp_icon.right <= figure.left and figure.right < nearest.left, (seat, figure, vp_icon, nearest)
            assert name.right < vp_icon.left, (seat, ctx.names[seat], name, vp_icon)
            assert theme.rect(*strips.L.strip_rect(seat, len(ctx.view.players))).contains(figure)
    finally:
        app.change_setting("language", "en")
