"""What crosses the wire is the games' declared public data and the protocol's messages, and
nothing else (game/net/PROTOCOL.md, "Views"): a whole game of each game is played over 127.0.0.1
with every frame both ways written down, and every message is held to its schema, every value of
a game to its kind's declaration, and no field anywhere is private (`_...`). Lanterns, a game only
the tests declare (tests/ui/declared_game.py), is registered here and played over the network
with its option from the host's command line: no shared file names it."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))

from net_helpers import LOOPBACK, RecordingSocket, new_table, run  # noqa: E402

from game.cli import _parser  # noqa: E402
from game.core import registry  # noqa: E402
from game.core.arigato.state import Village  # noqa: E402
from game.core.options import options_for  # noqa: E402
from game.core.wire import WireError, public  # noqa: E402
from game.net import client as client_module  # noqa: E402
from game.net import codec  # noqa: E402
from game.net import messages as m  # noqa: E402
from game.net.client import Client  # noqa: E402
from game.net.host import Host  # noqa: E402
from game.net.player import play_seat  # noqa: E402


def _played(monkeypatch, game: str, seats: list[str], options: dict | None = None):
    """Every frame of a whole game played by random agents at every seat, and the finals."""
    frames: list = []
    real_connect = client_module.connect

    async def connect(*args, **kw):
        return RecordingSocket(await real_connect(*args, **kw), frames)

    monkeypatch.setattr(client_module, "connect", connect)
    table = new_table(game, seats, options, seed=3)

    async def game_over():
        host = Host(table, bind=LOOPBACK)
        await host.start()
        try:
            return await asyncio.gather(*[
                play_seat(LOOPBACK, host.port, table.code, "random", seed=seat,
                          client=Client(LOOPBACK, host.port, table.code))
                for seat in range(len(seats))])
        finally:
            await host.close()
    return frames, run(game_over())


def _private_keys(value, where="message"):
    """Every key that starts with `_` anywhere in a JSON value, with where it is."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if str(key).startswith("_"):
                yield f"{where}.{key}"
            yield from _private_keys(inner, f"{where}.{key}")
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from _private_keys(inner, f"{where}[{i}]")


