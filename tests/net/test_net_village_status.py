"""Arigatō's smaller villages say what each is doing on a line under the name, left of the palace
gate's torii: "online · disconnected, waiting" and "AI · assigning roles" must keep to that room
(wrapped or smaller, never running into the torii). At 1280x720 with 5 players, in English and
French: the table of a game online (headless SDL, a host on 127.0.0.1) with a friend dropped,
and every status the line can say, fitted into every room of the layout."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import registry  # noqa: E402
from game.i18n import set_language, t  # noqa: E402
from game.ui.tables.arigato import layout as L  # noqa: E402
from net_helpers import new_table, until  # noqa: E402
from test_net_away_table import _friend_named, drawn_words  # noqa: E402
from test_net_remote_session import HostThread, open_session  # noqa: E402
from ui_pilot import Pilot  # noqa: E402

SEATS = 5
STATES = ("online.away", "arigato.seat.assigning", "arigato.seat.deciding",
          "arigato.seat.roles_set", "arigato.seat.day_ended", "arigato.seat.thinking",
          "arigato.seat.managing", "arigato.seat.dusk", "arigato.seat.done", "table.to_play")
TAGS = ("arigato.tag.online", "arigato.tag.ai", "arigato.tag.human", "replay.seat")


def torii(box) -> tuple:
    """The gate's icon in a village (draw_gate puts it at the gate's corner)."""
    x, y, _, _ = box.gate
    return (x, y, L.GATE_ICON, L.GATE_ICON)


def px(theme, rect) -> pygame.Rect:
    return theme.rect(*rect)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_status_fits_its_room_clear_of_the_torii(lang):
    from game.ui.theme import Theme
    pygame.init()
    theme = Theme((1280, 720))
    set_language(lang)
    try:
        for home in range(SEATS):
            lay = L.compute(SEATS, home)
            rooms = [(box.status, torii(box), 10) for box in lay.opponents]
            rooms.append((L.home_status(lay), (lay.gate[0], lay.gate[1], L.GATE_ICON, L.GATE_ICON),
                          11))
            for room, icon, size in rooms:
                assert not px(theme, room).colliderect(px(theme, icon))
                for tag in TAGS:
                    for state in STATES:
                        text = f"{t(tag)} · {t(state)}"
                        fitted, lines = theme.fit_block(text, "sans", size, room[2], room[3])
                        font = theme.font("sans", fitted)
                        assert all(font.size(line)[0] <= theme.px(room[2]) for line in lines), text
                        if len(lines) > 1:
                            assert len(lines) * font.get_linesize() <= theme.px(room[3]), text
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_dropped_friends_status_wraps_clear_of_the_torii(tmp_path, lang):
    from game.ui.app import App
    table_game = new_table("arigato", ["remote"] * 4 + ["ai:random"], seed=21)
    hosting = HostThread(table_game)
    host = hosting.host
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json",
              saves_dir=tmp_path / "saves", games=[registry.spec("arigato")])
    app.settings.anim_speed = 0.0
    app.open_menu()
    set_language(lang)
    pilot = Pilot(app)
    try:
        session = open_session(host, name="Aiko")
        friends = [hosting.run(_friend_named(host.port, table_game.code, name))
                   for name in ("Botan", "Chiyo", "Daichi")]     # one name a seat: the host's rule
        app.start_session(session)
        table = pilot.table
        until(pilot, lambda: not session.away())
        hosting.loop.call_soon_threadsafe(friends[0].drop)
        until(pilot, lambda: session.away() == {friends[0].seat})
        pilot.frames(2)
        drawn = drawn_words(app, table)
        box = next(b for b in table.current_layout().opponents if b.seat == friends[0].seat)
        room, icon = px(app.theme, box.status), px(app.theme, torii(box))
        words = t("online.away").replace(",", "").split()
        status = [(text, ink) for _, text, ink in drawn.visible_texts()
                  if room.colliderect(ink) or any(w in text.split() for w in words[-1:])
                  and ink.colliderect(px(app.theme, box.rect))]
        said = " ".join(text for text, _ in status)
        assert all(w in said.replace(",", "") for w in words), said
        for text, ink in status:
            assert not ink.colliderect(icon), (text, ink, icon)
            assert room.contains(ink), (text, ink, room)
        for friend in friends[1:]:
            hosting.run(friend.close())
    finally:
        set_language("en")
        app.close()
        hosting.close()
