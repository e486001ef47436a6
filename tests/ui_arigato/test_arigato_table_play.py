"""A whole game of Arigatō played on the table through posted pygame events: a human (the
pilot, clicking and dragging as a player would) against an AI, from the first dawn to the
results screen. Nothing here calls `apply`: every human decision goes through the mouse."""

from __future__ import annotations

import pytest

from game.core.arigato.actions import AssignRoles
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import panel_layout as PL
from game.ui.tables.arigato.scene import ArigatoTable
from game.core.arigato.prompts import EffectPrompt


def centre(rect):
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def play_dawn(pilot, table) -> None:
    """Choose roles with the mouse: pick the resident of the first legal AssignRoles and click its
    workshop, drag the travelers onto their zone, confirm."""
    view = table.view()
    seat = table.viewer
    legal = [a for a in table.legal() if isinstance(a, AssignRoles)]
    full = [s for s in range(4) if view.villages[seat].workshops[s]]
    if full and (not legal or view.day % 5 == 0):
        # no card of the hand fits an empty workshop (or, now and then, by choice): empty one
        # with its small x, a legal dawn action
        assert not legal or "empty" not in table.message
        pilot.post_click(centre(L.empty_mark(table.current_layout().grid[full[-1]])))
        view = table.view()
        legal = [a for a in table.legal() if isinstance(a, AssignRoles)]
    assert legal, "a dawn with no way to assign roles"
    a = legal[len(legal) // 2]
    hand = dict(table.hand_rects(view))
    pilot.post_click(centre(hand[a.resident]))                     # pick up the resident
    assert table.selected == a.resident
    pilot.post_click(centre(table.current_layout().grid[a.slot]))  # put it in its workshop
    assert (table.plan.resident, table.plan.slot) == (a.resident, a.slot), table.message
    t, _ = table.needs(view)
    zone = PL.role_zones(t, 0)["travelers"]
    for card in a.travelers:
        rect = dict(table.hand_rects(view))[card]
        pilot.drag(centre(rect), centre(zone[0]))                  # drag each traveler
    assert sorted(table.plan.travelers) == sorted(a.travelers)
    pilot.click("confirm")


def play_turn(pilot, table, step: int) -> None:
    view = table.view()
    seat = table.viewer
    village = view.villages[seat]
    if village.pending:
        if isinstance(village.pending[0], EffectPrompt):
            pilot.click("use" if step % 3 else "skip")
        else:
            picks = PL.picker_rects(5)
            pilot.post_click(centre(picks[step % 5]))
            pilot.post_click(centre(picks[(step * 7) % 5]))
            pilot.click("bonus_ok")
        return
    if view.phase == "dawn":
        play_dawn(pilot, table)
    elif view.phase == "day":
        lay = table.current_layout()
        # prepare an offering where the cost is met, send offered artisans to the palace
        for slot in range(4):
            if village.workshops[slot] and village.offerings[slot] and step % 2 == 0:
                pilot.post_click(centre(lay.grid[slot]))
                pilot.click(f"empty:{slot}")
                return
            if village.workshops[slot] and not village.offerings[slot]:
                pilot.post_click(centre(lay.grid[slot]))
                w = table.widget(f"prepare:{slot}") if any(x.id == f"prepare:{slot}" for x in table.widgets) else None
                if w is not None and w.enabled:
                    pilot.click(f"prepare:{slot}")
                    return
                pilot.click(f"close:{slot}")
        # trade 2 identical items for another when holding 3 or more
        rich = [i for i, n in enumerate(village.items) if n >= 3]
        if rich and step % 2:
            rects = L.supply_rects(lay.supply, 5)
            pilot.post_click(centre(rects[rich[0]]))
            pilot.post_click(centre(rects[(rich[0] + 1) % 5]))
            return
        pilot.click("end_day")
    elif view.phase == "dusk":
        i = max(range(5), key=lambda k: village.items[k])
        pilot.post_click(centre(PL.picker_rects(5)[i]))


@pytest.mark.long
@pytest.mark.parametrize("kinds,seed", [("HA", 11), ("H", 12), ("HAH", 13)])
def test_a_whole_game_through_the_mouse(table_app, kinds, seed):
    app, pilot = table_app(kinds, seed=seed)
    table = next(s for s in app.stack.scenes if isinstance(s, ArigatoTable))
    session = table.session
    steps = 0
    curtains = 0
    while not session.is_over():
        steps += 1
        assert steps < 3000, "the game did not end"
        if app.stack.top.name == "handoff":       # hot-seat: "click when ready"
            curtains += 1
            pilot.post_click((640, 360))
            continue
        if table.my_turn():
            before = len(session.state.history)
            play_turn(pilot, table, steps)
            if len(session.state.history) == before:
                pilot.frames(1)
        else:
            pilot.frames(1, drawn=False)   # an AI seat's turn: the mouse comes back on the human's
    for _ in range(30):  # the final position stays a moment, then the results
        if app.stack.top.name == "results":
            break
        pilot.frames(1, dt=0.1)
    assert app.stack.top.name == "results"
    assert session.state.day == 12
    for seat in session.human_seats():
        human_actions = [a for a in session.state.history if a.seat == seat]
        assert sum(isinstance(a, AssignRoles) for a in human_actions) == 12
    # two humans at one screen: a curtain at least at every dawn and every day
    assert (curtains >= 24) == session.is_hot_seat()
    assert not session.state.invariant_violations()
    # the log told the viewer's game as it happened (the session's story for that viewer),
    # hidden cards hidden
    lines = [text for e in table.entries for _, text in
             __import__("game.ui.tables.arigato.log", fromlist=["entry_lines"]).entry_lines(
                 table.content, e, table.names())]
    assert sum("begins: dawn" in t for t in lines) == 12
    assert any(f"{table.names()[table.viewer]}: places" in t for t in lines)
    # every dusk with an objective tells each seat whether it met it (days 2 to 11)
    for day in range(2, 12):
        told = [t for t in lines if f"objective of day {day}" in t]
        assert len(told) == len(session.seats), (day, told)
    assert sum(" scores " in t and "+" in t for t in lines) == len(session.seats)
