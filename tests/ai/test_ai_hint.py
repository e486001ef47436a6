"""The hint that explains itself (game/ai/hint.py): the hard agent's move appraised
against its next best in expected VP, with the reasons the appraisal saw."""

from __future__ import annotations

import threading

import pytest

from game.ai.appraise import appraise
from game.ai.heuristics import heuristics_for
from game.ai.hint import KEPT, REASONS, Reason, account, explained, hint, reasons
from game.core import registry
from game.core.arigato.actions import EndDay, Trade, UseEffect
from game.core.arigato.events import FavorBonusReached
from game.core.arigato.objectives import met
from game.core.arigato.state import DAY
from game.core.daitoshi.actions import CommitInventions, MoveMagnate, StartProduction, TradeWithCity
from game.core.daitoshi.mayor import MayorChecked, MayorTurn
from game.core.daitoshi.mayor.decisions import can_do, district_action
from game.core.rng import Rng


def _arigato_day_49():
    """A 2-player Arigatō (seed 8) played at random to its 49th move: day 6, seat 0 to play, whose
    village has 4 different items of the 5 that tonight's objective asks, and two fireworks to
    trade for the missing katana."""
    state = registry.spec("arigato").new_game(players=2, seed=8)
    rng = Rng(8)
    while len(state.history) < 49:
        legal = state.legal_actions(state.current_seats()[-1])
        state.apply(legal[rng.below(len(legal))])
    return state


def _played_on(state, rng: Rng, stop, events: list | None = None):
    """`state` played on by the rollout policy until `stop(state, happened)`, `happened` being the
    events since it began (they go into `events` when given)."""
    knows = heuristics_for(state)
    happened: list = []
    while not stop(state, happened):
        seat = state.current_seats()[-1]
        legal = state.legal_actions(seat)
        happened += state.apply_listed(knows.rollout_action(state, seat, legal, rng)
                                       if len(legal) > 1 else legal[0])
    if events is not None:
        events.extend(happened)
    return state


def _to_move(n: int):
    return lambda state, happened: len(state.history) >= n


def _daitoshi_move_131():
    """A 2-player Daitoshi (seed 1) played by the rollout policy to its 131st move: seat 0 may
    deliver 5 luxury goods to the first City."""
    return _played_on(registry.spec("daitoshi").new_game(players=2, seed=1), Rng(1), _to_move(131))


def test_a_move_that_meets_tonights_objective_says_so():
    state = _arigato_day_49()
    seat = 0
    assert state.phase == DAY and state.current_seats()[-1] == seat
    objective = state.objectives[state.day]
    trade = Trade(seat, "firework", "katana")
    assert trade in state.legal_actions(seat)
    after = state.clone()
    after.apply(trade)
    # the situation is the one meant: not met now, met after the trade
    assert not met(state, state.villages[seat], objective)
    assert met(after, after.villages[seat], objective)
    found = appraise(state.view(seat), seat, [trade, EndDay(seat)], worlds=8, rng=Rng(1), watch=True)
    h = explained(((trade, 1.0, 0.0),), found)
    assert h.action == trade and h.gain > 0
    # tonight's objective, met at dusk of this very day (day 6) in every playout
    assert h.reasons[0] == Reason("event", "objective", pytest.approx(1.0), state.day, state.day)
    # ending the day instead never meets it: no such reason the other way round
    assert all(r.key != "objective" for r in reasons(found[1], found[0]))


def test_a_move_that_delivers_luxury_goods_says_so():
    state = _daitoshi_move_131()
    seat = 0
    assert state.current_seats()[-1] == seat
    trade = TradeWithCity(seat, 0, 5)
    other = CommitInventions(seat, (1,))
    legal = state.legal_actions(seat)
    assert trade in legal and other in legal
    found = appraise(state.view(seat), seat, [trade, other], worlds=8, rng=Rng(1), watch=True)
    # the two moves are within a VP or two of each other here (on 64 worlds the trade leads by
    # 1 VP, give or take 1.5), so which leads on 8 worlds is the worlds' luck; what the trade's
    # playouts saw, and the other's did not, is not
    assert found[0].seen_count("luxury") == 1.0 and found[1].seen_count("luxury") == 0.0
    assert ("event", "luxury") in [(r.kind, r.key) for r in reasons(found[0], found[1])]
    # delivered in this very turn (the table's turn, counted from 1 as its header counts it)
    luxury = next(r for r in reasons(found[0], found[1]) if r.key == "luxury")
    assert luxury.when == state.progress()[1]


