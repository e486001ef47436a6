"""The Daitoshi table (issue 3's frame, issue 7's rules). Importing this package registers it:
`table_for("daitoshi")`.

scene.py   the choices as worded buttons, the log, input; what the player is doing
render.py  drawing the city, the Wilderness, the market, the Factories, Cities and Mega-Machine
layout.py  where things lie, in base units
log.py     the log's lines, worded in every language as they happen
motion.py  what moves: Magnates round the ring, hexes to a Record, gains rising from counters
undo.py    which of a player's own actions may be taken back (by replay)
The words themselves (every action, event, reward and decision) live in game/i18n/daitoshi/.
"""

from game.ui.tables import register
from game.ui.tables.daitoshi.scene import DaitoshiTable

register("daitoshi")(DaitoshiTable)

__all__ = ["DaitoshiTable"]
