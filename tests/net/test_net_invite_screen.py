"""Play online → Join a game with the invite a host gave (game/net/PROTOCOL.md, "Encryption and
the invite"), driven as a player would (headless SDL): pasted with Ctrl+V inside the message it
came in, it fills in the code and joins the TLS host it names; an invite naming another
certificate is refused in words and takes no seat; a damaged one is said so; a remembered seat
goes back pinned to the certificate it joined. On 127.0.0.1."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import t  # noqa: E402
from game.net.certificate import certificate_in  # noqa: E402
from game.net.hosting import LocalHost  # noqa: E402
from game.net.invite import Invite  # noqa: E402
from game.net.remote import RemoteSession  # noqa: E402
from game.net.threaded import ThreadedClient  # noqa: E402
from net_helpers import LOOPBACK, new_table  # noqa: E402
from test_net_rejoin_screen import client, press  # noqa: E402
from ui_pilot import Pilot  # noqa: E402


@pytest.fixture
def hosted(tmp_path):
    local = LocalHost(new_table("daitoshi", ["remote", "ai:random"], seed=8), bind=LOOPBACK,
                      announce=False, certificate=certificate_in(tmp_path / "host"))
    app, pilot = client(tmp_path)
    yield app, pilot, local
    app.close()
    local.close()


def paste(pilot: Pilot, text: str) -> None:
    pygame.scrap.put_text(text)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL,
                                         unicode="", scancode=0))
    pilot.frames(1)


def test_an_invite_pasted_fills_in_the_code_and_joins_its_host(hosted):
    app, pilot, local = hosted
    pilot.click("online")
    join = app.stack.top
    pilot.click("address")
    paste(pilot, t("online.copy_text", game="Daitoshi", invite=local.invite().text()))
    assert join.code == local.code and join.widget("code").text == local.code
    assert join.target() == ((local.address(), local.port), local.fingerprint)
    pilot.click("name")
    pilot.type("Aiko")
    press(pilot, "join")
    table = app.stack.top
    assert isinstance(table.session, RemoteSession), join.message
    assert table.session.client.client.fingerprint == local.fingerprint
    assert local.table.session.seats[0].name == "Aiko"
    kept = app.online_seats.seats()
    assert [s["fingerprint"] for s in kept] == [local.fingerprint]    # its return pins it too


def test_an_invite_naming_another_certificate_is_refused_in_words_and_takes_no_seat(
        hosted, tmp_path):
    app, pilot, local = hosted
    other = certificate_in(tmp_path / "in-the-middle")
    pilot.click("online")
    pilot.click("address")
    pilot.type(Invite(LOOPBACK, local.port, local.code, other.fingerprint).text())
    press(pilot, "join")
    join = app.stack.top
    assert join.name == "join" and join.message == t("online.refused.wrong_certificate")
    assert local.waiting_for() == [0] and app.online_seats.seats() == []


def test_a_damaged_invite_is_said_so(hosted):
    app, pilot, local = hosted
    pilot.click("online")
    pilot.click("address")
    pilot.type(local.invite().text()[:-3])                # the end lost in the copy
    press(pilot, "join")
    join = app.stack.top
    assert join.message == t("online.invite.fingerprint") and join.pending is None
    assert local.waiting_for() == [0]


def test_a_remembered_seat_goes_back_pinned_to_the_certificate_it_joined(hosted, tmp_path):
    """After a restart, Rejoin pins the fingerprint kept with the seat; pinned to another, it is
    refused in words and the seat is still offered (the host never said it is not ours)."""
    app, pilot, local = hosted
    first = ThreadedClient(LOOPBACK, local.port, local.code, name="Aiko",
                           fingerprint=local.fingerprint)
    first.join()
    token = first.client.token
    first.close()                                  # the client closed; the seat is held
    other = certificate_in(tmp_path / "in-the-middle")
    app.online_seats.keep("daitoshi", LOOPBACK, local.port, local.code, 0, token, "Aiko",
                          other.fingerprint)
    pilot.click("online")
    press(pilot, "rejoin0")
    join = app.stack.top
    assert join.name == "join" and join.message == t("online.refused.wrong_certificate")
    assert len(app.online_seats.seats()) == 1
    app.online_seats.keep("daitoshi", LOOPBACK, local.port, local.code, 0, token, "Aiko",
                          local.fingerprint)
    join.kept = None                               # read again, as after the page reopens
    pilot.frames(1)
    press(pilot, "rejoin0")
    table = app.stack.top
    assert isinstance(table.session, RemoteSession) and table.session.seat == 0, join.message
