"""A button's words keep clear of its edges: a label longer than its button (a translation, a
narrow panel) shrinks rather than run to the border."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import t, tn
from game.ui import kept_paper
from game.ui.tables.arigato import panel_layout as PL
from game.ui.widgets import Button

CLEAR = 8     # base units at least between a label's ink and each side of its button


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_favor_bonus_button_keeps_its_words_inside(make_app, size, lang, monkeypatch):
    """Seen playing Arigatō in a real window at 1280x720 (a new player's play-through): "Take these 2
    items" ran from one edge of its red button to the other."""
    app = make_app(size=size)
    app.change_setting("language", lang)
    try:
        theme = app.theme
        button = Button("bonus_ok", t("arigato.button.take_bonus"), PL.TAKE_BONUS, lambda: None)
        inks = []
        real = theme.text

        def text(surface, words, role, size, colour, pos, anchor="topleft", alpha=255):
            rect = real(surface, words, role, size, colour, pos, anchor, alpha)
            inks.append(theme.render(words, role, size, colour).get_bounding_rect().move(rect.topleft))
            return rect
        real_put = theme.put_text   # (a label alone is drawn at its offset from the button's paper)

        def put_text(surface, words, role, size, colour, at):
            rect = real_put(surface, words, role, size, colour, at)
            inks.append(theme.render(words, role, size, colour).get_bounding_rect().move(rect.topleft))
            return rect
        theme.text, theme.put_text = text, put_text
        monkeypatch.setattr(kept_paper, "put", lambda *a, **k: False)   # drawn on the window, not kept
        button.draw(app.screen, theme, False, False)
        del theme.text, theme.put_text
        [ink] = inks
        inside = pygame.Rect(theme.rect(*button.rect)).inflate(-2 * theme.px(CLEAR), 0)
        assert inside.contains(ink), (ink, inside)
    finally:
        app.change_setting("language", "en")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_continue_and_its_note_stand_apart_inside_their_button(make_app, size, lang):
    """Seen in the real-window play-through: in the menu's Continue button, the "p" of "Reprendre"
    ran into the note under it ("Arigatō · 2 joueurs · jour 2")."""
    from game.ui.scenes.menu import MenuScene
    app = make_app(size=size)
    app.change_setting("language", lang)
    try:
        theme = app.theme
        menu = MenuScene(app)
        menu.layout()
        button = next(w for w in menu.widgets if w.id == "continue")
        button.sub = t("menu.continue_note", game="Arigatō", players=tn("count.players", 2),
                       progress=t("progress.day", n=12))     # as the menu words a saved game
        inks = []
        real = theme.text

        def text(surface, words, role, size, colour, pos, anchor="topleft", alpha=255):
            rect = real(surface, words, role, size, colour, pos, anchor, alpha)
            inks.append(theme.render(words, role, size, colour).get_bounding_rect().move(rect.topleft))
            return rect
        theme.text = text
        button.draw(app.screen, theme, False, False)
        del theme.text
        label, note = inks
        box = pygame.Rect(theme.rect(*button.rect))
        assert label.bottom < note.top, (label, note)
        assert box.contains(label) and box.contains(note), (box, label, note)
    finally:
        app.change_setting("language", "en")


def test_a_two_line_button_fits_its_words_once_not_every_frame(make_app):
    """The label over its note ("Continue" over "Arigatō · 2 players · day 5") was fitted again
    every frame; it is fitted once for its words and room, and again when they change."""
    app = make_app()
    theme = app.theme
    words = ["Continue"]
    button = Button("continue", lambda: words[0], (100, 100, 300, 60), lambda: None,
                    sub="Arigatō · 2 players · day 5")
    fits = []
    real = theme.fit_size
    theme.fit_size = lambda *a, **k: fits.append(a[0]) or real(*a, **k)
    try:
        for _ in range(3):
            button.draw(app.screen, theme, False, False)
        assert fits == ["Continue", "Arigatō · 2 players · day 5"]
        words[0] = "Continuer la partie"
        button.draw(app.screen, theme, True, False)
        assert fits[2:] == ["Continuer la partie", "Arigatō · 2 players · day 5"]
    finally:
        del theme.fit_size
