"""The Arigatō table: where a game of 1 to 5 seats, humans and AI in any mix, is played.

The scene reads one view (`session.view(viewer)`) and the story as the viewer may know it, and
submits actions chosen from the legal list; it never writes to a state, and never sees one whole
(game/input/face.py). Undo asks the session (which replays the history without the action).
Drawing lives in `render/`: each frame this module gathers what drawing needs into one `Ctx`
and hands it to its `Renderer`. The dawn plan lives in `dawn.py`, the mouse and the pickers in
`pointer.py`; this module holds the rest of what the player is doing (the open workshop menu,
the hint, the log; the open workshop menu in `workshop_menu.py`) and the table's life with its session.
"""

from __future__ import annotations

import pygame

from game.core.arigato import events as ev
from game.core.arigato.actions import (AssignRoles, ChooseBonusItems, DiscardItem, EmptyWorkshop,
                                       EndDay, PrepareOffering, Trade, UseEffect)
from game.core.arigato.prompts import BonusPrompt, EffectPrompt
from game.i18n import language, shown_name, t
from game.ui.scene import Input
from game.ui.tables.arigato import card_art
from game.ui.tables.arigato import cues
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import panel_layout as PL
from game.ui.tables.arigato.dawn import DawnDesk, DawnPlan
from game.ui.tables.arigato.dish import FavorDish
from game.ui.tables.arigato.keys import ArigatoKeys
from game.ui.tables.arigato.log import Entry, FinalScore, ObjectiveMissed
from game.ui.tables.arigato.moments import Moments, dusk_moment, final_moment
from game.ui.tables.arigato.parts import part_rects
from game.ui.tables.arigato.pointer import Pointer
from game.ui.tables.arigato.render import Ctx, Renderer, motion
from game.ui.tables.arigato.showing import Showing
from game.ui.tables.arigato.words import hint_words, objective_body, refusal_text
from game.ui.tables.arigato.workshop_menu import WorkshopMenu
from game.ui.tables.base import TableScene
from game.ui.tables.curtain import Curtain
from game.ui.tables.layers import table_alone
from game.ui.widgets import Button, opaque_parts


