"""A headless player: one seat of a hosted game played to the end by an agent over the network.

The agent decides from the view the host sent, exactly as an AI seat at one computer decides
from its seat's view. A dropped connection is joined again with the seat's token (the host may
be restarting: it resumes from its save), for up to `rejoin_for` seconds.
"""

from __future__ import annotations

import asyncio
import time
from typing import Callable

import websockets

from game.ai.agents import make_agent
from game.core.rng import Rng
from game.net.client import Client, ProtocolError, Refused, SeatState

REJOIN_PAUSE = 0.2          # seconds between tries to join again
MAX_REFUSALS = 50           # refused actions in a row before the player gives up


class GaveUp(Exception):
    """The seat could not be played on (the host gone for good, refusals without end)."""


async def play_seat(address: str, port: int, code: str, agent: str = "random", *,
                    token: str | None = None, name: str | None = None, seed: int = 1,
                    rejoin_for: float = 30.0,
                    on_state: Callable[[Client, SeatState], None] | None = None,
                    client: Client | None = None, fingerprint: str | None = None) -> dict:
    """Play the seat to the end; the final {"scores", "winners", "seat"} as the host sent it.
    `on_state` sees every state received (the tests compare it with the host's); `fingerprint`:
    the host's certificate, pinned (client.py)."""
    chooser = make_agent(agent)
    rng = Rng(seed)
    client = client or Client(address, port, code, token, name, fingerprint=fingerprint)
    if not client.joined:
        await client.join()
    while True:
        try:
            final = await _play(client, chooser, rng, on_state)
            return {**final, "seat": client.seat}
        except ProtocolError as exc:      # a host that speaks wrongly is not mended by rejoining
            raise GaveUp(f"the host broke the protocol: {exc}") from exc
        except (websockets.ConnectionClosed, OSError):
            await _rejoin(client, rejoin_for)


async def _play(client: Client, chooser, rng: Rng, on_state) -> dict:
    latest: SeatState | None = None
    answered = None           # the decision number last answered, not to answer it twice
    refusals = 0
    while True:
        try:
            state = await client.next_state()
        except Refused as refusal:
            # Another seat's move got in first (a simultaneous phase) and the action no longer
            # stands: decide again from the latest state, which may have come before the refusal.
            refusals += 1
            if refusals > MAX_REFUSALS:
                raise GaveUp(f"the host refused {refusals} actions: {refusal}") from refusal
            answered, state = None, latest
            if state is None:
                continue
        else:
            if on_state is not None:
                on_state(client, state)
            if state.final is not None:
                return state.final
            if latest is not None and state.asked != latest.asked:
                refusals = 0          # an action was taken: the count is of refusals in a row
            latest = state
        if not state.my_turn() or state.asked == answered:
            continue
        action = await asyncio.to_thread(chooser.choose, state.view, state.seat,
                                         list(state.legal), rng)
        answered = state.asked
        await client.act(action, state.asked)


async def watch_game(address: str, port: int, code: str, *,
                     on_state: Callable[[Client, SeatState], None] | None = None,
                     fingerprint: str | None = None) -> dict:
    """Look on as a spectator to the end (the public view); the final scores the host sent."""
    client = Client(address, port, code, watch=True, fingerprint=fingerprint)
    await client.join()
    try:
        while True:
            state = await client.next_state()
            if on_state is not None:
                on_state(client, state)
            if state.final is not None:
                return {**state.final, "seat": None}
    finally:
        await client.close()


async def _rejoin(client: Client, rejoin_for: float) -> None:
    deadline = time.monotonic() + rejoin_for
    while True:
        try:
            await client.join()
            return
        except Refused as refusal:
            raise GaveUp(f"the host refused the seat's return: {refusal}") from refusal
        except (OSError, websockets.InvalidHandshake, websockets.ConnectionClosed, TimeoutError):
            if time.monotonic() > deadline:
                raise GaveUp(f"the host did not come back within {rejoin_for:g} s") from None
            await asyncio.sleep(REJOIN_PAUSE)
