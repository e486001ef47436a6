"""What drawing the Arigatō table needs, in one read-only object (`Ctx`) that the scene gathers
each frame, and the small pieces every region draws with: a card, an icon, a seat's token, a
tooltip region.

Drawing reads the context and writes only pixels and tooltip regions (`ctx.tips`, which the
renderer hands a fresh list each frame); nothing else in it is ever changed while drawing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.core.arigato.components import Content
from game.i18n import language, shown_name
from game.ui import theme as th
from game.ui.icons import draw_icon, draw_seat_token
from game.ui.tables.arigato import card_art
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato.words import card_text

if TYPE_CHECKING:
    from game.core.arigato.state import ArigatoState
    from game.input.session import SeatConfig
    from game.ui.tables.arigato.dish import FavorDish
    from game.ui.tables.arigato.log import Entry
    from game.ui.tables.arigato.moments import Moment
    from game.ui.tables.arigato.render.log import LogText
    from game.ui.tables.arigato.dawn import DawnPlan
    from game.ui.theme import Theme

# the paper of the table's panels
PANEL = (251, 247, 238)
PANEL_ACTIVE = (255, 252, 244)
# the round corners of the table's papers (regions.py, `Region.paper`: the rest of a paper covers the
# chrome under it): the home village, the actions and the log; the other villages, the scores, solo
PAPER_RADIUS, PAPER_RADIUS_SMALL = 12, 10
SOFT = th.INK_SOFT
GOOD = (70, 130, 70)
SLOT_FILL = (232, 222, 200)       # an empty workshop, the back of a card turning over


@dataclass(frozen=True, slots=True)
class Ctx:
    """Everything drawing reads, gathered by the scene for one frame."""
    theme: Theme
    content: Content
    view: ArigatoState               # what the viewer may know (the whole game when nobody is hidden)
    point: int                       # the position (the session's revision): the cached picture's key
    layout: L.TableLayout
    seats: Sequence[SeatConfig]      # names, colours, human or AI
    viewer: int | None               # whose secrets are on screen (None: nobody's yet)
    home: int                        # the village drawn large, below
    active: int | None               # the seat the table waits for
    my_turn: bool                    # the viewer is a human who decides now
    game_over: bool
    all_face_up: bool                # AI seats only: every card is shown
    replay: bool                     # a finished game played back: nobody thinks, every seat replays
    # the player's choices in progress (the scene's)
    plan: DawnPlan                   # the dawn roles arranged so far
    needs: tuple[int, int]           # travelers and craftsmen this dawn asks for
    can_assign: bool                 # some arrangement of the hand is legal this dawn
    hand: list                       # (card, rect) of the hand still to place
    zones: dict                      # role -> [(card or None, rect)]: the dawn places
    selected: int | None             # the hand card picked up at dawn
    drag: dict | None                # what the mouse holds: a card, an artisan or an item
    popup: int | None                # the workshop whose menu is open
    trade_give: int | None           # the item offered in a trade begun
    bonus: tuple                     # the items picked for the 10-favor bonus
    mouse: tuple
    over_widget: bool                # the mouse is on a button: no tooltip
    time: float                      # the scene's clock (the thinking dots)
    # what the scene shows over the table
    message: str                     # a refusal, while it lasts ("" when none)
    toast: tuple | None              # (text, seconds left): the dusk's verdict (animations off)
    moment: Moment | None            # the dusk or the final count being shown over the table
    zoom: int | None                 # the card under the mouse shown large (hovered a moment, or right-clicked)
    hint: str                        # "none", "thinking" or "ready"
    hint_words: str
    hint_lines: tuple                # beside it: its gain over the next best move, its reasons
    hint_places: tuple               # where the move the hint (or the suggestion) names shows: (rect, out) each, outlined
    suggestion: str                  # Suggest on a full village: the workshop to empty, then the roles
    dawn_why: tuple                  # Suggest's hint at dawn: its words each way, most reasons first (dawn.py)
    # motion (the scene's clocks; drawn as they are)
    pulses: Sequence                 # [rect, colour, life 1..0]
    flips: Sequence                  # {"rect", "card", "t"}: residents turning face up
    flights: Sequence                # {"icon", "start", "end", "t"}: tokens on their way
    dish: FavorDish | None           # the home village's favor tokens
    # the log
    entries: Sequence[Entry]
    log_scroll: int                  # lines scrolled up from the newest
    log: LogText                     # the log in words (the renderer's cache)
    tips: list = field(default_factory=list)   # (rect, words) noted while drawing
    keepouts: tuple = ()             # where the tooltip may not lie: an open menu, Learn to play's coach panel
    away: frozenset = frozenset()    # seats whose player is disconnected (a game online): waited for
    log_floor: float | None = None   # the log's lines end above it (an online game's chat)
    log_ceiling: float | None = None  # the log begins below it (Learn to play's coach over its column)
    marked: tuple = ()               # (place's rect, colour): a reviewed decision's two moves (ui/review/mark.py)
    menu: tuple = ()                 # the open workshop menu's button rects (its paper is drawn round them)
    menu_refusal: str = ""           # why that workshop's offering cannot be prepared yet ("" when it can)

    def names(self) -> list[str]:
        """The seats' names as the screen shows them (the default "You" in its language), kept
        per names and language: a move's regions asked for them thousands of times a game, each
        time matching every name against the catalogue (7% of the regions' drawing in a
        profile of a game: game/tools/MEASUREMENTS.md, "Frames")."""
        key = (tuple(s.name for s in self.seats), language())
        shown = _SHOWN_NAMES.get(key)
        if shown is None:
            if len(_SHOWN_NAMES) >= SHOWN_NAMES_KEPT:
                _SHOWN_NAMES.clear()
            shown = _SHOWN_NAMES[key] = tuple(shown_name(name) for name in key[0])
        return list(shown)


_SHOWN_NAMES: dict = {}   # (seats' names, language) -> their names on screen
SHOWN_NAMES_KEPT = 64


# --- the pieces every region draws with ----------------------------------------------------------
def tip(ctx: Ctx, rect, text: str) -> None:
    """A region that shows `text` when the mouse rests on it (the last drawn wins)."""
    ctx.tips.append((rect, text))


class CardWords(str):
    """A card's tooltip: its rule in words, knowing which card it is (hovered a moment, or
    right-clicked, the card is shown large beside them)."""

    card: int = 0


def card(ctx: Ctx, surface, card_id: int, rect, dim=False, lift=False, outline=None, tooltip=True):
    card_art.draw_card(surface, ctx.content, card_id, ctx.theme.rect(*rect), dim=dim, lift=lift,
                       outline=outline, mini=rect[3] < L.MINI_BELOW)
    if tooltip:
        words = CardWords(card_words(ctx.content, card_id))
        words.card = card_id
        tip(ctx, rect, words)


_CARD_WORDS: dict = {}   # a card's rule in words, per language: the same for every table


def card_words(content, card_id: int) -> str:
    key = (id(content), card_id, language())
    text = _CARD_WORDS.get(key)
    if text is None:
        text = _CARD_WORDS[key] = card_text(content, card_id)
    return text


def icon(ctx: Ctx, surface, name: str, rect) -> None:
    draw_icon(surface, name, ctx.theme.rect(*rect), ctx.theme.colour_blind)


def seat_token(ctx: Ctx, surface, seat: int, rect) -> None:
    cfg = ctx.seats[seat]
    colour, shape, letter = th.SEAT_COLOURS[cfg.colour % len(th.SEAT_COLOURS)]
    draw_seat_token(surface, ctx.theme.rect(*rect), colour, shape, letter, ctx.theme.colour_blind)


def seat_colour(ctx: Ctx, seat: int):
    return ctx.theme.seat_colour(ctx.seats[seat].colour)
