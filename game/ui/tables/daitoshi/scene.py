"""The Daitoshi table: the main board, every Factory, the Mayor at the table, and the choices.

The scene reads one view (`session.view(viewer)`) and the story the session tells the viewer, and
submits actions from the legal list, never writing to a state nor seeing one whole
(game/input/face.py). A click on the board takes the action the list offers for that place
(hits.py; a place that means several opens a little menu of them); the worded list (choices.py)
stays as the keyboard's and accessibility's way, and hovering either lights the other. What each
move did is played out at the table's pace (story.py, motion.py), the end of the game part by
part (finale.py). What a frame draws is gathered in drawing.py (the context, the notice); the
drawing itself lives in render.py and its region modules; the last-frame pieces drawn over the
board (lights, the picker, the notice, the tooltip) in overlay.py.
"""

from __future__ import annotations

import pygame

from game.core.daitoshi import events as E
from game.i18n import daitoshi as words
from game.i18n import language, said_to, shown_name, t, t_in
from game.ui.scene import Input
from game.ui.tables.base import TableScene
from game.ui.tables.coach import CoachStyle
from game.ui.tables.daitoshi import choices, hits, log, overlay, parts, story
from game.ui.tables.daitoshi import cues
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi.ctx import Ctx
from game.ui.tables.curtain import Curtain
from game.ui.tables.daitoshi.drawing import TableDrawing
from game.ui.tables.daitoshi.finale import Finale
from game.ui.tables.daitoshi.keys import DaitoshiKeys
from game.ui.tables.daitoshi.motion import Motion, glide_for
from game.ui.tables.daitoshi.render import Renderer
from game.ui.widgets import Button
from game.ui.tables.daitoshi.parts import part_rects


MOTION_COLOURS = {**P.RESOURCE_COLOUR, **P.TERRAIN_COLOUR, "vp": P.ACCENT}
LOG_KEPT = 300                           # the log's lines kept (scrolling back goes no further)
ChoiceButton = choices.ChoiceButton      # the tests and the pilot speak of the table's buttons


