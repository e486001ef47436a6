"""A hint whose reasons all fall under their thresholds (game/ai/hint.py, `fallback`): where the
points expected later still tell the better move from the next, its reason is the largest part
of its points the playouts saw, checked against the states they ended in, never the bare "Later
in the game", in both games and both languages."""

from __future__ import annotations

import pytest

from game import i18n
from game.ai.appraise import LATER
from game.ai.heuristics import heuristics_for
from game.ai.hint import CATEGORY_MIN, Reason, account, explained, fallback, parts, reasons
from game.i18n.hints import explanation
from hint_cases import ended, first_said, in_words, mean


def table_of(game: str):
    """The game's table, which words its reasons (a test of words, not of the AI: imported here)."""
    from game.ui.tables.arigato.scene import ArigatoTable
    from game.ui.tables.daitoshi.scene import DaitoshiTable
    return {"arigato": ArigatoTable, "daitoshi": DaitoshiTable}[game]


def under_threshold(game: str):
    """The first decision of `game` whose comparison says a part of its points under the
    threshold such a part needs: only the fallback says one."""
    least = {"later": 2.0 if game == "arigato" else 1.0, "category": CATEGORY_MIN}
    return first_said(game, lambda r: r.kind in least and r.key != LATER and 0 < r.gain < least[r.kind])


def seen(states, seat: int, reason) -> float:
    """What `reason`'s part was worth, on average, where the playouts ended."""
    if reason.kind == "later":
        knows = heuristics_for(states[0])
        return mean(states, lambda s: dict(knows.later_parts(s, seat)).get(reason.key, 0.0)
                    if not s.is_over() else 0.0)
    return mean(states, lambda s: dict(s.scores()[seat].breakdown).get(reason.key, 0.0))


@pytest.mark.parametrize("game", ["arigato", "daitoshi"])
def test_a_hint_under_every_threshold_says_the_largest_part_its_playouts_saw(game):
    reason, view, seat, found, candidates, seed = under_threshold(game)
    best, other = found[0], found[1]
    assert reasons(best, other) == (reason,) == fallback(best, other)
    assert best.part(LATER) - other.part(LATER) >= CATEGORY_MIN     # the old fallback's case
    # the largest of the parts its points are made of...
    assert reason.gain == max(r.gain for r in parts(best, other))
    # ...as the very playouts ended: the better move's states less the next best's
    finals = [ended(view, seat, candidates, seed, a) for a in (best, other)]
    assert reason.gain == pytest.approx(seen(finals[0], seat, reason) - seen(finals[1], seat, reason))
    hint = explained((), found)
    assert hint.reasons[0] == reason


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["arigato", "daitoshi"])
def test_its_words_name_the_part_never_later_in_the_game(game, lang):
    reason, view, seat, found, candidates, seed = under_threshold(game)
    table = table_of(game)
    words = in_words(reason, table, lang)
    hint = explained((), found)
    try:
        i18n.set_language(lang)
        lines = explanation(hint, account(hint.reasons, hint.gain, 3), table.REASON_WORDS, table.POINTS,
                            other=True)
        bare = i18n.t("part.later")
    finally:
        i18n.set_language("en")
    assert words in lines and not any(bare in line for line in lines), lines
    number = f"{reason.gain:.1f}".replace(".", "," if lang == "fr" else ".")
    assert number in words


def test_french_counts_favor_as_it_shows_it():
    """1.96 favor is shown "2,0": "2,0 faveurs", never "2,0 faveur" (French's singular is below 2)."""
    table = table_of("arigato")
    assert in_words(Reason("later", "offered", 1.96, 5), table, "fr").endswith("+2,0 faveurs")
    assert in_words(Reason("later", "offered", 1.94, 5), table, "fr").endswith("+1,9 faveur")
    assert in_words(Reason("category", "palace gate", 1.96), table, "fr").endswith("+2,0 faveurs")