def _arigato_dawn_move_70():
    """A 2-player Arigatō (seed 4) played by the rollout policy to its 70th move: the dawn of day
    8, seat 1 to arrange its roles or first empty a workshop."""
    return _played_on(registry.spec("arigato").new_game(players=2, seed=4), Rng(4), _to_move(70))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_move_that_meets_tomorrows_objective_names_it_and_its_day(lang):
    """The arrangement that sets up tomorrow's objective, against emptying a workshop instead: in
    every playout it meets day 9's objective at its dusk (the objective's day is the rules' own,
    `ObjectiveGained.day`), which emptying never does; the reason says so, naming the objective by
    its day and by what it asks, in the table's words."""
    from game import i18n
    from game.core.arigato.actions import AssignRoles, EmptyWorkshop
    from game.core.arigato.events import ObjectiveGained
    from game.i18n.hints import reason_words
    from game.ui.tables.arigato.scene import ArigatoTable
    from game.ui.tables.arigato.words import objective_body
    state = _arigato_dawn_move_70()
    seat = 1
    roles, empty = AssignRoles(seat, 67, 3, (70, 76)), EmptyWorkshop(seat, 1)
    assert state.day == 8 and state.phase == "dawn" and {roles, empty} <= set(state.legal_actions(seat))
    found = appraise(state.view(seat), seat, [roles, empty], worlds=8, rng=Rng(1), watch=True)
    h = explained(((roles, 1.0, 0.0),), found)
    assert h.action == roles and h.gain > 0
    tomorrow = next(r for r in h.reasons if r.key == "objective")
    assert tomorrow == Reason("event", "objective", pytest.approx(1.0), 9, 9)
    # what the playouts saw: met on day 9 in each of them after the arrangement, never after emptying
    assert dict(found[0].seen_at)["objective:9"] == (9,) * 8
    assert "objective:9" not in dict(found[1].seen)
    # the rules' own day of each objective gained: the one the key names
    gained = [e for e in state.clone().apply(roles) if isinstance(e, ObjectiveGained)]
    assert gained == []            # not today: tomorrow
    try:
        i18n.set_language(lang)
        said = reason_words(tomorrow, ArigatoTable.REASON_WORDS, ArigatoTable.POINTS,
                            lambda key, n: ArigatoTable.reason_detail(state.view(seat), key, n))
        assert objective_body(state.objectives[9], brief=True) in said
        assert ("Day 9" if lang == "en" else "jour 9") in said
    finally:
        i18n.set_language("en")


def test_a_thing_avoided_is_a_reason_when_the_better_move_makes_it_rarer():
    """`Heuristics.avoided_keys` (Daitoshi: a turn ended in Conflict with the Yokai): the reason is
    how much less often it happens after the better move, and when it happened after the other."""
    from game.ai.appraise import Appraisal
    best = Appraisal(EndDay(0), 10.0, 2.0, (10.0, 8.0), (), 4, (("conflict", 0.25),),
                     (("conflict", (14,)),), ("conflict",))
    other = Appraisal(EndDay(1), 9.0, 1.0, (9.0, 8.0), (), 4, (("conflict", 1.5),),
                      (("conflict", (12, 13, 13, 15)),), ("conflict",))
    assert reasons(best, other) == (Reason("event", "conflict", 1.25, 13),)
    assert reasons(other, best) == ()


def _arigato_favor_move_122():
    """A 2-player Arigatō (seed 6) played by the rollout policy to its 122nd move: day 12, seat 0
    asked whether to use an artisan's favor effect, which takes its village across a 10-favor
    threshold (FAVOR BONUSES) now; declined, no later favor reaches one before the horizon."""
    return _played_on(registry.spec("arigato").new_game(players=2, seed=6), Rng(6), _to_move(122))


def test_a_move_that_reaches_a_favor_bonus_says_so():
    state = _arigato_favor_move_122()
    seat = 0
    legal = state.legal_actions(seat)
    assert state.current_seats()[-1] == seat and len(legal) == 2
    use, decline = UseEffect(seat, legal[0].card, True), UseEffect(seat, legal[0].card, False)
    assert set(legal) == {use, decline}
    # the situation is the one meant: using the effect reaches a threshold now, declining does not
    assert any(isinstance(e, FavorBonusReached) and e.seat == seat for e in state.clone().apply(use))
    assert not any(isinstance(e, FavorBonusReached) for e in state.clone().apply(decline))
    found = appraise(state.view(seat), seat, [use, decline], worlds=8, rng=Rng(1), watch=True)
    h = explained(((use, 1.0, 0.0),), found)
    assert h.action == use and h.gain > 0
    threshold = next(e.threshold for e in state.clone().apply(use) if isinstance(e, FavorBonusReached))
    assert h.reasons[0] == Reason("event", "favor_bonus", pytest.approx(1.0), state.day, threshold)
    # its twin, declining the effect, never reaches the bonus: no such reason the other way round
    assert all(r.key != "favor_bonus" for r in reasons(found[1], found[0]))


