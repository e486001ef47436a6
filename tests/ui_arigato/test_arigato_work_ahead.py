"""Arigatō's work ahead kept small in each frame (render/table.py `draw_ahead`, render/fonts.py
`open_slice`): a frame that has already taken its room of CPU does none; the fonts are opened
and their common letters loaded a slice at a time, not a font's whole in one frame. The clock is
the test's own: counted steps, not timed ones."""

from __future__ import annotations

import pygame

import arigato_situations as S
from game.i18n import language
from game.ui import frame_causes as fc
from game.ui import theme as th
from game.ui.tables.arigato import card_art
from game.ui.tables.arigato.render import fonts
from game.ui.tables.arigato.render import table as table_module


def test_fonts_open_a_slice_at_a_time():
    pygame.font.init()
    theme = th.Theme((1920, 1080))
    th._font.cache_clear()
    wanted = [("sans", 10.5), ("serif-bold", 19.5)]
    todo, letters = list(wanted), []
    before = fc.counts.copy()
    fonts.open_slice(theme, todo, letters, lambda: False)       # no room: one step, the last font opened
    assert fc.since(before).get(fc.FONT_OPENED_AHEAD, 0) == 1 and todo == wanted[:1]
    assert len(letters) == 1 and letters[0][1] == th.GLYPHS_AHEAD
    steps = 0
    while letters:                                               # then its letters, a slice a step
        fonts.open_slice(theme, todo, letters, lambda: False)
        steps += 1
        assert steps < 100
    assert steps == -(-len(th.GLYPHS_AHEAD) // fonts.LETTERS_A_SLICE)
    assert fc.since(before).get(fc.FONT_OPENED_AHEAD, 0) == 1 and todo == wanted[:1]
    fonts.open_slice(theme, todo, letters, lambda: True, load=False)   # room: the rest opened, no letter loaded
    assert todo == [] and fc.since(before).get(fc.FONT_OPENED_AHEAD, 0) == 2
    assert [left for _, left in letters] == [th.GLYPHS_AHEAD]


def test_no_face_drawn_ahead_in_a_frame_past_its_room(monkeypatch):
    app, pilot = S.open_table("HAA", (1920, 1080), seed=2)
    try:
        pilot.frames(3)
        table = app.stack.top
        renderer, ctx = table.renderer, table.context()
        now = [0.0]
        monkeypatch.setattr(table_module, "clock", lambda: now[0])
        # everything before the faces done: the moments' layer, its paper's surface, the fonts
        renderer.draw_ahead(ctx)
        renderer.ahead_key = (ctx.viewer, len(card_art.SIZES_SEEN), language())
        renderer.fonts_key, renderer.fonts_later, renderer.letters = renderer.fonts_listed(ctx), [], []
        renderer.faces_fonts = []
        size, mini = next(iter(card_art.SIZES_SEEN))
        faces = [(c, size, mini) for c in range(1, 4)]
        for c, *_ in faces:
            card_art._CACHE.pop((id(ctx.content), c, size, mini, language()), None)
        renderer.drew, renderer.began = False, 0.0
        renderer.ahead = list(faces)
        now[0] = table_module.AHEAD_ROOM * 1.01           # the frame has taken its room already
        renderer.draw_ahead(ctx)
        assert renderer.ahead == faces
        now[0] = table_module.AHEAD_ROOM / 2              # it has room: faces drawn
        renderer.draw_ahead(ctx)
        assert len(renderer.ahead) < len(faces)
    finally:
        app.close(last=False, picture=False)
