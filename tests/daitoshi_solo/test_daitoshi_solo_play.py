"""Solo games against the Mayor through the protocol: random human moves at every difficulty with
the Daitoshi invariants after every action, the Mayor never asked anything, copies, views, the
command line's `solo` report, and the Mayor's components validated on load."""

import json

import pytest

from game.ai.agents import RandomAgent
from game.cli import main
from game.core import registry
from game.core.daitoshi import SPEC, new_game
from game.core.daitoshi import actions as A
from game.core.daitoshi import mayor as M
from game.core.engine import IllegalAction, Refusal
from game.core.rng import Rng
from game.play import play_game


@pytest.mark.parametrize("advisors", [3, 4, 5, 6, 7])
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_human_against_the_mayor_keeps_every_invariant(advisors, seed):
    state = new_game(1, seed, advisors=advisors)
    assert state.num_seats == 1 and len(state.players) == 2
    assert len(state.solo.dealt) == advisors
    rng, agent = Rng(seed), RandomAgent()
    mayor_turns = 0
    while not state.is_over():
        assert state.current_seats() == (0,)      # only ever the human
        legal = state.legal_actions(0)
        assert legal and state.legal_actions(1) == []
        events = state.apply(agent.choose(None, 0, legal, rng))
        mayor_turns += sum(1 for e in events if isinstance(e, M.MayorTurn))
        assert state.invariant_violations() == []
        assert state.players[M.MAYOR].steam == 0
        assert sum(state.players[M.MAYOR].record) <= M.RECORD_SPACES
    # END OF THE GAME: the Mayor, always second, plays the last turn; equal turns.
    assert state.turn % 2 == 0 and mayor_turns == state.turn // 2
    won, target = state.solo_outcome()
    assert target == state.mayor_score().total
    assert won == (state.scores()[0].total > target)
    assert state.winners() == ([0] if won else [])
    names = [n for n, _ in state.mayor_score().breakdown]
    assert names == ["in_game", "end_of_game_icons", "pilgrims", "best_pilgrim_again", "forest",
                     "mountain", "underground", "river", "leftovers"]
    assert len(state.scores()) == 1


def test_outside_the_recommended_range_too():
    for advisors in (0, 1, 10, 12):
        state = new_game(1, 40 + advisors, advisors=advisors)
        assert len(state.solo.dealt) == min(advisors, 10)
        record = play_game(state, [RandomAgent()], 40 + advisors)
        assert record.violations == [] and state.is_over()
    with pytest.raises(ValueError):
        new_game(1, 1, advisors=-1)


def test_default_is_5_advisors_and_the_spec_offers_solo():
    assert len(new_game(1, 9).solo.dealt) == M.DEFAULT_ADVISORS
    assert registry.spec("daitoshi") is SPEC and SPEC.min_players == 1
    assert new_game(2, 9, advisors=5).solo is None   # no Mayor at 2-4 players


def test_solo_setup_is_a_2_player_table_with_the_human_starting():
    s = new_game(1, 21, advisors=3)
    m = s.players[M.MAYOR]
    assert s.start_seat == 0 and s.active == 0 and s.decision_kind() == "turn"
    assert s.neutral is not None and s.neutral[1] == 1
    assert s.c.tiles[s.district_tiles[s.mm_district][0]].action != "wild"   # SETUP 8
    assert sum(s.tracks[0][:8]) == 0 and s.tracks[0][8] == 1               # 1-2 player river
    assert m.steam == 0 and not m.grant and not m.production_ready and s.solo.bribe
    assert s.players[0].steam == 7 and s.players[0].grant
    assert len(s.solo.deck) == 16 and s.solo.pile == []
    assert s.mm_spaces.count("#block") == 2                                 # 2-player block tile


def fingerprint(s):
    return (len(s.history), s._decision, list(s.tasks), s.turn, s.active, s.solo.deck[:],
            s.solo.pile[:], s.solo.record[:], [(p.res[:], p.wealth, p.steam, p.vp, p.magnate,
                                                 p.workers[:]) for p in s.players])


def test_the_mayor_cannot_be_played_and_a_bad_action_changes_nothing():
    s = new_game(1, 5)
    before = fingerprint(s)
    with pytest.raises(IllegalAction) as err:
        s.apply(A.StartProduction(1))          # the Mayor is no seat of the protocol
    assert err.value.refusal == Refusal.of("no_such_seat", seat=1)   # one seat in solo
    with pytest.raises(IllegalAction) as err:
        s.apply(A.TradeWithCity(0, 0, 9))
    assert err.value.reason
    assert fingerprint(s) == before


