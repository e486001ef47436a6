"""The open workshop's menu at the Arigatō table (a click on a workshop of the viewer's village):
prepare its offering, send its artisan to the palace gate or dismiss it, close; why the offering
cannot be prepared yet, said on the menu's paper. A part of `ArigatoTable` (scene.py), which knows
the viewer, the session and the open workshop (`popup`)."""

from __future__ import annotations

import pygame

from game.core.arigato.actions import EmptyWorkshop, PrepareOffering
from game.i18n import t
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato.render import Ctx
from game.ui.tables.arigato.render.overlays import draw_menu_paper, menu_paper
from game.ui.tables.arigato.words import refusal_text
from game.ui.widgets import Button


class WorkshopMenu:
    def popup_buttons(self, view, slot: int) -> list:
        v = self.viewer
        village = view.villages[v]
        card = village.workshops[slot]
        if not card:
            return []
        bx, by = L.workshop_menu_at(self.current_layout().grid[slot])
        out = []
        if view.phase == "day" and not village.offerings[slot] and village.face_up[slot]:
            act = PrepareOffering(v, slot)
            out.append(Button(f"prepare:{slot}", t("arigato.button.prepare"), (bx, by, L.MENU_W, L.MENU_BUTTON_H),
                              lambda a=act: self.act(a), size=15,
                              enabled=lambda a=act: self.session.refusal(a) is None))
            by += L.MENU_STEP
        act = EmptyWorkshop(v, slot)
        label = t("arigato.button.to_palace") if village.offerings[slot] else t("arigato.button.dismiss")
        out.append(Button(f"empty:{slot}", label, (bx, by, L.MENU_W, L.MENU_BUTTON_H), lambda a=act: self.act(a),
                          style="primary" if village.offerings[slot] else "secondary", size=15,
                          enabled=lambda a=act: self.session.refusal(a) is None))
        out.append(Button(f"close:{slot}", t("arigato.button.close"), (bx, by + L.MENU_STEP, L.MENU_W, L.MENU_CLOSE_H),
                          self.close_popup, style="ghost", size=14))
        return out

    def menu_refusal(self) -> str:
        """Why the open workshop's offering cannot be prepared yet, in words ("" when it can)."""
        prep = next((w for w in self.widgets if w.id.startswith("prepare")), None)
        if prep is None or prep.enabled:
            return ""
        refusal = self.session.refusal(PrepareOffering(self.viewer, self.popup))
        return refusal_text(self.content, refusal) if refusal is not None else ""

    def opened_widgets(self) -> list:
        """The open workshop menu's buttons."""
        if self.popup is None:
            return []
        return [w for w in self.widgets if w.id.split(":")[0] in ("prepare", "empty", "close")]

    def opened(self) -> list[tuple]:
        buttons = [w.rect for w in self.opened_widgets()]
        return [menu_paper(self.theme, buttons, self.menu_refusal())[0]] if buttons else []

    def draw_opened_paper(self, surface: pygame.Surface, drawn: Ctx) -> None:
        draw_menu_paper(surface, self.theme, list(drawn.menu), drawn.menu_refusal)

    def close_popup(self) -> None:
        self.popup = None
        self.layout()
