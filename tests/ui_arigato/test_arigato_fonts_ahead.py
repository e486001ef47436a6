"""Arigatō's table opens its fonts ahead (render/fonts.py, theme.py `open_ahead`): while its first
picture is prepared under the screen before, one font a frame, then in frames that draw nothing
new; no region of the table, drawn first or again as a game goes, opens a font in its frame."""

from __future__ import annotations

import pytest

from game.ui import frame_causes as fc
from game.ui import theme as th
from game.ui.tables.arigato.render import fonts, regions
from game.ui.tables.arigato.scene import ArigatoTable


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_region_opens_a_font(monkeypatch, size):
    import arigato_situations as S
    opened = []                       # (region, fonts it opened)
    real = regions.Picture._draw

    def draw(self, region, *args):
        before = fc.counts[fc.FONT_OPENED]
        real(self, region, *args)
        opened.append((region.name, fc.counts[fc.FONT_OPENED] - before))

    monkeypatch.setattr(regions.Picture, "_draw", draw)
    monkeypatch.setattr(ArigatoTable, "PREPARE_FIRST", True)     # as the client does (tests/conftest.py)
    th._font.cache_clear()            # no font left open, no text measured, by the tests before
    th._texts.clear()
    app, pilot = S.open_table("HAAA", size, seed=3, anim_speed=1.0)
    try:
        table = app.stack.top
        renderer = table.renderer
        for _ in range(100):          # the first picture prepared, a slice a frame
            if table.curtain is None:
                break
            app.frame(1 / 60)
        assert table.curtain is None, "the table was never shown"
        assert renderer.fonts_first == [], "the first picture's fonts were not all opened ahead"
        for role, size_ in fonts.FIRST_PICTURE:   # open: asking for one opens none
            before = fc.counts[fc.FONT_OPENED]
            table.theme.font(role, size_)
            assert fc.counts[fc.FONT_OPENED] == before, (role, size_)
        assert opened and all(role_opened == 0 for _, role_opened in opened), opened
        S.play_until(app, pilot, S.at(2, "day"))     # moves of every seat, a day's end, a new day
        drawn = {name for name, _ in opened}
        assert {"actions", "log"} <= drawn, drawn
        assert [(name, n) for name, n in opened if n] == []
    finally:
        app.close(last=False, picture=False)