def test_expert_variant_solo_drafts_the_human_first():
    s = new_game(1, 11, expert=True)
    assert s.decision_kind() == "draft" and s.current_seats() == (0,)
    offered = [a.invention for a in s.legal_actions(0)]
    s.apply(s.legal_actions(0)[1])
    assert s.players[0].slots[0][0] == offered[1]
    assert s.players[M.MAYOR].slots[0][0] == offered[0]     # the one left is his
    assert s.decision_kind() == "turn" and s.current_seats() == (0,)


def test_the_expert_draft_before_the_mayors_setup_can_be_seen_sampled_and_checked():
    """Found by the protocol suite: during the draft the Mayor has no deck yet, and his view,
    his sampled deck and his invariants read the top of it (an IndexError; false violations)."""
    s = new_game(1, 12, expert=True)
    assert s.decision_kind() == "draft" and s.solo.deck == []
    assert s.invariant_violations() == []
    assert s.view(0).solo.deck == [] and s.determinize(0, Rng(2)).solo.deck == []
    s.apply(s.legal_actions(0)[0])
    assert len(s.solo.deck) + len(s.solo.pile) == len(s.solo.cards.cards)
    assert s.invariant_violations() == []


def test_same_seed_same_game_and_replay():
    a, b = new_game(1, 77, advisors=6), new_game(1, 77, advisors=6)
    play_game(a, [RandomAgent()], 77)
    play_game(b, [RandomAgent()], 77)
    assert [x.text() for x in a.history] == [x.text() for x in b.history]
    assert a.solo_outcome() == b.solo_outcome()
    c = new_game(1, 77, advisors=6)
    for action in a.history:
        c.apply(action)
    assert c.is_over() and c.solo_outcome() == a.solo_outcome()


def test_clone_shares_nothing_and_plays_on_the_same():
    s = new_game(1, 12, advisors=5)
    rng = Rng(3)
    for _ in range(15):
        s.apply(RandomAgent().choose(None, 0, s.legal_actions(0), rng))
    c = s.clone()
    assert c.solo is not s.solo and c.solo.deck is not s.solo.deck
    assert c.solo.record is not s.solo.record and c.solo.workers is not s.solo.workers
    c.solo.deck.pop()
    c.solo.record[0] = 3
    assert len(s.solo.deck) == len(c.solo.deck) + 1
    c = s.clone()
    r1, r2 = Rng(9), Rng(9)
    while not s.is_over():
        s.apply(RandomAgent().choose(None, 0, s.legal_actions(0), r1))
        c.apply(RandomAgent().choose(None, 0, c.legal_actions(0), r2))
    assert s.solo_outcome() == c.solo_outcome()


def test_view_hides_the_deck_but_its_top_back_and_determinize_agrees():
    s = new_game(1, 31, advisors=5)
    v = s.view(0)
    cards = s.solo.cards.cards
    assert cards[v.solo.deck[-1]].back == cards[s.solo.deck[-1]].back
    assert sorted(v.solo.deck) == sorted(s.solo.deck)
    assert v.solo.deck[:-1] == sorted(v.solo.deck[:-1])
    d = s.determinize(0, Rng(4))
    assert cards[d.solo.deck[-1]].back == cards[s.solo.deck[-1]].back
    assert sorted(d.solo.deck) == sorted(s.solo.deck)
    assert d.invariant_violations() == []
    play_game(d, [RandomAgent()], 4)      # a determinized solo game plays to its end
    assert d.is_over()


def test_simulate_reports_the_solo_results(capsys):
    code = main(["simulate", "--game", "daitoshi", "--players", "1", "--advisors", "4",
                 "--games", "3", "--seed", "2", "--agents", "random", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["completed"] == 3 and not out["invariant_violations"]
    solo = out["solo"]
    assert solo["wins"] + solo["losses"] == 3 and solo["mean_target"] > 0


def test_more_advisors_make_a_stronger_mayor():
    """SOLO MODE: "The more cards you deal, the higher the difficulty" - against the same random
    human on the same seeds, the Mayor's mean score rises from 3 (easy) to 5 to 7 (very hard)."""
    means = []
    for advisors in (3, 5, 7):
        totals = []
        for seed in range(20):
            state = new_game(1, seed, advisors=advisors)
            play_game(state, [RandomAgent()], seed, check_invariants=False)
            totals.append(state.mayor_score().total)
        means.append(sum(totals) / len(totals))
    assert means[0] < means[1] < means[2]
