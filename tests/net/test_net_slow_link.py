"""The window never waits on the network (game/ui/CLIENT.md, "Online"): a whole online game of
each game, played from the client's table (headless, SDL's dummy driver) through a slow line
(game/net/latency_link.py), where every move is sent and the frames go on while its answer is
outstanding; a move the host refuses is put back with its refusal said, in both languages; a
move whose line is lost for good is put back, said, once the table says the host has gone. No
timed check: the frames are counted, never timed. Everything on 127.0.0.1."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core import registry  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.i18n import set_language, t  # noqa: E402
from game.net.comeback import GONE  # noqa: E402
from game.net.latency_link import Delays, LatencyLink  # noqa: E402
from game.net.remote import RemoteSession  # noqa: E402
from game.net.threaded import ThreadedClient  # noqa: E402
from net_helpers import BOUND, LOOPBACK, WAIT_BOUND, hang_bound, new_table  # noqa: E402
from game.ui.tables.daitoshi.scene import ChoiceButton  # noqa: E402
from game.ui.tables.sent import MOST_W, MOVE_SIZE, PAD_X  # noqa: E402
from test_net_remote_session import HostThread  # noqa: E402

# a slow line the tests can afford for a whole game: 20 ms ± 10 ms, and 2 % of pieces 200 ms more
TEST_LINE = Delays(20, 10, 0.02, 200)


def _app(tmp_path):
    from game.ui.app import App
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json",
              saves_dir=tmp_path / "saves")
    app.settings.anim_speed = 0.0
    return app


def _through(link: LatencyLink, table, name: str = "Aiko") -> RemoteSession:
    client = ThreadedClient(LOOPBACK, link.port, table.code, name=name)
    return RemoteSession(client, client.join())


def _drawn(app) -> list[str]:
    from drawn_text import DrawnText
    with DrawnText(app) as drawn:
        app.stack.draw(app.screen)       # drawn only: no news taken in meanwhile
    assert drawn.problems() == [], drawn.problems()
    return [text for _, text, _, _ in drawn.texts]


def _note_shown(app, table, move) -> bool:
    """The frame says "Sent — waiting for the host" and names the move, in the table's words."""
    shown, words = _drawn(app), table.sent_words(move)
    return t("online.sent") in shown and bool(words) and \
        table.theme.wrap(words, "sans", MOVE_SIZE, MOST_W - 2 * PAD_X)[0] in shown


def _at_the_table(app, session):
    """The session's table opened, and its frames run until the seat must decide."""
    app.open_menu()
    app.start_session(session)
    table = app.stack.top
    for _ in hang_bound():
        if session.legal_actions(0) and table.my_turn():
            break
        app.frame(1 / 60)
    return table


@pytest.mark.long
@pytest.mark.parametrize("game", registry.available())
def test_a_whole_online_game_through_a_slow_line_never_holds_the_frame(tmp_path, game):
    seed = 3
    table_game = new_table(game, ["remote", "ai:random"], seed=seed)
    hosting = HostThread(table_game)
    link = LatencyLink(hosting.host.port, TEST_LINE, seed=seed, lifetime=BOUND).start()
    app = _app(tmp_path)
    session = _through(link, table_game)
    rng = Rng(seed)
    sent = frames_waiting = 0
    try:
        app.open_menu()
        app.start_session(session)
        table = app.stack.top
        for _ in hang_bound(BOUND):
            if session.is_over():
                break
            legal = session.legal_actions(0)
            if app.stack.top is table and legal and table.my_turn():
                assert table.submit(legal[rng.below(len(legal))]) is None, table.message
                # submit returned while the host has not answered: the move is on its way
                assert session.sent(0) is not None and session.legal_actions(0) == []
                sent += 1
                waited = 0
                while session.sent(0) is not None:      # the frames go on meanwhile
                    app.frame(1 / 60)
                    waited += 1
                    assert waited < 100_000, "the host never answered"
                frames_waiting += waited
                session.returned.clear()    # (the AI's move may come first: chosen again)
            else:
                app.frame(1 / 60)
    finally:
        app.close()
        link.close()
        hosting.close()
    assert session.is_over() and table_game.is_over()
    assert [s.total for s in session.results().scores] == table_game.final()["scores"]
    # every move sent left the frame loop running, each of those frames begun with the move's
    # answer outstanding (a frame whose `update` takes the answer in counts too)
    assert sent > 10 and frames_waiting >= sent
    assert link.pieces > 0


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_move_sent_shows_waiting_then_a_refusal_puts_it_back_and_says_why(tmp_path, lang):
    table_game = new_table("daitoshi", ["remote", "ai:random"], seed=6)
    hosting = HostThread(table_game)
    # slow enough that the answer cannot come in the frame that draws the move sent
    link = LatencyLink(hosting.host.port, Delays(300, 0, 0, 0), seed=1, lifetime=BOUND).start()
    app = _app(tmp_path)
    session = _through(link, table_game)
    set_language(lang)
    try:
        table = _at_the_table(app, session)
        legal = session.legal_actions(0)
        moves = session.moves()
        session.latest.asked += 1        # answers an older decision: the host will say stale
        assert table.submit(legal[0]) is None
        assert session.sent(0) == legal[0] and session.legal_actions(0) == []
        assert _note_shown(app, table, legal[0])     # the frame says it, the controls wait
        table.layout()                                # (as the frame does once a move changes)
        assert not [w for w in table.widgets if isinstance(w, ChoiceButton) and w.visible]
        for _ in hang_bound():
            if session.sent(0) is None:
                break
            app.frame(1 / 60)
        assert not session.returned                   # the table took it back and said why
        assert t("refuse.stale") in table.message
        assert t("online.sent") not in _drawn(app)
        assert session.moves() == moves and session.legal_actions(0) == legal
    finally:
        set_language("en")
        app.close()
        link.close()
        hosting.close()


