"""The Daitoshi table: the city, the Wilderness, the market, every Factory, and the choices in words.

The scene reads one view (`session.view(viewer)`) and submits actions chosen from the legal list as
buttons worded by `game/i18n/daitoshi/`; it never writes to a state. Drawing lives in
`render.py` (the board is drawn once per state change into a cached surface; hover, tooltips and
the turning gears are drawn on top each frame).
"""

from __future__ import annotations

import pygame

from game.core.daitoshi import actions as A
from game.core.daitoshi import events as E
from game.core.daitoshi.components import TERRAINS
from game.i18n import daitoshi as words
from game.i18n import language, t, t_in
from game.ui.scene import Input
from game.ui.tables.base import TableScene
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import log
from game.ui.tables.daitoshi.motion import Motion
from game.ui.tables.daitoshi import render as R
from game.ui.widgets import Button, Widget, rounded

FLASH = 1.4      # seconds (at 1x) a change stays lit on the board
MOTION_COLOURS = {**R.RESOURCE_COLOUR, **R.TERRAIN_COLOUR, "vp": R.ACCENT}
ROW_H = 36       # a choice button
HEAD_H = 20      # a group heading in the list

# Choices grouped under a heading, in the game's words (catalogue keys "dtable.group.<name>").
GROUPS = {
    "dt_start_production": "production",
    "dt_move_magnate": "magnate",
    "dt_activate_building": "activate", "dt_use_government_grant": "activate",
    "dt_end_production": "finish",
    "dt_place_worker": "worker", "dt_end_placing": "finish",
    "dt_exploit_track": "exploit",
    "dt_commit_inventions": "commit", "dt_expand_district": "expand",
    "dt_renovate_district": "expand", "dt_electrify_district": "electrify",
    "dt_trade_with_city": "trade", "dt_contribute_to_mega_machine": "contribute",
    "dt_skip_action": "finish", "dt_stop_advancing": "finish", "dt_decline_partnership": "finish",
}


def group_heading(group: str) -> str:
    return t(f"dtable.group.{group}") if group else ""


class ChoiceButton(Widget):
    """One legal action as a steel-and-brass button with its sentence (wrapped on two lines)."""

    focusable = True

    def __init__(self, wid, label, rect, on_click, action, number=0) -> None:
        super().__init__(wid, rect)
        self.label = label
        self.on_click = on_click
        self.action = action
        self.number = number

    def click(self, pos) -> None:
        self.on_click()

    def draw(self, surface, theme, hover, focused) -> None:
        x, y, w, h = self.rect
        r = theme.rect(x, y, w, h)
        finish = GROUPS.get(self.action.kind) == "finish"
        fill = (88, 78, 58) if hover else ((58, 60, 66) if finish else (70, 66, 58))
        rounded(surface, fill, r, theme.px(6))
        rounded(surface, R.ACCENT if (hover or focused) else (124, 100, 64), r, theme.px(6),
                max(1, theme.px(2 if hover or focused else 1)))
        tx = x + 10
        if self.number:
            pygame.draw.circle(surface, R.BORDER, theme.pt(x + 14, y + h / 2), theme.px(8))
            theme.text(surface, str(self.number), "sans-bold", 11, (20, 16, 12), (x + 14, y + h / 2), "center")
            tx = x + 28
        lines = theme.wrap(self.label, "sans", 12.5, w - (tx - x) - 8)
        if len(lines) > 2:
            lines = lines[:2]
            lines[1] = lines[1][: max(0, len(lines[1]) - 1)] + "…"
        lh = 13   # lines centred on their own middles, a unit up: the font box sits letters low
        for k, line in enumerate(lines):
            theme.text(surface, line, "sans", 12.5, R.TEXT, (tx, y + h / 2 - 1 + (k - (len(lines) - 1) / 2) * lh),
                       "midleft")


