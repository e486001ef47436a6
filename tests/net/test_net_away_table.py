"""At the table of a game online (headless SDL, a host on 127.0.0.1): when another seat's player
drops, this client's table shows that seat as "disconnected, waiting" (its strip in Daitoshi, its
village's line and the waiting panel in Arigatō) while whose turn it is stays shown, and the mark
goes once the player is back. In English and French, with no text cut or overlapping there."""

import os
from contextlib import contextmanager
from types import SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from drawn_text import DrawnText  # noqa: E402
from game.core import registry  # noqa: E402
from game.i18n import set_language, t  # noqa: E402
from game.net.client import Client  # noqa: E402
from game.core.rng import SPLITMIX  # noqa: E402
from net_helpers import LOOPBACK, new_table, until  # noqa: E402
from test_net_remote_session import HostThread, open_session  # noqa: E402
from ui_pilot import Pilot  # noqa: E402


def drawn_words(app, table) -> DrawnText:
    """One frame of the table with every text drawn where it lands (no cached pictures)."""
    renderer = table.renderer
    pictures = getattr(renderer, "pictures", None)     # Daitoshi's regions keep pictures
    if pictures is not None:
        renderer.pictures = False
    renderer.forget()
    with DrawnText(app) as drawn:
        table.settle()
        app.frame(1 / 60)
    if pictures is not None:
        renderer.pictures = pictures
    renderer.forget()
    table.settle()
    app.frame(1 / 60)
    return drawn


def shot(app, name: str) -> None:
    """The screen, kept where SHOTS_DIR says (for a person to look at), else not at all."""
    folder = os.environ.get("SHOTS_DIR")
    if folder:
        pygame.image.save(app.screen, os.path.join(folder, name))


async def _friend_named(port: int, code: str, name: str = "Botan") -> Client:
    client = Client(LOOPBACK, port, code, name=name)
    await client.join()
    return client


@contextmanager
def dropped_friend(tmp_path, game: str, seats: list[str], lang: str):
    """This client's table in `lang`, two friends joined (Botan, Chiyo), and Botan dropped."""
    from game.ui.app import App
    table_game = new_table(game, seats, seed=21, deal=SPLITMIX)   # seed 21 chosen on the first deal
    hosting = HostThread(table_game)
    host = hosting.host
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json",
              saves_dir=tmp_path / "saves", games=[registry.spec(game)])
    app.settings.anim_speed = 0.0
    app.open_menu()
    set_language(lang)
    pilot = Pilot(app)
    try:
        session = open_session(host, name="Aiko")
        friend = hosting.run(_friend_named(host.port, table_game.code))
        third = hosting.run(_friend_named(host.port, table_game.code, "Chiyo"))
        app.start_session(session)
        table = pilot.table
        until(pilot, lambda: table.session.moves() >= 0 and not session.away())
        hosting.loop.call_soon_threadsafe(friend.drop)
        until(pilot, lambda: session.away() == {friend.seat})
        yield SimpleNamespace(app=app, pilot=pilot, table=table, session=session, host=host,
                              hosting=hosting, friend=friend)
        hosting.run(third.close())
    finally:
        set_language("en")
        app.close()
        hosting.close()


@pytest.mark.parametrize("game, seats, lang", [
    ("daitoshi", ["remote", "remote", "remote"], "en"),
    ("daitoshi", ["remote", "remote", "remote"], "fr"),
    ("arigato", ["remote", "remote", "remote"], "en"),
    ("arigato", ["remote", "remote", "remote"], "fr"),
])
def test_a_dropped_friend_shows_as_disconnected_waiting_until_back(tmp_path, game, seats, lang):
    with dropped_friend(tmp_path, game, seats, lang) as at:
        app, pilot, table, session, friend = at.app, at.pilot, at.table, at.session, at.friend
        hosting = at.hosting
        pilot.frames(2)
        drawn = drawn_words(app, table)
        shot(app, f"away-{game}-{lang}.png")
        words = [w for _, w, _ in drawn.visible_texts()]
        said = " ".join(words)       # a village's status line may wrap in its room (layout.py)
        assert t("online.away") in said, words
        if game == "arigato":          # a friend is a person "online", never called an AI
            tags = [w.split(" · ")[0] for w in words if " · " in w]
            assert t("arigato.tag.online") in tags and t("arigato.tag.ai") not in tags
        if game == "daitoshi":         # whose turn it is stays said (seat 0 decides first)
            assert table.my_turn()
        away_words = t("online.away").replace(",", "").split()     # each line of it, wrapped or not
        problems = [p for p in drawn.problems() if any(w in p for w in away_words)]
        assert problems == []
        hosting.run(friend.join())      # back with the seat's token
        until(pilot, lambda: session.away() == set())
        drawn = drawn_words(app, table)
        assert t("online.away") not in " ".join(w for _, w, _ in drawn.visible_texts())


@pytest.mark.parametrize("game, lang", [("daitoshi", "en"), ("daitoshi", "fr"),
                                        ("arigato", "en"), ("arigato", "fr")])
def test_an_ai_standing_in_for_a_dropped_friend_is_marked_so_under_their_name(tmp_path, game, lang):
    with dropped_friend(tmp_path, game, ["remote", "remote", "remote"], lang) as at:
        app, pilot, table, session, friend = at.app, at.pilot, at.table, at.session, at.friend
        host, hosting = at.host, at.hosting

        async def seat_ai():
            host._first.seat_ai(friend.seat, "random")
        hosting.run(seat_ai())
        until(pilot, lambda: session.seats[friend.seat].is_stand_in)
        pilot.frames(2)
        drawn = drawn_words(app, table)
        shot(app, f"stand-in-{game}-{lang}.png")
        words = [w for _, w, _ in drawn.visible_texts()]
        said = " ".join(words)
        assert t("online.stand_in") in said, words
        assert "Botan" in said                    # the seat keeps its person's name
        marked = t("online.stand_in").split()
        assert [p for p in drawn.problems() if any(w in p for w in marked)] == []
        hosting.run(friend.join())                # back: the seat is the friend's again
        until(pilot, lambda: session.seats[friend.seat].is_elsewhere)
        drawn = drawn_words(app, table)
        assert t("online.stand_in") not in " ".join(w for _, w, _ in drawn.visible_texts())