def test_a_line_lost_for_good_under_a_move_says_the_host_is_gone_and_puts_the_move_back(
        tmp_path):
    table_game = new_table("arigato", ["remote", "ai:random"], seed=3)
    hosting = HostThread(table_game)
    # the line is slow enough that the answer is still on its way when it is cut
    link = LatencyLink(hosting.host.port, Delays(600, 0, 0, 0), seed=2, lifetime=BOUND).start()
    app = _app(tmp_path)
    session = _through(link, table_game)
    try:
        table = _at_the_table(app, session)
        move = session.legal_actions(0)[0]
        assert table.submit(move) is None
        assert _note_shown(app, table, move)
        link.close()                    # the line is cut, for good; the move's answer with it
        frames = 0
        for _ in hang_bound(WAIT_BOUND):
            if table.host_away.word == GONE:
                break
            app.frame(1 / 60)
            frames += 1
        assert table.host_away.word == GONE and frames > 0
        # once the table says the host has gone, nothing stays sent: the move is put back, not
        # played, and said (game/net/PROTOCOL.md, "A move when the line drops")
        app.frame(1 / 60)
        assert session.sent(0) is None and session.returned == []      # (the table took it)
        assert t("refuse.host_gone") in table.message
        drawn = " ".join(_drawn(app))
        assert t("online.host_away.gone") in drawn and t("online.sent") not in drawn
    finally:
        app.close()
        hosting.close()


def test_a_move_unanswered_too_long_cuts_the_line_and_shows_what_the_host_did_once_back(
        monkeypatch):
    from game.net import sent
    monkeypatch.setattr(sent, "ANSWER_TIMEOUT", 0.3)     # a line far slower than the wait
    table_game = new_table("daitoshi", ["remote", "ai:random"], seed=6)
    hosting = HostThread(table_game)
    link = LatencyLink(hosting.host.port, Delays(500, 0, 0, 0), seed=4, lifetime=BOUND).start()
    session = _through(link, table_game)
    try:
        session.wait_for_ai(WAIT_BOUND)
        moves, asked, move = session.moves(), table_game.asked(0), session.legal_actions(0)[0]
        session.submit(move)
        for _ in hang_bound():
            if session.lost is not None:
                break
            session.pump_ai()            # a frame: the overdue answer cuts the line
        assert session.lost is not None and session.sent(0) == move
        session.wait_for_ai(WAIT_BOUND)  # back at its seat by itself, told everything again
        assert session.lost is None and session.rejoins == 1 and session.sent(0) is None
        # the move reached the host before the line was cut, or not: the seat shows which
        played = table_game.asked(0) > asked
        assert (session.story(0)[moves].action == move) if played else \
            (session.returned == [(move, sent.Refusal.of(sent.HOST_LOST))])
    finally:
        session.close()
        link.close()
        hosting.close()
