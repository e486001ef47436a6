"""A seat of a hosted game played through `RemoteSession`, the session's public face over the
network (game/net/remote.py): the game goes to its end through `submit`, and after every action
the session's view is the host's view for that seat. `submit` only sends: the move is `sent`
until the host's answer is taken in, then played or put back in `returned`. Another seat is a headless player; the host
runs on a thread of its own, as it would in another program. Everything on 127.0.0.1."""

import asyncio
import threading

import pytest

from game.core.engine import IllegalAction
from game.core.rng import Rng
from game.input.face import SessionFace
from game.net import codec
from game.net.player import play_seat
from game.net.remote import RemoteSession
from game.net.threaded import ThreadedClient
from net_helpers import LOOPBACK, Checker, WatchedHost, hang_bound, new_table

ACTIONS_MAX = 5_000     # more decisions than any of these games takes


class HostThread:
    """A host on a loop of its own thread, and its headless players run there too."""

    def __init__(self, table, **kw) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.host = WatchedHost(table, **kw)       # (a port of its own: a host started again)
        self.run(self.host.start())

    def run(self, coro, timeout: float = 30.0):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def start(self, coro):
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def close(self, **kw) -> None:
        self.run(self.host.close(**kw))
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def open_session(host: WatchedHost, name: str = "Remote") -> RemoteSession:
    client = ThreadedClient(LOOPBACK, host.port, host.table.code, name=name)
    return RemoteSession(client, client.join())


def assert_agrees(session: RemoteSession, host: WatchedHost) -> None:
    view, legal = host.expected[(session.moves(), session.seat)]
    assert codec.encode(session.view(session.seat)) == view, f"disagrees at move {session.moves()}"
    assert [a.text() for a in session.legal_actions(session.seat)] == legal


@pytest.mark.parametrize("game, seed", [("daitoshi", 6), ("arigato", 3)])
def test_a_remote_session_plays_its_seat_to_the_end_agreeing_with_the_host(game, seed):
    table = new_table(game, ["remote", "remote"], seed=seed)
    hosting = HostThread(table)
    host = hosting.host
    session = open_session(host)
    other = hosting.start(play_seat(LOOPBACK, host.port, table.code, "random", seed=2,
                                    on_state=Checker(host)))
    rng, submitted, refused = Rng(seed), 0, 0
    try:
        assert isinstance(session, SessionFace)
        assert session.seat == 0 and session.human_seats() == [0]
        for _ in range(ACTIONS_MAX):
            session.wait_for_ai()
            assert_agrees(session, host)
            if session.is_over():
                break
            assert session.active_seat() == 0
            legal = session.legal_actions(0)
            chosen = legal[rng.below(len(legal))]
            session.submit(chosen)
            # sent, not answered: nothing taken in yet, no other choice meanwhile
            assert session.sent(0) == chosen and session.legal_actions(0) == []
            session.wait_for_ai()
            assert session.sent(0) is None
            if session.returned:        # the other seat's move got in first: decide again
                assert [a for a, _ in session.returned] == [chosen]
                session.returned.clear()
                refused += 1
                continue
            submitted += 1
        other_final = other.result(60)
        outcome = session.results()
    finally:
        session.close()
        hosting.close()
    assert session.is_over() and table.is_over()
    final = table.final()
    assert [s.total for s in outcome.scores] == final["scores"] == other_final["scores"]
    assert list(outcome.winners) == final["winners"]
    assert outcome.seed == -1                       # the seed never left the host
    history = table.session.state.history
    assert submitted == sum(1 for a in history if a.seat == 0) and refused <= submitted
    story = session.story(0)
    assert len(story) == len(history) == session.moves()
    assert [c.seat for c in story] == [a.seat for a in history]
    # the other seat's secret choices came without their choice, this seat's own in full
    assert all(c.action == a for c, a in zip(story, history) if a.seat == 0)
    assert all(c.action is None for c, a in zip(story, history) if a.seen_by(0) != a.text())
    # chapter for chapter, the story the host's session tells this seat (the setup's aside)
    assert story == [c for c in table.session.story(0) if c.index >= 0]