class ArigatoTable(ArigatoKeys, Showing, DawnDesk, Pointer, WorkshopMenu, Curtain, TableScene):
    name = "arigato"
    TRAY_RECT = None  # Arigatō's tokens land on the villages themselves
    REPLAY_BAR = L.REPLAY_BAR
    PRACTICE_AT = L.PRACTICE_AT
    CHAT_AT = L.CHAT_AT
    SAVE_WARNING_AT = L.SAVE_WARNING_AT
    COACH_PLACES = L.COACH_PLACES
    CUES = staticmethod(cues.cue)   # the sound of each event (cues.py)
    # the first picture prepared a slice a frame before the table is shown (`prepare_first`,
    # curtain.py)

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        humans = session.human_seats()
        if len(humans) == 1:
            self.viewer = humans[0]  # one human: their view from the first frame
        self._view_cache: tuple | None = None
        self.content = self.view().content
        self.entries: list[Entry] = []
        self.log_scroll = 0           # lines scrolled up from the newest
        self.plan = DawnPlan()
        self.plan_key = None
        self.suggestion: dict | None = None   # Suggest on a full village: the workshop to empty, then the plan
        self.selected: int | None = None      # hand card picked up at dawn
        self.drag: dict | None = None
        self.popup: int | None = None         # workshop whose menu is open (day)
        self.trade_give: int | None = None    # item offered in a trade (day)
        self.bonus: list[int] = []            # items picked for the 10-favor bonus
        self.pulses: list = []                # [rect, colour, life 1..0]: what just changed
        self.flights: list = []               # item, favor and offering icons on their way
        self.flips: list = []                 # residents turning face up at the reveal
        self._key = None
        self._quick = False
        self._objectives_noted = self.view().day - 1
        self._final_noted = False
        self.toast: list | None = None        # [day, seats that met it, seconds left]: the dusk's verdict
        self.moments = Moments()              # the dusk and the final count, shown in turn over the table
        self.looking: list = [0, 0.0, False]  # [card under the mouse, seconds on it, right-clicked]
        self.dish: FavorDish | None = None    # the home village's favor tokens, in pymunk
        self.renderer = Renderer(online=self.chat is not None)   # draws the table, keeps its picture
        self._layout: tuple | None = None     # ((seats, home), the table layout for them)
        self.undrawn = 0                      # frames updated since the last one drawn

    def enter(self) -> None:
        super().enter()
        if not self.entries:
            self.rebuild_log()
        self.raise_curtain()

    def draw(self, surface: pygame.Surface) -> None:
        """The table, once its first picture is whole (`prepare_first`); until then the
        screen before it."""
        if self.curtain is not None and not self.renderer.whole_asked:
            surface.blit(self.curtain, (0, 0))
            self.renderer.left = None
            return
        self.curtain = None
        self.renderer.follows = self.renderer.follows and self.undrawn <= 1   # no frame left undrawn
        self.undrawn = 0
        super().draw(surface)
        # where the next frame puts the picture back (put_back.py): what the table alone drew over it
        over = self.renderer.over
        self.renderer.left = (surface, over) if over is not None and table_alone(self) else None

    def pause(self) -> None:
        """Another scene draws the window: the table's next frame puts its picture whole."""
        self.renderer.left = None
        super().pause()

    def prepare_first(self) -> None:
        """A slice of the table's first picture in each frame (drawn or not) until it is whole
        (render/table.py, `prepare`): then the table is shown."""
        if self.renderer.prepare(self.app.screen.get_size(), self.context()):
            self.curtain = None

    def rebuild_log(self) -> None:
        """The log from the start, as the session tells the story to the viewer: the setup's own
        events (day 1, the first hands), then each action's (a continued game keeps its story;
        in hot-seat each viewer's log holds only what that viewer may know)."""
        self.entries = []
        self._objectives_noted = 0
        self._final_noted = False
        for chapter in self.session.story(self.viewer):
            self.entries.append(Entry(chapter.index, chapter.seat, list(chapter.events)))
            self.note_dusk_and_end(chapter.index, self.entries[-1].events)
        self._objectives_noted = max(self._objectives_noted, self.view().day - 1)
        del self.entries[:-600]
        self.caught_up()

    def exit(self) -> None:
        super().exit()
        card_art.clear_caches()

    # --- reading ------------------------------------------------------------------------------
    @property
    def home(self) -> int:
        if self.viewer is not None:
            return self.viewer
        mark = getattr(self.session, "mark", None)
        if mark is not None:      # a replay opened at a reviewed decision: the deciding seat's village
            return mark.reviewed.seat
        humans = self.session.human_seats()
        return humans[0] if humans else 0

    def view(self):
        """What is on screen: the viewer's view; with no human yet, public information only; in a
        game of AI only, everything."""
        key = (self.session.revision(), self.viewer)
        if self._view_cache is None or self._view_cache[0] != key:
            self._view_cache = (key, self.session.view(self.viewer))
        return self._view_cache[1]

    def my_turn(self) -> bool:
        v = self.viewer
        return (v is not None and self.session.active_seat() == v
                and self.session.seats[v].is_human and not self.session.is_over())

    def legal(self) -> list:
        return self.session.legal_actions(self.viewer) if self.my_turn() else []

    def names(self) -> list[str]:
        return [shown_name(s.name) for s in self.session.seats]

    def can_undo(self) -> bool:
        """The viewer has an action that may be taken back (the session asks the rules' undo
        policy, game/core/arigato/undo.py)."""
        return self.my_turn() and self.session.can_undo(self.viewer)

    def part_rects(self, name: str) -> list[tuple]:
        """Where the part called `name` is drawn now (the coach lights it): parts.py."""
        return super().part_rects(name) or part_rects(self, name)

    # --- acting -------------------------------------------------------------------------------
    def refusal_words(self, refusal, action) -> str:
        """The rules' or the session's refusal (data) in the table's words: workshops by place."""
        return refusal_text(self.content, refusal)

    def sent_words(self, action) -> str:
        return hint_words(self.content, self.view(), action) if action is not None else ""

    def act(self, action) -> bool:
        reason = self.submit(action)
        self.popup = None
        self.trade_give = None
        self.layout()
        return reason is None

    def undo(self) -> None:
        if not self.can_undo() or self.session.undo(self.viewer) is None:
            self.refuse(t("arigato.refuse.nothing_to_undo"))
            return
        self.rebuild_log()   # the story as the session tells it now, without the action
        self.popup = self.trade_give = None
        self.layout()

    def on_events(self, chapter) -> None:
        # an AI's secret dawn commitment shows nothing to follow: no need to wait after it
        self._quick = chapter.kind == AssignRoles.kind and chapter.seat != self.viewer
        events = list(chapter.events)
        self.entries.append(Entry(chapter.index, chapter.seat, events))
        self.note_dusk_and_end(chapter.index, events, now=True)
        del self.entries[:-600]
        if self.app.settings.anim_speed > 0:
            # highlights and flying tokens run on their own clock: they never hold the game up
            # or swallow a click
            ctx = self.context()
            for rect, colour in motion.pulse_targets(ctx, events):
                self.pulses.append([rect, colour, 1.0])
            del self.pulses[:-24]
            for k, (rect, card) in enumerate(motion.reveals(ctx, events)):
                self.flips.append({"rect": rect, "card": card, "t": -0.12 * k})
            for k, (name, start, end) in enumerate(motion.flight_paths(ctx, events)[:12]):
                self.flights.append({"icon": name, "start": start, "end": end, "t": -0.08 * k})
                if name == "favor" and self.dish is not None and L.inside(end, self.dish.rect):
                    self.dish.expect(0.6 + 0.08 * k)   # the flight's time at 1x
            del self.flights[:-30]
        self.layout()

    def note_dusk_and_end(self, index: int, events: list, now: bool = False) -> None:
        """After each dusk, note in the log who missed the day's objective (the rules only tell
        who met it); at the end, each seat's score with its breakdown. Which days just ended
        is read from the action's own events (a new day began, the game ended), so the notes
        land in the same place live and when the log is rebuilt from a save. `now`: the move was
        just made at the table (its dusk is shown as a moment, or its verdict in a line); the
        calendar and the final scores are read from the view, which holds them."""
        view = self.view()
        ended = [e.day - 1 for e in events if isinstance(e, ev.DayBegan)]
        over = any(isinstance(e, ev.GameEnded) for e in events)
        if over:
            ended.append(self.content.counts["days"])
        notes = []
        live = now and self.app.settings.anim_speed > 0 and not self.stepping
        for day in sorted(d for d in ended if d > self._objectives_noted):
            if live:   # the dusk as a moment at the table (days without an objective: its effects)
                moment = dusk_moment(self.entries, day, view)
                if day in view.objectives or any(row.effects for row in moment.rows):
                    self.moments.add(moment)
            if day not in view.objectives:
                continue
            met = {s for s in range(view.num_seats) if view.objective_met(s, day)}
            notes += [ObjectiveMissed(s, day) for s in range(view.num_seats) if s not in met]
            if now and self.viewer is not None and not live:
                self.toast = [day, tuple(sorted(met)), 4.0]   # the verdict in a line, animations off
        self._objectives_noted = max([self._objectives_noted] + ended)
        if over and not self._final_noted:
            self._final_noted = True
            if live:
                self.moments.add(final_moment(view))
            scores = view.scores()
            for seat, sc in enumerate(scores):
                if view.solo:
                    won, target = view.solo_outcome()
                    notes.append(FinalScore(seat, sc.breakdown, sc.total, target, won))
                else:
                    notes.append(FinalScore(seat, sc.breakdown, sc.total))
        if notes:
            self.entries.append(Entry(index, None, notes))

    def on_rewound(self) -> None:
        """A replay stepped back or jumped: what moved or was shown for the old position goes."""
        self.moments.clear()
        self.toast = None
        self.pulses, self.flights, self.flips = [], [], []
        super().on_rewound()

    def toast_words(self) -> str:
        """The dusk's verdict for the player, worded in the language on screen."""
        day, met, _ = self.toast
        who = [self.names()[s] for s in met]
        mine = t("arigato.toast.met" if self.viewer in met else "arigato.toast.missed", day=day)
        return mine + (t("arigato.toast.met_by", names=", ".join(who)) if who else t("arigato.toast.nobody"))

    # --- widgets ------------------------------------------------------------------------------
    def layout(self) -> None:
        self._key = (self.session.revision(), self.viewer, language())
        w: list = [Button("menu", t("table.menu"), L.MENU, lambda: self.handle(Input("back")),
                          style="secondary", size=16),
                   Button("rules", t("menu.rules"), L.RULES, lambda: self.app.open_rules("arigato"),
                          style="ghost", size=16)]
        view = self.view()
        if self.my_turn():
            v = self.viewer
            village = view.villages[v]
            prompt = view.prompt(v)
            if isinstance(prompt, (EffectPrompt, BonusPrompt)):
                if isinstance(prompt, EffectPrompt):
                    card = prompt.card
                    w.append(Button("use", t("arigato.button.use"), PL.USE_EFFECT,
                                    lambda c=card: self.act(UseEffect(v, c, True))))
                    w.append(Button("skip", t("arigato.button.skip"), PL.SKIP_EFFECT,
                                    lambda c=card: self.act(UseEffect(v, c, False)), style="secondary"))
                else:
                    w.append(Button("bonus_ok", t("arigato.button.take_bonus"), PL.TAKE_BONUS,
                                    self.confirm_bonus, enabled=lambda: len(self.bonus) == 2))
                    w.append(Button("bonus_clear", t("arigato.button.clear"), PL.CLEAR_BONUS,
                                    self.clear_bonus, style="secondary"))
            elif view.phase == "dawn":
                self.sync_plan(view)
                w.append(Button("confirm", t("arigato.button.confirm"), PL.CONFIRM_ROLES,
                                self.confirm_roles, enabled=self.plan_ready, size=20))
                w.append(Button("clear", t("arigato.button.start_over"), PL.START_OVER,
                                self.clear_plan, style="secondary", size=16))
                if self.session.helps:
                    w.append(Button("auto", t("arigato.button.suggest"), PL.SUGGEST,
                                    self.suggest_plan, style="ghost", size=16))
                if self.can_undo():   # a workshop emptied this dawn
                    w.append(Button("undo", t("arigato.button.undo"), PL.UNDO_DAWN, self.undo,
                                    style="secondary", size=16))
            elif view.phase == "day":
                w.append(Button("end_day", t("arigato.button.end_day"), PL.END_DAY,
                                lambda: self.act(EndDay(v))))
                w.append(Button("undo", t("arigato.button.undo"), PL.UNDO_DAY, self.undo,
                                style="secondary", size=16,
                                enabled=self.can_undo))
            if self.session.helps and (view.phase != "dawn" or village.pending):
                # every decision but dawn's (which has Suggest) may ask for a hint: the day's, an
                # effect to use or skip, the 10-favor bonus, the dusk's discard
                w.append(Button("hint", t("table.hint"), PL.HINT, self.ask_hint,
                                style="ghost", size=16, enabled=lambda: self.hint_state() != "thinking"))
            if view.phase in ("dawn", "day") and not village.pending and self.popup is not None:
                w.extend(self.popup_buttons(view, self.popup))
        self.widgets = w
        self.renderer.buttons = tuple(dict.fromkeys(b.font() for b in w if isinstance(b, Button)))   # opened ahead

    def current_layout(self) -> L.TableLayout:
        key = (len(self.session.seats), self.home)
        if self._layout is None or self._layout[0] != key:
            self._layout = (key, L.compute(*key))
        return self._layout[1]

    # --- hints (asked and thought in TableScene) -------------------------------------------------
    REASON_WORDS = "arigato.reason.{key}"
    POINTS = "arigato"          # its hints count favor

    def hint_key(self) -> tuple:
        """This seat's own situation: a hint holds while it is unchanged (AI seats acting
        meanwhile do not change what this seat should do)."""
        if self.viewer is None:
            return (self.session.revision(),)
        st = self.view()
        v = st.villages[self.viewer]
        return (self.viewer, st.day, st.phase, tuple(v.items), tuple(v.workshops), tuple(v.offerings),
                tuple(v.pending), v.done, len(v.hand))

    @staticmethod
    def action_words(view, seat, action) -> str:
        return hint_words(view.content, view, action)

    @staticmethod
    def reason_detail(view, key: str, n: int) -> str:
        """A day's objective met: what it asks ("3+ artisans in your village"), from the
        calendar (public); any other number as it is."""
        objective = view.objectives.get(n) if key == "objective" else None
        return objective_body(objective, brief=True) if objective is not None else str(n)

    # --- frame ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._quick = False
        self.moments.update(dt, self.app.settings.anim_speed)
        super().update(dt)
        if self._quick and self.pace > 0:
            self.pace = min(self.pace, 0.1)
        if (self.session.revision(), self.viewer, language()) != self._key and not self.done:
            self.layout()
        speed = self.app.settings.anim_speed
        for p in self.pulses:
            p[2] -= dt * max(speed, 0.5) / 1.2
        self.pulses = [p for p in self.pulses if p[2] > 0 and speed > 0]
        for f in self.flights:
            f["t"] += dt * max(speed, 0.5) / 0.6
        self.flights = [f for f in self.flights if f["t"] < 1.0 and speed > 0]
        if self.toast is not None:
            self.toast[2] -= dt
            if self.toast[2] <= 0:
                self.toast = None
        for f in self.flips:
            f["t"] += dt * max(speed, 0.5) / 0.5
        self.flips = [f for f in self.flips if f["t"] < 1.0 and speed > 0]
        self.sync_dish(dt)
        self.adopt_suggestion()
        self.follow_the_eye(dt)
        if self.log_scroll:   # never further up than the oldest line kept (the log may change)
            self.log_scroll = min(self.log_scroll, self.renderer.log.most_scroll(self.context()))
        if self.curtain is not None:
            self.prepare_first()
        self.undrawn += 1       # until drawn (`draw`): frames left undrawn draw the picture whole after

    def sync_dish(self, dt: float) -> None:
        """The favor dish follows the home village's favor (it shows; it never counts)."""
        rect = self.current_layout().dish
        if self.dish is None or self.dish.rect != rect:
            self.dish = FavorDish(rect)
        self.dish.sync(self.home, self.view().villages[self.home].favor, self.app.settings.anim_speed, dt)

    @property
    def tips(self) -> list:
        """(rect, words) of each tooltip region drawn in the last frame, topmost last."""
        return self.renderer.tips

    def context(self) -> Ctx:
        """What drawing needs this frame: the renderer reads this, never the scene."""
        view = self.view()
        session = self.session
        my_turn = self.my_turn()
        dawn = my_turn and view.phase == "dawn"
        hint = self.hint_state() if my_turn else "none"
        hinted = self.hint["action"] if hint == "ready" else None
        suggested = self.suggested() if dawn else None
        if suggested is not None:
            hinted = suggested["empty"]
        why, suggesting = self.suggestion_why(dawn, suggested)
        if suggesting:          # said in the dawn's help, never at the panel's foot
            hint = "none"
        mouse = self.app.mouse
        return Ctx(
            theme=self.theme, content=self.content, view=view,
            point=self.session.revision(), layout=self.current_layout(),
            seats=session.seats, viewer=self.viewer, home=self.home, active=session.active_seat(),
            my_turn=my_turn, game_over=session.is_over(),
            all_face_up=self.viewer is None and not session.human_seats(), replay=session.is_replay,
            plan=self.plan, needs=self.needs(view) if dawn else (0, 0),
            can_assign=dawn and any(isinstance(a, AssignRoles) for a in self.legal()),
            hand=self.hand_rects(view), zones=self.zone_cards(view) if dawn else {},
            selected=self.selected, drag=self.drag, popup=self.popup, trade_give=self.trade_give,
            bonus=tuple(self.bonus), mouse=mouse,
            over_widget=any(w.visible and w.hit(mouse) for w in self.widgets), time=self.time,
            message=self.message if self.message_time > 0 else "",
            toast=(self.toast_words(), self.toast[2]) if self.toast is not None else None,
            moment=self.moments.current(), zoom=self.zoomed(),
            hint=hint, hint_words=self.hint["text"] if hint == "ready" else "",
            hint_lines=self.hint_lines() if hint == "ready" else (),
            suggestion=suggested["short" if why else "text"] if suggested is not None else "",
            dawn_why=why,
            hint_places=tuple(self.places_of(hinted)) if hinted is not None else (),
            pulses=self.pulses, flips=self.flips, flights=self.flights, dish=self.dish,
            entries=self.entries, log_scroll=self.log_scroll, log=self.renderer.log,
            keepouts=tuple(self.tip_keepouts()), away=session.away(), log_floor=self.log_floor(),
            log_ceiling=self.coach.below(L.LOG) if self.coach is not None else None,
            marked=self.marked(), menu=tuple(w.rect for w in self.opened_widgets()),
            menu_refusal=self.menu_refusal() if self.popup is not None else "")

    def marked(self) -> tuple:
        """A reviewed decision the replay stands at, in the village drawn large: the places its
        move played and its better move name (`places_of`), each outlined as the hint outlines
        them, in each move's colour: (rect, out, colour). A move with no place (ending the day)
        is said in the note's words alone (ui/review/mark.py)."""
        mark = self.review_mark()
        if mark is None or self.session.position() != mark.reviewed.move or mark.reviewed.seat != self.home:
            return ()
        d = mark.reviewed
        return tuple((rect, out, colour) for a, colour in zip((d.played.action, d.best.action), self.MARK_COLOURS)
                     for rect, out in self.places_of(a))

    def places_of(self, action) -> list[tuple]:
        """Where a move of the village drawn large shows on its table, as (rect, out): the place
        (base units) and how far outside it its outline lies. The workshop a role, an emptying or
        an offering names, the artisan whose effect is used or declined (in a workshop or under
        the palace gate), framed as a workshop is; the items a trade gives and takes, a discard
        drops or a favor bonus chooses, their boxes hugged (clear of their neighbours and the
        supply's title); none for ending the day."""
        lay = self.current_layout()
        village = self.view().villages[self.home]
        items = self.content.items
        if isinstance(action, (PrepareOffering, EmptyWorkshop, AssignRoles)):
            return [(lay.grid[action.slot], L.FRAME_OUT)]
        if isinstance(action, UseEffect):
            if action.card in village.workshops:
                return [(lay.grid[village.workshops.index(action.card)], L.FRAME_OUT)]
            return [(lay.gate, L.FRAME_OUT)] if action.card in village.gate else []
        named = {Trade: lambda a: (a.give, a.take), DiscardItem: lambda a: (a.item,),
                 ChooseBonusItems: lambda a: a.items}.get(type(action))
        if named is None:
            return []
        boxes = L.supply_rects(lay.supply, len(items))
        return [(boxes[items.index(item)], L.ITEM_FRAME_OUT) for item in dict.fromkeys(named(action))
                if item in items]

    def draw_table(self, surface: pygame.Surface) -> Ctx:
        ctx, shown = self.context(), [w for w in self.widgets if w.visible]   # buttons' paper: painted opaque later
        self.renderer.covered = opaque_parts(shown, self.theme)   # this frame (here, draw_opened): not put back
        self.renderer.draw_table(surface, ctx)   # the table and what moves on it
        self.draw_widgets(surface)   # (a button's shadow and focus ring reach a few pixels past it)
        self.renderer.drew_over([self.theme.rect(*w.rect).inflate(2 * self.theme.px(5), 2 * self.theme.px(5)) for w in shown])
        return ctx

    def draw_tooltip(self, surface: pygame.Surface, drawn: Ctx) -> None:
        self.renderer.draw_on_top(surface, drawn, table_alone(self))  # what the mouse holds, a moment, the tooltip: over the coach (layers.py)
        self.renderer.draw_ahead(drawn)            # the frame's last drawing: faces a later move may need


__all__ = ["ArigatoTable", "DawnPlan", "hint_words"]
