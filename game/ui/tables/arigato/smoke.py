"""Arigatō's own part of the smoke run (`python -m game --smoke DIR`, game/ui/smoke.py, which
finds this module by the game's name): its moments photographed during the game it plays, and
Watch again after its results, with a card shown large and the replay's controls."""

from __future__ import annotations

import pygame


def watcher(d, table) -> "MomentShots":
    return MomentShots(d, table)


class MomentShots:
    """Arigatō's moments at the table's pace (the smoke plays at top speed, where there are
    none): a dusk from day 3 on and the final count after day 12, each photographed once shown."""

    def __init__(self, d, table) -> None:
        self.d, self.table = d, table
        self.taken: set[str] = set()

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