def test_reasons_are_events_then_scoring_parts_each_strongest_first():
    state = _arigato_day_49()
    found = appraise(state.view(0), 0, [Trade(0, "firework", "katana"), EndDay(0)], worlds=8,
                     rng=Rng(1), watch=True)
    said = reasons(found[0], found[1])
    kinds = [r.kind for r in said]
    assert kinds == sorted(kinds, key=lambda k: k != "event") and 0 < len(said) <= 3
    for events in (True, False):     # events, then points (banked or later), each the largest first
        gains = [r.gain for r in said if (r.kind == "event") == events]
        assert gains == sorted(gains, reverse=True)
    for r in said:   # each reason is a difference the appraisal saw, in its favour
        seen_as = r.key if r.n is None else f"{r.key}:{r.n}"
        seen = found[0].seen_count(seen_as) - found[1].seen_count(seen_as) if r.kind == "event" \
            else dict(found[0].later)[r.key] - dict(found[1].later)[r.key] if r.kind == "later" \
            else found[0].part(r.key) - found[1].part(r.key)
        assert r.gain == pytest.approx(seen) and r.gain > 0
    assert {r.kind for r in said} >= {"event", "category", "later"}, "the case: each kind of reason"


@pytest.mark.parametrize("game, seed, moves", [("arigato", 8, 49), ("daitoshi", 1, 131)])
def test_the_hint_is_the_best_appraised_move_and_its_gain_is_not_negative(game, seed, moves):
    state = _arigato_day_49() if game == "arigato" else _daitoshi_move_131()
    seat = state.current_seats()[-1]
    legal = state.legal_actions(seat)
    h = hint(state.view(seat), seat, legal, Rng(5), worlds=4, appraisal_seconds=None,
             time_budget=0.5)
    assert h.action in legal
    assert len(h.appraisals) >= 2 and h.appraisals[0].action == h.action
    assert h.appraisals[0].margin == max(a.margin for a in h.appraisals)
    assert h.gain == pytest.approx(h.appraisals[0].margin - h.appraisals[1].margin) and h.gain >= 0
    assert len([r for r in h.reasons if r.kind != "cost"]) <= KEPT and h.weighed == len(h.appraisals)
    assert [r.kind for r in h.reasons].count("cost") <= 1 and all(r.kind != "cost" for r in h.reasons[:-1])


def test_a_cancelled_hint_still_names_a_move_unexplained():
    state = _arigato_day_49()
    cancel = threading.Event()
    cancel.set()
    legal = state.legal_actions(0)
    h = hint(state.view(0), 0, legal, Rng(5), cancel=cancel)
    assert h.action in legal and h.gain is None and h.reasons == () and h.weighed == 0
    assert _lines(h, "arigato.reason.{key}") == []      # the table then says the move alone


def _lines(h, events: str, game: str = "") -> list[str]:
    """A hint's lines as a table says them (game/ui/tables/hinting.py): its gain, the reasons that
    account for the most of it, what it gives up and the rest."""
    from game.i18n.hints import SAID, explanation
    return explanation(h, account(h.reasons, h.gain or 0.0, SAID), events, game)


def test_a_hint_in_words_in_both_languages():
    """game/i18n/hints.py: the gain rounded in the language's own way, a gain that rounds to
    nothing said as such, an event seen in fewer than 9 worlds in 10 said as likely."""
    from game import i18n
    from game.ai.hint import Hint
    from game.core.arigato.actions import EndDay
    why = (Reason("event", "offering", 0.6, 7), Reason("category", "favor tokens", 3.25),
           Reason("event", "favor_bonus", 1.0, 8, 20))
    told = Hint(EndDay(0), (), 2.46, why, weighed=3)
    try:
        # the favor tokens' points account for the whole gain: said first, the events after them
        i18n.set_language("en")
        assert _lines(told, "arigato.reason.{key}") == [
            "About +2.5 VP over the next best move.", "Favor tokens: +3.2 VP",
            "An offering prepared on day 7 (likely)", "The 20-favor bonus reached on day 8"]
        i18n.set_language("fr")
        assert _lines(told, "arigato.reason.{key}") == [
            "Environ +2,5 PV de plus que le meilleur autre coup.", "Jetons faveur : +3,2 PV",
            "Une offrande préparée le jour 7 (probablement)",
            "Le bonus des 20 faveurs atteint le jour 8"]
        assert _lines(Hint(EndDay(0), (), 0.04, (), weighed=2), "arigato.reason.{key}") == [
            "À peu près aussi bon que le meilleur autre coup."]
        assert _lines(Hint(EndDay(0), (), weighed=1), "arigato.reason.{key}") == [
            "Aucun autre coup ne méritait d'être pesé."]
    finally:
        i18n.set_language("en")


