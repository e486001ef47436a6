"""The host's page tells friends on the internet how to come in (game/net/router.py,
game/ui/scenes/hosting.py; game/net/PROTOCOL.md "Through the router"): the local network's
invite, and the router's part: asked, opened (its invite, ready to copy), or not (the manual
steps). The router here is never really asked (ARIGATO_ROUTER=off, tests/conftest.py) but where a
test says what it answered; tests/net/test_router.py asks a real one."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.core.arigato import SPEC  # noqa: E402
from game.i18n import t  # noqa: E402
from game.net import router  # noqa: E402
from game.net.router import UPNP, Opened  # noqa: E402
from game.ui import clipboard  # noqa: E402
from net_helpers import LOOPBACK  # noqa: E402
from ui_pilot import Pilot  # noqa: E402
from drawn_text import DrawnText  # noqa: E402


def _host(tmp_path, bind: str):
    from game.ui.app import App
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json",
              saves_dir=tmp_path / "saves", games=[SPEC])
    app.settings.anim_speed = 0.0
    app.online_bind = bind
    app.open_menu()
    pilot = Pilot(app)
    pilot.click("online")
    pilot.click("host")
    pilot.click("play")
    assert app.stack.top.name == "hosting"
    return app, pilot


def _answered(monkeypatch, outcome) -> None:
    """The router answers `outcome` at once, asked by no packet."""
    def open_(port):
        port.outcome = outcome
        return outcome
    monkeypatch.setattr(router.RouterPort, "open", open_)


def _words(app) -> tuple[list[str], list]:
    with DrawnText(app) as drawn:
        app.frame(1 / 60)
    return [text for _, text, _, _ in drawn.texts], drawn.problems()


def test_a_game_hosted_on_loopback_asks_no_router(tmp_path):
    app, pilot = _host(tmp_path, LOOPBACK)
    try:
        assert app.hosting.router() is None and app.hosting.internet_invite() is None
        words, problems = _words(app)
        assert problems == []
        assert t("online.on_internet").upper() not in words
        assert t("online.invite").upper() in words
        assert not app.stack.top.widget("copy_internet").visible
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_when_no_router_opens_the_page_gives_the_manual_steps(tmp_path, lang):
    i18n.set_language(lang)
    app, pilot = _host(tmp_path, "0.0.0.0")
    try:
        local = app.hosting
        for _ in range(600):                     # a bound: the answer is at once (turned off)
            if local.router() != "asking":
                break
            pilot.frames(1)
        assert isinstance(local.router(), router.NotOpened)
        words, problems = _words(app)
        assert problems == []
        assert t("online.on_network").upper() in words and t("online.on_internet").upper() in words
        text = " ".join(words)
        assert f"{local.port} " in text.replace(",", " ") and local.address() in text
        assert not app.stack.top.widget("copy_internet").visible
    finally:
        i18n.set_language("en")
        app.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_opened_router_gives_the_internets_invite_ready_to_copy(tmp_path, monkeypatch, lang):
    _answered(monkeypatch, Opened(UPNP, "11.77.0.1", 47001, "192.168.77.2", 0, 3600))
    copied: list[str] = []
    monkeypatch.setattr(clipboard, "copy", lambda text: copied.append(text) or True)
    i18n.set_language(lang)
    app, pilot = _host(tmp_path, "0.0.0.0")
    try:
        local = app.hosting
        invite = local.internet_invite()
        assert (invite.address, invite.port, invite.code, invite.fingerprint) == \
            ("11.77.0.1", 47001, local.code, local.fingerprint)
        pilot.frames(1)
        words, problems = _words(app)
        assert problems == []
        assert invite.text().partition("#")[0] in words
        assert t("online.router.private") not in " ".join(words)
        pilot.click("copy_internet")
        assert len(copied) == 1 and invite.text() in copied[0]
        assert local.invite().text() not in copied[0]          # one invite a message
    finally:
        i18n.set_language("en")
        app.close()


def test_a_router_behind_another_says_friends_may_not_reach_you(tmp_path, monkeypatch):
    _answered(monkeypatch, Opened(UPNP, "100.64.7.9", 47001, "192.168.77.2", 0, 3600))
    app, pilot = _host(tmp_path, "0.0.0.0")
    try:
        pilot.frames(1)
        words, problems = _words(app)
        assert problems == []
        assert t("online.router.private") in " ".join(words)      # its lines, in order
    finally:
        app.close()
