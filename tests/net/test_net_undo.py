"""Undo online as at one table (game/ARCHITECTURE.md, "The session": undo is a replay, by each
game's own policy): a seat of a hosted game is offered Undo exactly when the same seat of the same
game at one computer would be, in both games; its undo takes back what one table's would; and
after it every seat's story is what a session at one computer tells that seat, so that the other
players' tables drop the move taken back and show the one played instead. Everything on
127.0.0.1."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from dataclasses import asdict  # noqa: E402

import pytest  # noqa: E402

from game.core.daitoshi import SPEC as DAITOSHI  # noqa: E402
from game.core.daitoshi.actions import MoveMagnate, StartProduction  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.input.session import GameSession, SeatConfig  # noqa: E402
from game.net import codec  # noqa: E402
from game.net.remote import ConnectionLost  # noqa: E402
from net_helpers import WAIT_BOUND, answered, hang_bound, new_table  # noqa: E402
from test_net_remote_session import HostThread, open_session  # noqa: E402

STEPS_MAX = 2_000       # more moves and undos than these games take to reach the undos wanted
UNDOS = 12              # undos online checked against one table's, in each game


def at_one_table(table, actions) -> GameSession:
    """The same game at one computer, every seat a person there, after `actions`: what a local
    session offers and tells each seat."""
    session = table.session
    seats = [asdict(SeatConfig(s.name, s.colour, "human")) for s in session.seats]
    return GameSession.from_save(session.spec, {"seats": seats, "options": session.options,
                                                "seed": session.seed, "deal": session.deal,
                                                "actions": [a.text() for a in actions]})


def told(session, seat: int) -> list:
    """The story as `session` tells it to `seat`, the setup's own chapter aside (the host does
    not send it)."""
    return [c for c in session.story(seat) if c.index >= 0]


def caught_up(remote, local) -> None:
    """The remote seat has taken in the host's word on the position `local` is at: its story is
    the one a session at one computer tells it (a bounded wait, then the check itself)."""
    seat = remote.seat
    try:
        remote._wait(lambda: told(remote, seat) == told(local, seat), WAIT_BOUND)
    except ConnectionLost:
        pass                    # never came: the check below says how it differs
    assert told(remote, seat) == told(local, seat), f"seat {seat}'s story is not one table's"


def assert_retold(remote, local) -> None:
    """Each chapter the remote seat retells (a log worded anew) comes with the view its seat had
    just after it, as one table retells it, or the latest view where it kept none; never the
    view of a move since taken back."""
    seat = remote.seat
    latest = codec.encode(remote.view(seat))
    at_one = ((c, v) for c, v in local.retell(seat) if c.index >= 0)
    for (chapter, view), (_, expected) in zip(remote.retell(seat), at_one):
        assert codec.encode(view) in (codec.encode(expected), latest), \
            f"seat {seat} retells move {chapter.index} with another game's view"


@pytest.mark.parametrize("game, players, seed", [("arigato", 3, 3), ("daitoshi", 3, 6)])
def test_an_online_seat_is_offered_undo_exactly_as_at_one_table_and_every_story_follows(
        game, players, seed):
    table = new_table(game, ["remote"] * players, seed=seed)
    hosting = HostThread(table)
    remotes = [open_session(hosting.host, name=f"P{i}") for i in range(players)]
    rng = Rng(seed)
    offered = undone = behind = 0       # `behind`: undos of a move other seats played after
    retold = False                      # an undo was just made: the stories were told anew
    try:
        assert [r.seat for r in remotes] == list(range(players))
        for _ in range(STEPS_MAX):
            history = list(table.session.state.history)
            local = at_one_table(table, history)
            for remote in remotes:
                caught_up(remote, local)
                seat = remote.seat
                assert remote.can_undo(seat) == local.can_undo(seat), \
                    f"seat {seat} after {len(history)} moves"
                deciding = seat in local.state.current_seats()
                assert remote.legal_actions(seat) == (local.state.legal_actions(seat) if deciding
                                                      else [])
                offered += remote.can_undo(seat)
                if retold:
                    assert_retold(remote, local)
            if table.is_over() or undone >= UNDOS:
                break
            retold = False
            movers = [r for r in remotes if r.legal_actions(r.seat)]
            remote = movers[rng.below(len(movers))]
            seat = remote.seat
            if remote.can_undo(seat) and rng.below(2) == 0:
                index = local.undo_index(seat)
                expected = local.undo(seat)
                taken = remote.undo(seat)
                answered(remote)
                assert taken is not None and taken == expected, remote.refused
                assert table.session.state.history == local.state.history   # the host's game too
                undone += 1
                retold = True
                behind += index < len(history) - 1
            else:
                legal = remote.legal_actions(seat)
                remote.submit(legal[rng.below(len(legal))])
                answered(remote)
    finally:
        for remote in remotes:
            remote.close()
        hosting.close()
    assert undone == UNDOS and offered > undone
    if game == "arigato":       # its policy takes back a village's move after the others' moves
        assert behind > 0


def test_an_undo_at_another_computer_is_told_again_on_the_daitoshi_table(tmp_path):
    """The report's case: a Magnate move taken back and Production chosen instead. The other
    player's table drops the Magnate move from its log (and so from "This turn so far", which
    shows the log's last turn) and shows Production, as its log told again from the start."""
    from game.ui.app import App
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json",
              saves_dir=tmp_path / "saves", games=[DAITOSHI])
    app.settings.anim_speed = 0.0            # each move told at once: the log is the point
    table_game = new_table("daitoshi", ["remote", "remote"], seed=6)
    hosting = HostThread(table_game)
    rng = Rng(11)
    mover = open_session(hosting.host, name="Aiko")
    watcher = open_session(hosting.host, name="Botan")
    try:
        app.open_menu()
        app.start_session(watcher)
        table = app.stack.top
        assert table.viewer == 1

        def frames_until_told() -> None:
            """Frames of seat 1's table until it and seat 0's session have taken in the host's
            latest word."""
            local = at_one_table(table_game, table_game.session.state.history)
            caught_up(mover, local)
            for _ in hang_bound():
                app.frame(1 / 60)
                if told(watcher, 1) == told(local, 1) and \
                        table.told == [(c.index, c.seen) for c in local.story(1)]:
                    return
            raise AssertionError("seat 1's table never took in the host's word")

        magnate = production = None
        for _ in range(STEPS_MAX):          # play on until seat 0 may move a Magnate or produce
            frames_until_told()
            assert not mover.is_over()
            if not mover.legal_actions(0):
                legal = watcher.legal_actions(1)
                watcher.submit(legal[rng.below(len(legal))])
                answered(watcher)
                continue
            legal = mover.legal_actions(0)
            moves = [a for a in legal if isinstance(a, MoveMagnate)]
            produce = [a for a in legal if isinstance(a, StartProduction)]
            mover.submit(moves[0] if moves and produce else legal[rng.below(len(legal))])
            answered(mover)
            if moves and produce and mover.can_undo(0):
                magnate, production = moves[0], produce[0]
                break
        assert magnate is not None
        frames_until_told()
        shown = [entry.text for entry in table.log]
        assert table.told[-1][1] == magnate.text()          # the Magnate move is on its log
        assert mover.undo(0) == magnate
        answered(mover)
        mover.submit(production)
        answered(mover)
        frames_until_told()
        told_here = [entry.text for entry in table.log]
        assert told_here != shown and table.told[-1][1] == production.text()
        table.rebuild_log()                                 # the log told from the start
        assert [entry.text for entry in table.log] == told_here
    finally:
        mover.close()
        app.close()
        hosting.close()