def test_a_refused_action_comes_back_typed_and_changes_nothing():
    table = new_table("daitoshi", ["remote", "ai:random"], seed=6)
    hosting = HostThread(table)
    session = open_session(hosting.host)
    try:
        session.wait_for_ai()
        moves, asked = session.moves(), session.latest.asked
        legal = session.legal_actions(0)
        # a legal action sent as an answer to an older decision: the host itself says stale
        session.latest.asked = asked + 1
        session.submit(legal[0])
        assert session.sent(0) == legal[0]
        with pytest.raises(IllegalAction) as waiting:     # one word on its way at a time
            session.submit(legal[0])
        assert waiting.value.refusal.code == "waiting_for_host"
        session.wait_for_ai()
        (action, refusal), = session.returned
        assert action == legal[0] and refusal.code == "stale" and session.sent(0) is None
        assert session.moves() == moves == len(table.session.state.history)
        session.returned.clear()
        session.latest.asked = asked
        session.submit(legal[0])
        session.wait_for_ai()
        assert table.session.state.history[moves] == legal[0] and not session.returned
    finally:
        session.close()
        hosting.close()


def test_a_move_after_the_host_is_gone_is_refused_in_words_and_changes_nothing():
    table = new_table("daitoshi", ["remote", "ai:random"], seed=6)
    hosting = HostThread(table)
    session = open_session(hosting.host)
    try:
        session.wait_for_ai()
        moves, legal = session.moves(), session.legal_actions(0)
        hosting.close()
        for _ in hang_bound():              # the line's end is news of a frame
            if session.lost is not None:
                break
            session.pump_ai()
        with pytest.raises(IllegalAction) as refused:   # refused here, nothing sent
            session.submit(legal[0])
        assert refused.value.refusal.code == "host_lost"
        assert session.moves() == moves and session.sent(0) is None and not session.returned
    finally:
        session.close()


def test_undo_through_a_remote_session_takes_the_move_back_at_the_host():
    table = new_table("daitoshi", ["remote", "remote"], seed=6)
    hosting = HostThread(table)
    host = hosting.host
    session = open_session(host)
    other = hosting.start(play_seat(LOOPBACK, host.port, table.code, "random", seed=2))
    rng, undone, refused = Rng(9), 0, 0
    try:
        for _ in range(ACTIONS_MAX):
            session.wait_for_ai()
            if session.is_over() or undone >= 3:
                break
            legal = session.legal_actions(0)
            session.submit(legal[rng.below(len(legal))])
            session.wait_for_ai()
            session.returned.clear()      # the other seat's move got in first: no matter
            if not session.legal_actions(0) or not session.can_undo(0):
                continue
            moves, last = session.moves(), session.view(0).history[-1]
            taken = session.undo(0)
            assert taken == last and session.sent(0) == last
            session.wait_for_ai()
            if session.returned:          # the game's policy keeps it: the host said so
                assert session.refused is not None and session.moves() >= moves
                session.returned.clear()
                refused += 1
                continue
            assert taken == last and session.moves() == moves - 1
            assert len(table.session.state.history) == moves - 1
            assert_agrees(session, host)
            assert len(session.story(0)) == session.moves()     # told again without it
            undone += 1
    finally:
        session.close()
        other.cancel()
        hosting.close()
    assert undone == 3


def test_a_dropped_remote_session_joins_its_seat_again_and_plays_to_the_end():
    table = new_table("daitoshi", ["remote", "ai:random"], seed=6)
    hosting = HostThread(table)
    host = hosting.host
    session = open_session(host)
    rng, drops = Rng(5), 0
    try:
        for step in range(ACTIONS_MAX):
            session.wait_for_ai()
            assert_agrees(session, host)
            if session.is_over():
                break
            if step % 15 == 7 and drops < 3:       # the line fails now and then
                session.client.drop()
                drops += 1
            legal = session.legal_actions(0)
            session.submit(legal[rng.below(len(legal))])
            session.wait_for_ai()                  # answered, or back at its seat after a drop
            if session.returned:
                # the line failed under this move (or the move went through just before it did,
                # so the one sent again answers a decision already answered): joined again
                assert {r.code for _, r in session.returned} <= {"host_lost", "stale"}
                session.returned.clear()
                assert session.lost is None
                assert len(session.story(0)) == session.moves()
    finally:
        session.close()
        hosting.close()
    assert session.is_over() and table.is_over() and drops == 3
    assert session.rejoins == 3 and session.client.client.joins == 4   # one join again a drop
    assert [s.total for s in session.results().scores] == table.final()["scores"]
