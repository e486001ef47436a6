"""The keyboard's choices at the Arigatō table (game/ui/tables/keys.py walks them): the places a
click acts on now, each found from the legal list, in the order a player reads the moment.

- Dawn: the cards of the hand, left to right; the cards already placed (a click takes one back);
  the small x of each workshop the rules let you empty; then the buttons (first, once every role
  is filled: Confirm roles is then the next thing to do). A card held: first the
  workshops it may stand in as resident, the travelers' and the craftsmen's places, then the card
  itself (put it down) and the others of the hand.
- Day: each workshop that has a move (a click opens its menu, whose buttons are then the only
  choices), the items you may give in a trade (then the items you may take for it), the buttons.
- The effect to use or skip, the 10-favor bonus's items (which a legal pair still allows), the
  dusk's items to discard: the picker's boxes, then the buttons.

Escape steps back: the workshop's menu closed, the card held put down, a trade's first item or
the bonus's last pick taken back. Mixed into `ArigatoTable` ahead of `TableScene`.
"""

from __future__ import annotations

from collections import Counter

from game.core.arigato.actions import (AssignRoles, ChooseBonusItems, DiscardItem, EmptyWorkshop,
                                       PrepareOffering, Trade)
from game.core.arigato.prompts import BonusPrompt, EffectPrompt
from game.ui import theme as th
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import panel_layout as PL
from game.ui.tables.keys import Choice, FocusStyle, button_choices, centre

LAST = ("menu", "rules")     # the table's own buttons come after the moment's


class ArigatoKeys:
    KEY_RING = FocusStyle(ring=th.GOLD, edge=th.VERMILION_DARK, glow=(255, 226, 150))

    def key_choices(self) -> tuple:
        buttons = [w for w in self.widgets if w not in self.opened_widgets()]
        tail = button_choices([w for w in buttons if w.id in LAST])
        if not self.my_turn() or self.moments.current() is not None:
            return "table", tail
        if self.opened_widgets():     # a workshop's menu: its buttons only, until closed
            return f"menu:{self.popup}", button_choices(self.opened_widgets())
        own = button_choices(buttons, leave=LAST)
        view = self.view()
        legal = self.legal()
        prompt = view.prompt(self.viewer)
        if isinstance(prompt, EffectPrompt):
            return "effect", own + tail
        if isinstance(prompt, BonusPrompt):
            items = self._bonus_items(legal)
            return ("bonus", items + own + tail) if len(self.bonus) < 2 else ("bonus:full", own + items + tail)
        if view.phase == "dawn":
            if self.selected is not None:
                return f"held:{self.selected}", self._destinations(view, legal) + self._hand(view) + own + tail
            cards = self._hand(view) + self._placed(view) + self._emptying(legal)
            if self.plan_ready():         # every role filled: Confirm roles first
                return "dawn:ready", own + cards + tail
            return "dawn", cards + own + tail
        if view.phase == "day":
            if self.trade_give is not None:
                return "trade", self._takes(legal) + own + tail
            return "day", self._workshops(legal) + self._gives(legal) + own + tail
        if view.phase == "dusk":
            names = self.content.items
            boxes = PL.picker_rects(len(names))
            return "dusk", [_box(f"item:{i}", boxes[i]) for i, name in enumerate(names)
                            if DiscardItem(self.viewer, name) in legal] + own + tail
        return "table", own + tail

    def key_back(self) -> bool:
        if self.popup is not None:
            self.close_popup()
        elif self.selected is not None:
            self.selected = None
            self.layout()
        elif self.trade_give is not None:
            self.trade_give = None
        elif self.bonus and self.my_turn():
            self.bonus.pop()
        else:
            return False
        return True

    # --- dawn -------------------------------------------------------------------------------------
    def _hand(self, view) -> list[Choice]:
        """The hand's cards, each at the part of it no card to its right covers."""
        cards = self.hand_rects(view)
        out = []
        for k, (card, r) in enumerate(cards):
            x, y, w, h = r
            shown = min(w, cards[k + 1][1][0] - x) if k + 1 < len(cards) else w
            out.append(Choice(f"card:{card}", (x + shown / 2, y + h / 2), r))
        return out

    def _placed(self, view) -> list[Choice]:
        out = []
        if self.plan.slot is not None:
            grid = self.current_layout().grid[self.plan.slot]
            out.append(Choice(f"placed:{self.plan.resident}", centre(grid), grid))
        for role in ("travelers", "craftsmen"):
            out += [Choice(f"placed:{card}", centre(r), r) for card, r in self.zone_cards(view)[role]
                    if card is not None]
        return out

    def _emptying(self, legal) -> list[Choice]:
        grid = self.current_layout().grid
        return [_box(f"empty:{a.slot}", L.empty_mark(grid[a.slot])) for a in legal if isinstance(a, EmptyWorkshop)]

    def _destinations(self, view, legal) -> list[Choice]:
        """Where the card held may go: the workshops its role as resident allows (the one holding
        the planned resident is that card's place, a click there takes it back), then the
        travelers' and the craftsmen's places, at their title (a click on a card placed there
        would take that card back)."""
        card = self.selected
        grid = self.current_layout().grid
        slots = sorted({a.slot for a in legal if isinstance(a, AssignRoles) and a.resident == card}
                       - {self.plan.slot})
        out = [Choice(f"ws:{s}", centre(grid[s]), grid[s]) for s in slots]
        for role in ("travelers", "craftsmen"):
            rects = [r for _, r in self.zone_cards(view)[role]]
            if rects:
                x, y, w, h = PL.zone_catch(rects)
                out.append(Choice(f"zone:{role}", (x + w / 2, y + 12), (x, y, w, h)))
        return out

    # --- day --------------------------------------------------------------------------------------
    def _workshops(self, legal) -> list[Choice]:
        grid = self.current_layout().grid
        slots = sorted({a.slot for a in legal if isinstance(a, (PrepareOffering, EmptyWorkshop))})
        return [Choice(f"ws:{s}", centre(grid[s]), grid[s]) for s in slots]

    def _supply(self, names) -> list[Choice]:
        boxes = L.supply_rects(self.current_layout().supply, len(self.content.items))
        items = self.content.items
        return [_box(f"item:{i}", boxes[i]) for i, name in enumerate(items) if name in names]

    def _gives(self, legal) -> list[Choice]:
        return self._supply({a.give for a in legal if isinstance(a, Trade)})

    def _takes(self, legal) -> list[Choice]:
        """The items a trade of the item given may bring, then the item given (a click on it
        takes the offer back)."""
        give = self.content.items[self.trade_give]
        takes = self._supply({a.take for a in legal if isinstance(a, Trade) and a.give == give})
        return takes + self._supply({give})

    # --- the 10-favor bonus -----------------------------------------------------------------------
    def _bonus_items(self, legal) -> list[Choice]:
        """The picker's items a legal pair still allows beside those picked."""
        names = self.content.items
        picked = Counter(names[i] for i in self.bonus)
        pairs = [Counter(a.items) for a in legal if isinstance(a, ChooseBonusItems)]
        boxes = PL.picker_rects(len(names))
        return [_box(f"item:{i}", boxes[i]) for i, name in enumerate(names)
                if len(self.bonus) < 2 and any(picked + Counter([name]) <= pair for pair in pairs)]


def _box(cid: str, rect) -> Choice:
    return Choice(cid, centre(rect), tuple(rect))
