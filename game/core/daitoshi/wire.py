"""What of Daitoshi a seat is sent (game/core/wire.py): the city as its view shows it, each
player's board, the Mayor's in the solo game, and every event and prompt. The decision being
asked (`_decision` in the rules) crosses as `decision`, the components (`c`) as `components`;
the history travels as the actions' text beside the view; the seed and the generator are no
seat's, and `events` is the rules' scratch list while an action resolves, empty between them."""

from __future__ import annotations

from game.core.daitoshi import events, prompts
from game.core.daitoshi.mayor import events as mayor_events
from game.core.daitoshi.mayor.board import MayorState
from game.core.daitoshi.player import Player
from game.core.daitoshi.state import DaitoshiState
from game.core.engine import Action
from game.core.rng import Rng
from game.core.wire import public, records

TYPES = (
    public("state", DaitoshiState,
           ("num_seats", "active", "banners", "cities", "cur_district", "discard",
            "district_tiles", "draft", "electrified", "expert", "final", "hex_box",
            "invention_box", "last_turn", "leader_buildings", "market", "middle_stack", "mm",
            "mm_district", "mm_installed", "mm_spaces", "mm_upgrades", "mm_worker", "neutral",
            "opening", "outer_stack", "over", "players", "redacted", "solo", "stacks",
            "start_seat", "tasks", "tile_hexes", "tracks", "turn", "university_stack",
            "wealth_supply", "worker_supply", "workshop_workers"),
           renamed={"decision": "_decision", "components": "c"},
           local={"seed": int, "rng": lambda: Rng(0), "history": list, "events": list}),
    public("player", Player,
           ("res", "wealth", "steam", "workers", "record", "conflict", "chimney", "reputation",
            "prestige", "worm_bus", "pilgrims", "banners", "grant", "production_ready", "slots",
            "improved", "progress", "vp", "end_vp", "magnate")),
    public("mayor", MayorState,
           ("seat", "cards", "deck", "pile", "bribe", "dealt", "kept", "record", "workers",
            "steam_turn", "final", "end_done")),
    *records(events, mayor_events, prompts, but=(Action,)),
)
