"""Where each game's table plugs into the client.

A table is a `TableScene` subclass (tables/base.py) registered under its game's name:

    # game/ui/tables/arigato.py
    from game.ui.tables import register
    from game.ui.tables.base import TableScene

    @register("arigato")
    class ArigatoTable(TableScene):
        def draw_table(self, surface, view, viewer): ...    # view = self.session.view(viewer)
        def handle_table(self, inp) -> bool: ...            # clicks -> self.submit(action)
        def on_events(self, action, events): ...            # start animations (self.animator)

`table_for(name)` imports `game.ui.tables.<name>` if that module exists (so adding the file is
all it takes) and returns the registered class, or `ProtocolTable`, which plays any game on the
core protocol with a list of legal actions.
"""

from __future__ import annotations

import importlib
from typing import Callable

TABLES: dict[str, type] = {}


def register(game_name: str) -> Callable[[type], type]:
    def deco(cls: type) -> type:
        TABLES[game_name] = cls
        return cls
    return deco


def table_for(game_name: str) -> type:
    if game_name not in TABLES:
        try:
            importlib.import_module(f"game.ui.tables.{game_name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"game.ui.tables.{game_name}":
                raise  # the table exists but something it needs does not: say so
    if game_name in TABLES:
        return TABLES[game_name]
    from game.ui.tables.protocol import ProtocolTable
    return ProtocolTable
