"""Luck told apart from skill (game/ai/luck.py; game/ai/AI.md, "Luck and skill"): a seat dealt the
best cards is lucky, two seats of the same agent differ in skill only by noise while a better
agent shows its skill, luck and skill account for the result within their interval, and the
chance events are found where something hidden was shown, and only there."""

from __future__ import annotations

import json
import math

import pytest
from review_games import HARVEST, Reap, played_toy

from game.ai.confidence import estimate
from game.ai.luck import DEAL, reconciled
from game.ai.luck_sampling import chance_moments, measure_luck
from game.ai.review import default_worlds, review_game
from game.ai.review_data import as_data, from_data
from game.ai.toy import SPEC as TOY
from game.cli import main
from game.core import registry
from game.core.arigato.events import CardsDrawn, TravelersPickedUp
from game.core.engine import Action
from game.core.rng import Rng
from game.tools.tournament import game_spec, play_one

WORLDS = 16
SEATS = [{"name": "Aiko", "colour": 0, "kind": "human", "difficulty": "easy"},
         {"name": "Bot", "colour": 1, "kind": "ai", "difficulty": "hard"}]
BEST = [13, 14, 15]          # Secret Bid's three highest bids in a two-player game


def dealt_the_best(seat: int) -> int:
    """The first seed whose deal gives `seat` the three highest bid cards (about one in 455)."""
    return next(s for s in range(20_000) if TOY.new_game(players=2, seed=s).hands[seat] == BEST)


def reviewed(seed: int, agents=("policy", "policy")):
    return review_game(TOY, 2, seed, {}, played_toy(2, seed, agents), worlds=WORLDS)


def luck_of(review, seat: int):
    return next(x for x in review.luck if x.seat == seat)


@pytest.mark.parametrize("seat", [0, 1])
def test_a_seat_dealt_all_the_best_cards_is_lucky_at_the_deal(seat):
    seed = dealt_the_best(seat)
    review = reviewed(seed)
    deal = next(e for e in luck_of(review, seat).events if e.move == DEAL)
    assert deal.luck.low > 0, deal            # the deal brought it more than it could expect
    other = luck_of(review, 1 - seat)
    assert luck_of(review, seat).luck.mean > other.luck.mean


def skill_gap(reviews) -> tuple[float, float, float]:
    """The mean over games of seat 0's summed loss less seat 1's, with its 95% interval."""
    found = estimate([r.summary(0).total_loss - r.summary(1).total_loss for r in reviews])
    return found.mean, found.low, found.high


def test_two_seats_of_the_same_agent_differ_in_skill_only_by_noise():
    mean, low, high = skill_gap(reviewed(seed) for seed in range(20, 32))
    assert low <= 0 <= high, (mean, low, high)


def test_the_same_measure_shows_a_real_difference_in_skill():
    # Harvest (review_games.py): seat 0 always reaps the best field, seat 1 a field drawn at
    # random; the gap in skill is real, and the measure that found none above finds it
    reviews = []
    for seed in range(20, 26):
        draws = Rng(seed)
        fields = [2 if turn % 2 == 0 else draws.below(3) for turn in range(6)]
        actions = [Reap(turn % 2, f).text() for turn, f in enumerate(fields)]
        reviews.append(review_game(HARVEST, 2, 1, {}, actions, worlds=2))
    mean, low, high = skill_gap(reviews)
    assert high < 0, (mean, low, high)


def test_luck_and_skill_account_for_the_result_within_their_interval():
    """Over 10 games (20 seats), what luck and skill leave of the result lies within their 95%
    interval as often as such an interval should: 95% of the time, so at most 2 seats outside
    (the chance of 3 or more when it truly holds is about 8%; a real mismatch misses most)."""
    missed = []
    for seed, agents in [(s, ("policy", "policy")) for s in range(40, 46)] \
            + [(s, ("policy", "random")) for s in range(46, 50)]:
        review = reviewed(seed, agents)
        for summary in review.summaries:
            rest, interval = reconciled(luck_of(review, summary.seat), summary.final_margin)
            if not interval.low <= rest <= interval.high:
                missed.append((seed, summary.seat, rest, interval))
    assert len(missed) <= 2, missed


