"""The Daitoshi table of a game online says who is who (headless SDL, a host on 127.0.0.1): a
friend at another computer is called a friend online in the players' strips, never an AI, and
the log's first line names the players as they joined, even when the table opened before they
were all in (a dedicated host's table starts at once)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core import registry  # noqa: E402
from game.i18n import set_language, t  # noqa: E402
from game.net.client import Client  # noqa: E402
from game.ui.tables.daitoshi import strips  # noqa: E402
from net_helpers import LOOPBACK, new_table, until  # noqa: E402
from test_net_remote_session import HostThread, open_session  # noqa: E402
from ui_pilot import Pilot  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_friend_is_called_online_and_the_first_line_names_who_joined_later(tmp_path, lang):
    from game.ui.app import App
    table_game = new_table("daitoshi", ["remote", "remote", "ai:random"], seed=21)
    hosting = HostThread(table_game)
    host = hosting.host
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json",
              saves_dir=tmp_path / "saves", games=[registry.spec("daitoshi")])
    app.settings.anim_speed = 0.0
    app.open_menu()
    set_language(lang)
    pilot = Pilot(app)
    friend = None
    try:
        session = open_session(host, name="Aiko")
        app.start_session(session)          # open before the friend is in
        table = pilot.table
        pilot.frames(1)
        assert "Aiko" in table.log[0].text

        async def join():
            client = Client(LOOPBACK, host.port, table_game.code, name="Botan")
            await client.join()
            return client
        friend = hosting.run(join())
        until(pilot, lambda: session.seats[1].name == "Botan")
        pilot.frames(1)
        intro = table.log[0].text
        assert "Botan" in intro and "Aiko" in intro and "Seat 2" not in intro, intro
        tips = {part.key[1]: part.tip for part in strips.parts(app.theme, table.ctx(False))}
        assert t("dtable.who.online") in tips[1] and t("dtable.who.ai") not in tips[1], tips[1]
        assert t("dtable.who.ai") in tips[2]                      # the host's AI is an AI
        assert t("dtable.who.you") in tips[0]
    finally:
        set_language("en")
        if friend is not None:
            hosting.run(friend.close())
        app.close()
        hosting.close()
