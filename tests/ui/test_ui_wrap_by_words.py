"""A wrap sums its words' widths and measures a trial line whole only when the sum leaves it in
doubt (game/ui/theme.py, `_wrap`): its lines must be the lines of a wrap that measures every
trial line whole, for the table's own words in both languages, at several sizes and widths."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.i18n.daitoshi.table import EN, FR  # noqa: E402
from game.ui.theme import Theme  # noqa: E402


def held_words(para: str) -> list[str]:
    """The words of a line, a space before ":;!?»" or after "«" holding its neighbours together
    (French's no-break spaces: test_ui_french_spaces.py)."""
    words: list[str] = []
    for word in para.split(" "):
        if words and (word[:1] in (":", ";", "!", "?", "»") or words[-1].endswith("«")):
            words[-1] += " " + word
        else:
            words.append(word)
    return words


def measured_whole(theme: Theme, text: str, role: str, size: float, width: float) -> list[str]:
    """The greedy wrap, every trial line measured whole."""
    font = theme.font(role, size)
    lines = []
    for para in text.split("\n"):
        line = ""
        for word in held_words(para):
            trial = word if not line else line + " " + word
            if font.size(trial)[0] <= width * theme.s or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def test_a_wrap_by_words_makes_the_lines_of_a_wrap_measured_whole():
    pygame.font.init()
    texts = [t for t in list(EN.values()) + list(FR.values()) if " " in t]
    # long sentences too: the sum of many words strays furthest from the whole's width
    texts += [" ".join(texts[k:k + 6]) for k in range(0, len(texts), 6)]
    texts += ["two  spaces and\na new line", " a lead space", "Mega-Machine's électricité, 12 VP (3)"]
    compared = 0
    for size in ((1280, 720), (1920, 1080)):
        theme = Theme(size)
        for role, points in (("sans", 10), ("sans-bold", 11), ("sans", 12.5)):
            for width in (60, 137, 290):
                for text in texts:
                    assert theme._wrap(text, role, points, width) == measured_whole(theme, text, role, points, width), \
                        (text, role, points, width, size)
                    compared += 1
    assert compared > 1000


def test_lines_fitted_once_are_not_measured_again():
    """A caption asks for its lines every frame: the second time they are remembered."""
    from game.ui import frame_causes as fc

    pygame.font.init()
    theme = Theme((1920, 1080))
    text = "The Mayor checks the third district against his card, then moves on to the fourth one"
    before = fc.counts[fc.TEXT_MEASURED]
    first = theme.fit_lines(text, "sans-bold", 12.5, 240, 2, 8.5)
    assert fc.counts[fc.TEXT_MEASURED] > before
    again = fc.counts[fc.TEXT_MEASURED]
    assert theme.fit_lines(text, "sans-bold", 12.5, 240, 2, 8.5) == first
    assert fc.counts[fc.TEXT_MEASURED] == again
