"""The Pilgrims on the Wilderness tracks are figures a player can see at 1280x720: each a robe of
its player's colour at least 8 pixels wide and 7 tall (a dot of 4 pixels before), on its Temple or
on a freed space of a track, above the space's VP, clear of it."""

from __future__ import annotations

import random

import pygame

from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi import wilds as W
from game.ui.tables.daitoshi.scene import ChoiceButton
from game.ui.theme import Theme


def _coloured_box(surface, theme, centre, colour) -> tuple[int, int]:
    """The width and height of the pixels of exactly `colour` around a base-unit point."""
    cx, cy = theme.pt(*centre)
    xs, ys = [], []
    for x in range(cx - 14, cx + 15):
        for y in range(cy - 14, cy + 15):
            if surface.get_at((x, y))[:3] == tuple(colour):
                xs.append(x)
                ys.append(y)
    return (max(xs) - min(xs) + 1, max(ys) - min(ys) + 1) if xs else (0, 0)


def test_a_pilgrim_is_a_figure_of_its_players_colour(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=4)
    table = pilot.table
    rng = random.Random(4)
    for _ in range(300):
        assert pilot.until_my_turn()
        view = table.session.view(0)
        out = [(t_no, pos) for t_no, pos in enumerate(view.players[0].pilgrims) if pos >= 0]
        if out:
            break
        pilot.click(rng.choice([w for w in table.widgets if isinstance(w, ChoiceButton)]).id)
    else:
        raise AssertionError("no Pilgrim ever left its Temple")
    table.settle()
    surface = pygame.Surface(app.screen.get_size())
    table.draw_table(surface)
    colour = table.ctx().colours[0]
    t_no, pos = out[0]
    w, h = _coloured_box(surface, app.theme, L.track_hex(t_no, pos), colour)
    assert w >= 8 and h >= 7, (w, h)
    w, h = _coloured_box(surface, app.theme, (L.TEMPLE_X, L.TRACK_Y[[p < 0 for p in view.players[0].pilgrims]
                                                                     .index(True)]), colour)
    assert w >= 8 and h >= 7, (w, h)


def test_the_vp_under_a_pilgrim_stands_clear_of_it():
    """Seen at 1280x720: the VP of a freed space under its Pilgrim ("1" under a yellow figure) had
    its top under the robe's foot. At the board's scales (1280x720, 1920x1080, 3840x2160), the
    digits' ink keeps a pixel's gap under the figure's, whose hat stays inside the hex."""
    pygame.font.init()
    for size in ((1280, 720), (1920, 1080), (3840, 2160)):
        theme = Theme(size)
        for y in L.TRACK_Y:                # each track's row: where its hexes' middles round
            figure = pygame.Surface(size, pygame.SRCALPHA)
            P.draw_pilgrim(figure, theme, (100, y - W.PILGRIM_UP), W.PILGRIM_SIZE, (200, 60, 40))
            foot = pygame.mask.from_surface(figure).get_bounding_rects()[0]
            assert foot.top >= theme.pt(100, y - (L.HEX_R - 0.5))[1], (size, y, foot)
            for vp in range(10):
                digits = pygame.Surface(size, pygame.SRCALPHA)
                theme.text(digits, str(vp), "sans", W.VP_SIZE, (255, 255, 255), (100, y + W.VP_DOWN), "center")
                ink = pygame.mask.from_surface(digits).get_bounding_rects()[0]
                assert ink.top > foot.bottom, (size, y, vp, foot, ink)


def test_the_pilgrims_on_a_temple_stand_clear_of_the_tracks_first_hex():
    """Seen at 1280x720: the fourth Pilgrim on the lands' Temple had its hat on the first hex of
    the underground track. At the board's scales, the four a game may seat there (layout.py,
    `temple_pilgrim`) keep a pixel's gap from the first hex of their track, whether it holds a
    hex or not, and stay inside the Wilderness."""
    pygame.font.init()
    for size in ((1280, 720), (1920, 1080), (3840, 2160)):
        theme = Theme(size)
        for t_no in range(4):
            figures = pygame.Surface(size, pygame.SRCALPHA)
            for k in range(4):
                P.draw_pilgrim(figures, theme, L.temple_pilgrim(t_no, k, 4), W.TEMPLE_PILGRIM_SIZE, (200, 60, 40))
            ink = pygame.mask.from_surface(figures).get_bounding_rects()[0]
            assert ink.left >= theme.pt(L.WILDS[0], 0)[0], (size, t_no, ink)
            for fill, outline in (((70, 120, 60), (20, 20, 20)), ((50, 52, 56), (84, 84, 88))):
                first = pygame.Surface(size, pygame.SRCALPHA)
                P.draw_hex(first, theme, L.track_hex(t_no, 0), L.HEX_R - 0.5, fill, outline=outline)
                hexagon = pygame.mask.from_surface(first).get_bounding_rects()[0]
                assert hexagon.left - ink.right >= 1, (size, t_no, ink, hexagon)
