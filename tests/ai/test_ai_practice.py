"""Learn from your mistakes (game/ai/practice.py): a costly decision tried again, each try judged
against the review's best move as the review judged the decision."""

import pytest
from review_games import HARVEST, LUCKY_HARVEST, Reap

from game.ai.practice import FOUND, NOT_YET, SHOWN, TRIES, Practice, judge
from game.ai.review import review_game, views_before


def _harvest(fields_by_turn):
    return [Reap(turn % 2, f).text() for turn, f in enumerate(fields_by_turn)]


@pytest.fixture(scope="module")
def harvest():
    """Seat 0 reaps 12, then 0 (gives up 12), then 3 (gives up 9)."""
    actions = _harvest([2, 2, 0, 2, 1, 2])
    review = review_game(HARVEST, 2, 1, {}, actions, worlds=2)
    blunder = next(d for d in review.decisions if d.seat == 0 and d.number == 2)
    view = views_before(HARVEST, 2, 1, {}, actions, {blunder.move: 0})[blunder.move]
    return blunder, view


def test_the_best_move_is_found_at_once(harvest):
    blunder, view = harvest
    tried = judge(view, blunder, Reap(0, 2), worlds=2)
    assert tried.found and tried.loss.mean == 0


def test_a_move_that_still_gives_up_points_is_not_yet_found(harvest):
    blunder, view = harvest
    tried = judge(view, blunder, Reap(0, 1), worlds=2)
    assert not tried.found
    assert tried.loss.mean == pytest.approx(9) and (tried.loss.low, tried.loss.high) == (9, 9)


def test_the_move_first_played_is_judged_as_the_review_judged_it(harvest):
    blunder, view = harvest
    tried = judge(view, blunder, Reap(0, 0), worlds=2)
    assert not tried.found and tried.loss.mean == pytest.approx(blunder.loss)


def test_the_best_is_shown_after_two_wrong_tries_and_no_try_counts_after(harvest):
    blunder, view = harvest
    practice = Practice(blunder, [])
    assert practice.result == NOT_YET
    practice.add(judge(view, blunder, Reap(0, 1), worlds=2))
    assert practice.result == NOT_YET
    practice.add(judge(view, blunder, Reap(0, 0), worlds=2))
    assert practice.result == SHOWN and len(practice.tries) == TRIES
    practice.add(judge(view, blunder, Reap(0, 2), worlds=2))
    assert practice.result == SHOWN and len(practice.tries) == TRIES
    found = Practice(blunder, [])
    found.add(judge(view, blunder, Reap(0, 1), worlds=2))
    found.add(judge(view, blunder, Reap(0, 2), worlds=2))
    assert found.result == FOUND


def test_a_try_is_judged_the_same_each_time():
    """Lucky Harvest: luck on top of each field's yield; the same try judged twice gives the same
    interval (its worlds are drawn from the decision and the move, not from a salted hash)."""
    actions = [Reap(t % 2, f).text() for t, f in enumerate([2, 2, 0, 2, 1, 2])]
    review = review_game(LUCKY_HARVEST, 2, 1, {}, actions, worlds=4)
    decision = next(d for d in review.decisions if d.seat == 0 and d.number == 2)
    view = views_before(LUCKY_HARVEST, 2, 1, {}, actions, {decision.move: 0})[decision.move]
    first, again = (judge(view, decision, Reap(0, 1), worlds=4) for _ in range(2))
    assert first == again
    assert first.loss.low < first.loss.mean < first.loss.high


def _session(harvest, mark="the best shown"):
    from dataclasses import asdict

    from game.core.rng import SPLITMIX
    from game.input.practice import PracticeSession
    from game.input.seats import SeatConfig
    blunder, _ = harvest
    data = {"game": "harvest", "seats": [asdict(SeatConfig("Aiko", 0, "human", "easy")),
                                          asdict(SeatConfig("Botan", 1, "ai", "easy"))],
            "seed": 1, "options": {}, "deal": SPLITMIX, "actions": _harvest([2, 2, 0, 2, 1, 2])}
    return PracticeSession(HARVEST, data, blunder, mark)


def test_at_the_table_a_try_is_judged_not_played(harvest, monkeypatch):
    import threading

    from game.core.engine import IllegalAction
    from game.input import practice as at_the_table
    blunder, _ = harvest
    go_on = threading.Event()
    real = at_the_table.judge
    monkeypatch.setattr(at_the_table, "judge", lambda *a, **kw: go_on.wait(30) and real(*a, **kw))
    session = _session(harvest)
    before = session.view(0).points
    assert session.position() == blunder.move and session.active_seat() == 0
    assert session.legal_actions(0) == [Reap(0, f) for f in range(3)] and session.legal_actions(1) == []
    with pytest.raises(IllegalAction):
        session.submit(Reap(1, 2))                      # not the practising seat
    assert session.submit(Reap(0, 1)) == []
    assert session.judging == Reap(0, 1) and session.legal_actions(0) == []   # none while judged
    with pytest.raises(IllegalAction):
        session.submit(Reap(0, 2))
    go_on.set()
    session.wait_judged()
    assert session.judging is None
    assert session.last.action == Reap(0, 1) and not session.last.found
    assert session.position() == blunder.move and session.view(0).points == before
    assert session.practice.result == NOT_YET and session.mark is None
    assert session.pump_ai() == [] and session.position() == blunder.move


def test_at_the_table_two_wrong_tries_show_the_best_and_end_the_practice(harvest):
    from game.core.engine import IllegalAction
    session = _session(harvest)
    for field in (1, 0):
        session.submit(Reap(0, field))
        session.wait_judged()
    assert session.practice.result == SHOWN and session.mark == "the best shown"
    assert session.legal_actions(0) == []
    with pytest.raises(IllegalAction):
        session.submit(Reap(0, 2))


def test_at_the_table_the_best_found_ends_the_practice(harvest):
    session = _session(harvest)
    session.submit(Reap(0, 2))
    session.wait_judged()
    assert session.practice.result == FOUND and session.mark is None and session.legal_actions(0) == []


def test_the_decisions_worth_practising_and_the_next_one(harvest):
    from game.ai.practice import next_to_practise, worth_practising
    from game.ai.review_data import GOOD
    actions = _harvest([2, 2, 0, 2, 1, 2])
    review = review_game(HARVEST, 2, 1, {}, actions, worlds=2)
    todo = worth_practising(review.summary(0))
    assert todo and all(d.grade != GOOD and d.seat == 0 for d in todo)
    assert {d.move for d in todo} <= {d.move for d in review.summary(0).costliest}
    first, *rest = todo
    assert next_to_practise(todo, {}) == first
    assert next_to_practise(todo, {first.move: FOUND}) == (rest[0] if rest else first)
    assert next_to_practise(todo, {d.move: FOUND for d in todo}) == first
    assert next_to_practise(todo, {first.move: SHOWN}) == first      # shown is not found
