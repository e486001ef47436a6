"""A deal every seat can check (game/net/fair.py; game/ARCHITECTURE.md, "The deal"): the host
commits to the deal in its welcome, reveals seed and salt with the finished game's record, and
each seat checks the commitment and replays the game against every view it was sent."""

import hashlib

import pytest

from game.core import registry
from game.core.rng import KEYED
from game.net import fair
from game.net.client import Client
from game.net.game_record import finished_game
from game.net.table import HostedTable
from game.persistence.saves import SaveStore
from net_helpers import LOOPBACK, WatchedHost, new_table, play_all, run

SALT = "5a" * fair.SALT_BYTES


def test_the_commitment_is_sha256_over_salt_deal_and_seed():
    seed = 0xDEADBEEF_00C0FFEE_12345678_9ABCDEF0
    expected = hashlib.sha256(bytes.fromhex(SALT) + b"blake2b\x00" + seed.to_bytes(32, "big")).hexdigest()
    assert fair.commitment(KEYED, seed, SALT) == expected
    assert fair.commitment(KEYED, seed + 1, SALT) != expected
    assert fair.commitment("splitmix", seed, SALT) != expected
    assert len(fair.new_salt()) == 2 * fair.SALT_BYTES and fair.new_salt() != fair.new_salt()


def test_a_witness_keeps_the_latest_view_of_each_move_and_forgets_what_an_undo_took_back():
    witness = fair.Witness()
    for move in range(4):
        witness.saw(move, {"move": move})
    witness.saw(2, {"move": 2, "again": True})      # an undo: moves 2 and 3 are gone
    assert sorted(witness.views) == [0, 1, 2]
    assert witness.views[2] == fair.view_digest({"again": True, "move": 2})
    assert witness.views[1] == fair.view_digest({"move": 1})


async def _hosted(game: str, seats: int, cheat=None, options: dict | None = None):
    """A game of `seats` remote seats played to the end by random agents; `cheat(table)` runs
    once every seat has its commitment, before the first move."""
    table = new_table(game, ["remote"] * seats, options, seed=None)
    host = WatchedHost(table)
    await host.start()
    clients = []
    try:
        for k in range(seats):
            client = Client(LOOPBACK, host.port, table.code, name=f"P{k}")
            await client.join()
            clients.append(client)
        if cheat is not None:
            cheat(table)
        await play_all(host, ["random"] * seats, clients=clients)
    finally:
        await host.close()
    return table, clients


def _verdicts(clients) -> list:
    return [fair.check_deal(c.game_record, c.seat, c.commitment, c.witness) for c in clients]


EVERY_COUNT = [(name, setup.players, setup.options)
               for name in registry.available() for setup in registry.spec(name).every_count()]


@pytest.mark.long
@pytest.mark.parametrize("game, seats, options", EVERY_COUNT)
def test_an_honest_host_is_verified_by_every_seat(game, seats, options):
    table, clients = run(_hosted(game, seats, options=dict(options)))
    assert all(c.commitment == table.commitment for c in clients)
    assert all(len(c.witness.views) > 10 for c in clients)
    assert _verdicts(clients) == [fair.Verdict(fair.VERIFIED)] * seats
    assert _verdicts(clients)[0].as_line() == {"deal": "verified"}
    # the record each files keeps what opens the commitment: the deal can be checked again
    client = clients[0]
    kept = finished_game(client.game_record, client.seat, game, seats, client.options,
                         table.final(), table.session.state.view(client.seat), client.commitment)
    assert kept["commitment"] == table.commitment and kept["salt"] == table.salt
    assert fair.commitment(kept["deal"], kept["seed"], kept["salt"]) == kept["commitment"]


def _swap_a_card(table) -> None:
    """The host changes one card after committing: the first card of seat 1's hand for the top
    card of the draw pile (Arigatō)."""
    state = table.session.state
    hand = state.villages[1].hand
    hand[0], state.draw[-1] = state.draw[-1], hand[0]
    state._legal.clear()


def test_a_host_that_changes_one_card_after_committing_is_caught():
    table, clients = run(_hosted("arigato", 2, cheat=_swap_a_card))
    verdicts = _verdicts(clients)
    by_seat = {c.seat: v for c, v in zip(clients, verdicts)}
    # seat 1 holds the changed hand in the first view it is sent after the change (the one it
    # was sent on joining came before it): the replay from the seed shows it another hand
    assert by_seat[1].reason == fair.VIEW and by_seat[1].move <= 1
    assert not by_seat[0].verified and by_seat[0].move is not None
    assert by_seat[1].as_line() == {"deal": "mismatch", "reason": "view", "move": by_seat[1].move}


def test_a_host_that_reveals_another_seed_is_caught():
    def reveal_another(table):
        honest = table.record
        table.record = lambda: None if honest() is None else {**honest(), "seed": honest()["seed"] ^ 1}
    table, clients = run(_hosted("daitoshi", 2, cheat=reveal_another))
    assert _verdicts(clients) == [fair.Verdict(fair.BROKEN)] * 2


def test_a_record_without_salt_or_without_commitment_is_no_proof():
    table, clients = run(_hosted("arigato", 2))
    client = clients[0]
    entry = dict(client.game_record)
    assert fair.check_deal({k: v for k, v in entry.items() if k != "salt"}, client.seat,
                           client.commitment, client.witness) == fair.Verdict(fair.NO_REVEAL)
    assert fair.check_deal(entry, client.seat, None, client.witness) == fair.Verdict(fair.NO_COMMITMENT)
    assert fair.check_deal(None, client.seat, client.commitment, client.witness) == fair.Verdict(fair.NO_RECORD)


def test_a_restarted_host_commits_to_the_same_deal(tmp_path):
    """The salt is in the host's save: resumed, the table's commitment is the one its seats
    were given (a save of a host from before the commitment gets a salt of its own)."""
    store = SaveStore(tmp_path)
    table = new_table("arigato", ["remote", "remote"], seed=None, store=store)
    table.save()
    table.flush()
    data = store.read(table.slot).data
    assert data["net"]["salt"] == table.salt and data["deal"] == KEYED
    again = HostedTable.from_save(data, store, table.slot)
    assert again.commitment == table.commitment
    older = {**data, "net": {k: v for k, v in data["net"].items() if k != "salt"}}
    assert HostedTable.from_save(older, store, table.slot).commitment != table.commitment
