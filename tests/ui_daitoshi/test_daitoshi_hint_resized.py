"""The Daitoshi hint's box follows a resized window: its lines wrap at the fonts' sizes in pixels,
so its height changes with the window's scale and the text size; the box was worked out again
only when the decision, the hint, the language or the coach changed, and kept its old height
after a resize."""

from __future__ import annotations

import threading

import pygame

from game.ai.hint import Hint, Reason
from game.core.rng import SPLITMIX
from game.ui.tables.daitoshi import overlay


def test_the_hints_box_is_measured_again_after_a_resize(daitoshi_app):
    app, pilot = daitoshi_app("HA", size=(1280, 720), seed=21, deal=SPLITMIX)   # chosen on the first deal
    table = pilot.table
    assert pilot.until_my_turn()
    why = (Reason("event", "mega_machine", 0.6), Reason("event", "mayor_denied", 1.0),
           Reason("category", "later", 12.25))
    action = table.session.legal_actions(table.viewer)[1]
    table.hint = {"key": table.hint_key(), "text": table.hint_words(table.view(), action), "action": action,
                  "hint": Hint(action, (), 12.46, why, weighed=3), "cancel": threading.Event()}
    pilot.frames(2)
    before = table.hint_at
    assert before == overlay.hint_rect(table.theme, table.hint_note)
    heights = set()
    for size in ((1920, 1080), (800, 450), (1280, 720)):   # 800x450: a line more
        pygame.display.set_mode(size, pygame.RESIZABLE)      # as the window manager would
        app.resized(size)
        pilot.frames(2)
        assert table.hint_at == overlay.hint_rect(table.theme, table.hint_note), size
        heights.add(table.hint_at[3])
    app.change_setting("ui_scale", 200)     # a larger text size (game/ui/CLIENT.md): its lines wrap anew
    pilot.frames(2)
    assert table.hint_at == overlay.hint_rect(table.theme, table.hint_note)
    heights.add(table.hint_at[3])
    assert len(heights) > 1, heights        # the scale changed the box: the checks above could fail
