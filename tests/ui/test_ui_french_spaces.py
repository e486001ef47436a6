"""French sets a space before ":", ";", "!", "?" and "»" and after "«" ("Impossible : ...",
« Fin des ouvriers »): a space a line never breaks at, as a no-break one in print. The catalogue's
are ordinary spaces; the wrap (game/ui/theme.py, `BREAKS`) holds them, so that no wrapped line
begins with the mark or ends with the guillemet, whatever the width, for every French string the
program shows: the catalogue, the rules, and the words of the recorded games (their moves and
logs, tests/protocol/recorded/)."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from game import i18n
from game.ui.theme import FONT_FILES, Theme

ROOT = Path(__file__).resolve().parents[2]
OPENS = (":", ";", "!", "?", "»")     # what no line may begin with


def _recorded_french(node) -> list[str]:
    """Every French string of a recording: the values under its "fr" keys."""
    if isinstance(node, dict):
        return [s for k, v in node.items() for s in (_flat(v) if k == "fr" else _recorded_french(v))]
    if isinstance(node, list):
        return [s for v in node for s in _recorded_french(v)]
    return []


def _flat(node) -> list[str]:
    return [node] if isinstance(node, str) else [s for v in node for s in _flat(v)]


def french_texts() -> list[str]:
    texts = list(i18n.CATALOGUE["fr"].values())
    for rules in sorted((ROOT / "assets" / "rules").glob("*.fr.md")):
        texts += rules.read_text(encoding="utf-8").split("\n\n")
    for recording in sorted((ROOT / "tests" / "protocol" / "recorded").glob("*.json")):
        texts += _recorded_french(json.loads(recording.read_text(encoding="utf-8")))
    # only the texts with such a space can break there
    return sorted({t for t in texts if any(f" {m}" in t for m in OPENS) or "« " in t})


def test_no_french_line_begins_with_a_high_mark_nor_ends_with_a_guillemet():
    pygame.font.init()
    texts = french_texts()
    assert len(texts) > 300, len(texts)       # the catalogue alone has some 370
    theme = Theme((1280, 720))
    wrapped = 0
    for role, size in (("sans", 10), ("sans-bold", 12.5), ("serif", 14)):
        for width in range(40, 420, 11):
            for text in texts:
                for line in theme.wrap(text, role, size, width):
                    assert not line.startswith(OPENS) and not line.endswith("«"), (line, text, role, width)
                wrapped += 1
    assert wrapped > 30000


def test_the_wrap_still_breaks_at_every_other_space():
    """Held spaces only: "Fin des ouvriers" still breaks between its words, and an English line
    too."""
    pygame.font.init()
    theme = Theme((1280, 720))
    assert theme.wrap("« Fin des ouvriers » : passer", "sans", 10, 1) == ["« Fin", "des", "ouvriers » :", "passer"]
    assert theme.wrap("Done placing: skip", "sans", 10, 1) == ["Done", "placing:", "skip"]


def test_the_no_break_space_the_catalogue_holds_is_drawn_as_a_space():
    """The review's French semicolons are set apart by U+00A0 (game/i18n/review.py): each font
    shipped in assets/fonts draws it as a space, as wide as a space and no tofu box."""
    pygame.font.init()
    theme = Theme((1280, 720))
    for role in (r for r in FONT_FILES if r != "cjk"):   # the CJK subset draws the game's name only
        font = theme.font(role, 12)
        assert font.size("a\u00a0b")[0] == font.size("a b")[0] > font.size("ab")[0], role
        ink = pygame.mask.from_surface(font.render("\u00a0", True, (255, 255, 255))).count()
        assert ink == 0, role