def _values(value):
    """Every value of a game (`{"o": kind, "f": fields}`) inside a JSON value."""
    if isinstance(value, dict):
        if set(value) == {"o", "f"}:
            yield value
        for inner in value.values():
            yield from _values(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _values(inner)


def _check_every_frame(frames) -> set[str]:
    """Holds every frame to the protocol; the kinds of value seen."""
    declared = codec.wire().fields()
    kinds = set()
    for side, frame in frames:
        message = json.loads(frame)
        schema = (m.FROM_CLIENT if side == "client" else m.FROM_HOST)[message["type"]]
        required, optional = schema.names
        assert set(message) <= {*required, *optional}, (side, message["type"], set(message))
        assert list(_private_keys(message)) == []
        for value in _values(message):
            kinds.add(value["o"])
            assert value["o"] in declared, value["o"]
            assert tuple(value["f"]) == declared[value["o"]], value["o"]
    return kinds


@pytest.mark.parametrize("message", [
    {"type": "seats", "seats": [], "extra": 1},                       # outside its schema
    {"type": "chat", "seat": 0, "name": "A", "text": "hi", "_said": 1},
    {"type": "state", "view": {"o": "arigato.village", "f": {"_hand": []}}},
    {"type": "state", "view": {"o": "arigato.state.ArigatoState", "f": {}}},
])
def test_the_walk_catches_a_field_outside_the_schema_or_a_private_one(message):
    with pytest.raises(AssertionError):
        _check_every_frame([("host", json.dumps(message))])


@pytest.fixture
def lanterns(monkeypatch):
    monkeypatch.setitem(registry.GAME_MODULES, "lanterns", "declared_game")
    return registry.spec("lanterns")


# every registered game, solo and at two (what its declaration allows of those)
SETUPS = [(game, setup) for game in registry.available()
          for setup in registry.spec(game).every_count() if setup.players <= 2]


@pytest.mark.parametrize("game, setup", SETUPS, ids=[f"{g}-{s.players}p" for g, s in SETUPS])
def test_every_message_of_a_played_game_is_declared_public_data(monkeypatch, game, setup):
    frames, finals = _played(monkeypatch, game, ["remote"] * setup.players, setup.options)
    assert all("scores" in f for f in finals)
    kinds = _check_every_frame(frames)
    # the frames held views of the game, its players' boards and events, not only messages
    assert {f"{game}.state"} <= kinds and len(kinds) > 5


def test_a_game_registered_in_a_test_is_played_over_the_network_with_its_option(
        monkeypatch, lanterns):
    args = _parser("host").parse_args(["host", "--game", "lanterns", "--rounds", "2"])
    options = options_for(args, lanterns)
    frames, finals = _played(monkeypatch, "lanterns", ["remote", "remote"], options)
    kinds = _check_every_frame(frames)
    assert {"lanterns.state", "lanterns.LanternsRevealed"} <= kinds
    welcomes = [json.loads(f) for side, f in frames if '"welcome"' in f and side == "host"]
    assert [w["options"] for w in welcomes] == [{"rounds": 2}] * 2
    last = next(json.loads(f) for side, f in reversed(frames) if '"state"' in f)
    view = codec.decode(last["view"])
    assert (view.rounds, view.round, view.seed) == (2, 2, 0)     # its two rounds, no seed
    assert sorted(f["seat"] for f in finals) == [0, 1] and all(len(f["scores"]) == 2 for f in finals)


def test_the_ais_toy_game_registered_in_a_test_is_played_over_the_network(monkeypatch):
    """Secret Bid (game/ai/toy.py), hidden hands and secret bids, registered here only: each
    seat's last view holds its own hand and no other's."""
    monkeypatch.setitem(registry.GAME_MODULES, "toy", "game.ai.toy")
    frames, finals = _played(monkeypatch, "toy", ["remote"] * 3)
    assert {"toy.state"} <= _check_every_frame(frames)
    assert sorted(f["seat"] for f in finals) == [0, 1, 2]
    states = [json.loads(f) for side, f in frames if side == "host" and '"type":"state"' in f]
    for message in states:
        view = codec.decode(message["view"])
        assert all(set(hand) == {-1} for seat, hand in enumerate(view.hands)
                   if seat != message["seat"] and hand)
        assert view.seed == 0 and set(view.deck) <= {-1}


@pytest.mark.parametrize("game, options, says", [
    ("lanterns", {"rounds": 3}, "rounds=3"),            # a value its declaration does not allow
    ("lanterns", {"calendar": "AB"}, "calendar"),       # another game's option
    ("kites", {}, "does not have"),
])
def test_a_welcome_to_a_game_or_option_this_program_lacks_is_refused(lanterns, game, options,
                                                                     says):
    with pytest.raises(client_module.ProtocolError, match=says):
        client_module._check_game(game, options)
    client_module._check_game("lanterns", {"rounds": 8})


# --- both ends hold to the declarations ----------------------------------------------------------

def _view(game="arigato"):
    state = registry.spec(game).new_game(players=2, seed=4)
    view = state.view(0)
    view.history = []
    return view


def test_the_host_refuses_to_send_an_attribute_no_declaration_names():
    view = _view()
    view.secret_cache = {"hands": [1, 2, 3]}       # a field added to the rules, never declared
    with pytest.raises(codec.CodecError, match=r"arigato\.state holds 'secret_cache'"):
        codec.encode(view)


def test_a_private_attribute_crosses_only_under_its_declared_public_name():
    sent = codec.encode(_view("daitoshi"))
    assert "decision" in sent["f"] and "components" in sent["f"]
    assert not [k for k in sent["f"] if k.startswith("_")] and "c" not in sent["f"]
    back = codec.decode(sent)
    assert back._decision == _view("daitoshi")._decision and back.rng.state == 0


@pytest.mark.parametrize("change, says", [
    (lambda f: f.update(_legal={"d": []}), "has no field '_legal'"),
    (lambda f: f.update(hands=[1]), "has no field 'hands'"),
    (lambda f: f.pop("day"), "needs the fields"),
])
def test_the_client_refuses_a_field_the_declaration_lacks_or_one_missing(change, says):
    sent = codec.encode(_view())
    change(sent["f"])
    with pytest.raises(codec.CodecError, match=says):
        codec.decode(sent)


def test_a_declaration_never_puts_a_private_name_on_the_wire():
    with pytest.raises(WireError, match="public"):
        public("state", object, ("_decision",))
    for tag, fields in codec.wire().fields().items():
        assert not tag.split(".", 1)[1].startswith("_") and not [f for f in fields if f[0] == "_"]


def test_a_declaration_that_forgets_a_slot_is_refused_when_the_codec_reads_it():
    arigato = registry.spec("arigato")
    forgetful = dataclasses.replace(arigato, wire=(public("village", Village, ("hand",)),))
    with pytest.raises(WireError, match="village: craftsmen is neither sent nor made on arrival"):
        codec.Wire([forgetful])
    twice = dataclasses.replace(arigato, wire=arigato.wire + arigato.wire[:1])
    with pytest.raises(WireError, match="declared twice"):
        codec.Wire([twice])


def test_every_declared_kind_is_of_its_own_game_and_every_game_declares_its_state():
    fields = codec.wire().fields()
    for game in registry.available():
        assert f"{game}.state" in fields
    assert {tag.split(".")[0] for tag in fields} == set(registry.available())