class DaitoshiTable(DaitoshiKeys, TableDrawing, Curtain, TableScene):
    name = "daitoshi"
    TRAY_RECT = None     # tokens land on the board itself
    SAVE_WARNING_AT = (640, 16)   # in the header, where a replay's tag goes (a replay never saves)
    REPLAY_BAR = L.REPLAY_BAR
    PRACTICE_AT = L.PRACTICE_AT
    CHAT_AT = L.CHAT_AT
    MARK_COLOURS = ((236, 92, 66), P.ACCENT)   # bright on the dark board; the better move as a hint's ring
    COACH_PLACES = L.COACH_PLACES
    CUES = staticmethod(cues.cue)   # the sound of each event (cues.py)
    COACH_STYLE = CoachStyle(fill=P.PANEL, border=P.ACCENT, head=P.ACCENT, text=P.TEXT, move=P.LIT,
                             soft=P.SOFT, wrong=P.ALERT, button="secondary", next="brass", ring=P.LIT)

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.offset = 0                  # first item of the choice list shown
        self.log_scroll = 0
        self.log: list[log.LogEntry] = []   # worded in every language as it happens; the last LOG_KEPT
        self.log_told = 0                # lines told since the game began (the log's trimmed ones too)
        self.legal: list = []
        self.items: list = []            # ("head", text) | ("choice", action, label)
        self.legal_key = None
        self.board = hits.Board([], None)
        self.renderer = Renderer()
        self.shown_choices: list = []
        self.head_rows: list = []
        self.more_below = False
        self.notice_h = 0                # room the notice took when the list was laid out
        self.motion = Motion()           # hexes flying to a Record, gains rising, Magnates going round
        self.story: story.Story | None = None   # the last move, played out line by line
        self.finale: Finale | None = None       # the final scoring, part by part
        self.leader: int | None = None   # who leads the Production Turn under way
        self.enlarged: int | None = None  # a Factory the player asked to see large
        self.enlarged_for = None         # the decision it was asked in: (seat to play, actions so far)
        self.picker: dict | None = None  # the little menu of a board place that means several choices
        self._magnates = self._magnates_now()   # where each Magnate stood before the last action
        self.said: list | None = None    # [text, seconds left]: what the table just did for you
        self.hover = overlay.NOWHERE     # what the mouse is on, decided in `update`
        self.notice: tuple | None = None  # the notice at the foot of the decision panel, decided in `update`
        self.hint_note: tuple | None = None   # the hint said (as a notice is), and where: `update` too
        self.hint_at: tuple | None = None
        self._hint_for: tuple | None = None   # the decision the two were worked out for (settle_hint)
        self.list_rect = L.decision_list()
        self.log.append(self.intro())
        self.log.extend(log.opening(self.view(), self.names))
        self.head = len(self.log)        # the intro and what the setup did, before any action
        self.log_told = len(self.log)

    # --- reading ----------------------------------------------------------------------------------
    def view(self):
        """The viewer's view, made once per applied action (drawing reads it every frame)."""
        key = (self.session.revision(), self.viewer)
        if getattr(self, "_view_key", None) != key:
            self._view, self._view_key = self.session.view(self.viewer), key
        return self._view

    def names(self, lang: str | None = None) -> list[str]:
        """A name for every seat of the state; a seat no person sits in (the solo Mayor) too. The
        default names ("You", "Player 2") are said in the language (`shown_name`)."""
        lang = lang or language()
        view = self.view()
        solo = getattr(view, "solo", None) is not None
        # worked out again only when a seat is renamed or the language changes: drawing asks every frame
        key = (lang, tuple(s.name for s in self.session.seats), len(view.players), solo)
        if getattr(self, "_names", (None,))[0] != key:
            names = [shown_name(s.name, lang) for s in self.session.seats]
            for i in range(len(names), len(view.players)):  # solo: the Mayor is a player, not a seat
                names.append(t_in(lang, "dtable.mayor") if solo else t_in(lang, "dtable.player", n=i + 1))
            self._names = key, names
        return list(self._names[1])

    def decision_words(self, name: str) -> tuple[str, str]:
        """What the seat to play decides, in words (a title and its help), said to `name`: worked
        out again only when the view, the name or the language changes (the context asks every frame)."""
        view, lang = self.view(), language()
        key = (self._view_key, name, lang)
        if getattr(self, "_decision_words", (None,))[0] != key:
            self._decision_words = key, words.describe_decision(view, name, lang=lang)
        return self._decision_words[1]

    def intro(self) -> log.LogEntry:
        """The log's first line, who plays, as the seats are named now (kept in `first_line`)."""
        self.intro_names = [s.name for s in self.session.seats]
        self.first_line = log.intro(self.names, len(self.session.seats), self.view().start_seat)
        return self.first_line

    def rename_intro(self) -> None:
        """A game online names its seats as the players join and choose (a dedicated host's
        table opens before every friend is in): the first line, while the log still holds it,
        says the names as they are now, not those the table was opened with."""
        if [s.name for s in self.session.seats] == self.intro_names:
            return
        was = self.first_line
        now = self.intro()
        self.log = [now if entry is was else entry for entry in self.log]

    def _decision_now(self) -> tuple:
        return self.session.active_seat(), self.session.moves()

    def my_turn(self) -> bool:
        seat = self.session.active_seat()
        return seat is not None and seat == self.viewer and self.session.seats[seat].is_human

    def telling(self) -> bool:
        """Another player's move (an AI's, the Mayor's) is being played out: the player's choices
        wait for its end (a click ends it at once)."""
        st = self.story
        return st is not None and not st.done() and any(
            b.seat is not None and b.seat != self.viewer and b.start + b.length > st.t for b in st.beats)

    def shown(self) -> int:
        """Whose Factory is drawn large: the one the story is about, else the one the player asked
        for during this very decision, else the one Learn to play's step speaks of, else the seat to
        play (or the viewer). A look at another Factory lasts until the next decision: whoever
        decides then sees her own."""
        beat = self.story.current() if self.story is not None else None
        if beat is not None and beat.seat is not None:
            return beat.seat
        active = self.session.active_seat()
        if self.enlarged is not None and self.enlarged_for == self._decision_now():
            return self.enlarged
        taught = parts.factory_taught(self)
        if taught is not None:
            return taught
        if active is not None:
            return active
        return self.viewer if self.viewer is not None else 0

    # --- widgets ----------------------------------------------------------------------------------
    def layout(self) -> None:
        self.legal = self.session.legal_actions(self.viewer) if self.my_turn() and not self.telling() else []
        self.legal_key = (self.session.revision(), self.viewer, bool(self.legal))
        view = self.view()
        self.board = hits.Board(self.legal, view)
        self.widgets = [Button("menu", lambda: t("table.menu"), L.MENU, lambda: self.handle(Input("back")),
                               style="brass", size=14)]
        if self.legal:
            x, y, w, _ = L.DECISION
            if self.session.helps:   # not while practising: the player finds the move alone
                self.widgets.append(Button("hint", lambda: t("table.hint"), (x + w - 70, y + 5, 62, 20),
                                           self.ask_hint, style="brass", size=11,
                                           enabled=lambda: self.hint_state() != "thinking"))
            if self.can_undo():
                self.widgets.append(Button("undo", lambda: t("dtable.undo"), (x + w - 136, y + 5, 62, 20),
                                           self.undo, style="secondary", size=11))
        self.items = choices.grouped(self.legal, view, self.viewer, language())
        self.offset = max(0, min(self.offset, len(self.items) - 1))
        self.notice_h = self._notice_height()
        choices.lay_out(self, self.notice_h)
        if self.picker is not None:
            self.picker = {**self.picker, "actions": [a for a in self.picker["actions"] if a in self.legal]}
            if not self.picker["actions"]:
                self.picker = None
        if self.picker is not None:
            self.widgets.extend(overlay.picker_buttons(self))

    def scroll(self, d: int) -> None:
        self.offset = max(0, min(len(self.items) - 1, self.offset + d))
        self.layout()

    _scroll = scroll

    def _check_viewer(self) -> None:
        """The viewer follows the human who must act, without the hand-off curtain: Daitoshi hides
        nothing from one player that another may see (game/ARCHITECTURE.md, "Hidden information":
        only the stacks' order, which no player sees), so every seat's view is the same and
        passing the mouse is all hot-seat needs. The decision panel names whose choice it is."""
        active = self.viewer_now()
        if active is None or active == self.viewer:
            return
        self.viewer = active
        self.on_viewer_changed()

    def opened(self) -> list[tuple]:
        rect = overlay.picker_rect(self)
        return [rect] if rect is not None else []

    def opened_widgets(self) -> list:
        return [w for w in self.widgets if isinstance(w, overlay.PickerButton)]

    def draw_opened_paper(self, surface: pygame.Surface, drawn: Ctx) -> None:
        overlay.draw_picker_paper(surface, self.theme, drawn)

    def part_rects(self, name: str, seen: dict | None = None) -> list[tuple]:
        """Where the part called `name` is drawn now (the coach lights it): parts.py."""
        return super().part_rects(name) or part_rects(self, name, seen)

    def lit_rects(self, names) -> list[tuple]:
        seen: dict = {}     # one context for all the names (making one is most of the cost)
        return [r for name in names for r in self.part_rects(name, seen)]

    # --- acting -----------------------------------------------------------------------------------
    def submit(self, action) -> str | None:
        if self.session.active_seat() != getattr(action, "seat", None) or not self.my_turn():
            reason = t("dtable.not_your_turn")
            self.refuse(reason)
            return reason
        refusal = self.session.refusal(action)
        if refusal is not None:
            reason = self.refusal_words(refusal, action)
            self.refuse(reason)
            return reason
        self.offset = 0
        self.said = None
        return super().submit(action)

    def sent_words(self, action) -> str:
        return "" if action is None else \
            words.describe_action(action, self.view(), self.viewer, lang=language())

    def refusal_words(self, refusal, action) -> str:
        """The rules' or the session's refusal (data) in the table's words."""
        return words.describe_refusal(refusal, action, self.view(), lang=language())

    def take(self, actions: list, at=None) -> None:
        """A place on the board was clicked: the one action it means is submitted; several open
        the picker by the click, each of them a choice of the list."""
        self.picker = None
        if len(actions) == 1:
            self.submit(actions[0])
        elif actions:
            self.picker = {"at": at or (640, 360), "actions": list(actions)}
            self.layout()

    # --- events -----------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if self.session.moves() and len(self.log) <= self.head:
            self.rebuild_log()
        if self.app.screen is not None:
            self.first_picture()

    def can_undo(self) -> bool:
        """The viewer may take back their last action (the session asks the rules' undo policy,
        game/core/daitoshi/undo.py)."""
        return self.my_turn() and self.session.can_undo(self.viewer)

    def undo(self) -> None:
        """Take back the viewer's last action: the session replays the history without it
        (nothing is edited), and the log is told again from the start."""
        taken = self.session.undo(self.viewer) if self.my_turn() else None
        if taken is None:
            self.refuse(t("dtable.nothing_to_undo"))
            return
        self.on_rewound()
        told = words.describe_action(taken, self.view(), self.viewer, lang=language())   # as it was offered
        self.said = [t("dtable.undone", text=told), 3.0]
        self.layout()

    def on_rewound(self) -> None:
        """The position was rebuilt (a replay's jump, a move undone at another computer): what
        moved for the old one stops, and the Magnates glide from where they stand now."""
        self.motion = Motion()
        self._magnates = self._magnates_now()
        super().on_rewound()

    def rebuild_log(self) -> None:
        """A continued game keeps its story: the log again from the start, as the session retells
        it to the viewer, each move worded against the view just after it."""
        intro = [self.intro(), *log.opening(self.view(), self.names)]
        self.log = list(intro)
        try:
            for chapter, view in self.session.retell(self.viewer):
                self.log.extend(log.lines(chapter.action, chapter.events, view, self.names))
        except Exception:  # noqa: BLE001 - a log that cannot be rebuilt must not stop the game
            self.log = intro
        self.log_told = len(self.log)
        del self.log[:-LOG_KEPT]
        self.story = None
        self.caught_up()
        self.layout()

    def on_events(self, chapter) -> None:
        action, events, state = chapter.action, chapter.events, self.view()
        lines = log.lines(action, events, state, self.names)
        if self.story is not None:
            self.story.finish()
        self.log.extend(lines)
        self.log_told += len(lines)
        del self.log[:-LOG_KEPT]
        self.log_scroll = 0
        speed = self.app.settings.anim_speed
        glides = {}
        for ev in events:
            if isinstance(ev, E.MagnateMoved):
                g = glide_for(state, ev.seat, self._magnates, ev)
                if g is not None:
                    glides[id(ev)] = g.duration
        own = action.seat if action is not None and self.my_turn_was(action) else None
        self.story = story.build(lines, state, own=own, leader=self.leader, glide=glides)
        for ev in events:
            if isinstance(ev, E.ProductionStarted):
                self.leader = ev.seat
            elif isinstance(ev, E.TurnStarted):
                self.leader = None
            elif isinstance(ev, E.GameEnded):
                self.finale = Finale(state)
        if speed > 0:
            self.motion.start(state, events, MOTION_COLOURS, self._magnates, self.story.times, self.story.rises)
            self.pace = max(self.pace, self.story.total / speed)
            if self.finale is not None:
                self.end_wait = max(self.end_wait, (self.story.total + self.finale.total) / speed + 0.8)
        else:
            self.story.finish()
            if self.finale is not None:
                self.finale.t = self.finale.total
        self._magnates = self._magnates_now()
        self.layout()

    def my_turn_was(self, action) -> bool:
        seat = getattr(action, "seat", None)
        return seat is not None and seat < len(self.session.seats) and self.session.seats[seat].is_human

    def _magnates_now(self) -> list:
        return [tuple(p.magnate) if p.magnate is not None else None for p in self.view().players]

    # --- input --------------------------------------------------------------------------------------
    def handle_table(self, inp: Input) -> bool:
        if inp.kind == "wheel":
            pos = self.app.mouse
            if pos is not None and _inside(L.DECISION, pos):
                self.scroll(-inp.dy)
                return True
            if pos is not None and _inside(L.LOG, pos):
                self.log_scroll = max(0, min(len(self.log) * 2, self.log_scroll + inp.dy * 2))
                return True
        if inp.kind == "key" and inp.key == pygame.K_z and inp.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.undo()
            return True
        if inp.kind == "key" and pygame.K_1 <= inp.key <= pygame.K_9:
            self._pick_numbered(inp.key - pygame.K_1)
            return True
        if inp.kind == "click" and self.story is not None and not self.story.done():
            self.story.finish()          # a click finishes the story being told, and still counts
            self.motion.finish()
        if inp.kind == "click" and not any(w.hit(inp.pos) for w in self.widgets):
            if self.picker is not None:
                self.picker = None
                self.layout()
                return True
            if _inside(L.DECISION, inp.pos) and not self.session.is_over():
                seat = self.session.active_seat()
                if seat is not None and not self.my_turn():
                    self.refuse(said_to("dtable.their_turn", self.names()[seat]))
                    return True
            if self._click_board(inp.pos):
                return True
        return super().handle_table(inp)

    def _pick_numbered(self, i: int) -> None:
        """The digit key i+1: the choice bearing that number (choices.numbered). Scrolled out of
        view, it is brought back into view first: a key never takes a choice the player cannot see."""
        numbered = choices.numbered(self.items)
        if i >= len(numbered):
            return
        if numbered[i] in self.shown_choices:
            self.submit(numbered[i])
        else:
            self._scroll_to(numbered[i])

    def _click_board(self, pos) -> bool:
        """A click on the board: the "Done" plaque, a place that means choices, or a Factory's
        strip (drawn large on a click)."""
        if overlay.done_hit(self.board, pos):
            self.take(self.board.actions_at(hits.DONE), pos)
            return True
        part = self.renderer.part_at(pos)
        if part is None:
            return False
        actions = self.board.actions_at(part.key)
        if actions:
            self.take(actions, pos)
            return True
        reason = hits.why_not(part.key, self.legal, self.view())
        if reason is not None:
            self.refuse(reason)
            return True
        if part.key[0] == "strip":
            seat = part.key[1]
            self.enlarged = None if self.enlarged == seat else seat
            self.enlarged_for = self._decision_now()
            return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self.rename_intro()
        speed = self.app.settings.anim_speed
        self.motion.update(dt, speed)
        if self.story is not None:
            self.story.update(dt, speed)
        if self.finale is not None and (self.story is None or self.story.done()):
            self.finale.update(dt, speed)
        if self.said is not None:
            self.said[1] -= dt
            if self.said[1] <= 0:
                self.said = None
        self.settle_hint()
        if self.curtain is not None:
            self.prepare_first()
        # the key is taken after the story moved on, so the choices come in the frame it ends
        key = (self.session.revision(), self.viewer, self.my_turn() and not self.telling())
        if (key != self.legal_key or self._notice_height() != self.notice_h) and not self.done:
            self.layout()
        if self.hint_state() == "ready" and not self.hint.get("shown"):
            self.hint["shown"] = True
            self._scroll_to(self.hint["action"])
        self.decide_hover()

    def decide_hover(self) -> None:
        """What the mouse is on and what the notice says, for drawing to read (the list's
        choices whose place is under the mouse light with it)."""
        away = self.covered() or self.over_coach()
        self.hover = overlay.hover_at(self, None if away else self.app.mouse)
        for w in self.widgets:
            if isinstance(w, choices.ChoiceButton):
                w.lit = w.action in self.hover.choices
        self.notice = self._notice_now()

    # --- hints ----------------------------------------------------------------------------------------
    REASON_WORDS = "dtable.reason.{key}"

    @staticmethod
    def action_words(view, seat, action) -> str:
        return words.describe_action(action, view, seat, lang=language())

    def _scroll_to(self, action) -> None:
        """Bring a choice (the hinted one) into the list's view: from its group's heading when
        the group up to it fits, else from the choice itself (the heading then stays on top)."""
        if action in self.shown_choices:
            return
        for i, item in enumerate(self.items):
            if item[0] == "choice" and item[1] == action:
                head = choices.heading_of(self.items, i)
                self.offset = head if head is not None else i
                self.layout()
                if action not in self.shown_choices:
                    self.offset = i
                    self.layout()
                return


def _inside(rect, pos) -> bool:
    x, y, w, h = rect
    return pos is not None and x <= pos[0] <= x + w and y <= pos[1] <= y + h
