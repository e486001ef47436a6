"""Arigatō's own part of the smoke run (`python -m game --smoke DIR`, game/ui/smoke.py, which
finds this module by the game's name): its moments photographed during the game it plays, and
Watch again after its results, with a card shown large and the replay's controls; what a new
player hit, each thing uncovered (`opened`):

    arigato-workshop-menu.png          a workshop's menu, opened by a click on its artisan, the mouse
                                       resting there: the card shown large clear of the menu
    hint-explained.png                 then Hint asked: the move, about how much favor it
                                       gains over the next best, and its reasons
    arigato-suggest-full-village.png   Suggest at a dawn when every workshop is full: the workshop
                                       to empty outlined, and what to place then

and, in Learn to play, the guided game at a dawn (`TUTORIAL_LATER`)."""

from __future__ import annotations

import time

import pygame

from game.core.arigato.actions import AssignRoles, EndDay
from game.core.rng import SPLITMIX
from game.input.session import SeatConfig
from game.ui.smoke_tutorial import away
from game.ui.tables.arigato import over_layout as O

TUTORIAL_LATER = ("assign_roles", "dawn")   # Learn to play's later shot: its step, its name
# Every shot this module takes, by its size (tests/ui/test_ui_smoke.py expects each); the record
# its game leaves in the book is what the Records' statistics show
SHOTS = {name: (1280, 720) for name in (
    "arigato-dusk.png", "arigato-final-scoring.png", "arigato-card-zoom.png", "replay-controls.png",
    "records-stats.png", "arigato-workshop-menu.png", "arigato-suggest-full-village.png", "hint-explained.png")}
IF_REACHED: frozenset = frozenset()         # (every shot is always taken)


def watcher(d, table) -> MomentShots:
    return MomentShots(d, table)


class MomentShots:
    """Arigatō's moments at the table's pace (the smoke plays at top speed, where there are
    none): a dusk from day 3 on and the final count after day 12, each photographed once shown."""

    PACED_FRAME = 0.1     # seconds of the table's time in a frame while it waits at 1x for a moment

    def __init__(self, d, table) -> None:
        self.d, self.table = d, table
        self.taken: set[str] = set()

    def frame_dt(self) -> float | None:
        """The next frame's length: long while the table plays at its pace and no moment is
        shown (nothing is pictured then, and the AI's pace is counted in the table's time, so
        a frame of 1/60 s drew some twenty frames a move that nobody looks at); None: the
        run's own."""
        paced = self.d.app.settings.anim_speed > 0 and self.table.moments.current() is None
        return self.PACED_FRAME if paced else None

    def look(self) -> None:
        table, app = self.table, self.d.app
        state = table.view()
        # (a frame may carry several AI moves at top speed: a phase can pass unseen, so the day
        # is reached or passed, never matched)
        if "dusk" not in self.taken and state.day >= 3:
            app.settings.anim_speed = 1.0            # the next dusk from day 3 on, at 1x
        if "final" not in self.taken and state.day >= 11:
            app.settings.anim_speed = 1.0            # the last days, then the final count
        m = table.moments.current()
        if m is None:
            return
        name = "arigato-dusk.png" if m.kind == "dusk" else "arigato-final-scoring.png"
        if m.kind in self.taken:
            return
        while table.moments.current() is m and m.t < m.steps() * 0.8 + 0.3:
            self.d.frames(1, dt=0.05)
        self.d.shot(name)
        self.taken.add(m.kind)
        table.moments.skip()
        app.settings.anim_speed = 0.0


def after_results(d, played) -> bool:
    """Watch again: the replay paused on a day, a card shown large, then its controls. The game
    just played (AI seats only) goes into the record book as its first seat's, so that the
    Records' statistics have a game to show."""
    app = d.app
    entry = played.to_record()
    entry["humans"] = [k == 0 for k in range(len(entry["humans"]))]
    app.records.add(entry)
    d.click("watch")
    d.expect("table")
    table = app.stack.top
    app.settings.anim_speed = 1.0
    table.replay_jump(4)                             # day 5
    for _ in range(40):
        d.frames(1, dt=0.05)
    d.post_click(next(w for w in table.replay_bar.widgets if w.id == "replay_play").center())   # pause
    d.frames(1)
    slot = _workshop_with_a_card(table)
    while slot is None and table.session.position() < table.session.length():
        table.replay_step()                          # on to a move that leaves a card in a workshop
        slot = _workshop_with_a_card(table)
    table.moments.clear()                            # (a dusk shown meanwhile: put away)
    d.frames(40)                                     # what moved comes to rest
    if slot is None:
        raise RuntimeError("Watch again: no workshop of the home village ever held a card")
    pos = app.theme.pt(*_centre(table.current_layout().grid[slot]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    d.frames(40)
    d.shot("arigato-card-zoom.png")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
    d.shot("replay-controls.png")
    app.settings.anim_speed = 0.0
    d.key(pygame.K_ESCAPE)
    d.expect("pause")
    d.click("quit")
    d.expect("menu")
    return True                  # the results were left, to the menu


def _workshop_with_a_card(table) -> int | None:
    village = table.view().villages[table.home]
    return next((s for s in range(4) if village.workshops[s] > 0 and village.face_up[s]), None)


def _centre(rect) -> tuple[float, float]:
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def explained_hint(d, table) -> None:
    """Hint asked (`hint-explained.png`): the move, its gain over the next best and its reasons,
    as the search found them on its own thread while the frames went on."""
    d.click("hint")
    for _ in range(4000):
        if table.hint_state() != "thinking":
            break
        time.sleep(0.005)
        d.frames(1)
    away(d)
    d.frames(2)
    d.shot("hint-explained.png")


def opened(app, d) -> None:
    """A human against the AI who never prepares an offering: on day 2 a workshop's menu opened
    with the mouse resting on its artisan, then a hint asked; at the dawn the village is full,
    Suggest."""
    app.settings.anim_speed = 0.0
    seats = [SeatConfig("Aiko", 0, "human", "easy"), SeatConfig("Botan", 1, "ai", "easy")]
    # seed 7 was chosen on the first deal (SplitMix) for what the game reaches
    session = app.new_session(app.spec("arigato"), seats, {"calendar": "AB"}, 7, deal=SPLITMIX)
    app.start_session(session)
    table = app.stack.top
    menu_shot = False
    for _ in range(6000):
        if session.is_over():
            break
        if table.my_turn():
            view, legal = table.view(), table.legal()
            village = view.villages[table.viewer]
            if view.phase == "day" and not menu_shot and not village.pending and any(village.workshops):
                slot = next(s for s, c in enumerate(village.workshops) if c)
                x, y, w, h = table.current_layout().grid[slot]
                d.post_click((x + w / 2, y + h / 2))
                d.frames(int(O.ZOOM_DELAY * 60) + 10)    # the mouse rests: the card is shown large
                d.shot("arigato-workshop-menu.png")
                d.click(f"close:{slot}")
                menu_shot = True
                explained_hint(d, table)
            if view.phase == "dawn" and not village.pending and not any(isinstance(a, AssignRoles) for a in legal):
                for _ in range(600):                  # the dusk's verdict fades first
                    if table.toast is None:
                        break
                    d.frames(1, dt=0.05)
                d.click("auto")
                away(d)
                d.shot("arigato-suggest-full-village.png")
                session.close()
                return
            kind = AssignRoles if view.phase == "dawn" else EndDay
            table.submit(next((a for a in legal if isinstance(a, kind)), legal[0]))
        session.wait_for_ai()
        d.frames(1)
    raise RuntimeError("Arigatō: the village never filled up")
