"""Apps made one after another in one process (the tests' fixtures: `App.close(last=False)`
keeps pygame up between them, and the text drawn is kept for the whole process): the next App
starts as a first one would, and kept text is never another size's."""

from __future__ import annotations

import pygame

from game.ui import theme as th
from game.ui.theme import Theme


def test_an_app_closed_for_the_next_leaves_it_no_event_and_a_new_window(tmp_path):
    from game.ui.app import App
    from ui_fakegame import SPEC

    def app(size):
        return App(size=size, settings_path=tmp_path / "settings.json", saves_dir=tmp_path / "saves",
                   games=[SPEC])

    first = app((1280, 720))
    first.open_menu()
    first.frame(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=first.theme.pt(640, 360), button=1))
    first.close(last=False)
    assert pygame.get_init() and pygame.font.get_init()   # kept up for the next App

    second = app((1100, 700))
    try:
        assert pygame.display.get_surface().get_size() == (1100, 700)
        assert not pygame.event.peek(pygame.MOUSEBUTTONDOWN)   # the click was the first App's
        second.open_menu()
        second.frame(1 / 60)
        assert second.stack.top.name == "menu"
        # its text is drawn with fonts that still draw
        assert second.theme.render("Arigatō", "serif-bold", 30, th.INK).get_width() > 0
    finally:
        second.close(last=False)


def test_kept_text_is_drawn_at_each_themes_own_size():
    small, large = Theme((1280, 720)), Theme((2560, 1440))
    pygame.font.init()
    a = small.render("Daitoshi", "sans", 20, th.INK)
    b = large.render("Daitoshi", "sans", 20, th.INK)
    assert b.get_height() > a.get_height() * 1.6
    assert small.render("Daitoshi", "sans", 20, th.INK) is a            # kept, not drawn again
    assert small.fit_size("Daitoshi Daitoshi", "sans", 20, 60) < large.fit_size("Daitoshi Daitoshi", "sans", 20, 300)
    assert small.wrap("a b c d e f", "sans", 20, 40) != small.wrap("a b c d e f", "sans", 20, 400)


def test_a_scene_failing_to_close_leaves_the_others_closed_and_the_hosting_stopped(tmp_path):
    from game.ui.app import App
    from ui_fakegame import SPEC

    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json", saves_dir=tmp_path / "saves",
              games=[SPEC])
    app.open_menu()
    exited = []
    menu = app.stack.top
    menu.exit = lambda: exited.append("menu")

    class Broken:
        def exit(self):
            raise RuntimeError("a scene that fails to close")

    class Hosting:
        def close(self):
            exited.append("hosting")

    app.stack.scenes.append(Broken())
    app.hosting = Hosting()
    try:
        app.close(last=False)
    except RuntimeError as exc:
        assert "fails to close" in str(exc)
    else:
        raise AssertionError("the failure was not raised")
    assert exited == ["menu", "hosting"] and not app.stack.scenes and app.hosting is None
