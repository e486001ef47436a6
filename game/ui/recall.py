"""Things made for drawing, kept by what they show and made again only when forgotten: one rule
for the client's bounded memories (a button's paper, a turning gear's picture, a tooltip's
layout). Past `most` kept, the least recently recalled goes, one at a time: emptied all at once
when full, the next frames made again everything on screen (game/tools/MEASUREMENTS.md,
"Daitoshi's regions drawn less"). The theme's texts keep their own (theme.py `_keep`: it counts
each text forgotten for the frame bench)."""

from __future__ import annotations

from collections import OrderedDict
from typing import Callable


def recall(kept: OrderedDict, key, most: int, make: Callable[[], object]):
    """`kept[key]`, made by `make()` and kept when it is not there (the least recently recalled
    let go first once `most` are kept)."""
    found = kept.get(key)
    if found is not None:
        kept.move_to_end(key)
        return found
    if len(kept) >= most:
        kept.popitem(last=False)
    found = kept[key] = make()
    return found
