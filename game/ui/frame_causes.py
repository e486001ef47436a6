"""What the drawing did that can make a frame slow, counted as it happens: a text drawn or
measured anew (a miss of the theme's text cache), a font opened, a picture drawn, decoded or
scaled, a board or table picture redrawn whole or one of its regions redrawn.

The counts are the same however busy the machine is (the same game draws the same things), so
`python -m game bench --frames` names the causes of its slowest frames with them where a time
alone would only say "slow" (game/tools/frames.py; game/tools/MEASUREMENTS.md, "Frames"). The
bench adds what it sees from outside the drawing: the garbage collector's passes (gc.callbacks)
and the moves played. Counting is one dictionary update, cheap enough to stay on for players.
"""

from __future__ import annotations

from collections import Counter

#: every count since the process started (never reset: readers keep their own copy and subtract)
counts: Counter = Counter()

# the names counted, each where it happens
TEXT_DRAWN = "text drawn"                # theme.py: a text's picture rendered (not in the cache)
TEXT_MEASURED = "text measured"          # theme.py: a fit or a wrap worked out
TEXT_FORGOTTEN = "text forgotten"        # theme.py: the cache full, its least recently used let go
FONT_OPENED = "font opened"              # theme.py, card_art.py: a font file opened at a size
PAPER_DRAWN = "paper drawn"              # art.py: a window-sized picture of paper or backdrop
PICTURE_DECODED = "picture decoded"      # thumbnail.py: a PNG decoded
PICTURE_SCALED = "picture scaled"        # a picture smooth-scaled to another size
CARD_DRAWN = "card face drawn"           # card_art.py: a card's face or back drawn at a size
AHEAD = " ahead"                         # + a name: done ahead, in a frame that drew nothing new (card_art.py, theme.py)
FONT_OPENED_AHEAD = FONT_OPENED + AHEAD  # theme.py `open_ahead`: Daitoshi's final scores' fonts
BOARD_REBUILT = "board rebuilt"          # a table's whole picture drawn afresh
REGION_DRAWN = "region drawn: "          # + the region's name (Daitoshi's board, render.py)
SPRITE_DRAWN = "sprite drawn"            # Daitoshi's icons and hexes, drawn once per size
LOG_LINE_DRAWN = "log line drawn"        # Arigatō's log: a line drawn (render/log.py; the rest moved up)
MOMENT_DRAWN = "moment drawn"            # Arigatō's dusk or final count drawn anew (render/table.py)


def count(what: str, n: int = 1) -> None:
    counts[what] += n


def since(before: Counter) -> dict[str, int]:
    """What was counted since `before` (a copy of `counts`), the names with a count only."""
    return {k: v - before.get(k, 0) for k, v in counts.items() if v != before.get(k, 0)}
