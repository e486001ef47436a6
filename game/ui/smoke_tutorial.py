"""The smoke run's Learn to play: the menu's Learn to play page, then each game's
guided first game, shown at its first step and at a later one (each game's smoke module names it:
Arigatō at a dawn, Daitoshi at its Production Turn), advanced by the coach's Next and the moves
each step expects."""

from __future__ import annotations

import pygame

LIMIT = 4000     # frames to reach a step


def tutorial_screens(app, d, games: list[tuple[str, str, str]]) -> None:
    """`games`: (game, the later step's pattern, that shot's name) for each game shown."""
    d.click("learn")
    d.expect("learn")
    d.shot("learn.png")
    for game, later, shot in games:
        name = f"tutorial-{game}-{shot}.png"
        if app.stack.top.name != "learn":
            d.click("learn")
            d.expect("learn")
        d.click(f"learn:{game}")
        d.expect("table")
        table = app.stack.top
        shown(d, table)
        away(d)
        d.shot(f"tutorial-{game}-1.png")
        until_step(d, table, lambda lesson: (lesson.pattern() or "").startswith(later) and lesson.at > 2)
        away(d)
        d.shot(name)
        table.session.close()
        app.open_menu()


def shown(d, table) -> None:
    """Frames until the table shows its first picture: it is prepared under the screen before it
    (tables/curtain.py), so a picture taken at once showed the Learn to play page again."""
    for _ in range(LIMIT):
        if getattr(table, "curtain", None) is None:
            return
        d.frames(1)
    raise RuntimeError(f"{table.session.spec.name}: the tutorial's table never showed")


def away(d) -> None:
    """The mouse off the table: no tooltip in the picture."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
    d.frames(1)


def until_step(d, table, wanted) -> None:
    """Frames, Next and the expected moves until `wanted(lesson)` holds with the player to move."""
    session = table.session
    lesson = session.lesson
    for _ in range(LIMIT):
        if wanted(lesson) and session.expected() and table.my_turn():
            d.frames(2)
            return
        if lesson.reading():
            d.post_click(next(b for b in table.coach.buttons() if b.id == "coach_next").center())
            continue
        expected = session.expected()
        if expected and table.my_turn():
            table.submit(expected[0])
        session.wait_for_ai()
        d.frames(1)
    raise RuntimeError(f"{session.spec.name}: the tutorial never reached the step wanted")
