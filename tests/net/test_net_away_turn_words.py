"""At Arigatō's table online, while the table waits on a friend who dropped (their turn: the others
have set their roles), what says so reads whole: the top band's line under the day's title stays
left of the draw pile, the friend's village says "disconnected, waiting" inside its room under the
name (the last word was hidden under the workshops), and no thinking dots tick over the words of
their row (nobody thinks there). In English and French."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import t
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato.render.motion import thinking_dots
from net_helpers import until
from test_net_away_table import drawn_words, dropped_friend


class Frames:
    """Frames of the client alone: this seat has nothing to decide while the friend is away, so
    nothing waits for its AI (the pilot's `frames` would)."""

    def __init__(self, app) -> None:
        self.app = app

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.frame(1 / 60)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_wait_for_a_dropped_friend_reads_whole(tmp_path, lang):
    with dropped_friend(tmp_path, "arigato", ["remote", "remote", "remote"], lang) as at:
        app, table, session, friend = at.app, at.table, at.session, at.friend
        frames = Frames(app)
        until(frames, lambda: table.my_turn())
        table.submit(session.legal_actions(table.viewer)[0])      # this seat's roles set
        until(frames, lambda: session.active_seat() == friend.seat and not table.my_turn())
        drawn = drawn_words(app, table)
        assert drawn.problems() == []
        theme = app.theme
        texts = [(words, ink) for _, words, ink in drawn.visible_texts()]

        line = t("online.away_short", name="Botan")
        status = pygame.Rect(theme.rect(*L.STATUS))
        status.height = theme.px(L.BAND_H - L.STATUS[1])
        shown = [ink for words, ink in texts if words == line]
        assert shown and all(status.contains(ink) for ink in shown), (shown, status)
        assert not any(ink.colliderect(theme.rect(*L.DRAW_PILE)) for ink in shown)

        box = next(b for b in table.context().layout.opponents if b.seat == friend.seat)
        room = pygame.Rect(theme.rect(*box.status))
        inside = " ".join(words for words, ink in texts if room.colliderect(ink))
        assert inside.split() == t("online.away").split(), inside     # every word, in its room
        assert all(room.contains(ink) for words, ink in texts if room.colliderect(ink))

        assert thinking_dots(table.context()) == []
