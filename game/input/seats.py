"""Who sits at a game's seats: a name, a colour, and who plays it (a person here, the AI, a
person at another computer, or the host's AI standing in for one who dropped)."""

from __future__ import annotations

from dataclasses import dataclass

ELSEWHERE = "remote"      # a seat's kind: a person at another computer (game/net/remote.py)
# a seat's kind: the host's AI playing for a person online who dropped, until they come back
# (game/net/room.py); the seat keeps its person's name
STAND_IN = "stand_in"


@dataclass
class SeatConfig:
    name: str
    colour: int  # index into the theme's seat colours
    kind: str = "ai"  # "human" (here), "ai", ELSEWHERE or STAND_IN
    difficulty: str = "normal"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def is_elsewhere(self) -> bool:
        return self.kind == ELSEWHERE

    @property
    def is_stand_in(self) -> bool:
        """An AI plays it for a person online who dropped (an AI in all but its name)."""
        return self.kind == STAND_IN

    @property
    def is_person(self) -> bool:
        """A person plays it, here or at another computer."""
        return self.is_human or self.is_elsewhere