def test_the_arigato_table_online_offers_undo_and_takes_the_move_back(tmp_path):
    """The report's first case: an online Arigatō table never offered Undo. Now its Undo is
    there and enabled exactly when one table's would be, and a click takes back at the host
    what one table would (the other village's moves since staying played)."""
    from game.core.arigato import SPEC as ARIGATO
    from game.core.arigato.actions import EndDay
    from game.ui.app import App
    from ui_pilot import Pilot
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json",
              saves_dir=tmp_path / "saves", games=[ARIGATO])
    app.settings.anim_speed = 0.0
    table_game = new_table("arigato", ["remote", "remote"], seed=3)
    hosting = HostThread(table_game)
    rng = Rng(4)
    session = open_session(hosting.host, name="Aiko")    # seat 0, at the table
    other = open_session(hosting.host, name="Botan")     # seat 1, played here move by move
    try:
        assert (session.seat, other.seat) == (0, 1)
        app.open_menu()
        app.start_session(session)
        pilot = Pilot(app)
        table = pilot.table
        undone = 0
        for _ in range(STEPS_MAX):
            local = at_one_table(table_game, table_game.session.state.history)
            caught_up(session, local)
            caught_up(other, local)
            app.frame(1 / 60)
            assert not session.is_over()
            if undone >= 2:
                break
            mine, theirs = session.legal_actions(0), other.legal_actions(1)
            assert mine or theirs, f"nobody decides after {len(local.state.history)} moves"
            if theirs and (not mine or rng.below(2) == 0):
                other.submit(theirs[rng.below(len(theirs))])
                answered(other)
                continue
            assert table.my_turn()
            table.layout()
            shown = [w for w in table.widgets if w.id == "undo"]
            assert all(w.enabled == local.can_undo(0) for w in shown)
            if shown and shown[0].enabled:
                pilot.click("undo")
                answered(session, frame=lambda: app.frame(1 / 60))
                assert local.undo(0) is not None         # what one table takes back, and only it
                assert table_game.session.state.history == local.state.history
                undone += 1
                continue
            legal = table.legal()
            moves = [a for a in legal if not isinstance(a, EndDay)] or legal
            assert table.submit(moves[rng.below(len(moves))]) is None, table.message
            answered(session, frame=lambda: app.frame(1 / 60))
        assert undone == 2
    finally:
        other.close()
        app.close()             # the table closes its session
        hosting.close()
