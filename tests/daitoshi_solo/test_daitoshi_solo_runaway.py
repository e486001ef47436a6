"""A chain of the Mayor's rewards that fed itself and hung the game, and the engine's
guard against any such chain: one `apply` that runs away stops with a clear error."""

import pytest
import sweeps

from daitoshi_solo_table import give, solo
from game.ai.agents import make_agent
from game.core import registry
from game.core.daitoshi import flow
from game.core.daitoshi import mayor as M
from game.core.engine import RulesRunaway
from game.play import play_game

# Found by a 10,000-game random run (seed 2026): the games that never ended, by Advisor count.
HUNG = [(7, 235), (7, 270), (7, 284), (7, 407), (7, 522),
        (10, 117), (10, 136), (10, 235), (10, 522)]


def _no_banner_left_with_workshop_city_rightmost(electrified: bool):
    """Advisor 8 kept, no Banner left, the Workshop City rightmost, and the Mayor's Magnate in a
    district whose outermost Workshop (outer_3) shows a Partnership icon."""
    s = solo()
    m = s.players[M.MAYOR]
    s.solo.kept = frozenset({"banner_reward"})
    if "workshop_city" in s.cities:
        s.cities.remove("workshop_city")
        s.cities.append("workshop_city")
    else:
        s.cities[-1] = "workshop_city"
    for c in range(len(s.cities)):            # every Banner of his on a City: none left
        s.banners[c] = s.banners[c] + (M.MAYOR,)
    m.banners -= len(s.cities)
    assert m.banners == 0
    d = 2
    s.cur_district = d
    for ring, tile, stack in ((1, "middle_2", s.middle_stack), (2, "outer_3", s.outer_stack)):
        stack.remove(tile)
        s.district_tiles[d][ring] = tile
    s.electrified[d][2] = electrified
    return s, m


@pytest.mark.parametrize("electrified", [False, True])
def test_a_city_reward_never_leads_back_to_itself(electrified):
    # Partnership -> no Banner left -> the rightmost City (Workshop City) -> the outermost
    # Workshop (outer_3: Partnership, and 2 VP when electrified) -> Partnership -> that City
    # again: there the chain is cut, so he gains the Workshop's reward exactly once.
    s, m = _no_banner_left_with_workshop_city_rightmost(electrified)
    vp = m.vp
    give(s, ("partnership", "any", 1))
    assert s.tasks == [] and s._decision is None
    assert m.vp - vp == (2 if electrified else 0)
    assert s.invariant_violations() == []


def test_the_same_city_may_reward_him_again_in_a_later_chain():
    s, m = _no_banner_left_with_workshop_city_rightmost(electrified=True)
    vp = m.vp
    give(s, ("partnership", "any", 1))
    give(s, ("partnership", "any", 1))
    assert m.vp - vp == 4


@pytest.mark.parametrize("advisors, game", HUNG)
def test_the_games_that_hung_play_to_their_end(advisors, game):
    seed = 2026 * 1_000_003 + game
    s = registry.spec("daitoshi").new_game(players=1, seed=seed, advisors=advisors)
    record = play_game(s, [make_agent("random")], seed)
    assert s.is_over() and record.violations == []


def test_an_apply_that_runs_away_stops_with_a_clear_error(monkeypatch):
    # A task that queues itself again, as a self-feeding chain of effects would.
    monkeypatch.setitem(flow.TASKS, "feeds_itself", lambda s, t: flow.push(s, t))
    s = registry.spec("daitoshi").new_game(players=2, seed=11)
    action = s.legal_actions(s.current_seats()[0])[0]
    real = flow.RESOLVE[type(action)]
    monkeypatch.setitem(flow.RESOLVE, type(action),
                        lambda st, a, d: (real(st, a, d), flow.push(st, ("feeds_itself", 0))))
    with pytest.raises(RulesRunaway) as caught:
        s.apply(action)
    err = caught.value
    assert err.game == "daitoshi" and err.seed == 11 and err.action == action.text()
    assert err.last and all("feeds_itself" in step for step in err.last)
    message = str(err)
    assert "daitoshi" in message and "seed 11" in message and "feeds_itself" in message
    assert len(s.tasks) < 10 * flow.MAX_STEPS       # it stopped: nothing grew without bound


@pytest.mark.parametrize("players, advisors, games", [(1, 7, 300), (1, 10, 300), (2, None, 200),
                                                      (3, None, 150), (4, None, 100)])
def test_a_seeded_random_sweep_ends_every_game(players, advisors, games):
    """The guard is on in every game: a runaway raises, and the seed is named. A plain run plays
    the first third of the games, CI all of them (tests/sweeps.py)."""
    spec = registry.spec("daitoshi")
    options = {} if advisors is None else {"advisors": advisors}
    broken = []
    for g in range(sweeps.games(full=games, plain=games // 3)):
        seed = 4242 * 1_000_003 + g
        s = spec.new_game(players=players, seed=seed, **options)
        try:
            record = play_game(s, [make_agent("random")] * players, seed, max_decisions=5000)
        except RulesRunaway as exc:
            broken.append(str(exc))
            continue
        if record.violations or not s.is_over():
            broken.append(f"seed {seed}: {record.violations[:2]}")
    assert broken == []
