"""The real Daitoshi table (headless SDL) opened on a `RemoteSession`: the player's clicks go
through the table's own submit path to a host on 127.0.0.1, the table shows the host's view of
its seat after every move, and the game ends on the results screen."""

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core.daitoshi import SPEC  # noqa: E402
from game.net import codec  # noqa: E402
from game.ui.tables.daitoshi.scene import ChoiceButton  # noqa: E402
from test_net_remote_session import HostThread, open_session  # noqa: E402
from net_helpers import BOUND, answered, hang_bound, new_table  # noqa: E402
from ui_pilot import Pilot  # noqa: E402
from drawn_text import DrawnText  # noqa: E402
from game.i18n import t  # noqa: E402

CLICKS_MAX = 3000


def test_the_daitoshi_table_plays_a_hosted_game_by_its_own_clicks(tmp_path):
    from game.ui.app import App
    table_game = new_table("daitoshi", ["remote", "ai:random"], seed=21)
    hosting = HostThread(table_game)
    host = hosting.host
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json",
              saves_dir=tmp_path / "saves", games=[SPEC])
    app.settings.anim_speed = 0.0
    app.open_menu()
    pilot = Pilot(app)
    rng = random.Random(21)
    clicks = 0
    try:
        session = open_session(host, name="Aiko")
        app.start_session(session)
        table = pilot.table
        assert table.session is session and table.viewer == 0
        for _ in hang_bound(BOUND):                 # a whole game
            if session.is_over() or app.stack.top is not table:
                break
            if not table.my_turn():
                pilot.frames(1)
                continue
            buttons = [w for w in table.widgets if isinstance(w, ChoiceButton)]
            assert buttons
            before = len(table_game.session.state.history)
            pilot.click(rng.choice(buttons).id)
            answered(session, frame=lambda: pilot.frames(1))
            assert len(table_game.session.state.history) > before, table.message
            expected, _ = host.expected[(session.moves(), 0)]
            assert codec.encode(table.view()) == expected
            clicks += 1
            assert clicks < CLICKS_MAX
        assert session.is_over() and table_game.is_over() and clicks > 20
        assert any("gains" in entry.text for entry in table.log)
        for _ in hang_bound():
            if app.stack.top is not table:
                break
            pilot.frames(1)
        results = app.stack.top
        assert results.name == "results"
        assert [s.total for s in results.outcome.scores] == table_game.final()["scores"]
        # Watch again plays the host's record once it proved to be the game; playing again is
        # hosting or joining again, whatever the session (app.py asks the faces only)
        assert next(w for w in results.widgets if w.id == "watch").enabled == \
            (session.replay_source() is not None)
        pilot.click("again")
        assert app.stack.top.name == "join"
    finally:
        app.close()
        hosting.close()


def test_the_arigato_table_opens_on_a_hosted_game_and_submits_through_it(tmp_path):
    from game.core.arigato import SPEC as ARIGATO
    from game.ui.app import App
    table_game = new_table("arigato", ["remote", "ai:random"], seed=3)
    hosting = HostThread(table_game)
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json",
              saves_dir=tmp_path / "saves", games=[ARIGATO])
    app.settings.anim_speed = 0.0
    app.open_menu()
    pilot = Pilot(app)
    try:
        session = open_session(hosting.host, name="Aiko")
        app.start_session(session)
        table = pilot.table
        assert table.renderer.online      # the host's news spread over frames (render/table.py)
        pilot.frames(2)
        for turn in range(3):          # the table's own submit, as its buttons call it
            for _ in hang_bound():
                if table.my_turn():
                    break
                pilot.frames(1)
            legal = table.legal()
            before = len(table_game.session.state.history)
            assert table.submit(legal[turn % len(legal)]) is None, table.message
            answered(session, frame=lambda: pilot.frames(1))
            # the AI seat's dawn may land beside it: the move is among the new ones
            assert legal[turn % len(legal)] in table_game.session.state.history[before:]
            expected, _ = hosting.host.expected[(session.moves(), 0)]
            assert codec.encode(table.view()) == expected
            pilot.frames(1)
        assert app.stack.top is table
        # the other seat is the host's AI, and the host says so: "AI" (a friend reads "online":
        # test_net_away_table.py)
        with DrawnText(app) as drawn:
            table.renderer.forget()
            app.frame(1 / 60)
        tags = [text.split(" · ")[0] for _, text, *_ in drawn.texts if " · " in text]
        assert t("arigato.tag.ai") in tags and t("arigato.tag.online") not in tags
    finally:
        app.close()
        hosting.close()
