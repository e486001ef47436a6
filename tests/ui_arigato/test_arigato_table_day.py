"""The day by direct manipulation: drag an item onto another to trade, drag an artisan onto the
palace gate (refused without an offering, in words) or onto the discard pile to dismiss it."""

from __future__ import annotations

from game.core.arigato.actions import EmptyWorkshop, EndDay, Trade
from game.i18n import t
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import panel_layout as PL
from game.core.arigato.prompts import BonusPrompt


def centre(rect):
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def to_a_day(table, pilot, want):
    for _ in range(3000):
        if table.my_turn():
            view = table.view()
            v = view.villages[table.viewer]
            if view.phase == "day" and not v.pending and want(v):
                return v
            legal = table.legal()
            pick = next((a for a in legal if not isinstance(a, (EndDay, Trade, EmptyWorkshop))), legal[0]) \
                if view.phase != "day" or v.pending else EndDay(table.viewer)
            table.submit(pick)
        else:
            pilot.frames(1)
    raise AssertionError("never reached such a day")


def test_drag_to_trade_and_to_dismiss(table_app):
    app, pilot = table_app("HA", seed=21)
    table = app.stack.top
    session = table.session
    v = to_a_day(table, pilot, lambda v: max(v.items) >= 2 and any(
        c and not v.offerings[s] for s, c in enumerate(v.workshops)))
    lay = table.current_layout()
    mine = lambda: [a for a in session.state.history if a.seat == 0]  # noqa: E731
    # an item held twice, dragged onto another: a trade
    give = max(range(5), key=lambda i: v.items[i])
    take = (give + 2) % 5
    rects = L.supply_rects(lay.supply, 5)
    n = len(mine())
    pilot.drag(centre(rects[give]), centre(rects[take]))
    assert mine()[n] == Trade(0, table.content.items[give], table.content.items[take])
    while session.state.villages[0].pending:   # an effect the trade may have met
        if isinstance(session.state.villages[0].pending[0], BonusPrompt):
            for r in PL.picker_rects(5)[:2]:
                pilot.post_click(centre(r))
            pilot.click("bonus_ok")
        else:
            pilot.click("skip")
    # an artisan without an offering, dragged onto the palace gate: refused, with the reason
    v = session.state.villages[0]
    slot = next(s for s, c in enumerate(v.workshops) if c and not v.offerings[s])
    card = v.workshops[slot]
    n = len(mine())
    pilot.drag(centre(lay.grid[slot]), centre(lay.gate))
    assert len(mine()) == n and "offering" in table.message
    # ... and onto the discard pile: dismissed
    pilot.drag(centre(lay.grid[slot]), centre(L.DISCARD_PILE))
    assert mine()[n] == EmptyWorkshop(0, slot)
    assert session.state.villages[0].workshops[slot] == 0 and card in session.state.discard
    # a plain click on a workshop still opens its menu
    other = next((s for s, c in enumerate(session.state.villages[0].workshops) if c), None)
    if other is not None:
        pilot.post_click(centre(lay.grid[other]))
        assert table.popup == other and any(w.id == f"empty:{other}" for w in table.widgets)


def test_a_hint_in_words(table_app):
    import time
    from game.ai.arigato.heuristics import HEURISTICS
    app, pilot = table_app("HA", seed=22)
    table = app.stack.top
    # a day with a move worth thinking about (with nothing left to do, ending it is obvious)
    to_a_day(table, pilot, lambda v: HEURISTICS.obvious(table.view(), table.viewer,
                                                        table.legal()) is None)
    pilot.click("hint")
    assert table.hint_state() == "thinking"
    deadline = time.monotonic() + 30   # the hard agent thinks on its own thread (≤ 1.8 s idle)
    while table.hint_state() != "ready" and time.monotonic() < deadline:
        time.sleep(0.01)
        pilot.frames(1)             # frames go on meanwhile
    assert table.hint_state() == "ready"
    assert table.hint["action"] in table.legal()
    assert table.hint["text"] and "workshop " not in table.hint["text"]   # places, not numbers
    # and why: its gain over the next best, then its reasons, drawn in the day's panel
    from game.ui.tables.arigato.render.overlays import explained_lines
    lines = table.hint_lines()
    assert lines and lines[0].startswith(("About", "No other")) and len(lines) <= 4
    ctx = table.context()
    assert ctx.hint_lines == lines and len(explained_lines(ctx)) >= len(lines)


def test_lately_shows_the_newest_entries_whole(table_app, monkeypatch):
    """The day panel's LATELY list: long entries wrap onto indented lines instead of being cut
    at the panel's edge; the newest entries are the ones shown, and nothing runs past the panel."""
    app, pilot = table_app("HA", seed=5)
    table = app.stack.top
    to_a_day(table, pilot, lambda v: True)
    mine = [text for seat, text in table.renderer.log.lines(table.context()) if seat == table.viewer]
    theme = table.theme
    width = lambda s: theme.font("sans", 13).size(s)[0] / theme.s  # noqa: E731 - base units
    assert any(width(s) > L.ACT[2] - 32 for s in mine[-8:]), \
        "this seed's day should have a log entry too long for one line"
    drawn: list[tuple[str, tuple]] = []
    original = type(table.theme).text

    def record(self, surface, s, role, size, colour, pos, *a, **k):
        drawn.append((s, pos))
        return original(self, surface, s, role, size, colour, pos, *a, **k)

    monkeypatch.setattr(type(table.theme), "text", record)
    table.renderer.forget()  # draw the cached table picture again
    app.frame(1 / 60)
    x, y, w, h = L.ACT
    top = [i for i, (s, _) in enumerate(drawn) if s == t("arigato.day.lately")][0]
    panel = [(s, pos) for s, pos in drawn[top + 1:]
             if y + 120 <= pos[1] < y + h - 150 and x <= pos[0] < x + w]
    text = " ".join(s for s, _ in panel)
    for s, pos in panel:
        assert pos[0] + width(s) <= x + w - 16 + 1, s
    # the newest entry is there in full, and so is every entry shown
    assert mine[-1] in text
    shown = [e for e in mine if e in text]
    assert shown == mine[-len(shown):] and len(shown) >= 3
    assert text == " ".join(shown), "a line drawn that is not a whole entry: cut at the edge"
