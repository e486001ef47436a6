"""Text that fits: every text the Daitoshi table draws, in a late-game position,
at 1280x720, 1920x1080 and 2560x1440, in English and in French, is whole (never cut with "…") and
overlaps no other text. The names on the city's rim, drawn turned along it, count too."""

from __future__ import annotations

import math
import random

import pygame
import pytest

from game import i18n
from game.ui.tables.daitoshi import city, finale
from game.ui.tables.daitoshi import layout as L


def late_game(daitoshi_app, kinds: str, size, seed: int, options=None):
    """A table whose game has run until its end is triggered (most districts built, hexes taken,
    Banners placed), every seat human so that the decision list shows too."""
    app, pilot = daitoshi_app(kinds.replace("A", "H"), size=size, seed=seed, options=options)
    table = pilot.table
    session = table.session
    rng = random.Random(seed)
    while not session.is_over() and session.state.last_turn is None:
        session.submit(rng.choice(session.legal_actions(session.active_seat())))
    table.rebuild_log()
    pilot.frames(2)
    return app, pilot, table


def drawn_texts(app, table, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every text of one whole frame of the table, as (text, pixel rect)."""
    seen: list[tuple[str, pygame.Rect]] = []
    theme = type(app.theme)
    real_text = theme.text

    def text(self, surface, s, *args, **kwargs):
        r = real_text(self, surface, s, *args, **kwargs)
        seen.append((s, r.copy()))
        return r

    real_rotated = city.rotated_text

    def rotated(surface, th_, s, role, size, colour, centre, angle):
        r = real_rotated(surface, th_, s, role, size, colour, centre, angle)
        w, h = th_.render(s, role, size, colour).get_size()
        seen.append((s, turned(th_.pt(*centre), w, h, angle)))
        return r

    real_sheet = finale.draw

    def sheet(surface, th_, ctx, fin):
        # the score sheet is drawn over the Factories: what lay under it is hidden
        cover = th_.rect(*L.FACTORY)
        seen[:] = [(s, r) for s, r in seen if not (isinstance(r, pygame.Rect) and cover.contains(r))]
        return real_sheet(surface, th_, ctx, fin)

    monkeypatch.setattr(theme, "text", text)
    monkeypatch.setattr(city, "rotated_text", rotated)
    monkeypatch.setattr(finale, "draw", sheet)
    app.mouse = None
    table.renderer.pictures = False      # every text drawn now, where it lands on the screen
    table.renderer.forget()
    table.settle()
    app.frame(1 / 60)
    monkeypatch.undo()
    table.renderer.pictures = True
    return seen


def turned(centre, w, h, angle) -> list:
    """The corners of a w x h text box turned by `angle` degrees about its centre (pixels), its
    leading left out as for `ink`."""
    a = math.radians(-angle)
    h = h * 0.6
    out = []
    for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)):
        out.append((centre[0] + dx * math.cos(a) - dy * math.sin(a), centre[1] + dx * math.sin(a) + dy * math.cos(a)))
    return out


def ink(r) -> list:
    """A text's box without the font's leading above and below its letters, as corners."""
    if not isinstance(r, pygame.Rect):
        return r
    pad = int(r.height * 0.2)
    x0, y0, x1, y1 = r.x + 1, r.y + pad, r.right - 1, r.bottom - pad
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def collide(p: list, q: list) -> bool:
    """Two convex boxes overlap by more than a pixel (separating axes)."""
    for poly in (p, q):
        for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1]):
            nx, ny = y1 - y0, x0 - x1
            ln = math.hypot(nx, ny) or 1
            pa = [(x * nx + y * ny) / ln for x, y in p]
            qa = [(x * nx + y * ny) / ln for x, y in q]
            if max(pa) <= min(qa) + 1 or max(qa) <= min(pa) + 1:
                return False
    return True


def bounds(p: list) -> tuple:
    xs, ys = [x for x, _ in p], [y for _, y in p]
    return min(xs), min(ys), max(xs), max(ys)


def overlaps(seen) -> list:
    boxes = [(s, ink(r)) for s, r in seen if s.strip()]
    out = []
    for i, (a, ra) in enumerate(boxes):
        ba = bounds(ra)
        for b, rb in boxes[i + 1:]:
            bb = bounds(rb)
            # boxes whose bounds do not meet cannot collide (one of their sides then separates
            # them): most pairs of the hundreds of texts, skipped before the full test
            if ba[2] < bb[0] or bb[2] < ba[0] or ba[3] < bb[1] or bb[3] < ba[1]:
                continue
            if collide(ra, rb):
                out.append((a, b))
    return out


@pytest.fixture
def lang():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("kinds,seed,options", [("HAAA", 25, None), ("H", 26, {"advisors": 7})])
def test_no_text_is_cut_or_overlaps_in_a_late_game(daitoshi_app, monkeypatch, lang, size, language, kinds, seed,
                                                   options):
    app, pilot, table = late_game(daitoshi_app, kinds, size, seed, options)
    app.change_setting("language", language)
    pilot.frames(1)
    seen = drawn_texts(app, table, monkeypatch)
    assert len(seen) > 200
    cut = [s for s, _ in seen if "…" in s or "..." in s]
    assert cut == [], f"cut text: {cut[:8]}"
    clash = overlaps(seen)
    assert clash == [], f"{len(clash)} overlapping texts, e.g. {clash[:8]}"


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("kinds,seed,options", [("HAAA", 27, None), ("H", 28, {"advisors": 10})])
def test_the_final_scoring_sheet_fits(daitoshi_app, monkeypatch, lang, size, language, kinds, seed, options):
    """The ending played out on the table: the whole score sheet, every part, the totals
    and the winner, whole and clear of each other."""
    app, pilot, table = late_game(daitoshi_app, kinds, size, seed, options)
    app.change_setting("language", language)
    session = table.session
    rng = random.Random(seed)
    while not session.is_over():
        table.submit(rng.choice(session.legal_actions(session.active_seat())))
    assert table.finale is not None and table.finale.done()
    seen = drawn_texts(app, table, monkeypatch)
    parts = {"en": "Leftover Workers", "fr": "Ouvriers et ressources"}[language]
    assert any(parts in s for s, _ in seen), "the score sheet was not drawn"
    assert [s for s, _ in seen if "…" in s] == []
    assert overlaps(seen) == []
