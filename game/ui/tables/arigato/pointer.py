"""The mouse and the keys at the Arigatō table: clicks and drags turned into the plan (dawn) or
into actions from the legal list (day and dusk), and the item pickers (the 10-favor bonus,
trades, the dusk discard). Mixed into the table scene (`ArigatoTable`) ahead of `TableScene`,
whose `handle_table` gets what this does not use.
"""

from __future__ import annotations

import pygame

from game.core.arigato.actions import ChooseBonusItems, DiscardItem, EmptyWorkshop, EndDay, Trade, UseEffect
from game.core.arigato.prompts import BonusPrompt, EffectPrompt
from game.i18n import t
from game.ui.scene import Input
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import panel_layout as PL
from game.ui.tables.arigato.words import counted_item

DRAG_MIN = 6  # base units a press must move to become a drag


class Pointer:
    """Clicks, drags and keys at the table, and the pickers they fill."""

    def confirm_bonus(self) -> None:
        if len(self.bonus) != 2:
            return
        names = self.content.items
        items = tuple(sorted((names[i] for i in self.bonus), key=names.index))
        a = next((x for x in self.legal() if isinstance(x, ChooseBonusItems)
                  and sorted(x.items) == sorted(items)), None)
        if a is None:
            self.refuse(t("arigato.refuse.choose_2"))
            return
        self.bonus = []
        self.act(a)

    def clear_bonus(self) -> None:
        self.bonus = []

    def supply_item_at(self, pos) -> int | None:
        for i, r in enumerate(L.supply_rects(self.current_layout().supply, len(self.content.items))):
            if L.inside(pos, r):
                return i
        return None

    def picker_item_at(self, pos) -> int | None:
        for i, r in enumerate(PL.picker_rects(len(self.content.items))):
            if L.inside(pos, r):
                return i
        return None

    def click_item(self, i: int) -> None:
        view = self.view()
        v = self.viewer
        village = view.villages[v]
        names = self.content.items
        if isinstance(view.prompt(v), BonusPrompt):
            if len(self.bonus) < 2:
                self.bonus.append(i)
            return
        if view.phase == "dusk":
            self.act(DiscardItem(v, names[i]))
            return
        if view.phase != "day":
            self.refuse(t("arigato.refuse.trade_by_day"))
            return
        if self.trade_give is None:
            if village.items[i] < self.content.counts["trade_give"]:
                self.refuse(t("arigato.refuse.trade_have", n=village.items[i],
                              item=counted_item(names[i], village.items[i])))
                return
            self.trade_give = i
        elif self.trade_give == i:
            self.trade_give = None
        else:
            self.act(Trade(v, names[self.trade_give], names[i]))

    def handle_table(self, inp: Input) -> bool:
        view = self.view()
        if inp.kind == "wheel":
            if L.inside(self.app.mouse, L.LOG):
                self.log_scroll = max(0, self.log_scroll + inp.dy * 3)
                return True
            return super().handle_table(inp)
        if inp.kind == "motion":
            if self.drag is not None:
                self.drag["pos"] = inp.pos
                sx, sy = self.drag["start"]
                if abs(inp.pos[0] - sx) + abs(inp.pos[1] - sy) > DRAG_MIN:
                    self.drag["moved"] = True
            return False
        if inp.kind == "release":
            return self.release(view, inp.pos)
        if inp.kind == "alt_click":
            return self.look_closer()
        if inp.kind == "confirm" and self.focus is None and self.my_turn():
            # Enter with no focus shown: the main choice of the moment (confirm roles, use the
            # effect, take the bonus, end the day); with none, the keys' focus shows (keys.py)
            prompt = view.prompt(self.viewer)
            if isinstance(prompt, EffectPrompt):
                self.act(UseEffect(self.viewer, prompt.card, True))
            elif isinstance(prompt, BonusPrompt) and len(self.bonus) == 2:
                self.confirm_bonus()
            elif view.phase == "dawn" and not view.villages[self.viewer].pending and self.plan_ready():
                self.confirm_roles()
            elif view.phase == "day" and not view.villages[self.viewer].pending and EndDay(self.viewer) in self.legal():
                self.act(EndDay(self.viewer))
            else:
                return False
            return True
        if inp.kind == "key" and inp.key == pygame.K_z and inp.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.undo()
            return True
        if inp.kind != "click":
            return super().handle_table(inp)
        for wdg in reversed(self.widgets):
            if wdg.visible and wdg.hit(inp.pos):
                return super().handle_table(inp)
        if not self.my_turn():
            return False
        v = self.viewer
        village = view.villages[v]
        lay = self.current_layout()
        if village.pending:
            if isinstance(view.prompt(v), BonusPrompt):
                i = self.picker_item_at(inp.pos)
                if i is not None:
                    self.click_item(i)
                    return True
            return False
        if view.phase == "dawn":
            # the small "empty" mark on an occupied workshop
            for slot, r in enumerate(lay.grid):
                if village.workshops[slot] and L.inside(inp.pos, L.empty_mark(r)):
                    self.act(EmptyWorkshop(v, slot))
                    return True
            hit = self.card_at(view, inp.pos)
            if hit is not None:
                self.drag = {"card": hit[0], "from": hit[1], "start": inp.pos, "pos": inp.pos,
                             "moved": False}
                return True
            if self.selected is not None:
                target = self.drop_target(view, inp.pos)
                if target is not None and target[0] != "hand":
                    self.place(self.selected, target[0], target[1])
                    return True
            for slot, r in enumerate(lay.grid):
                if village.workshops[slot] and L.inside(inp.pos, r):
                    self.refuse(t("arigato.refuse.occupied_x"))
                    return True
            self.selected = None
            return False
        if view.phase == "day":
            # a press on a workshop or an item: a click opens its menu / picks it, a drag moves
            # it (an artisan onto the palace gate or the discard pile, an item onto another)
            for slot, r in enumerate(lay.grid):
                if L.inside(inp.pos, r):
                    if village.workshops[slot]:
                        self.drag = {"kind": "workshop", "slot": slot, "card": village.workshops[slot],
                                     "start": inp.pos, "pos": inp.pos, "moved": False}
                    else:
                        self.popup = None
                        self.layout()
                    return True
            i = self.supply_item_at(inp.pos)
            if i is not None:
                self.drag = {"kind": "item", "item": i, "card": None, "start": inp.pos,
                             "pos": inp.pos, "moved": False}
                return True
            if self.popup is not None or self.trade_give is not None:
                self.popup = self.trade_give = None
                self.layout()
                return True
            return False
        if view.phase == "dusk":
            i = self.supply_item_at(inp.pos)
            if i is None:
                i = self.picker_item_at(inp.pos)
            if i is not None and village.items[i] > 0:
                self.click_item(i)
                return True
        return False

    def release(self, view, pos) -> bool:
        drag, self.drag = self.drag, None
        if drag is not None and drag.get("kind") in ("workshop", "item") and self.my_turn() \
                and view.phase == "day":
            return self.release_day(view, drag, pos)
        if drag is None or not self.my_turn() or view.phase != "dawn":
            return False
        card = drag["card"]
        if not drag["moved"]:
            if drag["from"] is not None:      # a click on a placed card takes it back
                self.plan.remove(card)
                self.selected = card
            else:
                self.selected = None if self.selected == card else card
            self.layout()
            return True
        target = self.drop_target(view, pos)
        if target is None or target[0] == "hand":
            self.plan.remove(card)
            self.selected = None
            self.layout()
            return True
        self.place(card, target[0], target[1])
        return True

    def release_day(self, view, drag, pos) -> bool:
        v = self.viewer
        village = view.villages[v]
        lay = self.current_layout()
        if drag["kind"] == "item":
            i = drag["item"]
            j = self.supply_item_at(pos) if drag["moved"] else None
            if not drag["moved"]:
                self.click_item(i)
            elif j is not None and j != i:
                self.act(Trade(v, self.content.items[i], self.content.items[j]))
            return True
        slot = drag["slot"]
        if not drag["moved"]:
            self.popup = slot
            self.trade_give = None
            self.layout()
            return True
        offered = village.offerings[slot]
        if L.inside(pos, lay.gate):
            if offered:
                self.act(EmptyWorkshop(v, slot))
            else:
                self.refuse(t("arigato.refuse.gate_needs_offering"))
            return True
        if L.inside(pos, L.DISCARD_PILE):
            if offered:
                self.refuse(t("arigato.refuse.offered_to_gate"))
            else:
                self.act(EmptyWorkshop(v, slot))
            return True
        return True