def test_chance_events_are_where_something_hidden_was_shown():
    seed = 3
    actions = played_toy(2, seed)
    moments = chance_moments(TOY, 2, seed, {}, actions, [0, 1])
    assert [m.move for m in moments if m.move == DEAL] == [DEAL, DEAL]
    state = TOY.new_game(players=2, seed=seed)
    drawn = set()
    for move, text in enumerate(actions):
        before = [len(state.deck), len(state.prizes)]
        state.apply(Action.parse(text))
        # a bid card drawn or a prize turned from more than one: chance decided it (the last
        # prize left is known before it is turned, and shows nothing new)
        if any(after < n > 1 for after, n in zip([len(state.deck), len(state.prizes)], before)):
            drawn.add(move)
    found = {m.move for m in moments if m.move != DEAL and m.chance}
    assert drawn <= found            # every draw is an event ...
    # ... and the rest are the secret bids revealed at once (the last bid of a round shows them)
    assert all(Action.parse(actions[m]).text().startswith("toy_bid") for m in found - drawn)


def test_a_game_without_chance_has_no_luck_but_its_deal():
    actions = [Reap(turn % 2, f).text() for turn, f in enumerate([2, 2, 0, 2, 1, 2])]
    review = review_game(HARVEST, 2, 1, {}, actions, worlds=2)
    for x in review.luck:
        assert [e.move for e in x.events] == [DEAL]
        assert x.luck.mean == 0 and x.luck.low == 0 == x.luck.high   # nothing hidden: no luck


def test_the_luck_is_kept_in_the_json_and_read_back():
    review = reviewed(dealt_the_best(0))
    data = as_data(review)
    assert [e["move"] for e in data["chance"]] == sorted(e["move"] for e in data["chance"])
    for s in data["summary"]:
        x = luck_of(review, s["seat"])
        low, high = s["luck_interval"]
        assert s["luck"] == round(x.luck.mean, 2) and low <= s["luck"] <= high
        assert s["skill"] == -s["total_loss"]
        assert s["skill_interval"] == [-s["total_interval"][1], -s["total_interval"][0]]
        assert s["adjusted_margin"] == round(s["final_margin"] - x.luck.mean, 2)
        for name in ("play", "others", "horizon"):
            low, high = s[f"{name}_interval"]
            assert s[name] == round(getattr(x, name).mean, 2) and low <= s[name] <= high
    again = from_data(data)
    for x, y in zip(review.luck, again.luck):
        assert [e.move for e in x.events] == [e.move for e in y.events]
        assert math.isclose(x.luck.mean, y.luck.mean, abs_tol=0.01 * len(x.events))
        # what `reconciled` reads comes back: each play with its error
        for name in ("play", "others", "horizon"):
            a, b = getattr(x, name), getattr(y, name)
            assert math.isclose(a.mean, b.mean, abs_tol=0.01)
            assert math.isclose(a.error, b.error, rel_tol=0.02, abs_tol=0.01)


def test_the_same_seed_gives_the_same_luck_and_another_seed_other_worlds():
    seed = dealt_the_best(0)
    actions = played_toy(2, seed)
    first = review_game(TOY, 2, seed, {}, actions, worlds=4, sampling=7)
    again = review_game(TOY, 2, seed, {}, actions, worlds=4, sampling=7)
    other = review_game(TOY, 2, seed, {}, actions, worlds=4, sampling=8)
    assert first.luck == again.luck
    assert first.luck != other.luck


