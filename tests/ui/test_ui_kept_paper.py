"""An opaque paper and what lies on it kept as a picture (kept_paper.py; a button with a label
alone, widgets.Button): put wherever the paper goes, it gives to the pixel what drawing the
paper and its words there gives (over any background, at odd and even pixels, partly off the
surface, under a clip), and what lies on it is drawn once for all the frames that put it."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui import kept_paper, widgets
from game.ui import theme as th


def noisy(size, seed: int) -> pygame.Surface:
    """A window-like surface of random pixels."""
    rng = random.Random(seed)
    pixels = pygame.image.frombytes(bytes(rng.randrange(256) for _ in range(size[0] * size[1] * 3)), size, "RGB")
    surface = pygame.Surface(size, 0, 32)
    surface.blit(pixels, (0, 0))
    return surface


def words_on(theme, lines, ink=th.INK):
    calls = []

    def draw_on(target, paper) -> None:
        calls.append(paper.size)
        for k, ln in enumerate(lines):
            target.blit(theme.render(ln, "sans", 13, ink), (paper.x + theme.px(10), paper.y + theme.px(6 + 17 * k)))
    return draw_on, calls


def paper_of(theme, fill, border, radius):
    """A tooltip's paper (as widgets.panel draws it, without its shadow)."""
    def draw_paper(target, at) -> None:
        widgets.rounded(target, fill, at, radius)
        widgets.rounded(target, border, at, radius, max(1, theme.px(1.2)))
    return draw_paper


def drawn_or_kept(surface, theme, box, radius, fill, key, draw_on, keep: bool):
    """The paper at `box` (base units) with its shadow and words: put from its picture, or drawn."""
    r = theme.rect(*box)
    widgets.shadow_seen(surface, r, radius, theme.px(widgets.PANEL_SHADOW), 60)
    draw_paper = paper_of(theme, fill, th.INK_SOFT, radius)
    if not keep or not kept_paper.put(surface, theme.papers, r, key, radius, draw_paper, draw_on, (fill, th.INK_SOFT)):
        draw_paper(surface, r)
        draw_on(surface, r)
    return r


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_kept_paper_is_the_paper_drawn_there(size):
    pygame.init()
    theme = th.Theme(size)
    rng = random.Random(size[0])
    lines = ["A tooltip's first line", "and its second, longer one"]
    draw_on, calls = words_on(theme, lines)
    puts = 0
    for seed in range(60):
        box = (rng.uniform(-60, 300), rng.uniform(-40, 200), rng.choice([200, 200.4, 201]), rng.choice([46, 46.5]))
        radius = rng.choice([6, 8])
        clip = None if seed % 4 else pygame.Rect(rng.randrange(0, 300), rng.randrange(0, 200), 200, 150)
        shots = []
        for keep in (False, True):
            surface = noisy((500, 340), seed)
            surface.set_clip(clip)
            drawn_or_kept(surface, theme, box, radius, (255, 251, 240), ("test", tuple(lines)), draw_on, keep)
            shots.append(pygame.image.tobytes(surface, "RGB"))
        assert shots[0] == shots[1], (box, radius, clip)
        puts += 1
    # drawn once per size of paper and radius (a paper's pixel size varies by one with where it
    # lies), not at each put: 2 x 2 sizes, each one pixel more or not, 2 radii
    assert len(calls) - puts == len(theme.papers) <= 32 < puts


def test_a_paper_in_the_corners_colour_is_drawn_not_kept():
    """A paper whose colour is the one its corners are left out by is not kept: drawn as it would
    be, its words whole."""
    pygame.init()
    theme = th.Theme((1280, 720))
    draw_on, calls = words_on(theme, ["on magenta"])
    shots = []
    for keep in (False, True):
        surface = noisy((300, 120), 3)
        drawn_or_kept(surface, theme, (20, 20, 150, 40), 6, kept_paper.CORNER, ("magenta",), draw_on, keep)
        shots.append(pygame.image.tobytes(surface, "RGB"))
    assert shots[0] == shots[1]
    assert len(theme.papers) == 0


def test_a_kept_rows_key_leaves_the_picture_opaque():
    """The corners' colour is left out of the top and bottom rows only: the rows between them are
    put whole (their own colour key would leave a word's pixel of that colour out)."""
    pygame.init()
    surface = pygame.Surface((80, 60), 0, 32)
    kept = kept_paper.keep(surface, (40, 30), 5, lambda s, r: widgets.rounded(s, (250, 250, 250), r, 5),
                           lambda s, r: None)
    picture, edges = kept
    assert picture.get_colorkey() is None
    assert [e.get_colorkey()[:3] for e in edges] == [kept_paper.CORNER] * 2


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1366, 768)])
def test_a_kept_button_is_the_button_drawn_there(monkeypatch, size):
    """A button with a label alone (every style, hovered or not, enabled or not, a label that
    shrinks to fit) put from its kept picture: the pixels of the button drawn there, and its
    paper and label drawn once for all the frames that show it."""
    pygame.init()
    theme = th.Theme(size)
    rng = random.Random(size[1])
    buttons = [widgets.Button(f"b{k}", rng.choice(["Rules", "Menu", "Confirm", "Règles du jeu et aides"]),
                              (rng.uniform(0, 1100), rng.uniform(0, 660), rng.choice([90, 120.5, 160]),
                               rng.choice([36, 44.5])), lambda: None,
                              style=rng.choice(["primary", "brass", "ghost", "secondary", "danger"]),
                              enabled=rng.random() < 0.8) for k in range(30)]
    states = [(b, rng.random() < 0.5) for b in buttons]
    background = noisy(size, 9)
    shots = []
    for keep in (True, False):
        surface = background.copy()
        with monkeypatch.context() as patch:
            if not keep:
                patch.setattr(kept_paper, "put", lambda *a, **k: False)
            for b, hover in states:
                b.draw(surface, theme, hover, False)
        shots.append(pygame.image.tobytes(surface, "RGB"))
    assert shots[0] == shots[1]
    drawn = []
    monkeypatch.setattr(theme, "put_text", lambda *a, **k: drawn.append(a))
    monkeypatch.setattr(widgets, "rounded", lambda *a, **k: drawn.append(a))
    surface = background.copy()
    for b, hover in states:   # the next frame: every button put from its picture
        b.draw(surface, theme, hover, False)
    assert drawn == [] and len(theme.papers) == len(buttons)