def test_an_arigato_hint_counts_favor_in_both_languages():
    """Arigatō is scored in favor, not VP: its table's hints say so (game/i18n/hints.py,
    `in_points`), with French's singular below two."""
    from game import i18n
    from game.ai.hint import Hint
    from game.core.arigato.actions import EndDay
    from game.ui.tables.arigato.scene import ArigatoTable
    why = (Reason("category", "favor tokens", 3.25), Reason("category", "palace gate", 1.5))
    told = Hint(EndDay(0), (), 2.46, why, weighed=3)
    try:
        # 3.25 + 1.5 said of a gain of 2.46: the 2.29 more given up elsewhere
        i18n.set_language("en")
        assert _lines(told, "arigato.reason.{key}", ArigatoTable.POINTS) == [
            "About +2.5 favor over the next best move.", "Favor tokens: +3.2 favor",
            "Palace gate: +1.5 favor", "Given up elsewhere: -2.3 favor"]
        i18n.set_language("fr")
        said = _lines(told, "arigato.reason.{key}", ArigatoTable.POINTS)
        assert said[0] == "Environ +2,5 faveurs de plus que le meilleur autre coup."
        assert said[1].endswith(": +3,2 faveurs") and said[2].endswith(": +1,5 faveur")
        assert said[3] == "Cédé ailleurs : -2,3 faveurs"
        assert not any("PV" in line or "VP" in line for line in said)
    finally:
        i18n.set_language("en")


def test_an_appraisal_from_kept_worlds_is_the_appraisal_of_those_worlds():
    """Worlds a paired search kept (`KeptWorlds`) count as the appraisal's own: the same numbers
    as the appraisal playing those very worlds itself, a world's other candidates left aside."""
    from game.ai.appraise import KeptWorlds
    from game.ai.playout import paired_world
    state = _arigato_day_49()
    view = state.view(0)
    moves = [Trade(0, "firework", "katana"), EndDay(0)]
    third = next(a for a in state.legal_actions(0) if a not in moves)
    kept = KeptWorlds()
    rng = Rng(3)
    for _ in range(4):
        kept.keep(paired_world(view, 0, [third] + moves, rng, heuristics_for(view), watch=True))
    shared = appraise(view, 0, moves, worlds=4, rng=Rng(99), watch=True, kept=kept)
    played = appraise(view, 0, moves, worlds=4, rng=Rng(3), watch=True)
    assert shared == played and all(a.playouts == 4 for a in shared)


def test_the_hint_explains_itself_from_the_worlds_its_search_played(monkeypatch):
    """The hard agent's paired halving plays its candidates in common worlds; the hint's
    appraisal starts from those in which all of its moves were played, and samples only the
    rest of its worlds after the search."""
    from game.ai import appraise as appraisal
    state = _daitoshi_move_131()
    seat = state.current_seats()[-1]
    assert heuristics_for(state).paired_root(state.view(seat), seat, state.legal_actions(seat))
    sampled = []
    real = appraisal.paired_world

    def counted(*args, **kw):
        sampled.append(1)
        return real(*args, **kw)

    monkeypatch.setattr(appraisal, "paired_world", counted)
    h = hint(state.view(seat), seat, state.legal_actions(seat), Rng(5), worlds=4,
             appraisal_seconds=None, time_budget=0.5)
    assert h.weighed == 3 and all(a.playouts == 4 for a in h.appraisals)
    assert len(sampled) < 4


def _daitoshi_solo(seed: int, moves: int | None = None, events: list | None = None):
    """A solo Daitoshi against the Mayor with 3 Advisors (`seed`) played by the rollout policy to
    its `moves`th move, or to its end; what happened goes into `events` when given."""
    return _played_on(registry.spec("daitoshi").new_game(players=1, seed=seed, advisors=3),
                      Rng(seed), lambda state, happened: state.is_over()
                      or (moves is not None and len(state.history) >= moves), events)


def _mayor_checks(state, action):
    """The Mayor's checks (district, verdict) on his first turn after `action`, the rest of the
    player's turn played by the rollout policy."""
    after = state.clone()
    happened = list(after.apply_listed(action))
    _played_on(after, Rng(2), lambda s, later: any(isinstance(e, MayorTurn) for e in happened + later),
               happened)
    return [(e.district, e.verdict) for e in happened if isinstance(e, MayorChecked)]


