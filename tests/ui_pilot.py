"""Drives an App the way a player would, for every folder of client tests (the client's frame
and each game's table). Not a conftest, so no folder's conftest can shadow it; tests/ is on
the import path because tests/conftest.py lives there."""

from __future__ import annotations

import pygame


class Pilot:
    """Drives an App the way a player would: posted pygame events, then a frame."""

    def __init__(self, app) -> None:
        self.app = app

    @property
    def top(self):
        return self.app.stack.top

    table = top  # the tables' tests speak of the table on top

    def frames(self, n: int = 1, dt: float = 1 / 60, drawn: bool = True) -> None:
        """`n` frames of `dt` seconds; `drawn=False` where nothing looks at them (the AI seats
        playing on to the situation a test wants): updated as ever, the picture left undrawn."""
        for _ in range(n):
            session = getattr(self.app.stack.top, "session", None)
            if session is not None:  # an AI answer is ready before each frame, however busy
                session.wait_for_ai()  # the machine: frame counts then mean the same everywhere
            self.app.frame(dt, draw=drawn)

    def move(self, base_pos) -> None:
        pos = self.app.theme.pt(*base_pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.frames(1)

    def click_at(self, base_pos) -> None:
        pos = self.app.theme.pt(*base_pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames(1)

    post_click = click_at

    def drag(self, a, b) -> None:
        pa, pb = self.app.theme.pt(*a), self.app.theme.pt(*b)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pa, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pa, button=1))
        mid = ((pa[0] + pb[0]) // 2, (pa[1] + pb[1]) // 2)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pb, rel=(0, 0), buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pb, button=1))
        self.frames(1)

    def click(self, widget_id: str) -> None:
        self.click_at(self.top.widget(widget_id).center())

    def key(self, key: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        self.frames(1)

    def type(self, text: str) -> None:
        for ch in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        self.frames(1)

    def wheel(self, dy: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False))
        self.frames(1)

    def step_to(self, widget_id: str, value, limit: int = 12) -> None:
        for _ in range(limit):
            w = self.top.widget(widget_id)
            if w.value == value:
                return
            x, y, ww, hh = w.rect
            self.click_at((x + ww - 8, y + hh / 2))
        raise AssertionError(f"{widget_id} never showed {value!r}")


def play_out(session, pick: int = 0):
    """Play a session to its end without a window: a human seat submits its legal action number
    `pick`, AI seats answer as they would at the table. Returns the session."""
    while not session.is_over():
        seat = session.active_seat()
        if session.seats[seat].is_human:
            session.submit(session.legal_actions(seat)[pick])
        else:
            session.wait_for_ai()
            session.pump_ai(budget=5.0, max_decisions=50)
    return session
