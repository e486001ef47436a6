"""Readable cards. Resting the mouse on any card a moment, or right-clicking it, shows
it large (the zoom players know from card-game apps) in place of its words' tooltip; a face-down
card is never shown."""

from __future__ import annotations

import pygame

import arigato_situations as S
from game.ui.tables.arigato import over_layout as O


def large_cards(app, pilot) -> list:
    """Card faces drawn at the zoom's size in the next frame."""
    from game.ui.tables.arigato import card_art
    seen = []
    real = card_art.draw_card

    def spy(surface, content, card_id, rect, *a, **k):
        if rect.size == app.theme.rect(0, 0, *O.ZOOM_CARD).size:
            seen.append(card_id)
        return real(surface, content, card_id, rect, *a, **k)
    card_art.draw_card = spy
    try:
        pilot.frames(1)
    finally:
        card_art.draw_card = real
    return seen


def workshop_card(app, pilot):
    S.play_until(app, pilot, S.at(2, "day"))
    table = app.stack.top
    village = table.view().villages[table.viewer]
    slot = next(s for s in range(4) if village.workshops[s] > 0 and village.face_up[s])
    return table, village.workshops[slot], table.current_layout().grid[slot]


def test_a_card_rested_on_is_shown_large():
    app, pilot = S.open_table("HA", (1280, 720), seed=1)
    try:
        table, card, rect = workshop_card(app, pilot)
        pilot.move(S.centre(rect))
        assert table.zoomed() is None and large_cards(app, pilot) == []       # not at once
        pilot.frames(int(O.ZOOM_DELAY * 60) + 2)
        assert table.zoomed() == card and large_cards(app, pilot) == [card]
        pilot.move((640, 700))                                                  # away: gone
        assert table.zoomed() is None and large_cards(app, pilot) == []
    finally:
        app.close(last=False, picture=False)


def test_a_right_click_shows_a_card_large_at_once_even_in_the_hand():
    app, pilot = S.open_table("HA", (1280, 720), seed=1)
    try:
        table = app.stack.top
        card, rect = table.hand_rects(table.view())[2]
        pos = app.theme.pt(*S.centre(rect))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
        pilot.frames(1)
        assert table.zoomed() == card and large_cards(app, pilot) == [card]
        assert table.selected is None and not table.plan.travelers      # looking changes nothing
    finally:
        app.close(last=False, picture=False)


def test_a_face_down_card_is_never_shown_large():
    app, pilot = S.open_table("HA", (1280, 720), seed=1)
    try:
        S.play_until(app, pilot, S.at(2, "dawn"))
        table = app.stack.top
        box = table.current_layout().opponents[0]
        pilot.move(S.centre(box.travelers))                   # the other village's hand, face down
        pilot.frames(40)
        assert table.zoomed() is None and large_cards(app, pilot) == []
    finally:
        app.close(last=False, picture=False)


def overlay_panels(app, pilot) -> list:
    """The sizes of the overlays (the tooltip's words, a large card's backing) drawn next frame."""
    from game.ui.tables.arigato.render import overlays
    seen = []
    real = overlays.panel

    def spy(surface, theme, rect, *a, **k):
        if k.get("overlay"):
            seen.append(theme.rect(*rect).size)
        return real(surface, theme, rect, *a, **k)
    overlays.panel = spy
    try:
        pilot.frames(1)
    finally:
        overlays.panel = real
    return seen


def test_a_card_shown_large_is_shown_without_its_tooltip():
    """The large card and the tooltip with its words were drawn together, two overlays of one card
    (the words jumping aside as the card grew): a hovered card shows its words, then, rested on,
    the card large in their place: one of them at a time."""
    app, pilot = S.open_table("HA", (1280, 720), seed=1)
    try:
        table, card, rect = workshop_card(app, pilot)
        pilot.move(S.centre(rect))
        words = overlay_panels(app, pilot)
        assert len(words) == 1 and large_cards(app, pilot) == []               # the words at once
        pilot.frames(int(O.ZOOM_DELAY * 60) + 2)
        assert table.zoomed() == card
        assert overlay_panels(app, pilot) == [app.theme.rect(0, 0, *O.ZOOM_CARD).size]   # the card alone
        assert large_cards(app, pilot) == [card]
    finally:
        app.close(last=False, picture=False)
