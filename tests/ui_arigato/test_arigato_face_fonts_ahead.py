"""The card faces' fonts are opened ahead for every size the table draws faces at (card_art.py
`face_fonts`, `open_ahead`; render/fonts.py `card_face_fonts`; render/table.py `prepare`): the
first face drawn at such a size, whatever its card, opens no font in its frame (the first artisan
in a home workshop opened 4, the first move through the slow line 6: game/tools/MEASUREMENTS.md,
"First frames")."""

from __future__ import annotations

import pygame
import pytest

from game.core.arigato.components import HIDDEN, default_content
from game.ui import frame_causes as fc
from game.ui import theme as th
from game.ui.tables.arigato import card_ahead, card_art
from game.ui.tables.arigato.render import fonts
from game.ui.tables.arigato.scene import ArigatoTable


def faces_at_every_size(theme: th.Theme, content) -> int:
    """Every card's face (and the back) drawn at every pixel size the table's card sizes come to
    at the theme's scale; the fonts they opened."""
    before = fc.counts[fc.FONT_OPENED]
    for w, h, mini in fonts.card_sizes():
        for pw in fonts.pixel_lengths(w, theme.s):
            for ph in fonts.pixel_lengths(h, theme.s):
                for card in [HIDDEN, *range(1, len(content.cards))]:
                    card_art.card_surface(content, card, (pw, ph), mini)
    return fc.counts[fc.FONT_OPENED] - before


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1366, 768), (3840, 2160)])
def test_a_face_at_a_size_the_table_draws_opens_no_font_once_its_fonts_are_opened_ahead(size):
    pygame.font.init()
    content = default_content()
    theme = th.Theme(size)
    card_art.clear_caches()
    assert faces_at_every_size(theme, content) > 0    # drawn first, the faces open their fonts
    card_art.clear_caches()
    listed = fonts.card_face_fonts(theme, content)
    before = fc.counts[fc.FONT_OPENED + fc.AHEAD]
    card_ahead.open_ahead(listed, lambda: True)
    assert listed == []
    assert fc.counts[fc.FONT_OPENED + fc.AHEAD] - before == len(fonts.card_face_fonts(theme, content))
    assert faces_at_every_size(theme, content) == 0   # opened ahead: no face opens one
    card_art.clear_caches()


@pytest.mark.parametrize("x", [0.5, 1.5, 2.25, 7.0, 101.75])
@pytest.mark.parametrize("w, s", [(22, 1.5), (120, 1.5), (22, 1.0), (48, 1.0671875), (31, 2.0), (36, 3.0)])
def test_a_rects_side_in_pixels_is_among_its_pixel_lengths(x, w, s):
    theme = th.Theme((round(th.BASE_W * s), round(th.BASE_H * s)))
    for ox in (0.0, 0.5, 1.5, 3.25):          # the canvas's offset in the window, halves among them
        theme.ox = theme.oy = ox
        rect = theme.rect(x, x, w, w)
        assert rect.w in fonts.pixel_lengths(w, theme.s) and rect.h in fonts.pixel_lengths(w, theme.s)


def test_room_opens_at_least_one_font_a_call_and_no_more_than_room_allows():
    pygame.font.init()
    card_art.clear_caches()
    listed = fonts.card_face_fonts(th.Theme((1920, 1080)), default_content())
    n = len(listed)
    card_ahead.open_ahead(listed, lambda: False, load=False)   # no room: one all the same
    assert len(listed) == n - 1
    card_art.clear_caches()


def test_the_table_opens_its_faces_fonts_before_it_shows(monkeypatch):
    import arigato_situations as S
    monkeypatch.setattr(ArigatoTable, "PREPARE_FIRST", True)     # as the client does (tests/conftest.py)
    card_art.clear_caches()
    app, pilot = S.open_table("HAAA", (1920, 1080), seed=3, anim_speed=1.0)
    try:
        table = app.stack.top
        for _ in range(200):          # the first picture prepared, a slice a frame
            if table.curtain is None:
                break
            app.frame(1 / 60)
        assert table.curtain is None, "the table was never shown"
        assert table.renderer.faces_fonts == [], "the faces' fonts were not all opened before the table showed"
        assert faces_at_every_size(table.theme, table.content) == 0
    finally:
        app.close(last=False, picture=False)
