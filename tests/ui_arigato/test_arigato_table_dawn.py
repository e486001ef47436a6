"""Dawn on the table: a card picked up shows where it may stand; a refused workshop says why
(the rules' own words); the player changes their mind freely before confirming."""

from __future__ import annotations

import pygame

from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import panel_layout as PL


def centre(rect):
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def restricted_start(table_app):
    """A table whose first hand holds a card that may not stand in some workshop."""
    for seed in range(1, 40):
        app, pilot = table_app("HA", seed=seed)
        table = app.stack.top
        hand = table.view().villages[0].hand
        for card in hand:
            bad = [s for s in range(4) if s not in table.content.cards[card].workshops]
            if bad:
                return app, pilot, table, card, bad[0]
    raise AssertionError("no restricted card in 40 first hands")


def test_a_refused_workshop_says_why_and_nothing_changes(table_app):
    app, pilot, table, card, bad = restricted_start(table_app)
    lay = table.current_layout()
    pilot.post_click(centre(dict(table.hand_rects(table.view()))[card]))
    assert table.selected == card
    # hovering the forbidden workshop: dimmed, with the reason as its tooltip
    app.mouse = centre(lay.grid[bad])
    pilot.frames(1)
    words = [t for r, t in table.tips if L.inside(app.mouse, r)]
    assert any(t.startswith("Not for this artisan: this artisan's placement pattern allows only") for t in words)
    pilot.post_click(centre(lay.grid[bad]))
    assert "placement pattern allows only" in table.message
    # the same refusal the rules give (data), which the table words by place
    from game.core.arigato.actions import AssignRoles
    from game.core.engine import Refusal
    assert table.session.state.explain_refusal(AssignRoles(0, card, bad, ())) == Refusal.of("pattern", card=card, slot=bad)
    assert table.plan.resident is None
    assert not [a for a in table.session.state.history if a.seat == 0]  # (AI seats decide meanwhile)
    # an allowed one takes it
    good = table.content.cards[card].workshops[0]
    pilot.post_click(centre(lay.grid[good]))
    assert (table.plan.resident, table.plan.slot) == (card, good)
    # clicking the planned resident takes it back into the hand (picked up again)
    pilot.post_click(centre(lay.grid[good]))
    assert table.plan.resident is None and table.selected == card


def test_change_your_mind_then_confirm(table_app):
    app, pilot = table_app("HA", seed=4)
    table = app.stack.top
    view = table.view()
    hand = list(view.villages[0].hand)
    zones = PL.role_zones(2, 2)
    # two craftsmen by drag, then one of them becomes a traveler instead
    for c in hand[:2]:
        pilot.drag(centre(dict(table.hand_rects(view))[c]), centre(zones["craftsmen"][0]))
    assert sorted(table.plan.craftsmen) == sorted(hand[:2])
    pilot.drag(centre(zones["craftsmen"][0]), centre(zones["travelers"][0]))
    assert len(table.plan.travelers) == 1 and len(table.plan.craftsmen) == 1
    assert not table.widget("confirm").enabled
    pilot.click("clear")
    assert table.plan.travelers == [] and table.plan.craftsmen == []
    pilot.click("auto")
    assert table.widget("confirm").enabled
    plan = (table.plan.resident, table.plan.slot, sorted(table.plan.travelers))
    pilot.click("confirm")
    a = next(a for a in table.session.state.history if a.seat == 0)
    assert (a.resident, a.slot, sorted(a.travelers)) == plan


def test_the_log_scrolls(table_app):
    from test_arigato_table_screens import advance_to_day
    app, pilot = table_app("HAA", seed=2)
    table = app.stack.top
    advance_to_day(table, pilot, 3)
    pos = app.theme.pt(*centre(L.LOG))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pilot.frames(1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    pilot.frames(1)
    assert table.log_scroll > 0, (len(table.renderer.log.wrapped(table.context(), L.LOG_WRAP_W)), table.view().day,
                                  table.view().phase, app.mouse)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5, flipped=False))
    pilot.frames(1)
    assert table.log_scroll == 0
