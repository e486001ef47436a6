"""Versions across the wire (game/net/versions.py; game/net/PROTOCOL.md, "Versions"): programs of
one release that differ in their patch number play together; any real difference is refused with
the side that must update, told to the player in their words. The previous release's messages
(tests/net/fixtures/previous_release.json, recorded by record_previous.py there before the views
became declared data) are played against the program of today: its actions still replay to its
end, and its client and host are refused clearly, each told which side updates."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

import pytest
import websockets

from game.core import registry
from game.core.rng import KEYED
from game.i18n import set_language
from game.net import client as client_module
from game.net import codec
from game.net import host as host_module
from game.net import messages as m
from game.net.client import Client, Refused
from game.net.host import Host
from game.net.player import play_seat
from game.net.versions import BOTH, CLIENT, HOST, PROGRAM, PROTOCOL, side_in_refusal, side_to_update
from game.ui.scenes.online import refused_words
from net_helpers import LOOPBACK, new_table, run

PREVIOUS = json.loads((Path(__file__).parent / "fixtures" / "previous_release.json")
                      .read_text(encoding="utf-8"))
FRAMES = [(f["from"], f["frame"]) for f in PREVIOUS["frames"]]
SAME = {"protocol": PROTOCOL, "program": "0.1.0", "content": {"arigato": "abc"}}


def _bumped(part: int, by: int = 1) -> str:
    numbers = [int(p) for p in PROGRAM.split(".")]
    numbers[part] += by
    return ".".join(map(str, numbers))


@pytest.mark.parametrize("client, update", [
    ({}, None),
    ({"program": "0.1.7"}, None),                       # a patch apart: they play
    ({"program": "0.2.0"}, HOST),                       # the client is of a later release
    ({"program": "0.0.9"}, CLIENT),
    ({"program": "1.0.0"}, HOST),
    ({"protocol": PROTOCOL - 1, "program": "0.1.9"}, CLIENT),   # the older wire updates first
    ({"protocol": PROTOCOL + 1, "program": "0.1.0"}, HOST),
    ({"content": {"arigato": "other"}}, BOTH),          # same versions, other game files
    ({"content": {"arigato": "other"}, "program": "0.1.4"}, HOST),
])
def test_the_side_that_must_update(client, update):
    assert side_to_update(SAME, {**SAME, **client}) == update


def test_a_refusal_of_an_older_host_that_did_not_say_is_worked_out():
    assert side_in_refusal({"host": {**SAME, "protocol": 3}, "client": SAME}) == HOST
    assert side_in_refusal({"update": CLIENT}) == CLIENT
    assert side_in_refusal({"update": "everyone", "host": 1}) == BOTH


async def _hosted(seed: int = 3, code: str | None = None) -> Host:
    host = Host(new_table("arigato", ["remote"], {"calendar": "AB"}, seed=seed, code=code),
                bind=LOOPBACK)
    await host.start()
    return host


def test_programs_a_patch_apart_play_a_whole_game(monkeypatch):
    monkeypatch.setattr(client_module, "PROGRAM", _bumped(2, 3))

    async def game():
        host = await _hosted()
        try:
            return await play_seat(LOOPBACK, host.port, host.table.code, "greedy")
        finally:
            await host.close()
    final = run(game())
    assert final["seat"] == 0 and len(final["scores"]) == 1


@pytest.mark.parametrize("program, update, words", [
    (_bumped(1), HOST, "The host's game is older than yours: the host must update it."),
    (_bumped(1, -1), CLIENT, "Your game is older than the host's: update it to join."),
])
def test_another_release_is_refused_naming_the_side_to_update(monkeypatch, program, update,
                                                              words):
    monkeypatch.setattr(client_module, "PROGRAM", program)

    async def joined():
        host = await _hosted()
        try:
            with pytest.raises(Refused) as refused:
                await Client(LOOPBACK, host.port, host.table.code).join()
            return refused.value
        finally:
            await host.close()
    refusal = run(joined())
    assert refusal.code == m.VERSION_MISMATCH and refusal.params["update"] == update
    set_language("en")
    assert refused_words(refusal) == words
    set_language("fr")
    try:
        assert "mettre à jour" in refused_words(refusal) or "mettez-le à jour" in refused_words(refusal)
    finally:
        set_language("en")


def test_join_says_which_side_must_update(monkeypatch):
    """`python -m game join` against a host of a later release: refused, and its line says that
    this program is the one to update."""
    monkeypatch.setattr(host_module, "PROGRAM", _bumped(1))
    root = Path(__file__).resolve().parents[2]

    async def joined():
        host = await _hosted()
        try:
            process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "game", "join", f"{LOOPBACK}:{host.port}", "--code",
                host.table.code, "--json", cwd=root, env={**os.environ, "PYTHONPATH": str(root)},
                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
            _, err = await asyncio.wait_for(process.communicate(), 120)
            return process.returncode, err.decode()
        finally:
            await host.close()
    code, err = run(joined())
    said = json.loads(err.strip().splitlines()[-1])
    assert code == 2 and said["code"] == m.VERSION_MISMATCH and said["update"] == CLIENT
    assert said["why"] == "this program is older than the host's: update it to join"


# --- the previous release -------------------------------------------------------------------------

def test_the_fixture_is_the_release_before_this_protocol():
    assert PREVIOUS["protocol"] == PROTOCOL - 1
    assert [side for side, _ in FRAMES[:2]] == ["client", "host"]
    assert json.loads(FRAMES[0][1])["type"] == "hello" and json.loads(FRAMES[1][1])["type"] == "welcome"


def test_the_previous_releases_client_is_refused_and_told_to_update():
    hello = FRAMES[0][1]

    async def said():
        host = await _hosted(seed=PREVIOUS["seed"], code=json.loads(hello)["code"])
        try:
            async with websockets.connect(f"ws://{LOOPBACK}:{host.port}", proxy=None) as ws:
                await ws.send(hello)
                return json.loads(await ws.recv())
        finally:
            await host.close()
    refusal = run(said())
    assert refusal["code"] == m.VERSION_MISMATCH
    assert refusal["params"]["update"] == CLIENT
    assert refusal["params"]["client"]["protocol"] == PREVIOUS["protocol"]


def test_todays_client_told_by_the_previous_releases_host_that_the_host_must_update():
    """The previous host refuses today's hello as it was recorded doing (a hello of its protocol
    plus one, today's); its refusal did not say which side updates, and today's client works it
    out from the versions it carried."""
    assert json.loads(PREVIOUS["newer_hello"])["protocol"] == PROTOCOL
    heard = []

    async def old_host(ws):
        heard.append(json.loads(await ws.recv()))
        await ws.send(PREVIOUS["refusal_of_newer"])
        await ws.close(m.POLICY_VIOLATION, m.VERSION_MISMATCH)

    async def joined():
        async with websockets.serve(old_host, LOOPBACK, 0) as server:
            port = server.sockets[0].getsockname()[1]
            with pytest.raises(Refused) as refused:
                await asyncio.wait_for(Client(LOOPBACK, port, "TANUKI").join(), 30)
            return refused.value
    refusal = run(joined())
    assert heard[0]["protocol"] == PROTOCOL
    assert refusal.code == m.VERSION_MISMATCH and refusal.params["update"] == HOST
    set_language("en")
    assert refused_words(refusal) == "The host's game is older than yours: the host must update it."


def test_the_previous_releases_views_are_refused_by_name_never_misread():
    """Its messages still fit today's schemas, but a view laid out as its objects were is no
    kind any game declares: the client stops there, naming it."""
    states = [json.loads(f) for side, f in FRAMES if side == "host" and '"type":"state"' in f]
    assert len(states) > 20
    for side, frame in FRAMES:
        m.read(frame, m.FROM_CLIENT if side == "client" else m.FROM_HOST,
               m.CLIENT_MESSAGE_MAX if side == "client" else m.HOST_MESSAGE_MAX)
    for state in states:
        with pytest.raises(codec.CodecError, match="arigato.state.ArigatoState"):
            codec.decode(state["view"])


def test_the_previous_releases_actions_replay_to_its_end_under_todays_rules():
    """The rules did not change with the wire: every action the previous release's client sent
    is legal today where it was then, the legal actions it was sent are today's, and the game
    ends with the scores it ended with."""
    welcome = json.loads(FRAMES[1][1])
    state = registry.spec(welcome["game"]).new_game(players=welcome["players"],
                                                    seed=PREVIOUS["seed"], deal=KEYED,
                                                    **welcome["options"])
    compared = acts = 0
    for side, frame in FRAMES:
        message = json.loads(frame)
        if side == "host" and message["type"] == "state" and message["legal"]:
            assert message["move"] == len(state.history)
            assert [a.text() for a in state.legal_actions(message["seat"])] == message["legal"]
            compared += 1
        if side == "client" and message["type"] == "act":
            state.apply(codec.action_from_text(message["action"]))
            acts += 1
    assert state.is_over() and acts == compared > 20
    assert [s.total for s in state.scores()] == PREVIOUS["final"]["scores"]
