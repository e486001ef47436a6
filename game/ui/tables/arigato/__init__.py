"""The Arigatō table. Importing this package registers it: `table_for("arigato")`.

scene.py    the table's life with its session: acting, refusals in words, undo, the widgets
dawn.py     the roles a human arranges at dawn before confirming them
pointer.py  clicks, drags and keys turned into the plan or into actions; the item pickers
render/     drawing the table from a view, region by region, around one context object, with a
            tooltip for everything that has a rule (render/__init__.py lists its modules)
card_art.py card faces drawn by the program; dish.py the favor dish (pymunk)
layout.py   where things lie and how big they are, in base units
words.py    the table's words: the rules in words (tooltips), refusals, a suggested action
log.py      the game log as a viewer may know it
smoke.py    its shots in the smoke run (`python -m game --smoke`): moments, Watch again
(Undo's policy is the rules' own, game/core/arigato/undo.py; the session replays.)
"""

from game.ui.tables import register
from game.ui.tables.arigato.scene import ArigatoTable

register("arigato")(ArigatoTable)

__all__ = ["ArigatoTable"]
