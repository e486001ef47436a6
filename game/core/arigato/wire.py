"""What of Arigatō a seat is sent (game/core/wire.py): the table as its view shows it, the
objective tiles, and every event and prompt. The view's history travels as the actions' text
beside it; the seed and the generator are no seat's (`view` has already blanked them), and the
legal actions' cache is the receiver's own to fill."""

from __future__ import annotations

from game.core.arigato import events, prompts
from game.core.arigato.components import Objective
from game.core.arigato.state import ArigatoState, Village
from game.core.engine import Action
from game.core.rng import Rng
from game.core.wire import public, records

TYPES = (
    public("state", ArigatoState,
           ("num_seats", "content", "calendar", "objectives", "day", "phase", "draw", "discard",
            "villages", "favor_peak", "items_after_dusk"),
           local={"seed": int, "rng": lambda: Rng(0), "history": list, "_legal": dict}),
    public("village", Village,
           ("hand", "workshops", "offerings", "face_up", "gate", "items", "favor", "objectives",
            "met_days", "outgoing", "craftsmen", "resident_slot", "received", "kept", "pending",
            "done", "dusk_step")),
    public("objective", Objective, ("day", "what", "where", "count")),
    *records(events, prompts, but=(Action,)),
)
