"""What the client keeps of a game at this computer (game/input/face.py: `KeptFace`): its save, the
record it files once over, what Watch again plays back and what Play again sets up; a part of
`GameSession` (session.py), which holds the state, the seats and the seed it reads."""

from __future__ import annotations

import time
from dataclasses import asdict, fields


class KeptGame:
    # --- saving -----------------------------------------------------------------------------------
    def to_save(self) -> dict:
        data = {
            "game": self.spec.name,
            "seats": [seat_data(s) for s in self.seats],
            "options": self.options,
            "seed": self.seed,
            "deal": self.deal,
            "actions": self._action_texts(),
        }
        progress = self.state.progress()
        if progress is not None:
            data["progress"] = list(progress)   # for the Saved games screen ("Day 5")
        if self.state.is_over():
            data["finished"] = True   # kept only while its record waits for the book (App)
        return data

    def _action_texts(self) -> list[str]:
        """The history's actions in their text form: those of the last save reused (a host
        saves after every action; writing every text anew made each save cost the whole game)."""
        history = self.state.history
        actions, texts = self._texts
        k = len(actions)
        if not (k <= len(history) and history[:k] == actions):   # an undo, another state
            k = 0
        texts = texts[:k] + [a.text() for a in history[k:]]
        self._texts = (list(history), texts)
        return list(texts)

    # --- what the client keeps of it (face.py: `KeptFace`) --------------------------------------------
    def replay_source(self) -> dict:
        """What watching this game again plays back (game/input/replay.py)."""
        return self.to_save()

    def setup_again(self) -> dict:
        """Play again: the same game, the people who played it in their seats, its options."""
        return {"game": self.spec.name, "seats": self.played_by, "options": self.options}

    def to_record(self) -> dict | None:
        """The finished game for the record book (game/persistence/records.py): its save, who
        sat where, the scores and the winners; a solo game's rival who is no seat, when the
        game has one (Daitoshi's Mayor: his score and Advisors)."""
        entry = {**self.to_save(), "names": [s.name for s in self.seats],
                 "humans": [s.is_human for s in self.seats],
                 "scores": [sc.total for sc in self.state.scores()], "winners": list(self.state.winners()),
                 "date": time.strftime("%Y-%m-%d %H:%M")}
        rival = getattr(self.state, "solo_rival", None)
        rival = rival() if callable(rival) else None
        if rival is not None:
            entry["rival"] = rival
        return entry


def seat_data(seat) -> dict:
    """A seat as its save holds it: `asdict`'s dictionary, built field by field when every value
    is a plain one (a seat's are: asdict's deep copy of them cost most of a save built after each
    move, in the move's frame: game/tools/MEASUREMENTS.md, "Arigatō's move frames")."""
    names = _FIELDS.get(type(seat))
    if names is None:
        names = _FIELDS[type(seat)] = tuple(f.name for f in fields(seat))
    data = {name: getattr(seat, name) for name in names}
    if all(type(v) in _PLAIN for v in data.values()):
        return data
    return asdict(seat)


_PLAIN = frozenset((str, int, float, bool, type(None)))
_FIELDS: dict[type, tuple[str, ...]] = {}
