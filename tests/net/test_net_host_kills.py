"""The dedicated host killed (SIGKILL) at a random moment while its seats play as fast as they
can, then started again with `--resume`, its seats rejoining with their tokens: each time, the
game goes on from the last state some seat was sent, or from one action past it that no seat
was sent (game/ARCHITECTURE.md, "The session": the journal is written before any seat is sent
an action, and the next action waits until the last one has gone out).

The seats are protocol clients of this test, so it knows every state each seat received. The
moments are seeded (a move count at which the seat that sees it kills the host); where the host
then is in its work is whatever it is, which is the point. A plain run plays one game of each
kind with a few kills; the full profile (tests/sweeps.py) more."""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
import sweeps
import websockets

from game.core import registry
from game.core.rng import Rng
from game.net import codec
from game.net.client import Client, Refused
from game.persistence.saves import SaveStore
from net_helpers import LOOPBACK, _played_at_the_host, new_table, run

KILLS = 3                                    # kills in each game
GAMES = sweeps.games(full=4, plain=1)        # seeded games of each kind
MOVES = {"arigato": 110, "daitoshi": 90}     # about how long a 2-player game is: where kills fall


@dataclass(frozen=True)
class Seen:
    """The last state a seat received: its move count, its view, the history as it saw it."""
    move: int
    view: str
    history: tuple[str, ...]

    @classmethod
    def of(cls, state) -> "Seen":
        return cls(state.move, json.dumps(codec.encode(state.view), sort_keys=True),
                   tuple(a.text() for a in state.view.history))


class DedicatedHost:
    """`python -m game host` in a process of its own, on loopback, its saves in `folder`."""

    def __init__(self, folder, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "game", "host", "--bind", LOOPBACK, "--port", "0",
             "--saves", str(folder), "--once", "--json", *args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        assert line, self.process.communicate()[1]
        self.ready = json.loads(line)

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()            # SIGKILL: nothing of the host's own runs after it
        if self.process.stderr is not None and not self.process.stderr.closed:
            self.err = self.process.communicate()[1]


async def _play(client: Client, rng: random.Random, seen: dict, kill_at: int | None,
                host: DedicatedHost, state=None) -> bool:
    """Play the client's seat with random legal moves as fast as the host answers (from `state`,
    the one it has, if any), keeping each state it receives; kill the host once a state of
    `kill_at` moves or more arrives. True when the game ended, False when the connection did
    (the host was killed)."""
    latest, acted = state, set()
    try:
        while True:
            if state is None:
                try:
                    state = latest = await client.next_state()
                except Refused:          # the other seat's move came first: decide again
                    state = latest
                seen[client.seat] = Seen.of(state)
            if state.final is not None:
                return True
            if kill_at is not None and state.move >= kill_at:
                host.kill()
                kill_at = None
            if state.my_turn() and state.legal and (state.move, state.asked) not in acted:
                acted.add((state.move, state.asked))     # a state is answered once, not again
                await client.act(rng.choice(state.legal), state.asked)   # after each refusal
            state = None
    except (websockets.ConnectionClosed, OSError):
        return False


def _check(before: dict[int, Seen], after: dict[int, Seen]) -> int:
    """The resumed game against what the seats had received; the moves the furthest seat had."""
    furthest = max(s.move for s in before.values())
    (resumed,) = {s.move for s in after.values()}
    assert resumed in (furthest, furthest + 1), (resumed, furthest)
    for seat, had in before.items():
        now = after[seat]
        assert now.history[:had.move] == had.history, f"seat {seat}: its past changed"
        if now.move == had.move:
            assert now.view == had.view, f"seat {seat}: not the state it was sent"
    return furthest


async def _game_with_kills(folder, game: str, seed: int) -> list[int]:
    rng = random.Random(seed)
    kills = sorted(rng.sample(range(1, MOVES[game]), KILLS))
    host = DedicatedHost(folder, "--game", game, "--players", "2", "--seed", str(seed))
    clients, checked = [], []
    try:
        for _ in range(2):
            client = Client(LOOPBACK, host.ready["port"], host.ready["code"],
                            fingerprint=host.ready["fingerprint"])
            await client.join()
            clients.append(client)
        seen: dict[int, Seen] = {}
        states = [None for _ in clients]        # the state each client holds, not yet played on
        while True:
            kill_at = kills.pop(0) if kills else None
            ended = await asyncio.gather(*[_play(c, random.Random(rng.random()), seen, kill_at,
                                                 host, s) for c, s in zip(clients, states)])
            if all(ended):
                break
            assert kill_at is not None, "the connection ended with no kill"
            for client in clients:
                client.drop()
            host.kill()
            host = DedicatedHost(folder, "--resume")
            assert host.ready["code"] == clients[0].code
            after, states = {}, []
            for client in clients:
                client.port = host.ready["port"]
                await client.join()                 # with its token: the same seat
                states.append(await client.next_state())
                after[client.seat] = Seen.of(states[-1])
            checked.append(_check(seen, after))
            seen = dict(after)
    finally:
        for client in clients:
            client.drop()
        host.kill()
    return checked


@pytest.mark.parametrize("game", ["arigato", "daitoshi"])
@pytest.mark.parametrize("seed", range(1, GAMES + 1))
def test_a_host_killed_at_any_moment_resumes_what_its_seats_were_sent(tmp_path, game, seed):
    checked = run(_game_with_kills(tmp_path, game, seed))
    # a game shorter than the kills planned plays fewer of them: at least one, mid-game
    assert checked and max(checked) > 0, "no kill came while the game was played"


def test_a_host_resumed_over_a_damaged_journal_names_it_and_goes_on_from_its_good_lines(tmp_path):
    store = SaveStore(tmp_path, spec_for=registry.spec)
    table = new_table("daitoshi", ["remote", "remote"], store=store)
    table.save()            # as a host opening a table: written off its loop (room.py `keep`),
    table.sync()            # each action then a line of its journal
    played = _played_at_the_host(table, Rng(3), moves=6)
    path = store.journal_path(table.slot)
    lines = path.read_bytes().splitlines(keepends=True)
    assert played == len(lines) == 6
    lines[3] = lines[3][:20] + b"#" + lines[3][21:]          # the fourth line damaged
    path.write_bytes(b"".join(lines))
    host = DedicatedHost(tmp_path, "--resume")
    host.kill()
    said = [json.loads(line) for line in host.err.splitlines()
            if line.startswith("{")]
    (notice,) = [n for n in said if n.get("notice") == "save_set_aside"]
    assert (notice["file"], notice["why"]) == (str(path), "journal_damaged: 4")
    assert Path(notice["aside"]).read_bytes() == b"".join(lines)
    resumed = SaveStore(tmp_path, spec_for=registry.spec).read(table.slot).data["actions"]
    assert resumed == [a.text() for a in table.session.state.history[:3]]
