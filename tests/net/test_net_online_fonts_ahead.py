"""The fonts of what a table played online draws over itself (tables/sent.py `online_fonts`: the
chat's hint, the note of a move sent) are opened ahead while the game is joined (scenes/online.py)
and in the table's frames that draw nothing new: the chat's first frame and the first move sent
open none (Daitoshi's first frame online opened three: game/tools/MEASUREMENTS.md, "Fonts ahead
for the results screen and the sent note"). Everything on 127.0.0.1."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core.daitoshi import SPEC  # noqa: E402
from game.core.rng import SPLITMIX  # noqa: E402
from game.net.latency_link import Delays, LatencyLink  # noqa: E402
from game.ui import frame_causes as fc  # noqa: E402
from game.ui import theme as th  # noqa: E402
from game.ui.tables.chat import Chat  # noqa: E402
from game.ui.tables.sent import SentNote  # noqa: E402
from net_helpers import BOUND, hang_bound, new_table  # noqa: E402
from test_net_join_screen import fill  # noqa: E402
from test_net_remote_session import HostThread  # noqa: E402
from ui_pilot import Pilot  # noqa: E402


def _counted(monkeypatch, cls, drawn: list) -> None:
    """Each drawing of `cls`'s layer that showed, with the fonts it opened."""
    real = cls.draw

    def draw(self, surface):
        before = fc.counts[fc.FONT_OPENED]
        real(self, surface)
        if self.shown():
            drawn.append(fc.counts[fc.FONT_OPENED] - before)

    monkeypatch.setattr(cls, "draw", draw)


def test_the_chats_first_frame_and_the_first_move_sent_open_no_font(tmp_path, monkeypatch):
    from game.ui.app import App
    th._font.cache_clear()            # no font left open, no text drawn, by the tests before
    th._texts.clear()
    table_game = new_table("daitoshi", ["remote", "ai:random"], seed=8, deal=SPLITMIX)
    hosting = HostThread(table_game)
    # a line slow enough that the join takes frames, as through the internet
    link = LatencyLink(hosting.host.port, Delays(300, 0, 0, 0), seed=1, lifetime=BOUND).start()
    app = App(size=(1920, 1080), settings_path=tmp_path / "settings.json", saves_dir=tmp_path / "saves",
              games=[SPEC])
    app.settings.anim_speed = 0.0
    chats, notes = [], []
    _counted(monkeypatch, Chat, chats)
    _counted(monkeypatch, SentNote, notes)
    try:
        app.open_menu()
        pilot = Pilot(app)
        pilot.frames(1)
        pilot.click("online")
        fill(pilot, f"127.0.0.1:{link.port}", table_game.code, "Aiko")
        pilot.click("join")
        for _ in hang_bound():        # the join's frames, until the table is shown
            if getattr(app.stack.top, "session", None) is not None:
                break
            app.frame(1 / 60)   # (not the pilot's: it would wait for the host)
        table = app.stack.top
        session = table.session
        for _ in hang_bound():
            if session.legal_actions(0) and table.my_turn():
                break
            app.frame(1 / 60)   # (not the pilot's: it would wait for the host)
        assert table.submit(session.legal_actions(0)[0]) is None, table.message
        for _ in hang_bound():        # the note shown until the host answers
            if session.sent(0) is None:
                break
            app.frame(1 / 60)   # (not the pilot's: it would wait for the host)
    finally:
        app.close()
        link.close()
        hosting.close()
    assert chats and notes, "the chat or the note of the move sent was never drawn"
    assert chats[0] == 0, f"the chat's first frame opened {chats[0]} font(s)"
    assert sum(notes) == 0, f"the move sent opened {sum(notes)} font(s)"
