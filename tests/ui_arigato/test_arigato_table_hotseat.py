"""Hot-seat: two humans at one screen. After one commits their roles, the hand-off curtain
covers the table, and the next human sees their own hand, never the other's."""

from __future__ import annotations

from game.core.arigato.components import HIDDEN


def test_the_curtain_stands_between_two_humans(table_app):
    app, pilot = table_app("HHA", seed=3)
    if app.stack.top.name == "handoff":
        pilot.post_click((640, 360))
    table = app.stack.top
    assert table.name == "arigato" and table.viewer == 0
    first_hand = list(table.session.state.villages[0].hand)
    pilot.click("auto")       # Suggest: a legal arrangement the player could change
    assert table.plan_ready()
    pilot.click("confirm")
    assert table.session.state.villages[0].done
    assert app.stack.top.name == "handoff"                 # the curtain is up
    pilot.post_click((640, 360))                           # "click when ready"
    assert app.stack.top is table and table.viewer == 1
    view = table.view()
    assert view.villages[1].hand == table.session.state.villages[1].hand
    # seat 0's committed resident lies face down for seat 1, its craftsmen are hidden
    slot = table.session.state.villages[0].resident_slot
    assert view.villages[0].workshops[slot] == HIDDEN
    assert all(c == HIDDEN for c in view.villages[0].craftsmen)
    # what is drawn for seat 1: its own hand at the bottom, none of seat 0's cards
    drawn = [text for _, text in table.tips]
    pilot.frames(1)
    drawn = " ".join(text for _, text in table.tips)
    for c in first_hand:
        if c not in table.session.state.villages[1].hand:
            assert f"(card {c})" not in drawn


def test_rules_from_the_table_and_back(table_app):
    import pygame
    app, pilot = table_app("HA", seed=3)
    table = app.stack.top
    pilot.click("rules")
    assert app.stack.top.name != "arigato"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    pilot.frames(2)
    assert app.stack.top is table
