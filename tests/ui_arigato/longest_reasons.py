"""The longest words a hint's reasons in favor may say at the Arigatō table, in the language on
screen, for the checks that a hint's box holds them whole (the day's hint, the dawn's help): the
part of the later favor (game/ai/arigato/evaluation.py) whose words are longest, on the last day
with 12.25 favor and 12 items more, and the part given up named by the longest noun."""

from __future__ import annotations

from game.ai.heuristics import heuristics_named
from game.ai.hint import Reason
from game.i18n.hints import given_up_words, reason_words
from game.ui.tables.arigato.scene import ArigatoTable

WORDS, POINTS = ArigatoTable.REASON_WORDS, ArigatoTable.POINTS


def longest_later(gain: float = 12.25, day: int = 12) -> Reason:
    """The part of the later favor whose words are longest, `gain` favor more by `day`."""
    said = [Reason("later", key, gain, day, amount=12.0) for key in heuristics_named("arigato").later_keys]
    return max(said, key=lambda r: len(reason_words(r, WORDS, POINTS)))


def longest_given_up(gain: float = 3.0) -> Reason:
    """The part given up whose name is longest: a part of the later favor, or the rival's gain."""
    keys = [f"later:{key}" for key in heuristics_named("arigato").later_keys] + ["rival:rival"]
    return Reason("cost", max(keys, key=lambda k: len(given_up_words(k, WORDS))), gain)
