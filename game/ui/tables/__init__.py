"""Where each game's table plugs into the client.

A table is a `TableScene` subclass (tables/base.py) registered under its game's name. It talks
to its session only through the session's public face (game/input/face.py: `SessionFace`):

    # game/ui/tables/arigato.py
    from game.ui.tables import register
    from game.ui.tables.base import TableScene

    @register("arigato")
    class ArigatoTable(TableScene):
        TRAY_RECT = (x, y, w, h)               # base units of the token tray, or None
        def layout(self): ...                  # build widgets (enter, resume, resize, language)
        def draw_table(self, surface): ...     # read self.session.view(self.viewer); never write
        def handle_table(self, inp) -> bool:   # Input: click/release/motion/wheel/key/text/confirm
            ...                                # a choice -> self.submit(action) -> None or reason
        def on_events(self, chapter):          # after every applied action, human or AI, as the
            ...                                # viewer may know it (game/input/face.py: Chapter):
                                               # start motion with self.animator (tweens, tray)
        def on_viewer_changed(self): ...       # another human sits down (default: layout())
        def key_choices(self): ...             # (scope, [keys.Choice]): the places a click acts on
                                               # now, for the keyboard's focus (tables/keys.py;
                                               # default: the buttons); key_back(): Escape's step

The base class runs AI seats (on a worker thread, paced by the animation speed), raises the
hand-off curtain, opens the pause menu on Escape, finishes animations on a click, explains a
refused action (`self.refuse(reason)` shows `self.message` for `self.message_time` seconds) and
shows the results when the game is over. `self.viewer` is the human whose secrets may show, or
None (then draw public information only).

`table_for(name)` imports `game.ui.tables.<name>` if that module exists (so adding the file is
all it takes) and returns the registered class, or `ProtocolTable`, which plays any game on the
core protocol with a list of legal actions.
"""

from __future__ import annotations

from typing import Callable

from game.core import registry
from game.ui.tables.protocol import ProtocolTable

TABLES: dict[str, type] = {}


def register(game_name: str) -> Callable[[type], type]:
    def deco(cls: type) -> type:
        TABLES[game_name] = cls
        return cls
    return deco


def table_for(game_name: str) -> type:
    if game_name not in TABLES:
        registry.optional_module(f"game.ui.tables.{game_name}")   # registers its table, if it has one
    if game_name in TABLES:
        return TABLES[game_name]
    return ProtocolTable