def test_the_review_command_carries_luck_and_skill_per_seat_and_each_events_value(tmp_path, capsys):
    seed = dealt_the_best(0)
    path = tmp_path / "game.json"
    path.write_text(json.dumps({"version": 1, "game": "toy", "seats": SEATS, "options": {}, "seed": seed,
                                "actions": played_toy(2, seed)}))
    assert main(["review", str(path), "--worlds", "4", "--seats", "all", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    for s in out["summary"]:
        low, high = s["luck_interval"]
        # skill gives up points: its interval reaches 0 or below (its mean, of unclipped losses
        # judged on fresh worlds, may lie above 0 by the worlds' luck: game/ai/AI.md)
        assert low <= s["luck"] <= high and s["skill_interval"][0] <= 0
        assert s["skill_interval"][0] <= s["skill"] <= s["skill_interval"][1]
        events = [e for e in out["chance"] if e["seat"] == s["seat"]]
        assert events[0]["move"] == DEAL and len(events) > 1
        # the seat's luck is its events' sum
        assert s["luck"] == pytest.approx(sum(e["luck"] for e in events), abs=0.01 * len(events))
    for e in out["chance"]:
        assert e["interval"][0] <= e["luck"] <= e["interval"][1]
        assert e["luck"] == pytest.approx(e["after"] - e["before"], abs=0.02)
    assert main(["review", str(path), "--worlds", "1", "--seats", "all"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert all(" luck " in line and " skill " in line and " play " in line and "others' play" in line
               and "luck-adjusted" in line for line in lines[-2:])


def moves_where(game: str, players: int, seed: int, drew) -> tuple[list[str], dict[int, set[int]]]:
    """A game of the rollout policy, and the moves where `drew(before, after, events)` says a
    seat was shown something chance decided: {move: seats}."""
    played = play_one(game, players, seed, ["policy"] * players, seed, None)
    state = game_spec(game).new_game(players=players, seed=played["deal"])
    found: dict[int, set[int]] = {}
    for move, text in enumerate(played["actions"]):
        before = state.clone()
        events = state.apply(Action.parse(text))
        seats = drew(before, state, events)
        if seats:
            found[move] = seats
    return played, found


def test_arigatos_cards_drawn_and_travelers_picked_up_are_each_seats_chance_events():
    def drew(before, after, events):
        return {e.seat for e in events if isinstance(e, (CardsDrawn, TravelersPickedUp))}
    played, drawn = moves_where("arigato", 2, 5, drew)
    assert drawn
    moments = chance_moments(game_spec("arigato"), 2, played["deal"], {}, played["actions"], [0, 1])
    found = {(m.move, m.seat) for m in moments if m.chance}
    assert {(move, s) for move, seats in drawn.items() for s in seats} <= found


def test_the_mayors_draws_are_chance_events_of_the_solo_player():
    def drew(before, after, events):
        deck = before.solo.deck
        # a card of his deck drawn while more than one could come (the last one is known)
        return {0} if len(after.solo.deck) < len(deck) and len(set(deck)) > 1 else set()
    played, drawn = moves_where("daitoshi", 1, 5, drew)
    assert drawn
    moments = chance_moments(game_spec("daitoshi"), 1, played["deal"], {}, played["actions"], [0])
    assert set(drawn) <= {m.move for m in moments if m.chance}


@pytest.mark.parametrize("game", registry.available())
def test_luck_and_play_account_for_the_result_in_the_real_games(game):
    """In every registered game, Arigatō and Daitoshi (three 2-player games of greedy against
    greedy, every seat, the review's own worlds), the expectation before the deal, the luck, the seat's play,
    the other seat's and the horizon's moves add up to the final margin within their 95% interval
    as often as such an interval should: of 6 seats, at most 1 outside (the chance of 2 or more
    when it truly holds is about 3%). Before the other seats' secret moves were measured as
    events and the plays against the policy counted, a seat missed by 20 to 60 points; without
    the horizon's term, 3 of Arigatō's 6 seats here miss (game/ai/AI.md, "Luck and skill")."""
    spec = game_spec(game)
    missed = []
    for k in range(3):
        played = play_one(game, 2, 5_000_000 + k, ["greedy", "greedy"], 5 + k, None)
        moments = chance_moments(spec, 2, played["deal"], {}, played["actions"], [0, 1])
        lucky = measure_luck(moments, spec, 2, [0, 1], worlds=default_worlds(game), options={})
        state = spec.new_game(players=2, seed=played["deal"])
        for text in played["actions"]:
            state.apply(Action.parse(text))
        scores = [s.total for s in state.scores()]
        for x in lucky:
            rest, interval = reconciled(x, scores[x.seat] - scores[1 - x.seat])
            if not interval.low <= rest <= interval.high:
                missed.append((k, x.seat, rest, interval))
    assert len(missed) <= 1, missed


def test_another_seats_secret_move_is_a_chance_event_of_the_seat_that_cannot_see_it():
    """Arigatō's dawn assignment names cards only its seat sees: the other seat's worlds cannot
    play it as made, and what they hold after it is what they expect of it, not the rollout
    policy's move, so it is measured as that seat's chance event (game/ai/luck_sampling.py)."""
    played = play_one("arigato", 2, 5_000_000, ["greedy", "greedy"], 5, None)
    moments = chance_moments(game_spec("arigato"), 2, played["deal"], {}, played["actions"], [0, 1])
    chance = {(m.move, m.seat) for m in moments if m.chance}
    dawns = [(move, Action.parse(text).seat) for move, text in enumerate(played["actions"])
             if text.startswith("assign_roles")]
    assert dawns
    assert all((move, 1 - seat) in chance for move, seat in dawns)
