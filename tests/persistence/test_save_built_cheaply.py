"""A save built after each move (game/input/kept.py) holds its seats field by field instead of
through `dataclasses.asdict`: the save written is the very one asdict built, for every seat kind,
and a seat holding anything but plain values is still copied deeply."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field

from game.core import registry
from game.input.kept import seat_data
from game.input.seats import ELSEWHERE, STAND_IN
from game.input.session import GameSession, SeatConfig


def _as_asdict_built_it(session: GameSession) -> dict:
    data = session.to_save()
    return {**data, "seats": [asdict(s) for s in session.seats]}


def test_each_save_of_a_game_is_the_one_asdict_built():
    spec = registry.spec("arigato")
    seats = [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "ai", "easy"),
             SeatConfig("Chiyo", 2, ELSEWHERE), SeatConfig("Daichi", 3, STAND_IN, "hard")]
    written = []
    session = GameSession(spec, [SeatConfig(s.name, s.colour, "ai", "easy") for s in seats], {}, 3,
                          autosave=written.append)
    for _ in range(40):
        session.pump_ai(budget=5.0)
    session.seats[:] = seats                       # every kind a seat can be, as saved
    session.save()
    assert len(written) > 10
    assert json.dumps(written[-1]) == json.dumps(_as_asdict_built_it(session))
    assert [list(d) for d in written[-1]["seats"]] == [list(asdict(s)) for s in seats]   # same order


@dataclass
class _OddSeat:
    name: str
    notes: list = field(default_factory=lambda: [["kept"]])


def test_a_seat_holding_more_than_plain_values_is_copied_deeply():
    seat = _OddSeat("Emi")
    data = seat_data(seat)
    assert data == asdict(seat)
    data["notes"][0].append("changed")
    assert seat.notes == [["kept"]]
