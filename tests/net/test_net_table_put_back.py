"""An online table puts its picture back only where it changed or where the last frame drew over
it (game/ui/tables/put_back.py), as a table at this computer does: its chat and the note of a
move sent say where they drew (put_back.py `drew_above`), and its card of a host out of reach
counts only while it shows (layers.py `table_alone`). Checked at every put, in both games,
played from the table against the host's AI (127.0.0.1 only): the window is the picture after
it, but where a moment of Arigatō's stands (its own test checks it there); the chat's hint at
the start, a line said at the table and the note of a move sent are drawn and then go, leaving
nothing behind; and the puts under them are partial. No timed check: frames are counted, never
timed."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import registry  # noqa: E402
from game.net.remote import RemoteSession  # noqa: E402
from game.net.threaded import ThreadedClient  # noqa: E402
from game.ui.tables import chat as chat_layer  # noqa: E402
from game.ui.tables import put_back  # noqa: E402
from net_helpers import LOOPBACK, hang_bound, new_table  # noqa: E402
from test_net_remote_session import HostThread  # noqa: E402


def _pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB") if rect.w > 0 and rect.h > 0 else b""


def _but(window: pygame.Rect, middle: pygame.Rect | None) -> list[pygame.Rect]:
    """The window but `middle` (a rect inside it, or None: the whole window), in rects."""
    if middle is None:
        return [window]
    middle = middle.clip(window)
    return [pygame.Rect(0, 0, window.w, middle.y),
            pygame.Rect(0, middle.bottom, window.w, window.h - middle.bottom),
            pygame.Rect(0, middle.y, middle.x, middle.h),
            pygame.Rect(middle.right, middle.y, window.w - middle.right, middle.h)]


class Puts:
    """Every put of the table's picture, checked: after it, the window is the picture (but
    where a moment stands, and where the frame paints opaque next: `covered`); counted whole or
    partial."""

    def __init__(self, monkeypatch) -> None:
        self.table = None
        self.whole = self.partial = self.differ = 0
        real = put_back.put

        def checked(surface, picture, left, redrawn, covered=()):
            put = real(surface, picture, left, redrawn, covered)
            self.whole += put is None
            self.partial += put is not None
            standing = getattr(getattr(self.table, "renderer", None), "standing", None)
            seen = surface.copy()          # what the frame paints opaque next (`covered`) left out
            for r in covered:
                seen.blit(picture, r, r)
            self.differ += any(_pixels(seen, r) != _pixels(picture, r)
                               for r in _but(surface.get_rect(), standing))
            return put

        monkeypatch.setattr(put_back, "put", checked)

    def counts(self) -> tuple[int, int, int]:
        return self.whole, self.partial, self.differ


def _frames(app, n: int, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.frame(dt)


@pytest.mark.parametrize("game", registry.available())
def test_an_online_table_puts_its_picture_back_only_where_a_layer_drew(tmp_path, monkeypatch, game):
    from game.ui.app import App
    table_game = new_table(game, ["remote", "ai:random"], seed=2)
    hosting = HostThread(table_game)
    client = ThreadedClient(LOOPBACK, hosting.host.port, table_game.code, name="Aiko")
    session = RemoteSession(client, client.join())
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json", saves_dir=tmp_path / "saves")
    app.settings.anim_speed = 0.0
    puts = Puts(monkeypatch)
    try:
        app.open_menu()
        app.start_session(session)
        table = puts.table = app.stack.top
        chat = table.chat
        assert chat is not None and table.host_away is not None   # an online table's layers
        for _ in hang_bound():
            if session.legal_actions(0) and table.my_turn():
                break
            app.frame(1 / 60)
        # the chat's hint ("T: ...") shows at the start: drawn over the table, the picture is
        # put back under it, and only there
        assert chat.shown()
        before = puts.counts()
        _frames(app, 10)
        assert puts.partial - before[1] >= 9        # (a frame may redraw half the table: whole)
        # the hint goes, and leaves nothing behind
        _frames(app, int(chat_layer.SHOWN) + 2, dt=1.0)
        assert not chat.shown()
        _frames(app, 10)
        # a line said at the table comes back from the host, shows, then goes
        session.say("hello")
        for _ in hang_bound():
            if chat.shown():
                break
            app.frame(1 / 60)
        _frames(app, 5)
        _frames(app, int(chat_layer.SHOWN) + 2, dt=1.0)
        _frames(app, 5)
        assert not chat.shown()
        # a move sent: its note lies over the table until the host answers, the picture put
        # back under it, and only there
        legal = session.legal_actions(0)
        assert legal and table.my_turn()
        assert table.submit(legal[0]) is None, table.message
        before, waiting = puts.counts(), 0
        for _ in hang_bound():
            if session.sent(0) is None:
                break
            app.frame(1 / 60)
            waiting += 1
        assert puts.partial - before[1] >= waiting - 2   # (the answer's frame may redraw much)
        _frames(app, 10)
    finally:
        app.close()
        hosting.close()
    assert puts.whole > 0 and puts.partial > 0
    assert puts.differ == 0


def test_where_a_layer_above_drew_is_put_back_once_and_only_on_its_window():
    window, other = pygame.Surface((200, 100)), pygame.Surface((200, 100))
    picture = pygame.Surface((200, 100))
    picture.fill((10, 20, 30))
    note, drawn = pygame.Rect(50, 20, 40, 30), pygame.Rect(0, 0, 10, 10)
    window.fill((200, 0, 0), note)
    put_back.drew_above(window, [note])
    # a put on another surface leaves them for the window's
    assert put_back.put(other, picture, (other, []), []) == []
    assert put_back.put(window, picture, (window, [drawn]), []) == put_back.off_the_line(drawn) + [note]
    assert _pixels(window, note) == _pixels(picture, note)
    # said once: the put after it puts only what its own frame says
    assert put_back.put(window, picture, (window, [drawn]), []) == put_back.off_the_line(drawn)
    # a put whole takes them in too
    put_back.drew_above(window, [note])
    assert put_back.put(window, picture, None, []) is None
    assert put_back.put(window, picture, (window, []), []) == []
