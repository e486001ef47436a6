"""What every table shares: the session pump (AI seats on their worker thread, paced by the
animation speed), the hot-seat curtain, the pause menu, refusals explained, results at the end,
and a replay's controls (replay_bar.py: pause, steps, speed, a jump; the log follows).

Subclasses draw and take input; they never touch the state: they speak to the session only
through its public face (game/input/face.py: `SessionFace`), reading `self.session.view(viewer)`
and the story as the viewer may know it, and calling `self.submit(action)`. What each move did
reaches a table as a `Chapter` of that story (`on_events`), never from the rules directly.

`self.viewer` is the human whose private information is on screen, or None when no human has
been shown anything yet (then draw public information only). It changes only when a human must
act; in hot-seat games the change puts the hand-off curtain up first.
"""

from __future__ import annotations

import pygame

from game.anim import Animator, TokenTray
from game.core.engine import Action, IllegalAction, Refusal
from game.input.face import Chapter, played_online
from game.i18n import refusal_words, said_to, t
from game.ui import thumbnail
from game.ui.scene import Input, Scene
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.pause import PauseScene
from game.ui.tables.coach import Coach, CoachStyle
from game.ui.tables.hinting import Hinting
from game.ui.tables.keys import KeyChoosing, KeyFocus
from game.ui.tables.replaying import Replaying
from game.ui.tables.replay_bar import ReplayBar
from game.ui.tables.save_warning import draw_save_warning
from game.ui.tables.sent import SentNote
from game.ui.tables.sounding import Sounding
from game.ui.review.mark import BETTER, PLAYED, draw_note
from game.ui.review.practice_note import draw_practice_note
from game.input.session import MoveFailed
from game.persistence.logs import write_log

END_WAIT = 1.6  # seconds the final position stays before the results (a click skips it)
AI_PACE = 0.3  # seconds after a visible AI move at 1x, so people can follow it


