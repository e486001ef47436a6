"""Drawing the Arigatō table from a view (never from the full state unless nobody is hidden),
by region, around one read-only context (`Ctx`) that the scene gathers each frame:

context.py       `Ctx`, and the pieces every region draws with (a card, an icon, a tooltip)
table.py         `Renderer`: the picture, then motion and overlays, in order; the first picture
                 prepared in slices, card faces and fonts drawn and opened ahead
fonts.py         the fonts the table draws its words in, opened ahead
regions.py       the picture cut into regions, each redrawn when what it shows changes
top.py           the top band: calendar, day and phase, piles
village.py       a village's header, workshops, palace gate and supply (home and others)
home.py          the home village, with dawn's placement and day's payable offerings
others.py        the other villages, the scoreboard, the solo strip
action_panel.py  dawn's roles, day's news and objectives, effect and pickers, the end
log.py           the game log panel, and the log in words (`LogText`)
motion.py        pulses, reveals, flying tokens, thinking dots, and where they go
overlays.py      a refusal, the dusk's verdict, the hint, a workshop's menu, what is held, tooltips

Every position and size comes from ../layout.py. Each thing drawn that a player may wonder
about notes a tooltip region (rect, words) in `ctx.tips`, shown on hover.
"""

from game.ui.tables.arigato.render.context import Ctx
from game.ui.tables.arigato.render.table import Renderer

__all__ = ["Ctx", "Renderer"]
