"""Plays a Learn to play tutorial through at the real table, by posted events: the
coach's Next for a step that waits for it, the move each step expects taken the way a player
would (each game's `play_move`, by clicks), and at each step a check that every part the step
lights is on the table. Shared by the Arigatō and Daitoshi tests (tests/ is on the import path)."""

from __future__ import annotations

from ui_pilot import Pilot

LIMIT = 6000     # frames for a whole tutorial


def new_app(folder, size=(1280, 720)):
    """A real App on the dummy driver with its files in `folder`, animations off."""
    from game.ui.app import App
    app = App(size=size, settings_path=folder / "settings.json", saves_dir=folder / "saves")
    app.settings.anim_speed = 0.0
    return app


def open_tutorial(app, game: str, lang: str):
    """The menu, Learn to play, and the game's button: the table with its coach on top."""
    app.change_setting("language", lang)
    app.open_menu()
    pilot = Pilot(app)
    pilot.frames(1)
    pilot.click("learn")
    assert app.stack.top.name == "learn"
    pilot.click(f"learn:{game}")
    table = app.stack.top
    assert table.coach is not None and table.session.lesson.running
    return pilot, table


def coach_button(table, wid: str):
    return next(b for b in table.coach.buttons() if b.id == wid)


def missing_parts(table, pilot=None) -> list[str]:
    """The parts the step on show lights that the table does not show now (given a pilot, after
    the few frames a board may take to draw a change: Daitoshi redraws region by region)."""
    for _ in range(4):
        missing = [name for name in table.session.lesson.lit() if not table.part_rects(name)]
        if not missing or pilot is None:
            return missing
        pilot.frames(1)
    return missing


def play_through(pilot, table, play_move, settle=lambda: None, look=None) -> dict:
    """Every step to the end; returns what was seen: the steps checked and the moves played.
    `look(step)`, if given, is called once at each step, with the step on the table."""
    session = table.session
    lesson = session.lesson
    seen = {"steps": set(), "moves": 0}
    looked = set()
    for _ in range(LIMIT):
        if not lesson.running:
            return seen
        settle()
        if look is not None and lesson.number() not in looked and (lesson.reading() or table.my_turn()):
            looked.add(lesson.number())
            look(lesson.number())
        if lesson.reading():
            assert missing_parts(table, pilot) == [], (lesson.number(), missing_parts(table))
            seen["steps"].add(lesson.number())
            pilot.click_at(coach_button(table, "coach_next").center())
            continue
        expected = lesson.expected(session.state)
        if not table.my_turn():
            assert not expected or session.active_seat() != lesson.seat
            pilot.frames(1)
            continue
        assert expected, f"step {lesson.number()}: '{lesson.pattern()}' is not a legal move at this point"
        assert missing_parts(table, pilot) == [], (lesson.number(), missing_parts(table))
        seen["steps"].add(lesson.number())
        n, step = len(session.state.history), lesson.number()
        play_move(pilot, table, expected[0])
        mine = [a for a in session.state.history[n:] if a.seat == lesson.seat]   # others may move meanwhile
        assert mine[:1] == [expected[0]], (step, session.state.history[n:], table.coach.wrong)
        seen["moves"] += 1
    raise AssertionError(f"the tutorial did not end in {LIMIT} frames (step {lesson.number()})")


def coach_drawn_whole(folder, game: str, lang: str, size, play_move, settle=None) -> None:
    """A whole lesson at `size` in `lang`: at every step, one frame's words all whole (the
    coach's and the table's; tests/drawn_text.py), and again once a move the step does not
    expect was refused (the coach then says which one it asks for, and why).
    `settle(pilot, table)`, if given, runs before each step as in `play_through`."""
    lesson = play_lesson(folder, game, lang, size, play_move, settle)
    assert_drawn_whole(lesson)


def assert_drawn_whole(lesson: dict) -> None:
    """What `coach_drawn_whole` checks, on a lesson `play_lesson` played."""
    assert lesson["drawn"] == [], lesson["drawn"][:3]
    assert lesson["steps"] == set(range(1, lesson["count"] + 1))
    assert len(lesson["refused"]) >= lesson["count"] // 2, lesson["refused"]


def play_lesson(folder, game: str, lang: str, size, play_move, settle=None, look=None) -> dict:
    """A whole lesson at `size` in `lang`, by `play_move`, with at every step one frame's words
    looked at (the coach's and the table's; tests/drawn_text.py), and again once a move the step
    does not expect was refused. Returns what was seen, for several tests to read (a lesson is
    long to play): "drawn" (step, what, problems) of each frame whose words were not whole,
    "refused" (the steps), "steps" (those checked), "count" (the lesson's steps), "session"
    (the tutorial's game, at its end). `look(step, table)`, if given, runs first at each step."""
    from drawn_text import DrawnText
    app = new_app(folder, size)
    out = {"drawn": [], "refused": []}
    try:
        pilot, table = open_tutorial(app, game, lang)

        def whole(step, what) -> None:
            if game == "daitoshi":
                table.renderer.forget()  # every region drawn in the frame looked at
            with DrawnText(app) as drawn:
                pilot.frames(1)
            if drawn.problems():
                out["drawn"].append((step, what, drawn.problems()))

        def look_at(step: int) -> None:
            if look is not None:
                look(step, table)
            whole(step, "")
            session = table.session
            expected = session.lesson.expected(session.state)
            other = next((a for a in session.legal_actions(session.lesson.seat) if a not in expected), None)
            if other is None:
                return
            n = len(session.state.history)
            assert table.submit(other) is not None and len(session.state.history) == n
            assert table.coach.wrong
            out["refused"].append(step)
            whole(step, table.coach.wrong)
            table.coach.moved()      # the next move is the expected one

        seen = play_through(pilot, table, play_move, look=look_at,
                            settle=(lambda: settle(pilot, table)) if settle else (lambda: None))
        out.update(steps=seen["steps"], count=table.session.lesson.count(), session=table.session)
        return out
    finally:
        app.close(last=False, picture=False)


def tooltips_beside_the_coach(pilot, coach, parts, drawn, reach: int, least: int) -> None:
    """The mouse on each part (pixel rects) lying within `reach` of the coach's panel `coach`
    (a pygame.Rect in pixels), at most six: the tooltip drawn there (the last box appended to
    `drawn` by the table's tooltip, patched by the caller) never meets the panel."""
    import pygame
    near = [r for r in parts if not coach.collidepoint(r.center) and coach.inflate(reach, reach).collidepoint(r.center)]
    assert len(near) >= least, "no parts beside the coach: the test would prove nothing"
    for r in near[:6]:
        drawn.clear()
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
        pilot.frames(3)
        boxes = [b for b in drawn if b is not None]
        assert boxes, f"no tooltip at {r.center}"
        assert not pygame.Rect(boxes[-1]).colliderect(coach), (r.center, boxes[-1], coach)
