"""What the Daitoshi table draws each frame, gathered once (a mixin of `DaitoshiTable`): the one
frozen context the renderer reads (`ctx`), what lies over the board (the hover, the hint's and a
review's marks), the board's surface, the tooltip, and the notice at the foot of the decision
panel with the room it takes. Drawing only reads: everything here is worked out from the view
and the table's own state (game/ARCHITECTURE.md, "How a click travels")."""

from __future__ import annotations

import pygame

from game.i18n import language, t
from game.ui.tables.daitoshi import choices, hits, overlay
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi.ctx import Ctx
from game.ui.tables.layers import meets, table_alone


class TableDrawing:
    over_board: list | None = None     # where the frame drew over the board (pixel rects), None: not said
    # --- drawing --------------------------------------------------------------------------------------
    def ctx(self, drawing: bool = False) -> Ctx:
        """The frame's context; `drawing`: for the frame drawn now, with where its tooltip may
        not lie (the coach, whose place is found from the table's parts: not while asked)."""
        view = self.view()
        seats = self.session.seats
        active = self.session.active_seat()
        names = self.names()
        title, help_, waiting = "", "", ""
        if self.session.is_over():
            title, waiting = t("dtable.over"), t("dtable.over_results")
        elif active is not None:
            name = names[active]
            # a person: here, or at another computer (a game online)
            human = active < len(seats) and seats[active].is_person
            title, help_ = self.decision_words(name)
            if self.telling():
                waiting, help_ = t("dtable.telling"), ""
            elif self.session.is_replay:      # the next move is known: what it decides says enough
                waiting, help_ = title + ".", ""
            elif active in self.session.away():
                waiting = t("online.away_line", name=name) + "  " + title + "."
                help_ = ""
            elif not self.my_turn():
                waiting = self.turn_words(name, human) + "  " + title + "."
                help_ = ""
        extra = len(names) - len(seats)
        hidden = self.story.hidden() if self.story is not None else 0
        # one dict of every field, made into the frozen context at once (ctx.py, `filled_at_once`)
        return Ctx.of({
            "view": view, "names": names,
            "colours": [self.theme.seat_colour(s.colour) for s in seats] + [P.NEUTRAL] * extra,
            "humans": [s.is_human for s in seats] + [False] * extra, "viewer": self.viewer, "active": active,
            "shown": self.shown(), "lang": language(), "colour_blind": self.theme.colour_blind, "log": self.log,
            "log_told": self.log_told, "log_visible": len(self.log) - hidden, "log_scroll": self.log_scroll,
            "log_floor": self.log_floor(),
            "log_top": self.hint_at[1] + self.hint_at[3] if self.hint_at is not None else None,
            "decision_title": title, "decision_help": help_, "waiting": waiting, "time": self.time,
            "moving": self.motion.moving(), "choosing": bool(self.legal), "replay": self.session.is_replay,
            "away": self.session.away(),
            "elsewhere": frozenset(i for i, s in enumerate(seats) if s.is_elsewhere),
            "stand_ins": frozenset(i for i, s in enumerate(seats) if s.is_stand_in),
            **self._over_board(drawing)})

    def _over_board(self, drawing: bool) -> dict:
        """The context's part that the overlay draws over the board (ctx.py)."""
        st = self.story
        beat = st.current() if st is not None else None
        told = st is None or st.done()
        mine = self.my_turn()
        hinted = self.hint["action"] if mine and self.hint_state() == "ready" else None
        return dict(
            mouse=self.app.mouse, hover=self.hover, board=self.board, legal=tuple(self.legal),
            my_turn=mine, beat=beat, story_t=st.t if st is not None else 0.0,
            glows=tuple(st.glow(beat, k) for k in range(len(beat.floors))) if beat is not None else (),
            telling=not told, finale=self.finale if told else None, motion=self.motion,
            hinted=next((w.rect for w in self.widgets if isinstance(w, choices.ChoiceButton)
                         and hinted is not None and w.action == hinted), None),
            marked=self.marked(),
            notice=self.notice, hint_note=self.hint_note, hint_at=self.hint_at,
            heads=tuple(self.head_rows), list_rect=self.list_rect,
            choice_count=sum(1 for i in self.items if i[0] == "choice") if self.offset < len(self.items) else 0,
            more=bool(self.more_below or self.offset), keepouts=tuple(self.tip_keepouts()) if drawing else (),
            picker=overlay.picker_rect(self))

    def marked(self) -> tuple:
        """A reviewed decision the replay stands at: the places of the move played and of the
        better move, lit as a hint's choice is (the better one last, over a place both share)."""
        mark = self.review_mark()
        if mark is None or self.session.position() != mark.reviewed.move:
            return ()
        view, d = self.view(), mark.reviewed
        return tuple((key, colour) for action, colour in zip((d.played.action, d.best.action), self.MARK_COLOURS)
                     for key in hits.places_of(action, view) if key != hits.DONE)

    def board_surface(self, size) -> pygame.Surface:
        return self.renderer.board_surface(size, self.theme, self.ctx())

    def settle(self) -> None:
        """Every region of the board drawn now (before a screenshot), and what the mouse is on."""
        self.renderer.settle(self.app.screen.get_size(), self.theme, self.ctx())
        self.curtain = None
        self.decide_hover()

    def first_picture(self) -> None:
        """The table entered: its board prepared a few regions a frame (`prepare_first`) while
        the screen before it stays, or drawn whole now when not prepared first. Drawn whole in
        the frame that showed the table, the board (every region, its 18 fonts opened) was most
        of the dearest frame a player met at a Daitoshi table (game/tools/MEASUREMENTS.md,
        "Daitoshi's first picture prepared"; `python -m game.tools.table_entry`)."""
        if not self.raise_curtain():
            self.settle()

    def prepare_first(self) -> None:
        """A step of the first picture, within the renderer's budget for a frame (render.py,
        `prepare`); the table shown once none is left to draw."""
        if self.renderer.prepare(self.app.screen.get_size(), self.theme, self.ctx()):
            self.curtain = None
            self.decide_hover()

    @property
    def _tips(self) -> list:
        """Every place's tooltip as (pixel rect, text): the tests read them all."""
        return [(self.theme.rect(*p.rect) if p.rect else None, p.tip) for p in self.renderer.all_parts()]

    def draw_table(self, surface: pygame.Surface) -> Ctx:
        ctx = self.ctx(drawing=True)
        self.renderer.board_surface(surface.get_size(), self.theme, ctx)
        self.renderer.put(surface)
        over = overlay.draw_under(surface, self.theme, ctx)
        self.draw_widgets(surface)
        # a button's shadow and focus ring reach a few pixels past it
        reach = 2 * self.theme.px(5)
        over += [self.theme.rect(*w.rect).inflate(reach, reach) for w in self.widgets if w.visible]
        above = overlay.draw_over(surface, self.theme, ctx)
        self.over_board = over + above
        return ctx          # the picker's paper is drawn from it too, over everything (layers.py)

    def draw_tooltip(self, surface: pygame.Surface, drawn: Ctx) -> None:
        at = overlay.draw_tooltip(surface, self.theme, drawn)
        if at is not None and self.over_board is not None:
            self.over_board.append(at.inflate(4, 4))

    def draw(self, surface: pygame.Surface) -> None:
        """The frame, and what the next one puts the board back over (render.py, `put`): what
        this one drew over the board, when the table alone drew over it (layers.py, `table_alone`)."""
        if self.curtain is not None:      # the screen before, while the board is prepared
            surface.blit(self.curtain, (0, 0))
            self.renderer.left = None
            return
        self.over_board = None
        super().draw(surface)
        alone = self.over_board is not None and table_alone(self)
        self.renderer.left = (surface, self.over_board) if alone else None

    def pause(self) -> None:
        """Another scene over the table: what it draws on the window is not the table's, so the
        table's next frame puts its board whole."""
        self.renderer.left = None
        super().pause()

    # --- the notice at the foot of the decision panel ------------------------------------------------
    def _notice_now(self) -> tuple | None:
        """What the box at the foot of the decision panel says now: a refusal, or what was said."""
        if self.message_time > 0 and self.message:
            return self.message, (90, 36, 30), P.ALERT, ()
        if self.said is not None:
            return self.said[0], (40, 44, 52), P.ACCENT, ()
        return None

    def settle_hint(self) -> None:
        """The hint asked for, said as a notice is (the move, its gain and its reasons: `hint_note`),
        and where its box lies (`hint_at`): worked out in `update`, again only when the decision,
        the hint's answer, the language, the coach or the window's scale changed (its lines wrap
        at the fonts' sizes in pixels: its height follows the scale); the layout, the keepouts and
        the drawing read the two."""
        state = self.hint_state() if self.my_turn() else "none"
        coach = tuple(self.coach.rect()) if self.coach is not None and self.coach.active() else None
        asked = (self.hint["key"], self.hint["text"]) if self.hint is not None else None
        key = (state, asked, language(), coach, self.theme.scale_key)
        if key == self._hint_for:
            return
        self._hint_for = key
        if state == "none":
            self.hint_note = self.hint_at = None
            return
        text = t("table.hint.thinking") if state == "thinking" else t("table.hint.text", hint=self.hint["text"])
        self.hint_note = (text, (40, 44, 52), P.ACCENT, self.hint_lines())
        self.hint_at = self._hint_box(self.hint_note, coach)

    def _hint_box(self, note: tuple, coach: tuple | None) -> tuple | None:
        """Where the hint's box lies (base units): beside the decision panel, over the log's top,
        so the list keeps the room it has without a hint; at the panel's foot (None) only while
        Learn to play's coach speaks from that place."""
        rect = overlay.hint_rect(self.theme, note)
        if coach is not None and meets(rect, coach):
            return None
        return rect

    def asked(self) -> list[tuple]:
        return [self.hint_at] if self.hint_at is not None else []

    def tip_keepouts(self) -> list[tuple]:
        """While Learn to play's coach speaks, the decision panel beside it too: its steps are
        read against the choices there, and a tooltip pushed clear of the coach's panel landed
        over them (step 1, the mouse where the lesson's button was)."""
        out = super().tip_keepouts()
        if self.coach is not None and self.coach.active():
            out.append(L.DECISION)
        return out

    def _notice_height(self) -> int:
        """The room the notices take at the foot of the decision panel (0 without one): a
        refusal's, and the hint's when it cannot lie beside the panel."""
        notices = [self._notice_now()]
        if self.hint_at is None:
            notices.append(self.hint_note)
        return sum(overlay.notice_height(self.theme, n) + 6 for n in notices if n is not None)