class DaitoshiTable(TableScene):
    name = "daitoshi"
    TRAY_RECT = None     # tokens land on the board itself
    SAVE_WARNING_AT = (640, 20)   # in the header (a replay never saves)
    REPLAY_BAR = (918, 366, 350, 88)   # a replay's controls (base.py): the decision panel's foot

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.tab = "log"
        self.auto_tab = False            # the tab was opened for a choice, not by the player
        self.offset = 0                  # first item of the choice list shown
        self.log_scroll = 0
        self.log: list[log.LogEntry] = []   # worded in every language as it happens
        self.legal: list = []
        self.items: list = []            # ("head", text) | ("choice", action)
        self.legal_key = None
        self._board = None
        self._board_key = None
        self._tips: list = []
        self.shown_choices: list = []
        self.head_rows: list = []
        self.more_below = False
        self.flashes: list = []          # (focus, time it started): what just changed, fading
        self.notice_h = 0                # room the notice took when the list was laid out
        self.motion = Motion()           # hexes flying to a Record, gains rising from counters
        self._magnates = self._magnates_now()   # where each Magnate stood before the last action
        self.said: list | None = None    # [text, seconds left]: what the table just did for you
        self.list_rect = L.decision_list()
        self.spots: dict = {}
        self.log.append(log.intro([s.name for s in session.seats], session.state.start_seat))

    # --- reading ----------------------------------------------------------------------------------
    def view(self):
        """The viewer's view, made once per applied action (drawing reads it every frame)."""
        key = (len(self.session.state.history), self.viewer, self.session.state.is_over())
        if getattr(self, "_view_key", None) != key:
            self._view, self._view_key = self.session.view(self.viewer), key
        return self._view

    def names(self, lang: str | None = None) -> list[str]:
        """A name for every seat of the state; a seat no person sits in (the solo Mayor) too."""
        lang = lang or language()
        names = [s.name for s in self.session.seats]
        state = self.session.state
        for i in range(len(names), len(state.players)):  # solo: the Mayor is a player, not a seat
            names.append(t_in(lang, "dtable.mayor") if getattr(state, "solo", None) is not None
                         else t_in(lang, "dtable.player", n=i + 1))
        return names

    def my_turn(self) -> bool:
        seat = self.session.active_seat()
        return seat is not None and seat == self.viewer and self.session.seats[seat].is_human

    # --- widgets ----------------------------------------------------------------------------------
    def layout(self) -> None:
        self.legal = self.session.legal_actions(self.viewer) if self.my_turn() else []
        self.legal_key = (len(self.session.state.history), self.viewer)
        self._follow_tab()
        self.widgets = [Button("menu", lambda: t("table.menu"), L.MENU, lambda: self.handle(Input("back")),
                               style="brass", size=15)]
        for i, name in enumerate(L.TAB_NAMES):
            self.widgets.append(Button(f"tab:{name}", lambda k=L.TAB_LABELS[name]: t(k), L.tab_rect(i),
                                       lambda n=name: self._set_tab(n),
                                       style="brass" if self.tab == name else "secondary", size=13))
        if self.legal:
            x, y, w, _ = L.DECISION
            self.widgets.append(Button("hint", lambda: t("table.hint"), (x + w - 86, y + 6, 76, 22),
                                       self.ask_hint, style="brass", size=12,
                                       enabled=lambda: self.hint_state() != "thinking"))
            if self.can_undo():
                self.widgets.append(Button("undo", lambda: t("dtable.undo"), (x + w - 168, y + 6, 76, 22),
                                           self.undo, style="secondary", size=12))
        self.items = self._grouped(self.legal)
        self.offset = max(0, min(self.offset, len(self.items) - 1))
        # a notice (a refusal, the hint) takes the foot of the panel: the list and its scroll
        # buttons end above it
        self.notice_h = self._notice_height()
        x, y, w, h = L.decision_list()
        h -= self.notice_h
        self.list_rect = (x, y, w, h)
        cy = y
        number = 0
        self.shown_choices: list = []
        self.head_rows: list = []
        self.more_below = False
        for k, item in enumerate(self.items[self.offset:]):
            size = HEAD_H if item[0] == "head" else ROW_H
            need = size + (ROW_H if item[0] == "head" else 0)   # never a heading without its first choice
            if cy + need > y + h - (22 if k else 0):
                self.more_below = True
                break
            if item[0] == "choice":
                number += 1
                action, label = item[1], item[2]
                self.widgets.append(ChoiceButton(f"choice:{self.offset + k}", label, (x, cy, w - 14, ROW_H - 4),
                                                 lambda a=action: self.submit(a), action,
                                                 number if number <= 9 else 0))
                self.shown_choices.append(action)
            else:
                self.head_rows.append((item[1], cy))
            cy += size
        if self.offset > 0 or self.more_below:
            self.widgets.append(Button("scroll:up", lambda: t("dtable.scroll.back"), (x + w - 104, y + h - 20, 50, 19),
                                       lambda: self._scroll(-4), style="brass", size=11,
                                       enabled=self.offset > 0))
            self.widgets.append(Button("scroll:down", lambda: t("dtable.scroll.more"), (x + w - 50, y + h - 20, 50, 19),
                                       lambda: self._scroll(4), style="brass", size=11,
                                       enabled=self.more_below))
        self._board_key = None

    def _grouped(self, legal) -> list:
        """("head", text) and ("choice", action, label) items: choices under headings in the game's
        words; Magnate moves under their district, each told by its space."""
        state = self.session.state
        groups: dict[str, list] = {}
        for a in legal:
            head = GROUPS.get(a.kind, "")
            if isinstance(a, A.MoveMagnate):
                head = words.describe_magnate_district(a, state, lang=language())
            groups.setdefault(head, []).append(a)
        items: list = []
        finish = groups.pop("finish", [])
        for head, actions in groups.items():
            if head and (len(groups) > 1 or isinstance(actions[0], A.MoveMagnate)):
                items.append(("head", head if isinstance(actions[0], A.MoveMagnate)
                              else group_heading(head)))
            for a in actions:
                label = words.describe_magnate_space(a, state, lang=language()) if isinstance(a, A.MoveMagnate) \
                    else words.describe_action(a, state, self.viewer, lang=language())
                items.append(("choice", a, label))
        if finish:
            if items:
                items.append(("head", t("dtable.group.or")))
            items.extend(("choice", a, words.describe_action(a, state, self.viewer, lang=language())) for a in finish)
        return items

    def _follow_tab(self) -> None:
        """A choice about Cities or the Mega-Machine opens their tab (and the log comes back after),
        unless the player picked a tab themselves."""
        if getattr(self, "picked_for", None) == self.legal_key:
            return   # the player chose a tab during this very decision
        wanted = None
        if any(hasattr(a, "city") for a in self.legal):
            wanted = "cities"
        elif any(isinstance(a, A.ContributeToMegaMachine) for a in self.legal):
            wanted = "machine"
        if wanted and (self.tab == "log" or self.auto_tab):
            self.tab, self.auto_tab = wanted, True
        elif not wanted and self.auto_tab:
            self.tab, self.auto_tab = "log", False

    def _set_tab(self, name: str) -> None:
        self.auto_tab = False
        self.picked_for = self.legal_key
        self.tab = name
        self.log_scroll = 0
        self.layout()

    def _scroll(self, d: int) -> None:
        self.offset = max(0, min(len(self.items) - 1, self.offset + d))
        self.layout()

    def _check_viewer(self) -> None:
        """The viewer follows the human who must act, without the hand-off curtain: Daitoshi hides
        nothing from one player that another may see (DESIGN.md, Hidden information: only the
        stacks' order, which no player sees), so every seat's view is the same and passing the
        mouse is all hot-seat needs. The decision panel names whose choice it is."""
        active = self.session.active_seat()
        if active is None or not self.session.seats[active].is_human or active == self.viewer:
            return
        self.viewer = active
        self.on_viewer_changed()

    # --- acting -----------------------------------------------------------------------------------
    def submit(self, action) -> str | None:
        state = self.session.state
        if self.session.active_seat() != getattr(action, "seat", None) or not self.my_turn():
            reason = t("dtable.not_your_turn")
            self.refuse(reason)
            return reason
        refusal = state.refusal(action)
        if refusal is not None:
            reason = self.refusal_words(refusal, action)
            self.refuse(reason)
            return reason
        self.offset = 0
        self.said = None
        return super().submit(action)

    def refusal_words(self, refusal, action) -> str:
        """The rules' or the session's refusal (data) in the table's words."""
        return words.describe_refusal(refusal, action, self.session.state, lang=language())

    # --- events -----------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if self.session.state.history and len(self.log) <= 1:
            self.rebuild_log()

    # --- undo -------------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        """The viewer may take back their last action (the session asks the rules' undo policy,
        game/core/daitoshi/undo.py)."""
        return self.my_turn() and self.session.undo_index(self.viewer) is not None

    def undo(self) -> None:
        """Take back the viewer's last action: the session replays the history without it
        (nothing is edited), and the log is told again from the start."""
        taken = self.session.undo(self.viewer) if self.my_turn() else None
        if taken is None:
            self.refuse(t("dtable.nothing_to_undo"))
            return
        self.rebuild_log()
        told = words.describe_action(taken, self.session.state, self.viewer, lang=language())   # as it was offered
        self.said = [t("dtable.undone", text=told), 3.0]
        self.flashes = []
        self.motion = Motion()
        self._magnates = self._magnates_now()
        self.layout()

    def rebuild_log(self) -> None:
        """A continued game keeps its story: the log again from the start, as the session retells
        it from the same setup (as the save itself is replayed)."""
        intro = self.log[:1]
        self.log = list(intro)
        try:
            for action, events, state in self.session.retell():
                self.log.extend(log.lines(action, events, state, self.names))
        except Exception:  # noqa: BLE001 - a log that cannot be rebuilt must not stop the game
            self.log = intro
        del self.log[:-300]
        self.layout()

    def on_events(self, action, events) -> None:
        self.log.extend(log.lines(action, events, self.session.state, self.names))
        self._flash(action, events)
        speed = self.app.settings.anim_speed
        if speed > 0:
            self.motion.start(self.session.state, events, MOTION_COLOURS, self._magnates, self.spots)
            if self.motion.glides:   # the next move waits for the Magnate to arrive
                self.pace = max(self.pace, max(g.duration - g.t for g in self.motion.glides) / speed)
        self._magnates = self._magnates_now()
        del self.log[:-300]
        self.log_scroll = 0
        self.layout()

    def _magnates_now(self) -> list:
        return [tuple(p.magnate) if p.magnate is not None else None for p in self.session.state.players]

    def _flash(self, action, events) -> None:
        """Mark what an action changed on the board, so moves (an AI's above all) can be followed."""
        if self.app.settings.anim_speed <= 0:
            return
        cities = list(getattr(self.session.state, "cities", []))
        marks = []
        if isinstance(action, A.CommitInventions):
            marks.append({"slots": action.slots})
        for ev in events:
            if isinstance(ev, (E.MagnateMoved, E.WorkerPlaced, E.DistrictExpanded, E.DistrictElectrified)):
                marks.append({"district": ev.district})
            elif isinstance(ev, E.HexExploited):
                marks.append({"track": TERRAINS.index(ev.terrain)})
            elif isinstance(ev, (E.Traded, E.PartnershipUsed)) and ev.city in cities:
                marks.append({"city": cities.index(ev.city)})
            elif isinstance(ev, (E.InventionTaken, E.BuildingActivated)):
                marks.append({"building": ev.building, "seat": ev.seat})
        self.flashes = [f for f in self.flashes if self.time - f[1] < FLASH] + [(m, self.time) for m in marks]

    # --- input --------------------------------------------------------------------------------------
    def handle_table(self, inp: Input) -> bool:
        if inp.kind == "wheel":
            pos = self.app.mouse
            if pos is not None and _inside(L.DECISION, pos):
                self._scroll(-inp.dy)
                return True
            if pos is not None and _inside(L.TABS, pos) and self.tab == "log":
                self.log_scroll = max(0, min(len(self.log) * 2, self.log_scroll + inp.dy * 2))
                self._board_key = None
                return True
        if inp.kind == "key" and inp.key == pygame.K_z and inp.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.undo()
            return True
        if inp.kind == "key" and pygame.K_1 <= inp.key <= pygame.K_9:
            i = inp.key - pygame.K_1
            if i < len(self.shown_choices):
                self.submit(self.shown_choices[i])
            return True
        if inp.kind == "click" and not any(w.hit(inp.pos) for w in self.widgets) \
                and _inside(L.DECISION, inp.pos) and not self.session.is_over():
            seat = self.session.active_seat()
            if seat is not None and not self.my_turn():
                self.refuse(t("dtable.their_turn", name=self.names()[seat]))
                return True
        if inp.kind == "click" and not any(w.hit(inp.pos) for w in self.widgets) and self.items:
            part = self._part_at(inp.pos)
            if part is not None and self._show_choices_for(part):
                return True
        return super().handle_table(inp)

    def _part_at(self, pos) -> dict | None:
        """The part of the board under a click, in the terms `_focus` uses."""
        for d in range(5):
            if _inside(L.district_card(d), pos):
                return {"district": d}
        mx, my, mw, mh = L.MARKET
        tw = (mw - 20 - 4 * 6) / 5
        for slot in range(5):
            if _inside((mx + 10 + slot * (tw + 6), my + 26, tw, mh - 34), pos):
                return {"slot": slot}
        n = len(self.session.state.players)
        for seat in range(n):
            x, y, w, h = L.player_panel(seat, n)
            bw = (w - 16 - 8) / 3
            for b in range(3):
                if _inside((x + 8 + b * (bw + 4), y + 79, bw, h - 84), pos):
                    return {"building": b, "seat": seat}
        if self.tab == "cities":
            x, y, w, h = L.TABS
            cities = len(self.session.state.cities)
            rh = (h - 32) / max(1, cities)
            for c in range(cities):
                if _inside((x + 6, y + 27 + c * rh, w - 12, rh - 4), pos):
                    return {"city": c}
        return None

    def _show_choices_for(self, part: dict) -> bool:
        """Clicking a district, a market slot, a building or a City scrolls the choices to the first
        one about it (choosing stays with the buttons: a click on the board never acts)."""
        view = self.view()
        for i, item in enumerate(self.items):
            if item[0] != "choice":
                continue
            f = self._focus(view, item[1])
            if "slot" in part:
                hit = part["slot"] in (f.get("slots") or ())
            else:
                hit = all(f.get(k) == v for k, v in part.items())
            if hit:
                self._scroll_to_item(i)
                return True
        return False

    def _scroll_to_item(self, i: int) -> None:
        """Bring choice i into the list, from its group's heading when the group fits that far
        (a choice read without its heading, "Middle space", loses its sense), else from i."""
        head = next((k for k in range(i, -1, -1) if self.items[k][0] == "head"), None)
        self.offset = head if head is not None else i
        self.layout()
        if self.items[i][1] not in self.shown_choices:
            self.offset = i
            self.layout()

    def update(self, dt: float) -> None:
        super().update(dt)
        key = (len(self.session.state.history), self.viewer)
        self.motion.update(dt, self.app.settings.anim_speed)
        if self.said is not None:
            self.said[1] -= dt
            if self.said[1] <= 0:
                self.said = None
        if (key != self.legal_key or self._notice_height() != self.notice_h) and not self.done:
            self.layout()
        if self.hint_state() == "ready" and not self.hint.get("shown"):
            self.hint["shown"] = True
            self._scroll_to(self.hint["action"])

    # --- hints ----------------------------------------------------------------------------------------
    def hint_words(self, view, action) -> str:
        return words.describe_action(action, view, self.viewer, lang=language())

    def _scroll_to(self, action) -> None:
        """Bring a choice (the hinted one) into the list's view, its heading with it."""
        if action in self.shown_choices:
            return
        for i, item in enumerate(self.items):
            if item[0] == "choice" and item[1] == action:
                self._scroll_to_item(i)
                return

    # --- drawing --------------------------------------------------------------------------------------
    def _hovered_action(self):
        mouse = self.app.mouse
        for w in self.widgets:
            if isinstance(w, ChoiceButton) and w.hit(mouse):
                return w.action
        return None

    def _focus(self, view, action) -> dict:
        """What the hovered choice is about, highlighted on the board."""
        if action is None:
            return {}
        f: dict = {}
        seat = getattr(action, "seat", None)
        if isinstance(action, A.MoveMagnate):
            f["district"] = (view.players[seat].magnate[0] + action.steps) % 5
            f["space"] = action.space
        for name in ("district", "city", "building"):
            if hasattr(action, name):
                f[name] = getattr(action, name)
        if isinstance(action, (A.PlaceWorker, A.ChooseWorkshopReward)):
            f["district"] = view.cur_district
        if isinstance(action, A.CommitInventions):
            f["slots"] = action.slots
        f["seat"] = seat
        return f

    def _ctx_colours(self) -> list:
        seats = self.session.seats
        return [self.theme.seat_colour(s.colour) for s in seats] + \
            [R.NEUTRAL] * (len(self.session.state.players) - len(seats))

    def _ctx(self, view) -> R.Ctx:
        seats = self.session.seats
        active = self.session.active_seat()
        title, help_ = "", ""
        waiting = ""
        if self.session.is_over():
            title = t("dtable.over")
            waiting = t("dtable.over_results")
        names = self.names()
        if not self.session.is_over() and active is not None:
            name = names[active]
            human = active < len(seats) and seats[active].is_human
            title, help_ = words.describe_decision(view, name, lang=language())
            if not self.my_turn():
                waiting = self.turn_words(name, human) + "  " + title + "."
                help_ = ""
        extra = len(names) - len(seats)
        ctx = R.Ctx(names=names, colours=[self.theme.seat_colour(s.colour) for s in seats] + [R.NEUTRAL] * extra,
                    humans=[s.is_human for s in seats] + [False] * extra, viewer=self.viewer, active=active,
                    colour_blind=self.theme.colour_blind, tab=self.tab, log=self.log,
                    log_scroll=self.log_scroll, decision_title=title, decision_help=help_,
                    time=self.time)
        ctx.waiting = waiting
        ctx.moving = self.motion.moving()
        return ctx

    def _board_surface(self, size, view):
        key = (len(self.session.state.history), size, self.viewer, self.tab, self.log_scroll,
               self.theme.colour_blind, len(self.log), self.session.is_over(), language(), self.motion.moving())
        if key == self._board_key and self._board is not None:
            return self._board
        theme = self.theme
        chrome_key = (size, len(view.players))
        if getattr(self, "_chrome_key", None) != chrome_key:
            self._chrome = pygame.Surface(size)
            R.draw_chrome(self._chrome, theme, len(view.players))
            self._chrome_key = chrome_key
        surf = self._board if self._board is not None and self._board.get_size() == size else pygame.Surface(size)
        surf.blit(self._chrome, (0, 0))
        ctx = self._ctx(view)
        R.draw_header(surf, theme, view, ctx)
        R.draw_ring(surf, theme, view, ctx)
        R.draw_tracks(surf, theme, view, ctx)
        R.draw_market(surf, theme, view, ctx)
        R.draw_players(surf, theme, view, ctx)
        R.draw_decision(surf, theme, view, ctx, ctx.waiting)
        if not ctx.waiting and len(self.items) <= 5:
            R.draw_pending_invention(surf, theme, view, ctx)
        R.draw_tabs(surf, theme, view, ctx)
        self._board, self._board_key, self._tips = surf, key, ctx.tips
        self.spots = ctx.spots            # where each Factory's stats are written, for motion
        return surf

    def draw_table(self, surface: pygame.Surface) -> None:
        theme = self.theme
        view = self.view()
        focus = self._focus(view, self._hovered_action())
        surface.blit(self._board_surface(surface.get_size(), view), (0, 0))
        speed = max(0.25, self.app.settings.anim_speed)
        for mark, start in self.flashes:
            age = (self.time - start) * speed
            if age < FLASH:
                R.draw_focus(surface, theme, view, mark, self.tab, alpha=255 * (1 - age / FLASH))
        R.draw_focus(surface, theme, view, focus, self.tab)
        self.motion.draw(surface, theme, R.draw_hex)
        self.motion.draw_glides(surface, theme, R.draw_magnate, self._ctx_colours(),
                                [R.th.SEAT_COLOURS[i % 6][2] for i in range(len(view.players))], theme.colour_blind)
        if not self.my_turn() and not self.session.is_over():
            x, y, w, h = L.DECISION
            cx, cy = x + w - 58, y + 34
            R.art.gear(surface, theme.pt(cx, cy), theme.px(18), 12, R.BORDER, self.time * 1.2)
            R.art.gear(surface, theme.pt(cx + 28, cy + 10), theme.px(11), 9, R.th.COPPER, -self.time * 2.0)
        if self.items and self.offset < len(self.items):
            x, y, w, h = self.list_rect
            for wid, pos in self.head_rows:
                theme.text(surface, R.fit(theme, wid.upper(), "sans-bold", 11, w - 16), "sans-bold", 11, R.ACCENT,
                           (x + 2, pos + HEAD_H / 2 + 1), "midleft")
            n = sum(1 for i in self.items if i[0] == "choice")
            theme.text(surface, t("dtable.choices_one" if n == 1 else "dtable.choices_many", n=n)
                       + (t("dtable.scroll_for_more") if self.more_below or self.offset else ""),
                       "sans", 10, R.SOFT, (x + 2, y + h - 10), "midleft")
        self.draw_widgets(surface)
        hint = self.hint_state() if self.my_turn() else "none"
        if hint == "ready":
            for wid in self.widgets:
                if isinstance(wid, ChoiceButton) and wid.action == self.hint["action"]:
                    rounded(surface, R.ACCENT, theme.rect(*wid.rect).inflate(theme.px(4), theme.px(4)),
                            theme.px(7), max(2, theme.px(2.5)))
        notice = self._notice_now()
        if notice is not None:
            self._notice(surface, *notice)
        mouse = self.app.mouse
        if mouse is not None:
            mp = theme.pt(*mouse)
            over_widget = any(w.hit(mouse) for w in self.widgets)
            hovered = next((w for w in self.widgets if isinstance(w, ChoiceButton) and w.hit(mouse)), None)
            if hovered is not None and len(theme.wrap(hovered.label, "sans", 12.5, hovered.rect[2] - 36)) > 2:
                R.draw_tooltip(surface, theme, hovered.label, mp)   # the whole sentence, when cut short
            elif not over_widget:
                for rect, text in reversed(self._tips):
                    if rect.collidepoint(mp):
                        R.draw_tooltip(surface, theme, text, mp)
                        break

    def _notice_now(self) -> tuple | None:
        """What the box at the foot of the decision panel says now: a refusal, or the hint."""
        if self.message_time > 0 and self.message:
            return self.message, (90, 36, 30), R.ALERT
        if self.said is not None:
            return self.said[0], (40, 44, 52), R.ACCENT
        hint = self.hint_state() if self.my_turn() else "none"
        if hint != "none":
            text = t("table.hint.thinking") if hint == "thinking" else t("table.hint.text", hint=self.hint["text"])
            return text, (40, 44, 52), R.ACCENT
        return None

    def _notice_lines(self, text: str) -> list[str]:
        return self.theme.wrap(text, "sans-bold", 12, L.DECISION[2] - 24)[:3]

    def _notice_height(self) -> int:
        """The room the notice takes at the foot of the decision panel (0 without one)."""
        notice = self._notice_now()
        return 0 if notice is None else 12 + 16 * len(self._notice_lines(notice[0])) + 6

    def _notice(self, surface, text: str, fill, border) -> None:
        """A box at the foot of the decision panel: a refusal, or the hint."""
        theme = self.theme
        x, y, w, h = L.DECISION
        lines = self._notice_lines(text)
        bh = 12 + 16 * len(lines)
        r = theme.rect(x + 6, y + h - bh - 6, w - 12, bh)
        rounded(surface, fill, r, theme.px(6))
        rounded(surface, border, r, theme.px(6), max(1, theme.px(1.5)))
        for k, line in enumerate(lines):
            theme.text(surface, line, "sans-bold", 12, R.TEXT, (x + 14, y + h - bh + k * 16))


def _inside(rect, pos) -> bool:
    x, y, w, h = rect
    return pos is not None and x <= pos[0] <= x + w and y <= pos[1] <= y + h