class TableScene(KeyChoosing, Sounding, Hinting, Replaying, Scene):
    name = "table"
    TRAY_RECT = (904, 540, 352, 150)  # base units; None for no tray
    REPLAY_BAR = (390, 620, 500, 88)  # a replay's controls (each table puts them where it has room)
    PRACTICE_AT = (390, 80, 500)      # learn from your mistakes' note: x, top, width (each table's own)
    COACH_PLACES = ((904, 80, 360, 600),)   # Learn to play's coach: (x, y, width, most height), first fit
    COACH_STYLE = CoachStyle()               # its colours, in the table's theme
    SAVE_WARNING_AT = (640, 360)      # centre of the "could not be saved" banner
    SENT_AT = (640, 300)              # centre of an online move's "Sent — waiting for the host"
    CHAT_AT = None                    # an online game's chat (chat.py): the log's foot
    REASON_WORDS = "table.hint.reason.{key}"   # the key of a hint's event reason (each game's own)
    POINTS = ""     # whose points a hint counts in (game/i18n/hints.py, `in_points`): VP unless a game says
    MARK_COLOURS = (PLAYED, BETTER)   # a reviewed decision's move played and better move, on the table
    HINT_LEVEL = "hard"               # the AI level whose search a Hint asks (tests of how a hint is
    #                                   shown ask a cheaper one: tests/conftest.py, quick_hints)

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.viewer: int | None = None
        tray = TokenTray(self.TRAY_RECT[2], self.TRAY_RECT[3]) if self.TRAY_RECT else None
        origin = (self.TRAY_RECT[0], self.TRAY_RECT[1]) if self.TRAY_RECT else (0, 0)
        self.animator = Animator(app.settings.anim_speed, tray, origin)
        self.message = ""
        self.message_time = 0.0
        self.pace = 0.0
        self.time = 0.0
        self.done = False
        self.end_wait = END_WAIT
        self.hint: dict | None = None   # the last hint asked: key, text, action, hint, cancel
        self.stepping = False           # a replay stepped by hand: no ceremony, only the move
        self.replay_bar = None
        self.coach = None
        self.keys = KeyFocus(self)      # the keyboard's focus on the choices on offer (keys.py)
        self.picture_failed: Exception | None = None   # why no picture was kept on leaving, if so
        self.told = _keys(session.story(None))  # the chapters of the story this table was told
        self._told_at = session.revision()     # the position they were told at
        if getattr(session, "lesson", None) is not None:   # Learn to play (game/tutorial/)
            self.coach = Coach(self)
        if session.is_replay:
            self.replay_bar = ReplayBar(self, self.REPLAY_BAR)
        self.chat = None                # a game played online: its chat line
        self.host_away = None           # a game played online: its host out of reach, said
        if played_online(session):
            # only for a game played online: a game at this computer never loads the network's
            # code (its rate limit for the chat) nor Play online's page
            from game.ui.tables.chat import Chat
            from game.ui.tables.host_away import HostAway
            if self.CHAT_AT is not None:
                self.chat = Chat(self, self.CHAT_AT)
            self.host_away = HostAway(self)
        self.sent_note = SentNote(self)  # a move on its way to a host elsewhere (sent.py)

    # --- lifecycle --------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self._check_viewer()

    def exit(self) -> None:
        if self.hint is not None:
            self.hint["cancel"].set()   # a hint still thinking stops with the table
        self.keep_picture()
        self.session.close()

    def keep_picture(self) -> None:
        """A game left while its save stays: the table as it stands, drawn once more off screen
        without the mouse, kept small for Saved games (a failure only means no picture there).
        That includes a game whose end was reached but whose results were not shown yet (left
        during its final count: Continue shows them); once they are, the save is gone."""
        session = self.session
        if session.save_slot is None or session.is_replay or self.done or not self.app.keeps_pictures:
            return
        mouse, self.app.mouse = self.app.mouse, (-1, -1)
        try:
            frame = pygame.Surface(self.app.screen.get_size())
            self.settle()
            self.draw_table(frame)
            self.app.saves.write_picture(session.save_slot, thumbnail.encode(thumbnail.take(frame)))
        except Exception as exc:  # noqa: BLE001 - a picture must never keep a table from closing
            self.picture_failed = exc
        finally:
            self.app.mouse = mouse

    # --- the pump ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self.keys.update()
        if self.chat is not None:
            self.chat.update(dt)
        if self.host_away is not None:
            self.host_away.update(dt)
        h = self.hint
        if h is not None and h["text"] is None and h["key"] != self.hint_key():
            h["cancel"].set()    # the situation changed: its answer would no longer apply
        speed = self.app.settings.anim_speed
        self.animator.speed = speed
        if speed <= 0:
            self.end_wait = min(self.end_wait, 0.05)
        self.animator.update(dt)
        if self.message_time > 0:
            self.message_time -= dt
        if self.done or self.holding():   # a moment at the table (the dusk, the final count): the game waits
            return
        replay = self.session.is_replay
        if replay and self.session.paused:   # a replay paused: the watcher steps it by hand
            return
        if self.session.is_over():
            # the final position stays a moment (a click skips it), then the results
            self.end_wait -= dt
            if not self.animator.busy() and self.end_wait <= 0:
                self.done = True
                self.app.show_results(self.session)
            return
        if (speed > 0 or replay) and (self.animator.busy() or self.pace > 0):
            self.pace -= dt
            return
        self.session.pump_ai(budget=self.app.ai_budget, max_decisions=1 if speed > 0 or replay else 64)
        while self.session.failures:
            self.move_failed(self.session.failures.pop(0))
        while self.session.returned:
            self.answered(*self.session.returned.pop(0))
        while self.session.played_after_all:    # put back when the host went, played all the same
            self.session.played_after_all.pop(0)
            self.message, self.message_time = t("online.played_after_all"), 6.0
        news = self.tell_news()
        if (speed > 0 or replay) and any(chapter.events for chapter in news):
            # time to see a move (a table may ask for more in on_events); secret commits need none;
            # a replay keeps its pace with animations off, times the watcher's speed
            rate = (speed if speed > 0 else 1.0) * (self.session.speed if replay else 1.0)
            self.pace = max(self.pace, AI_PACE / rate)
        self._check_viewer()

    def viewer_now(self) -> int | None:
        """The seat whose eyes the table should lend now: the human who must act; before any has,
        the one person in a game only one person plays here (against AI, or online: this
        computer's seat), from the table's first frame, whoever moves first (the host's AI may
        move before the table opens, or not); else None (the viewer stays as it is)."""
        active = self.session.active_seat()
        if active is not None and self.session.seats[active].is_human:
            return active
        humans = self.session.human_seats()
        alone = len(humans) == 1 and not self.session.is_replay
        return humans[0] if self.viewer is None and alone else None

    def _check_viewer(self) -> None:
        active = self.viewer_now()
        if active is None or active == self.viewer:
            return
        self.viewer = active
        self.on_viewer_changed()
        if self.session.is_hot_seat():
            seat = self.session.seats[active]
            self.app.push_scene(HandoffScene(self.app, seat.name, seat.colour,
                                             brass=self.session.spec.look.style == "brass"))

    def tell_news(self) -> list[Chapter]:
        """The chapters of the story this table has not been told yet, each shown
        (`on_events`) as the viewer may know it. A story that no longer begins as this table
        was told it was told anew: a move undone at another computer (game/net/remote.py) takes
        back a chapter this table showed, so the table follows it as after a jump (`on_rewound`:
        its log told again from the start)."""
        if self.session.revision() == self._told_at:
            return []     # nothing happened since (most frames)
        self._told_at = self.session.revision()
        story = self.session.story(self.viewer)
        if _keys(story[:len(self.told)]) != self.told:
            self.on_rewound()
            return []
        news = story[len(self.told):]
        self.told += _keys(news)
        for chapter in news:
            self.on_events(chapter)
        self.sound_news(news)
        return news

    def caught_up(self) -> None:
        """The table has retold the whole story itself (its log rebuilt): nothing is news."""
        self.told = _keys(self.session.story(self.viewer))
        self._told_at = self.session.revision()

    # --- acting -----------------------------------------------------------------------------------
    def submit(self, action: Action) -> str | None:
        """Submit a human's action. Returns None when applied, else the refusal in words (also
        shown)."""
        try:
            self.session.submit(action)
        except MoveFailed as exc:
            self.move_failed(exc)
            return self.message
        except IllegalAction as exc:
            if exc.refusal.code == "lesson_expects" and self.coach is not None:
                self.app.sound.play("refuse")
                return self.coach.refused(action)   # the coach says what the step expects, and why
            words = self.refusal_words(exc.refusal, action)
            self.refuse(words)
            return words
        if self.coach is not None:
            self.coach.moved()
        self.sounded = None
        self.tell_news()
        if self.sounded is None:       # a move that made no sound of its own: the button's
            self.app.sound.play("click")
        self._check_viewer()
        return None

    def sent_words(self, action: Action | None) -> str:
        """A move on its way to the host, in the table's words (each table says its own; ""
        says nothing more than that a move was sent)."""
        return ""

    def answered(self, action: Action | None, refusal: Refusal) -> None:
        """A move sent to the host of a game played online came back refused, or the line was
        lost under it: it is put back (the session offers the choice again) and said."""
        self.refuse(self.refusal_words(refusal, action))

    def move_failed(self, exc: MoveFailed) -> None:
        """The rules broke on a move: the game is as it was before it (the session put it back
        and kept the save), the player is told, and the whole story goes to a log file."""
        write_log(exc, kind="move")
        self.message = t("table.move_failed")
        self.message_time = 8.0
        self.app.sound.play("refuse")

    def refusal_words(self, refusal: Refusal, action) -> str:
        """A refusal (data from the rules or the session) in the player's words; each table words
        its own game's cases and leaves the rest to the catalogue's `refuse.<code>`."""
        return refusal_words(refusal)

    def refuse(self, reason: str) -> None:
        self.message = t("table.refused", reason=reason)
        self.message_time = 4.0
        self.app.sound.play("refuse")

    # --- hints: what the hard AI would do from the viewer's seat ---------------------------------
    def my_turn(self) -> bool:
        """The viewer is a human who must decide now (each table knows its own turns)."""
        return False

    def review_mark(self):
        """The reviewed decision this replay was opened at (game/ui/review/mark.py), while it
        stands there or just after its move; else None."""
        mark = getattr(self.session, "mark", None)
        return mark if mark is not None and mark.shown_at(self.session.position()) else None

    def on_rewound(self) -> None:
        """The replay's position was rebuilt (a step back, a jump): the table follows it, its log
        told again up to there."""
        self.pace = 0.0
        self.end_wait = END_WAIT
        rebuild = getattr(self, "rebuild_log", None)
        if rebuild is not None:
            rebuild()
        self.caught_up()
        self.layout()

    def turn_words(self, name: str, human: bool) -> str:
        """Whose move the table waits for, in words: waiting for a person, an AI thinking, or in a
        replay simply the next to move (nobody thinks in a replay)."""
        if self.session.is_replay:
            return said_to("replay.next", name)
        return said_to("table.waiting" if human else "table.thinking", name)

    # --- hooks for each game's table --------------------------------------------------------------
    def settle(self) -> None:
        """Whatever the table draws over several frames, drawn now (before a picture is taken)."""
    def holding(self) -> bool:
        """A moment is shown at the table (the game waits for it to pass or be skipped), a
        replay is paused at its end (the results wait for the watcher), or the coach's step waits
        for Next."""
        if self.coach is not None and self.coach.holds():
            return True
        return self.session.is_replay and self.session.paused and self.session.is_over()

    def part_rects(self, name: str) -> list[tuple]:
        """The base rects of the table's part called `name` as drawn now (the coach lights them;
        empty when it is not on the table): here the buttons (`button:<id>`); each table adds its
        own parts (game/tutorial/script.py lists their kinds)."""
        kind, _, rest = name.partition(":")
        if kind == "button":
            return [w.rect for w in self.widgets if w.id == rest and w.visible]
        return []

    def lit_rects(self, names) -> list[tuple]:
        """The base rects of the parts called `names`, as drawn now (the coach's lit parts)."""
        return [r for name in names for r in self.part_rects(name)]

    def skip_hold(self, inp: Input) -> bool:
        """Put a moment away on a click or Space; True when the input was used for it."""
        return False

    def on_events(self, chapter: Chapter) -> None:
        """Start animations for what just happened (the rules already happened), as the viewer
        may know it."""

    def on_viewer_changed(self) -> None:
        self.layout()

    def handle_table(self, inp: Input) -> bool:
        return super().handle(inp)

    def draw_table(self, surface: pygame.Surface):
        """Draw the table; returns the frame's context, which what the player opened is drawn
        from too (`draw_opened_paper`), or None for a table that gathers none."""
        raise NotImplementedError

    # --- Scene --------------------------------------------------------------------------------------
    def handle(self, inp: Input) -> bool:
        # the host out of reach takes every input but Escape; a line being typed takes the keys
        # (T opens one); a replay's own controls (a click on them, Space, the arrows), the keys'
        # focus, Learn to play's coach, then a moment's skip
        if self.host_away is not None and self.host_away.handle(inp):
            return True
        if self.chat is not None and self.chat.handle(inp):
            return True
        if self.replay_bar is not None and self.replay_bar.handle(inp):
            return True
        if self.keys.handle(inp):         # Tab, the arrows, Enter on the focus, Escape back (keys.py)
            return True
        if self.coach is not None and not self.covered() and self.coach.handle(inp):
            return True
        if inp.kind != "back" and self.skip_hold(inp):
            return True
        if inp.kind == "back":
            self.app.push_scene(PauseScene(self.app))
            return True
        if inp.kind == "click" and self.session.is_over():
            self.end_wait = 0.0
            return True
        if inp.kind == "click" and self.animator.busy():
            # a click during an animation finishes it, and still counts: a choice clicked
            # while a token flies is not lost
            self.animator.finish()
        used = self.handle_table(inp) or self.keys.unused(inp)
        if inp.kind == "click":
            # the table keeps the keyboard: after a button acts (or a click on the table) Enter
            # and Escape do what they always do, never press that button again (Tab still
            # walks the buttons for those who play by keyboard)
            self.focus = None
        return used

    def covered(self) -> bool:
        """Another scene (the pause menu, a hand-off curtain) lies over the table."""
        return self.app.stack.top is not self

    # --- what the player opened: on top of everything (layers.py) --------------------------------
    def opened(self) -> list[tuple]:
        """The base rects of what the player opened (a menu, a picker, a popup), its paper and
        buttons: drawn over everything else, the coach's veil too (`draw_opened`)."""
        return []

    def opened_widgets(self) -> list:
        """The buttons of what the player opened (drawn with it, over everything)."""
        return []

    def draw_opened_paper(self, surface: pygame.Surface, drawn) -> None:
        """The paper under the buttons of what the player opened (each table draws its own);
        `drawn` is the frame's context (what `draw_table` returned)."""

    def draw_tooltip(self, surface: pygame.Surface, drawn) -> None:
        """The words under the mouse (a table that draws them here rather than in `draw_table`):
        after Learn to play's coach, so its veil never dims them nor its frames cross them, and
        before what the player opened, which they keep clear of."""

    def draw_opened(self, surface: pygame.Surface, mouse, drawn=None) -> None:
        widgets = self.opened_widgets()
        if not widgets:
            return
        self.draw_opened_paper(surface, drawn)
        for w in widgets:
            if w.visible:
                w.draw(surface, self.theme, w.hit(mouse), w is self.focus)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        """The table's buttons, but those of what the player opened (drawn on top, last)."""
        opened = self.opened_widgets()
        for w in self.widgets:
            if w.visible and w not in opened:
                w.draw(surface, self.theme, w.hit(self.app.mouse), w is self.focus)

    def log_floor(self) -> float | None:
        """Where the log's lines end (base y): above an online game's chat while it shows, so
        its lines and its "T: say something" take their own room, never the log's last line;
        None: at the log's own foot."""
        if self.chat is None or not self.chat.shown():
            return None
        return self.chat.box()[1]

    def asked(self) -> list[tuple]:
        """The base rects of what the player asked to read beside the table (Daitoshi's hint and
        its reasons): no tooltip and no chat line lies over it."""
        return []

    def over_table(self) -> list[tuple]:
        """What lies over the table, drawn over its tooltip and its chat (base coordinates): what
        the player opened or asked to read, and Learn to play's coach panel. A tooltip keeps clear
        of it (`tip_keepouts`), the chat gives way to it (chat.py)."""
        out = list(self.opened()) + list(self.asked())
        if self.coach is not None and self.coach.active():
            out.append(tuple(self.coach.rect()))
        return out

    def tip_keepouts(self) -> list[tuple]:
        """Where a tooltip or a card shown large may not lie (base coordinates): what lies over
        the table, and the chat's panel while it shows."""
        out = self.over_table()
        if self.chat is not None and self.chat.keepout() is not None:
            out.append(self.chat.keepout())
        return out

    def over_coach(self) -> bool:
        """The mouse is on Learn to play's coach panel (what lies under it shows no tooltip)."""
        if self.coach is None or not self.coach.active():
            return False
        x, y, w, h = self.coach.rect()
        mx, my = self.app.mouse
        return x <= mx <= x + w and y <= my <= y + h

    def draw(self, surface: pygame.Surface) -> None:
        away = self.host_away is not None and self.host_away.shown()
        if self.covered() or self.over_coach() or away:
            # under the pause menu (or the coach) the table is drawn as if the mouse were away:
            # no tooltip, no hover, no zoom above (or through) the overlay
            mouse, self.app.mouse = self.app.mouse, (-1, -1)
            try:
                drawn = self.draw_table(surface)
            finally:
                self.app.mouse = mouse
        else:
            drawn = self.draw_table(surface)
        mouse = self.app.mouse if not self.covered() else (-1, -1)
        if self.coach is not None:        # Learn to play: the step, the parts it speaks of lit
            self.coach.draw(surface, mouse)
        if self.chat is not None:         # an online game's lines, where nothing opened lies
            self.chat.draw(surface)
        self.keys.draw(surface, opened=False)  # the keyboard's focus (keys.py): under the tooltip
        self.draw_tooltip(surface, drawn)  # over the coach's veil and frames, under what is opened
        self.draw_opened(surface, mouse, drawn)  # what the player opened: on top, never dimmed (layers.py)
        self.keys.draw(surface, opened=True)   # ...or over what is opened, when it stands there
        if self.replay_bar is not None:   # a finished game played back: its controls, "REPLAY"
            self.replay_bar.draw(surface, mouse)
            mark = self.review_mark()
            if mark is not None:          # a reviewed decision: its moves, over the controls
                draw_note(surface, self.theme, mark, self.replay_bar.rect, self.MARK_COLOURS)
        if getattr(self.session, "practice", None) is not None:   # learn from your mistakes: the tries
            draw_practice_note(surface, self.theme, self.session, self, self.PRACTICE_AT)
        if self.session.save_error is not None:
            draw_save_warning(surface, self.theme, self.SAVE_WARNING_AT, self.session.save_error)
        self.sent_note.draw(surface)      # a move on its way to the host: said until answered
        if away:                          # the host out of reach: over everything, said plainly
            self.host_away.draw(surface, mouse)


def _keys(story: list[Chapter]) -> list[tuple[int, str]]:
    """What a table was told of each chapter: its place and what the viewer saw of the action,
    which a move taken back and another played in its place change."""
    return [(chapter.index, chapter.seen) for chapter in story]
