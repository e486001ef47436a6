"""The spy: a client that records every frame it receives, checked against the host's full state
at that move, with the rules' own words for what is secret, not the view the host sent:

- Arigatō (DAWN: roles are chosen in secret; hands are hidden; the draw pile is face down): no
  other seat's secret action text, no other seat's hand, no face-down resident, no craftsman
  before the reveal, no traveler in passage, no card of the draw pile;
- Daitoshi (SETUP 3, 5, 9: face-down stacks; SOLO MODE: the Mayor's deck): no stack's order,
  no deck order beyond the back of its top card;
- neither: the game's seed or its generator's state (with them a client could deal the game).
"""

import asyncio
import json
import re

import pytest

from game.core.arigato.components import HIDDEN
from game.core.daitoshi.state import HIDDEN_STACKS
from game.net import codec
from game.net.client import Client
from net_helpers import LOOPBACK, TruthHost, new_table, play_all, run

SEED = 8_675_309_421       # distinctive: its digits in a frame could only be the seed


def _compact(values) -> str:
    return json.dumps(values, separators=(",", ":"))


async def _spied_game(game, seats, options):
    table = new_table(game, seats, options, seed=SEED)
    host = TruthHost(table)
    await host.start()
    spy = Client(LOOPBACK, host.port, table.code, name="Spy")
    spy.record = True
    await spy.join()
    try:
        finals = await play_all(host, ["random"] * seats.count("remote"), clients=[spy])
    finally:
        await host.close()
    return host, spy, finals


def _states(spy):
    """(move, the frame, its decoded view) of every state the spy received."""
    for frame in spy.received:
        message = json.loads(frame)
        if message["type"] == "state":
            yield message["move"], frame, codec.decode(message["view"])


def _no_seed_or_generator(host, spy):
    key = host.full[0].rng.key.hex()     # the keyed deal's secret (game/core/rng.py)
    for move, frame, _ in _states(spy):
        assert str(SEED) not in frame and f"{SEED:x}" not in frame.lower() and key not in frame
        assert all(re.search(rf"\b{value}\b", frame) is None for value in host.full[move].rng.values)
    # the seed travels once, in the finished game's record, only just ahead of the last state
    kinds = [json.loads(frame)["type"] for frame in spy.received]
    assert kinds.count("record") == 1 and kinds[-2:] == ["record", "state"]
    assert "final" in json.loads(spy.received[-1])
    assert json.loads(spy.received[-2])["entry"]["seed"] == SEED
    assert not any(str(SEED) in frame for frame in spy.received[:-2])


@pytest.mark.long
def test_an_arigato_spy_sees_no_hidden_card_or_secret_role():
    host, spy, _ = run(_spied_game("arigato", ["remote"] * 5, {}))
    me = spy.seat
    final = host.full[max(host.full)]
    secret_actions = [a.text() for a in final.history
                      if a.seat != me and a.seen_by(me) != a.text()]
    assert secret_actions, "no secret choice was made: the check proved nothing"
    frames = list(_states(spy))
    assert len(frames) > 100
    checked_hands = 0
    for move, frame, view in frames:
        full = host.full[move]
        for text in secret_actions:
            assert text not in frame
        for p, village in enumerate(full.villages):
            if p == me:
                continue
            seen = view.villages[p]
            # the spy passed travelers to its left neighbour: those it knows, nothing else
            passed = set(village.received) if full.right_of(p) == me else set()
            assert all(c == HIDDEN or c in passed for c in seen.hand), f"seat {p}'s hand at {move}"
            secret_hand = [c for c in village.hand if c not in passed]
            if len(secret_hand) >= 2:
                assert _compact(village.hand) not in frame
                checked_hands += 1
            assert all(c == HIDDEN for c in seen.craftsmen) and all(c == HIDDEN for c in seen.outgoing)
            for slot, card in enumerate(village.workshops):
                if card and not village.face_up[slot]:
                    assert seen.workshops[slot] == HIDDEN
        assert all(c == HIDDEN for c in view.draw)
        if len(full.draw) >= 2:
            assert _compact(full.draw) not in frame
    assert checked_hands > 100
    _no_seed_or_generator(host, spy)


