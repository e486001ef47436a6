"""Learn to play in the menu: its page lists the games that have a tutorial, each text
whole in both languages at both sizes; a game without one is not offered; Back returns."""

from __future__ import annotations

import pytest

from drawn_text import DrawnText
from game.core import registry
from game.tutorial.script import has_tutorial
from ui_pilot import Pilot


TAUGHT = [name for name in registry.available() if has_tutorial(name)]   # the games with a tutorial


def real_games():
    return [registry.spec(n) for n in TAUGHT]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_learn_page_lists_both_games_drawn_whole(make_app, lang, size):
    app = make_app(size=size, games=real_games())
    app.change_setting("language", lang)
    pilot = Pilot(app)
    with DrawnText(app) as drawn:
        pilot.frames(1)
    assert drawn.problems() == []          # the menu, with its new button
    pilot.click("learn")
    assert app.stack.top.name == "learn"
    assert {w.id for w in app.stack.top.widgets} == {f"learn:{n}" for n in TAUGHT} | {"back"}
    with DrawnText(app) as drawn:
        pilot.frames(1)
    assert drawn.problems() == []
    pilot.click("back")
    assert app.stack.top.name == "menu"


def test_a_game_without_a_tutorial_is_not_offered(make_app):
    app = make_app()                       # the tiny test game only: it has no tutorial.toml
    pilot = Pilot(app)
    pilot.click("learn")
    assert [w.id for w in app.stack.top.widgets] == ["back"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", TAUGHT)
def test_the_coach_s_step_counter_is_never_broken(tmp_path, game, lang, size, monkeypatch):
    """In each place the table has for the coach, narrow or wide, at the widest counts ("step 10
    of 21", "step 21 of 21"): the counter is drawn whole on one line, and every text of the coach
    whole inside it ("step 10 of / 21")."""
    from game.i18n import t
    from tutorial_pilot import new_app, open_tutorial
    app = new_app(tmp_path, size)
    try:
        pilot, table = open_tutorial(app, game, lang)
        lesson = table.session.lesson
        for n in (10, lesson.count()):
            monkeypatch.setattr(lesson, "number", lambda n=n: n)
            counter = t("tutorial.counter", n=n, count=lesson.count()).casefold()
            for place in type(table).COACH_PLACES:
                monkeypatch.setattr(table, "COACH_PLACES", (place,))
                forget = getattr(getattr(table, "renderer", None), "forget", None)
                if forget is not None:    # a board drawn region by region: all of it afresh
                    forget()
                with DrawnText(app) as drawn:
                    pilot.frames(1)
                box = app.theme.rect(*table.coach.rect())
                mine = [(words, ink) for _, words, ink, _ in drawn.texts if box.contains(ink)]
                assert any(counter in words.casefold() for words, _ in mine), (n, place, [w for w, _ in mine][:3])
                assert drawn.problems() == [], (n, place, drawn.problems())
    finally:
        app.close(last=False, picture=False)


def lesson_to_its_last_step(pilot, table) -> None:
    """Next and the expected moves (as the session takes them) up to the last step, on show."""
    session, lesson = table.session, table.session.lesson
    for _ in range(3000):
        if lesson.reading() and lesson.number() == lesson.count():
            return
        if lesson.reading():
            session.next_step()
        elif table.my_turn() and lesson.expected(session.state):
            assert table.submit(lesson.expected(session.state)[0]) is None
        else:
            pilot.frames(1)
    raise AssertionError("the lesson never reached its last step")


def pause_words(pilot) -> str | None:
    import pygame
    pilot.key(pygame.K_ESCAPE)
    assert pilot.app.stack.top.name == "pause"
    line = pilot.app.stack.top.save_line()
    return line[0] if line else None


@pytest.mark.parametrize("game", TAUGHT)
def test_after_play_on_the_game_is_kept_like_any_other(tmp_path, game):
    """During the lesson nothing is saved, and the pause screen says so; after Play on the player
    is playing a game of their own: it is saved, and after quitting, Continue brings it back as it
    was (quitting lost it without a warning)."""
    from game.i18n import t
    from tutorial_pilot import coach_button, new_app, open_tutorial
    app = new_app(tmp_path)
    try:
        pilot, table = open_tutorial(app, game, "en")
        lesson_to_its_last_step(pilot, table)
        assert app.saves.saved_games() == []
        assert pause_words(pilot) == t("pause.lesson")
        pilot.click("resume")
        pilot.click_at(coach_button(table, "coach_next").center())       # Play on
        assert table.session.lesson.finished
        pilot.frames(2)
        table.session.flush_saves()
        saved = app.saves.saved_games()
        assert [s.game for s in saved] == [game]
        assert pause_words(pilot) == t("pause.saved")
        pilot.click("quit")
        assert app.stack.top.name == "menu"
        # the game as it was left: read once it is left (the AI's thread may answer until then),
        # and the save holds exactly that
        history = list(table.session.state.history)
        assert app.saves.latest().data["actions"] == [a.text() for a in history]
        pilot.click("continue")
        again = app.stack.top.session
        # Continue's first frame may already apply the AI's answer when the AI is to move: the
        # game goes on from where it was left
        assert again is not table.session and again.state.history[:len(history)] == history
        assert getattr(again, "lesson", None) is None and again.save_slot == saved[0].slot
    finally:
        app.close(last=False, picture=False)


def test_a_skipped_lesson_s_game_is_kept_too(tmp_path):
    from tutorial_pilot import coach_button, new_app, open_tutorial
    app = new_app(tmp_path)
    try:
        pilot, table = open_tutorial(app, "arigato", "fr")
        pilot.click_at(coach_button(table, "coach_skip").center())
        table.session.flush_saves()
        assert [s.game for s in app.saves.saved_games()] == ["arigato"]
    finally:
        app.close(last=False, picture=False)


def test_a_lesson_begun_in_french_lists_its_player_in_the_language_on_screen(tmp_path):
    """Saved games names the default "You" of a game begun in Learn to play in French as its table
    does: "You" in English, never the French "Vous" it was begun with (found playing: "Vous,
    Haruto (AI)" in an English Saved games)."""
    from game import i18n
    from game.ui.scenes.files_words import seats_words
    from tutorial_pilot import coach_button, new_app, open_tutorial
    app = new_app(tmp_path)
    try:
        pilot, table = open_tutorial(app, "daitoshi", "fr")
        pilot.click_at(coach_button(table, "coach_skip").center())
        table.session.flush_saves()
        (saved,) = app.saves.saved_games()
        app.change_setting("language", "en")
        assert seats_words(saved).split(", ")[0] == "You"
    finally:
        i18n.set_language("en")
        app.close(last=False, picture=False)
