"""The final scores' fonts are opened ahead, in frames that draw nothing new (render.py,
panels.py `final_fonts`, theme.py `open_ahead`): the game's last frame, which draws the final
scores, opens none. A decision's fonts are too, first, with their letters (panels.py
`decision_fonts`, theme.py `letters_ahead`)."""

from __future__ import annotations

from game.ui import frame_causes as fc
from game.ui.tables.daitoshi import panels


def test_the_final_scores_open_no_font(daitoshi_app, monkeypatch):
    app, pilot = daitoshi_app("AAAA", size=(1920, 1080), seed=7)
    table = pilot.table
    size = app.screen.get_size()
    ctx = table.ctx()
    table.renderer.settle(size, table.theme, ctx)
    renderer = table.renderer
    for _ in range(len(renderer.fonts_ahead) + len(renderer.letters_ahead)):   # frames that draw nothing new: a font each
        table.renderer.board_surface(size, table.theme, ctx)
    assert not table.renderer.fonts_ahead and not table.renderer.letters_ahead
    before = fc.counts[fc.FONT_OPENED]
    for role, size_ in panels.final_fonts() + panels.decision_fonts():
        table.theme.font(role, size_)
    assert fc.counts[fc.FONT_OPENED] == before, "a font of the final scores or of a decision is not open"

    opened = []
    real = panels._final

    def final(surface, theme, ctx):
        before = fc.counts[fc.FONT_OPENED]
        real(surface, theme, ctx)
        opened.append(fc.counts[fc.FONT_OPENED] - before)

    monkeypatch.setattr(panels, "_final", final)
    for _ in range(5000):                    # a bound on a hang: the AI seats play the game out
        if table.session.state.is_over():
            break
        pilot.frames(1, drawn=False)
    for _ in range(100):
        if opened or app.stack.top is not table:
            break
        pilot.frames(1)
    assert opened, "the final scores were never drawn"
    assert opened[0] == 0, f"the final scores opened {opened[0]} font(s) in the game's last frame"


def test_letters_ahead_opens_a_font_not_open_and_loads_the_letters_of_one_open_already():
    import pygame
    from game.ui import theme as th
    pygame.font.init()
    th._font.cache_clear()
    theme = th.Theme((1920, 1080))
    theme.font("sans", 12)                    # open already (a first frame drew in it)
    fonts = [("sans", 12), ("sans-bold", 12.5)]
    before = fc.counts.copy()
    th.letters_ahead(theme, fonts)            # the list's end first: not open, opened ahead
    assert fonts == [("sans", 12)]
    assert fc.since(before) == {fc.FONT_OPENED_AHEAD: 1}
    before = fc.counts.copy()
    th.letters_ahead(theme, fonts)            # open: its letters loaded, nothing opened
    assert fonts == [] and fc.since(before) == {}
    th.letters_ahead(theme, fonts)            # nothing left: nothing done
    assert fc.since(before) == {}