def _daitoshi_secrets(full):
    """The hidden orders of the table as JSON lists (only those whose order is not plain)."""
    piles = [full.stacks[q] for q in HIDDEN_STACKS] + [full.middle_stack, full.outer_stack,
                                                      full.university_stack[:-1]]
    if full.solo is not None:
        piles.append(full.solo.deck[:-1])
    return [_compact(p) for p in piles if len(p) >= 2 and p != sorted(p)]


def _spied_daitoshi(seats, options):
    host, spy, _ = run(_spied_game("daitoshi", seats, options))
    checked = 0
    for move, frame, view in _states(spy):
        full = host.full[move]
        for secret in _daitoshi_secrets(full):
            assert secret not in frame
            checked += 1
        for q in HIDDEN_STACKS:
            assert view.stacks[q] == sorted(full.stacks[q])
        if full.solo is not None and full.solo.deck:
            deck, top = view.solo.deck, full.solo.deck[-1]
            cards = full.solo.cards.cards
            assert sorted(deck) == sorted(full.solo.deck)
            # only the back of the top card shows: the top sent is the first card with that back
            assert deck[-1] == min(c for c in full.solo.deck if cards[c].back == cards[top].back)
            assert deck[:-1] == sorted(deck[:-1])
    assert checked > 50, "no hidden order to look for: the check proved nothing"
    _no_seed_or_generator(host, spy)


@pytest.mark.long
def test_a_daitoshi_spy_sees_no_stack_order():
    _spied_daitoshi(["remote"] * 3, {})


@pytest.mark.long
def test_a_daitoshi_solo_spy_sees_neither_the_stacks_nor_the_mayors_deck():
    _spied_daitoshi(["remote"], {"advisors": 3})


async def _watched_game(game, seats, options):
    """A spectator (`watch`) recording every frame while headless players play every seat."""
    table = new_table(game, seats, options, seed=SEED)
    host = TruthHost(table)
    await host.start()
    watcher = Client(LOOPBACK, host.port, table.code, watch=True)
    watcher.record = True
    await watcher.join()

    async def watch():
        while (await watcher.next_state()).final is None:
            pass
    try:
        watching = asyncio.ensure_future(watch())
        await play_all(host, ["random"] * seats.count("remote"))
        await asyncio.wait_for(watching, 60)
    finally:
        await host.close()
    return host, watcher


def test_an_arigato_spectator_sees_no_hand_no_secret_role_and_no_draw_pile():
    """A spectator is no seat: it may not see even what a seat sees of its own."""
    host, watcher = run(_watched_game("arigato", ["remote"] * 4, {}))
    final = host.full[max(host.full)]
    secret_actions = [a.text() for a in final.history if a.seen_by(-1) != a.text()]
    assert secret_actions, "no secret choice was made: the check proved nothing"
    frames = list(_states(watcher))
    assert len(frames) > 100 and frames[-1][0] == len(final.history)
    checked_hands = 0
    for move, frame, view in frames:
        full = host.full[move]
        for text in secret_actions:
            assert text not in frame
        for p, village in enumerate(full.villages):
            seen = view.villages[p]
            assert all(c == HIDDEN for c in seen.hand), f"seat {p}'s hand at {move}"
            if len(village.hand) >= 2:
                assert _compact(village.hand) not in frame
                checked_hands += 1
            assert all(c == HIDDEN for c in seen.craftsmen) and all(c == HIDDEN for c in seen.outgoing)
            assert all(c == HIDDEN for c in seen.received)
            for slot, card in enumerate(village.workshops):
                if card and not village.face_up[slot]:
                    assert seen.workshops[slot] == HIDDEN
        assert all(c == HIDDEN for c in view.draw)
    assert checked_hands > 100
    _no_seed_or_generator(host, watcher)


def test_a_daitoshi_solo_spectator_sees_neither_the_stacks_nor_the_mayors_deck():
    host, watcher = run(_watched_game("daitoshi", ["remote"], {"advisors": 2}))
    checked = 0
    for move, frame, view in _states(watcher):
        full = host.full[move]
        for secret in _daitoshi_secrets(full):
            assert secret not in frame
            checked += 1
        for q in HIDDEN_STACKS:
            assert view.stacks[q] == sorted(full.stacks[q])
    assert checked > 50, "no hidden order to look for: the check proved nothing"
    _no_seed_or_generator(host, watcher)
