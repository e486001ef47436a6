"""The Daitoshi table. Importing this package registers it:
`table_for("daitoshi")`.

scene.py    the table: lifecycle, input, what the player is doing; actions only from the legal list
hits.py     the board as the way to play: which places each legal action concerns
choices.py  the worded decision list, the keyboard's and accessibility's way
ctx.py      the context every drawing function reads, and a place on the board (Part)
render.py   the renderer: regions of the board, redrawn only when they change; lights
layout.py   where everything lies, in base units of 1280x720
paint.py    the palette and the small pieces (hexes, Workers, Magnates, reward chips, fitted text)
glyphs.py   the icons for rewards and actions (also explained by the rules screen)
city.py     the disc of five districts, the rim, the Worm-Bus rail, the Prestige track
wilds.py    the Wilderness tracks, Temples, Pilgrims and discard piles
market.py   the Invention market and the University stack
tiles.py    an Invention as its tile
machine.py  the Mega-Machine board
cities.py   the five Cities and their Banners
side.py     the Mayor's deck (solo), else the supply
strips.py   every Factory in compact form
factory.py  the Factory drawn large, as its player board
panels.py   the header, the decision's words, the log, the tooltip
overlay.py  what is drawn over the board each frame: lights, the picker, the notice, the caption
story.py    a move played out line by line at the table's pace
motion.py   what moves: Magnates round the city, hexes to a Record, gains rising
finale.py   the final scoring played out part by part
log.py      the log's lines, worded in every language as they happen
smoke.py    its shots in the smoke run (`python -m game --smoke`): late-game positions
The words themselves (every action, event, reward and decision) live in game/i18n/daitoshi/.
"""

from game.ui.tables import register
from game.ui.tables.daitoshi.scene import DaitoshiTable

register("daitoshi")(DaitoshiTable)

__all__ = ["DaitoshiTable"]
