"""The one person at a table sees through their own seat from its first frame, even when an AI
seat moves first: the table used to wait for that person's turn, so a game whose AI (or, online,
the host's AI) had not yet moved when the table opened showed nobody's seat (red twice in ten
runs of the remote table's test, game/ui/tables/base.py `viewer_now`)."""

from game.core.daitoshi import SPEC
from game.input.session import SeatConfig


def seats_of(kinds: str) -> list[SeatConfig]:
    return [SeatConfig(f"P{i + 1}", i, "human" if k == "H" else "ai", "easy")
            for i, k in enumerate(kinds)]


def _ai_first(app):
    """A session of an AI then the person whose first decision is the AI's."""
    for seed in range(1, 40):
        session = app.new_session(SPEC, seats_of("AH"), {}, seed)
        if session.active_seat() == 0:
            return session
        session.close()
    raise AssertionError("no seed from 1 to 39 lets the AI seat decide first")


def test_the_lone_person_is_the_viewer_before_the_ai_has_moved(daitoshi_app):
    app, pilot = daitoshi_app("H")          # an App; its own table is left for the one made here
    session = _ai_first(app)
    app.start_session(session)
    table = app.stack.top
    assert session.moves() == 0 and session.active_seat() == 0     # the AI has not moved
    assert table.viewer == 1


def test_hot_seat_still_waits_for_whose_turn_it_is(daitoshi_app):
    """Two people: the viewer is whoever must act (the hand-off), never chosen in advance."""
    app, pilot = daitoshi_app("HH")
    table = app.stack.top
    assert table.viewer == table.session.active_seat()
