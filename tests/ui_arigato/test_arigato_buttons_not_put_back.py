"""Arigatō's picture is not put back under the buttons' paper between its round corners
(put_back.py `covered`, widgets.Button `opaque`): the frame paints it opaque again. At the end of
every frame so drawn, there the window must be the button's own paper, whatever lay under it
(a button drawn again over it changes no pixel), as the mouse sweeps over the table and its
buttons (hovered, their colour changes), AI moves are told (tokens fly, places pulse) and the
pause menu comes and goes; and the puts must leave the paper out. (Anywhere else the window is
the picture after each put: tests/ui_arigato/test_arigato_picture_put_back.py.)"""

from __future__ import annotations

import random

import pygame
import pytest

import arigato_situations as S
from game.ui.tables import put_back
from game.ui.tables.arigato.render import table as render_table


def sweep(app, i: int, table) -> None:
    """The mouse across the table as `bench --frames` moves it, and every few frames on a button."""
    w, h = app.screen.get_size()
    pos = (20 + (i * 37) % (w - 40), 20 + (i * 53) % (h - 40))
    buttons = [b for b in table.widgets if b.visible]
    if i % 5 == 0 and buttons:
        pos = app.theme.rect(*buttons[(i // 5) % len(buttons)].rect).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


@pytest.mark.parametrize("size", S.SIZES)
def test_frames_not_put_back_under_the_buttons_are_the_frames_put_whole(size, monkeypatch):
    app, pilot = S.open_table("AAAA", size, seed=3, anim_speed=1.0)
    table = app.stack.top
    left_out = []
    real = put_back.put

    def put(surface, picture, left, redrawn, covered=()):
        rects = real(surface, picture, left, redrawn, covered)
        if rects is not None:   # put in part: none of it under the buttons' paper
            left_out.append(sum(r.clip(c).w * r.clip(c).h for r in rects for c in covered) == 0 and bool(covered))
        return rects
    monkeypatch.setattr(put_back, "put", put)
    tips = []
    real_tip = render_table.draw_tooltip
    monkeypatch.setattr(render_table, "draw_tooltip", lambda *a, **k: tips.append(real_tip(*a, **k)) or tips[-1])
    try:
        compared = 0
        for i in range(300):
            if table.session.is_over():
                break
            sweep(app, i, table)
            if i == 150:
                pilot.key(pygame.K_ESCAPE)   # the pause menu over the table, then gone
            if i == 160:
                pilot.key(pygame.K_ESCAPE)
            tips.clear()
            pilot.frames(1)
            over = [app.theme.rect(*box).inflate(40, 40) for box in tips if box is not None]
            if table.covered() or table.renderer.stand is not None:   # the menu, a moment: over the buttons
                continue
            for b in (b for b in table.widgets if b.visible):
                paper = b.opaque(app.theme)
                if paper is None or paper.collidelist(over) >= 0:   # a tooltip over it: drawn after it
                    continue
                again = app.screen.copy()
                b.draw(again, app.theme, b.hit(app.mouse), b is table.focus)
                assert pixels(again, paper) == pixels(app.screen, paper), (i, b.id)
                compared += 1
        assert compared > 300 and len(left_out) > 200 and all(left_out)
    finally:
        app.close(last=False, picture=False)


def pixels(surface, rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect.clip(surface.get_rect())), "RGB")


def test_a_rect_but_what_is_covered():
    """put_back.outside: the pixels of a rect that no covered rect holds, each once."""
    rng = random.Random(4)
    for _ in range(300):
        rect = pygame.Rect(rng.randrange(0, 50), rng.randrange(0, 50), rng.randrange(1, 60), rng.randrange(1, 60))
        covered = [pygame.Rect(rng.randrange(0, 90), rng.randrange(0, 90), rng.randrange(1, 40), rng.randrange(1, 40))
                   for _ in range(rng.randrange(1, 4))]
        parts = put_back.outside(rect, covered)
        want = {(x, y) for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)
                if not any(c.collidepoint(x, y) for c in covered)}
        got = [(x, y) for p in parts for x in range(p.x, p.right) for y in range(p.y, p.bottom)]
        assert len(got) == len(set(got)) and set(got) == want
