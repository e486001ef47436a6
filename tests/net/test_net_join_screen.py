"""Play online → Join a game, driven as a player would (headless SDL): the address and the code
typed in, the seat taken, the real table opened on a `RemoteSession`, and a move played there
reaches the host. A code typed in lower case joins; a wrong code, too many of them and a
malformed address are said on the screen. Everything on 127.0.0.1."""

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.daitoshi import SPEC  # noqa: E402
from game.i18n import set_language, t, t_in  # noqa: E402
from game.net import messages as m  # noqa: E402
from game.net.remote import RemoteSession  # noqa: E402
from game.net.client import Refused, parse_address  # noqa: E402
from game.ui.tables.daitoshi.scene import ChoiceButton  # noqa: E402
from test_net_remote_session import HostThread  # noqa: E402
from game.core.rng import SPLITMIX  # noqa: E402
from net_helpers import answered, hang_bound, new_table  # noqa: E402
from game.ui.scenes.online import refused_words  # noqa: E402
from ui_pilot import Pilot  # noqa: E402

JOIN_BOUND = 120.0


@pytest.fixture
def joining(tmp_path):
    from game.ui.app import App
    # seed 8 was chosen on the first deal (game/core/rng.py)
    hosting = HostThread(new_table("daitoshi", ["remote", "ai:random"], seed=8, deal=SPLITMIX))
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json",
              saves_dir=tmp_path / "saves", games=[SPEC])
    app.settings.anim_speed = 0.0
    app.open_menu()
    app.frame(1 / 60)
    yield app, Pilot(app), hosting.host
    app.close()
    hosting.close()


def press_join(pilot: Pilot) -> None:
    """Join clicked, then a frame once the join's thread is done (a bound on a hang only)."""
    scene = pilot.top
    pilot.click("join")
    if scene.pending is not None:
        scene.pending.join(JOIN_BOUND)
        assert not scene.pending.is_alive()
        pilot.frames(1)


def fill(pilot: Pilot, address: str, code: str, name: str = "") -> None:
    for field, text in (("address", address), ("code", code), ("name", name)):
        pilot.click(field)
        pilot.type(text)


def test_join_takes_a_seat_and_plays_at_the_real_table(joining):
    app, pilot, host = joining
    pilot.click("online")
    assert app.stack.top.name == "join"
    fill(pilot, f"127.0.0.1:{host.port}", host.table.code, "Aiko")
    press_join(pilot)
    table = app.stack.top
    assert isinstance(table.session, RemoteSession) and table.session.seat == 0
    assert host.table.session.seats[0].name == "Aiko"
    rng = random.Random(8)
    for _ in hang_bound():
        if table.my_turn():
            break
        pilot.frames(1)
    buttons = [w for w in table.widgets if isinstance(w, ChoiceButton)]
    before = len(host.table.session.state.history)
    pilot.click(rng.choice(buttons).id)
    answered(table.session, frame=lambda: pilot.frames(1))
    assert len(host.table.session.state.history) > before, table.message
    assert host.table.session.state.history[before].seat == 0


def test_the_code_typed_in_lower_case_joins_and_its_seat_is_kept_as_the_host_keeps_it(joining):
    app, pilot, host = joining
    pilot.click("online")
    fill(pilot, f"127.0.0.1:{host.port}", f" {host.table.code.lower()} ", "Aiko")
    press_join(pilot)
    assert isinstance(app.stack.top.session, RemoteSession)
    assert host.table.session.seats[0].name == "Aiko"
    assert [s["code"] for s in app.online_seats.seats()] == [host.table.code]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_too_many_wrong_codes_is_said_with_the_wait_in_both_languages(lang):
    set_language(lang)
    try:
        said = {w: refused_words(Refused(m.TOO_MANY_CODES, {"wait": w})) for w in (1, 60)}
        untold = refused_words(Refused(m.TOO_MANY_CODES, {"wait": "soon"}))
    finally:
        set_language("en")
    assert said == {1: t_in(lang, "online.refused.too_many_codes.one", n=1),
                    60: t_in(lang, "online.refused.too_many_codes.many", n=60)}
    assert "60" in said[60] and said[60] != t_in("fr" if lang == "en" else "en",
                                                 "online.refused.too_many_codes.many", n=60)
    assert untold == t_in(lang, "online.refused.too_many_codes") and "{" not in untold


def test_a_wrong_code_and_a_bad_address_are_said_on_the_join_screen(joining):
    app, pilot, host = joining
    pilot.click("online")
    fill(pilot, "nowhere", host.table.code)
    press_join(pilot)
    assert app.stack.top.name == "join" and app.stack.top.message == t("online.bad_address")
    pilot.click("address")
    for _ in "nowhere":
        pilot.key(pygame.K_BACKSPACE)
    pilot.type(f"127.0.0.1:{host.port}")
    pilot.click("code")
    pilot.type("X")         # the code with a letter too many
    press_join(pilot)
    assert app.stack.top.name == "join"
    assert app.stack.top.message == t("online.refused.wrong_code")
    assert host.table.session.seats[0].name != "Aiko" and not host.table.session.state.history


@pytest.mark.parametrize("text, place", [("127.0.0.1:8765", ("127.0.0.1", 8765)),
                                         ("[::1]:80", ("::1", 80)), ("host", None),
                                         ("host:0", None), ("host:99999", None), (":80", None)])
def test_an_address_is_read_as_address_and_port(text, place):
    assert parse_address(text) == place


def test_the_join_screen_speaks_french(joining):
    from game import i18n
    app, pilot, host = joining
    i18n.set_language("fr")
    try:
        assert app.stack.top.widget("online").label() == "Jouer en ligne"  # a lambda: words of now
        pilot.click("online")
        fill(pilot, f"127.0.0.1:{host.port}", "NOPE")
        press_join(pilot)
        assert app.stack.top.message == "L'hôte ne connaît pas ce code."
        assert app.stack.top.widget("host").label() == "Héberger une partie"
    finally:
        i18n.set_language("en")
