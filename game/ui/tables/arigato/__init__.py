"""The Arigatō table (issue 4). Importing this package registers it: `table_for("arigato")`.

scene.py   what the player is doing and how clicks and drags become actions
render/    drawing the table from a view, region by region, with a tooltip for everything
           that has a rule (render/__init__.py lists its modules)
card_art.py  card faces drawn by the program
layout.py  where things lie and how big they are, in base units
words.py   the rules in words (tooltips); log.py the game log as a viewer may know it
undo.py    undo of a seat's own dawn/day actions by replay
"""

from game.ui.tables import register
from game.ui.tables.arigato.scene import ArigatoTable

register("arigato")(ArigatoTable)

__all__ = ["ArigatoTable"]
