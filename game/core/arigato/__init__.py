"""Arigatō (Mélodye Ladrat, Florian Sirieix): card drafting with secret roles, 1-5 players."""

from __future__ import annotations

from game.core.arigato.components import Content, default_content
from game.core.arigato.phases import setup
from game.core.arigato.state import ArigatoState
from game.core.arigato.wire import TYPES as WIRE
from game.core.engine import GameSpec, Look, Setup
from game.core.rng import SPLITMIX, deal_rng

CALENDARS = ("random", "AA", "AB", "BA", "BB")


def new_game(players: int = 4, seed: int = 0, calendar: str = "random",
             content: Content | None = None, deal: str = SPLITMIX) -> ArigatoState:
    """SETUP. `calendar` names the sides of tiles 1 and 2 ("AB": tile 1 on A, tile 2 on B), or
    "random" to let the seed choose; `deal` names the generator that deals it (game/core/rng.py)."""
    if not 1 <= players <= 5:
        raise ValueError("Arigatō is for 1 to 5 players")
    if calendar not in CALENDARS:
        raise ValueError(f"calendar must be one of {', '.join(CALENDARS)}")
    if calendar == "random":
        pick = deal_rng(seed, deal).fork(0xCA1E)
        calendar = "AB"[pick.below(2)] + "AB"[pick.below(2)]
    state = ArigatoState(players, seed, (calendar[0], calendar[1]), content or default_content(), deal)
    setup(state)
    return state


SPEC = GameSpec(name="arigato", title="Arigatō", min_players=1, max_players=5,
                new_game=new_game, options={"calendar": CALENDARS},
                ai="game.ai.arigato", words="game.i18n.arigato",
                parts=("workshop", "gate", "supply", "hand", "card", "travelers", "craftsmen",
                       "calendar", "status", "log", "opponent", "button", "dish", "piles", "tokens",
                       "panel"),
                look=Look(seal="有難"), measured=(Setup(4),), frames_whole_game=True,
                shared={"arigato.content": default_content}, wire=WIRE)
