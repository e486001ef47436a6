"""The log in words (render/log.py, `LogText`): a log grown by new entries has only those worded
and wrapped, and what it gives is, at every move, what a log worded and wrapped afresh gives,
whatever the panel's width; a move taken back, another language or another width makes it
afresh."""

from __future__ import annotations

import arigato_situations as S
from game.i18n import language, set_language
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato.render.log import WRAPPED_MOST, LogText


def same_as_afresh(table, kept: LogText, narrow: LogText) -> bool:
    """The table's log (at the panel's width) and another kept beside it at a narrower width,
    each the same as a log made afresh."""
    ctx = table.context()
    return (kept.wrapped(ctx, L.LOG_WRAP_W) == LogText().wrapped(ctx, L.LOG_WRAP_W)
            and narrow.wrapped(ctx, 120) == LogText().wrapped(ctx, 120) and kept.lines(ctx) == LogText().lines(ctx))


def test_a_grown_log_is_the_log_made_afresh():
    app, pilot = S.open_table("HAAA", (1280, 720), seed=4)
    was = language()
    try:
        table = app.stack.top
        kept, narrow = table.renderer.log, LogText()
        compared, longest = 0, 0
        for _ in range(20000):   # past the lines kept wrapped: the oldest let go as new ones come
            if table.session.is_over() or len(kept.lines(table.context())) > WRAPPED_MOST + 40:
                break
            if table.my_turn():
                table.submit(S.choice(table))
            pilot.frames(1)
            if len(table.entries) > longest:      # the log grew: compared at this length
                longest = len(table.entries)
                assert same_as_afresh(table, kept, narrow), len(table.entries)
                compared += 1
        assert compared >= 30 and len(kept.lines(table.context())) > WRAPPED_MOST + 40
        table.undo()                              # a move taken back: the log made again
        pilot.frames(2)
        assert same_as_afresh(table, kept, narrow)
        set_language("fr" if was != "fr" else "en")
        assert same_as_afresh(table, kept, narrow)
    finally:
        set_language(was)
        app.close(last=False, picture=False)
