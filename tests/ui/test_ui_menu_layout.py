"""The main menu's layout, by the rectangles drawn: the nine buttons stand clear of the lines
above them and of the message under them, at each size and in both languages."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import t

GAP = 8     # pixels at 1280x720 at least between two things a reader should see apart


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_menu_buttons_keep_a_gap_under_the_subtitle_and_above_the_message(make_app, size, lang):
    """The first button started 2 px under the line under the subtitle (its font's box
    ran into the button)."""
    app = make_app(size=size)
    app.change_setting("language", lang)
    try:
        menu = app.stack.top
        menu.message = t("menu.no_games")      # the line the menu may show under its buttons
        drawn = {}
        real = app.theme.text

        def text(surface, words, *args, **kwargs):
            rect = real(surface, words, *args, **kwargs)
            drawn[words] = pygame.Rect(rect)
            return rect
        app.theme.text = text
        app.frame(1 / 60)
        del app.theme.text
        buttons = [pygame.Rect(app.theme.rect(*w.rect)) for w in menu.widgets]
        assert len(buttons) == 9
        top = min(b.top for b in buttons)
        above = [drawn[t("app.subtitle")], drawn[t("menu.hint")]]
        gap = GAP * app.theme.s
        assert all(r.bottom + gap <= top for r in above), (above, top)
        assert max(b.bottom for b in buttons) + gap <= drawn[menu.message].top
        assert drawn[menu.message].bottom <= app.screen.get_height()
    finally:
        app.change_setting("language", "en")
