"""A whole game of easy AIs played through the rules alone, with every event it caused, in order
(the tables' sound tests read what each event sounds like: tests/ui_<game>/test_<game>_sounds.py)."""

from __future__ import annotations

from game.ai.agents import make_agent, seat_rng
from game.core import registry


def whole_game_events(game: str, seed: int = 3, players: int = 2) -> list:
    state = registry.spec(game).new_game(players=players, seed=seed)
    agents = [make_agent("easy") for _ in range(players)]
    streams = [seat_rng(seed, s) for s in range(players)]
    events = list(state.opening_events())
    for _ in range(20_000):
        if state.is_over():
            return events
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        view = state.view(seat) if agents[seat].uses_view else None
        events += state.apply(agents[seat].choose(view, seat, legal, streams[seat]))
    raise AssertionError("the game did not end")
