"""A hint's words add up to its gain (game/ai/hint.py, `account`; game/i18n/hints.py,
`explanation`): its reasons, the largest part of the points the hinted move gives up and the rest
its reasons leave unsaid, each what the playouts that judged it saw, in both languages. The case:
a Daitoshi decision where the better move spends the Government Grant for VP won in a Production
Turn, once said as "+19 VP" for a move under 4 VP better, the Grant never named."""

from __future__ import annotations

import functools

import pytest

from game import i18n
from game.ai.appraise import LATER, appraise, shortlist
from game.ai.heuristics import heuristics_named
from game.ai.hint import Reason, account, by_size, explained, parts
from game.core.arigato.actions import EndDay, Trade
from game.core.engine import Action
from game.core.rng import Rng
from game.i18n import t
from game.i18n.hints import SAID, explanation, number
from game.tools.tournament import game_spec, play_one
from game.ui.tables.arigato.scene import ArigatoTable
from game.ui.tables.daitoshi.scene import DaitoshiTable
from test_ai_hint import _arigato_day_49


@functools.lru_cache(maxsize=1)
def _grant_spent():
    """The 72nd decision of the first of the 2-player games of greedy against greedy that
    tests/ai/test_ai_hint_later.py draws on: its shortlist appraised on 8 worlds as a hint
    compares them; (the hint, the appraisals, best first)."""
    played = play_one("daitoshi", 2, 5_000_000, ["greedy", "greedy"], 5, None)
    state = game_spec("daitoshi").new_game(players=2, seed=played["deal"])
    for text in played["actions"][:72]:
        state.apply(Action.parse(text))
    seat = Action.parse(played["actions"][72]).seat
    view = state.view(seat)
    found = appraise(view, seat, shortlist(view, seat, state.legal_actions(seat)), worlds=8,
                     rng=Rng(72), watch=True)
    h = explained(((found[0].action, 1.0, 0.0),), found)
    return h, h.appraisals


def _lines(h, table, lang: str) -> list[str]:
    try:
        i18n.set_language(lang)
        return explanation(h, account(h.reasons, h.gain, SAID), table.REASON_WORDS, table.POINTS,
                           None, bool(heuristics_named(table.name).later_keys))
    finally:
        i18n.set_language("en")


def test_the_part_given_up_is_what_the_playouts_saw_and_the_parts_make_the_gain():
    h, found = _grant_spent()
    best, runner = found[:2]
    given_up = h.reasons[-1]
    assert given_up.kind == "cost" and given_up.key == "later:grant", "the case tested: the Grant spent"
    # the Grant's VP where the playouts stopped, that many fewer after the hinted move
    assert given_up.gain == pytest.approx(dict(runner.later)["grant"] - dict(best.later)["grant"])
    assert given_up.gain > h.gain
    # Daitoshi breaks the margin down whole: its parts (their points) are the hint's gain
    every = parts(best, runner)
    assert sum(r.points for r in every) == pytest.approx(h.gain)
    told = account(h.reasons, h.gain, SAID)
    said = told.told + (told.given_up,)
    # the rest is the gain less what the words say, and it is the parts they leave unsaid
    assert sum(r.points or 0.0 for r in said) + told.rest == pytest.approx(h.gain)
    unsaid = [r for r in every if (r.kind, r.key) not in {(s.kind, s.key) for s in told.told}
              and f"{r.kind}:{r.key}" != given_up.key]
    assert told.rest == pytest.approx(sum(r.points for r in unsaid))
    # the largest points first
    sizes = [r.points for r in told.told if r.points is not None]
    assert sizes == sorted(sizes, reverse=True)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hint_that_spends_the_grant_names_it_and_the_rest(lang):
    h, _ = _grant_spent()
    told = account(h.reasons, h.gain, SAID)
    lines = _lines(h, DaitoshiTable, lang)
    assert len(lines) == 1 + len(told.told) + 1 + (abs(told.rest) >= 1.0)
    try:
        i18n.set_language(lang)
        grant = t("dtable.reason.noun.grant")
        assert lines[1 + len(told.told)] == t("table.hint.cost", what=grant, vp=number(told.given_up.gain))
        if abs(told.rest) >= 1.0:
            kind = "less" if told.rest < 0 else "other"
            assert lines[-1] == t(f"table.hint.rest.{kind}", vp=number(abs(told.rest)))
    finally:
        i18n.set_language("en")
    assert ("VP" if lang == "en" else "PV") in lines[0]
    assert not any("{" in line or "_" in line or "later" in line for line in lines)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_arigato_hints_parts_make_its_gain(lang):
    """Arigatō breaks its later favor down by part (the residents waiting for their offering, the
    objective tokens to come...): as Daitoshi's, its parts are the hint's gain, the rest of it is
    the parts its words leave unsaid, and no line says favor "not attributed"."""
    state = _arigato_day_49()
    found = appraise(state.view(0), 0, [Trade(0, "firework", "katana"), EndDay(0)], worlds=8,
                     rng=Rng(1), watch=True)
    h = explained(((found[0].action, 1.0, 0.0),), found)
    best, runner = h.appraisals[:2]
    every = parts(best, runner)
    assert sum(r.points for r in every) == pytest.approx(h.gain)
    told = account(h.reasons, h.gain, SAID)
    unsaid = [r for r in every if (r.kind, r.key) not in {(s.kind, s.key) for s in told.told}
              and (told.given_up is None or f"{r.kind}:{r.key}" != told.given_up.key)]
    assert told.rest == pytest.approx(sum(r.points for r in unsaid))
    lines = _lines(h, ArigatoTable, lang)
    assert not any("VP" in line or "PV" in line for line in lines)
    assert not any(LATER in line or "{" in line or "_" in line for line in lines)
    # the case: the trade meets tonight's objective and gives up favor at the palace gate, for
    # a resident nearer its offering, said by part; the objective tokens to come, under the
    # game's 2 favor (`later_least`), are among the other differences
    assert told.given_up.key == "category:palace gate"
    assert [(r.kind, r.key) for r in told.told] == [("later", "waiting"), ("category", "objectives"),
                                                    ("event", "objective")]
    assert 1.0 <= dict(best.later_gains_over(runner))["objectives"] < best.later_least
    assert lines[1] == _later_words(told.told[0], lang) and str(told.told[0].when) in lines[1]
    assert told.rest >= 1.0 and len(lines) == 6      # the gain, 3 reasons, the part given up, the rest
    assert lines[-1] == _in_favor("table.hint.rest.other", told.rest, lang)


def _later_words(reason, lang: str) -> str:
    try:
        i18n.set_language(lang)
        return t(f"arigato.reason.later.{reason.key}.{'many' if reason.gain >= 2 else 'one'}",
                 vp=number(reason.gain), when=reason.when)
    finally:
        i18n.set_language("en")


def _in_favor(key: str, points: float, lang: str) -> str:
    try:
        i18n.set_language(lang)
        return t(f"{key}.arigato.{'many' if points >= 2 else 'one'}", vp=number(points))
    finally:
        i18n.set_language("en")


def test_events_come_after_the_larger_points_and_before_the_smaller():
    """`by_size`: an event stands for the points no reason's account for, here 4 of 10."""
    event = Reason("event", "luxury", 1.0, 10)
    big, small = Reason("won", "production", 5.0, 13), Reason("later", "goods", 1.0, 13)
    assert by_size((event, big, small), 10.0) == [big, event, small]
    assert by_size((event, big, small, Reason("cost", "later:grant", 4.0)), 10.0) == [event, big, small]
