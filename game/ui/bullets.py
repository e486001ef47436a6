"""Words set as a lead line and bullets, wrapped whole to a width: how a hint's gain and its
reasons stand under its move at each table, so the two tables wrap them alike."""

from __future__ import annotations

BULLET = "• "


def bulleted(theme, said: list[str], role: str, size: float, width: float,
             indent: float) -> list[tuple[str, float]]:
    """(line, indent) of each line: the first of `said` wrapped to `width`, each other behind a
    bullet, its next lines set in by `indent` (and wrapped that much narrower), never a word cut."""
    out: list[tuple[str, float]] = []
    for k, text in enumerate(said):
        if k == 0:
            out += [(line, 0) for line in theme.wrap(text, role, size, width)]
            continue
        wrapped = theme.wrap(text, role, size, width - indent)
        out += [(BULLET + line, 0) if j == 0 else (line, indent) for j, line in enumerate(wrapped)]
    return out