def test_a_move_that_denies_the_mayor_a_district_says_so():
    """Solo seed 1, move 58: the Mayor has neither food nor Wealth, and the Commit district is
    the first he checks. A Production Turn started by the player is his too (PRODUCTION TURNS:
    "If you start a Production Turn, the Mayor will also produce"): he produces food and takes
    that district; moving the Magnate instead leaves him without, and he passes it over although
    Commit is on his card (Criterion 2a)."""
    state = _daitoshi_solo(1, 58)
    seat, mayor = 0, state.solo.seat
    move, produce = MoveMagnate(seat, 2, 2), StartProduction(seat)
    assert state.current_seats()[-1] == seat and {move, produce} <= set(state.legal_actions(seat))
    # the situation is the one meant: the Commit district denied after the move, not after producing
    commit = next(d for d in range(5) if district_action(state, d) == "commit")
    assert not can_do(state, "commit") and state.players[mayor].magnate[0] == (commit - 1) % 5
    assert _mayor_checks(state, move)[0] == (commit, "2a")
    assert _mayor_checks(state, produce)[0] == (commit, "chosen")
    found = appraise(state.view(seat), seat, [move, produce], worlds=8, rng=Rng(1), watch=True)
    h = explained(((move, 1.0, 0.0),), found)
    assert h.action == move and h.gain > 0
    denied = next(r for r in h.reasons if r.key == "mayor_denied")
    # in every playout, in the Mayor's turn right after this one (the turn counted from 1)
    assert denied.gain == pytest.approx(1.0) and denied.when == state.progress()[1] + 1
    # its twin, producing, leaves him the district: no such reason the other way round
    assert all(r.key != "mayor_denied" for r in reasons(found[1], found[0]))


def test_the_mayor_is_denied_districts_in_real_play_and_only_districts_on_his_card():
    """Over a few solo games played by the rollout policy, the Mayor passes over districts on his
    card (Criterion 2 fails) often enough for a hint to say so; a district whose action is not
    on his card (Criterion 1 fails) was never his, and no hint calls it denied."""
    events = []
    for seed in range(4):
        knows = heuristics_for(_daitoshi_solo(seed, events=events))
    checks = [e for e in events if isinstance(e, MayorChecked)]
    denied = [e for e in checks if knows.notable(e, 0, None) == "mayor_denied"]
    assert len(denied) >= 4 and {e.verdict for e in denied} <= {"2a", "2c", "space"}
    assert all(knows.notable(e, 0, None) is None for e in checks if e.verdict in ("1a", "1c", "chosen"))
    assert {e.verdict for e in checks} >= {"1a", "1c", "chosen"}


def test_what_a_move_leaves_the_seat_holding_is_what_its_playouts_ended_with():
    """`Heuristics.held` where the playouts stop (Daitoshi: four table turns on): the means are
    those of the very worlds the appraisal played (drawn again here from the same stream), and
    the turn they stopped in is four turns after the decision's."""
    from game.ai.playout import paired_world
    state = _daitoshi_move_131()
    seat = 0
    view = state.view(seat)
    moves = [TradeWithCity(seat, 0, 5), CommitInventions(seat, (1,))]
    found = appraise(view, seat, moves, worlds=4, rng=Rng(1), watch=True)
    knows = heuristics_for(view)
    rng = Rng(1)
    worlds = [paired_world(view, seat, moves, rng, knows, watch=True) for _ in range(4)]
    for k, appraisal in enumerate(found):
        ended = [w[k].state for w in worlds]
        assert appraisal.holds("steam") == pytest.approx(sum(s.players[seat].steam for s in ended) / 4)
        assert appraisal.stopped == state.progress()[1] + knows.rollout_turns
    said = reasons(found[0], found[1])
    # what the delivery leaves in hand beyond each key's least telling amount, on these worlds,
    # is a reason (the reasons are at most REASONS, the events and the points first)
    more = {key for key, least in knows.held_keys.items() if found[0].holds(key) - found[1].holds(key) >= least}
    held = {r.key for r in said if r.kind == "held"}
    assert held <= more
    before = sum(r.kind != "held" for r in said)
    assert len(held) == min(len(more), REASONS - before), (said, more)
    for r in said:
        if r.kind == "held":
            assert r.gain == pytest.approx(found[0].holds(r.key) - found[1].holds(r.key))
            assert r.gain >= dict(knows.held_keys)[r.key] and r.when == found[0].stopped
