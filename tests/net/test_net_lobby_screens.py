"""Play online's Join list, lobby, Copy and chat line, driven as a player would (headless SDL,
posted events): a game hosted on the network listed in Join by itself and picked, the lobby's
name and colour, the host's Start, the code copied, a chat line typed at the table and shown
where no decision lies. Everything on 127.0.0.1, discovery too (tests/conftest.py)."""

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.core import registry  # noqa: E402
from game.i18n import t, tn  # noqa: E402
from game.i18n.catalogue import CATALOGUE  # noqa: E402
from game.net import messages as m  # noqa: E402
from game.net.certificate import certificate_in  # noqa: E402
from game.net.discovery import FoundGame  # noqa: E402
from game.net.host import CHAT_BURST  # noqa: E402
from game.net.hosting import LocalHost  # noqa: E402
from game.net.invite import parse_invite  # noqa: E402
from game.net.remote import RemoteSession  # noqa: E402
from game.net.threaded import ThreadedClient  # noqa: E402
from game.ui.tables import chat as chat_module  # noqa: E402
from game.ui.tables.layers import meets  # noqa: E402
from drawn_text import DrawnText  # noqa: E402
from net_helpers import LOOPBACK, answered, client_app_fixture, new_table, until  # noqa: E402
from ui_pilot import Pilot  # noqa: E402

BOUND = 60.0          # seconds: a bound on a hang, never a timed check


app = client_app_fixture()


@pytest.fixture
def elsewhere(tmp_path):
    """A game hosted at "another computer" (here, on 127.0.0.1), waiting in its lobby; it speaks
    TLS, as every host does, so a join from the list must pin the certificate it announced."""
    local = LocalHost(new_table("daitoshi", ["remote", "ai:random"], lobby=True,
                                names=["Friend 1", "Haruto"], colours=[0, 1]), bind=LOOPBACK,
                      certificate=certificate_in(tmp_path / "elsewhere"))
    yield local
    local.close()


def press_join(pilot: Pilot, join) -> None:
    """Join clicked, then a frame once the join's thread is done (it may be done at once)."""
    pilot.click("join")
    if join.pending is not None:
        join.pending.join(BOUND)
        pilot.frames(1)


def heard(pilot: Pilot, join, local: LocalHost) -> str:
    """The id of the Join list's button for `local`'s game, once heard (another game on the
    loopback interface may be listed too)."""
    def mine():
        return next((k for k, g in enumerate(join.found[:3]) if g.port == local.port), None)
    until(pilot, lambda: mine() is not None)
    return f"found{mine()}"


def test_every_new_word_is_in_english_and_french():
    new = [k for k in CATALOGUE["en"] if k.startswith(("online.", "chat.", "refuse.not_",
                                                       "refuse.colour"))]
    assert len(new) > 30 and all(CATALOGUE["fr"].get(k) for k in new)
    for code in (m.COLOUR_TAKEN, m.NOT_IN_LOBBY, m.NOT_STARTED):
        assert f"refuse.{code}" in CATALOGUE["fr"]


# --- Join: the games on the network ---------------------------------------------------------------
def test_a_game_on_the_network_is_listed_picked_and_joined_into_its_lobby(app, elsewhere):
    pilot = Pilot(app)
    pilot.click("online")
    join = app.stack.top
    found = heard(pilot, join, elsewhere)
    button = join.widget(found)
    assert button.enabled and button.label.startswith("Daitoshi")
    assert button.sub == t("online.found_line", players=tn("count.players", 2),
                           seats=tn("online.seats_open", 1))
    assert join.found[int(found.removeprefix("found"))].fingerprint == elsewhere.fingerprint
    pilot.click(found)
    assert join.address == f"{LOOPBACK}:{elsewhere.port}" and join.focus.id == "code"
    assert join.target() == ((LOOPBACK, elsewhere.port), elsewhere.fingerprint)   # pinned
    pilot.type(elsewhere.code)               # the code is still the host's to give
    pilot.click("name")
    pilot.type("Aiko")
    press_join(pilot, join)
    lobby = app.stack.top
    assert lobby.name == "lobby" and isinstance(lobby.remote, RemoteSession)
    assert [s.name for s in lobby.remote.lobby.seats] == ["Aiko", "Haruto"]
    # a colour another seat holds is never offered
    colours = lobby.widget("look_colour").values
    assert 1 not in colours and 0 in colours and len(colours) == 5
    pilot.click("look_colour")               # the next free colour: 2 (Haruto holds 1)
    until(pilot, lambda: elsewhere.table.session.seats[0].colour == 2)
    pilot.click("look_name")
    for _ in "Aiko":
        pilot.key(pygame.K_BACKSPACE)
    pilot.type("Aiko B")
    until(pilot, lambda: elsewhere.table.session.seats[0].name == "Aiko B")   # once typing stops
    until(pilot, lambda: lobby.remote.lobby.seats[0].name == "Aiko B")      # and everyone sees it
    assert app.stack.top is lobby            # nobody is asked before the host starts
    elsewhere.start_game()
    until(pilot, lambda: app.stack.top is not lobby)
    table = app.stack.top
    assert table.session is lobby.remote and table.session.seats[0].colour == 2


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_spectator_before_the_start_waits_on_a_page_that_says_so_then_sees_the_table(
        app, elsewhere, lang):
    i18n.set_language(lang)
    try:
        pilot = Pilot(app)
        pilot.click("online")
        join = app.stack.top
        pilot.click(heard(pilot, join, elsewhere))
        pilot.type(elsewhere.code)
        pilot.click("watch")
        if join.pending is not None:
            join.pending.join(BOUND)
            pilot.frames(1)
        page = app.stack.top
        assert page is not join and page.remote.watching and not page.remote.started()
        assert not page.look_widgets_shown()           # a spectator has no name or colour
        with DrawnText(app) as drawn:
            app.frame(1 / 60)
        said = [w for _, w, _ in drawn.visible_texts()]
        assert t("online.watch_wait") in said and t("online.waiting_start") in said, said
        assert t("online.your_seat") not in said
        assert drawn.problems() == []
        elsewhere.start_game()
        until(pilot, lambda: app.stack.top is not page)
        table = app.stack.top
        assert table.session is page.remote and table.session.watching
        assert elsewhere.waiting_for() == [0]          # the spectator took no seat
    finally:
        i18n.set_language("en")


def test_a_friend_who_goes_back_from_the_lobby_frees_the_seat_for_another(app, elsewhere):
    pilot = Pilot(app)
    pilot.click("online")
    join = app.stack.top
    pilot.click(heard(pilot, join, elsewhere))
    pilot.type(elsewhere.code)
    pilot.click("name")
    pilot.type("Aiko")
    press_join(pilot, join)
    assert app.stack.top.name == "lobby" and elsewhere.waiting_for() == []
    assert app.online_seats.seats()                  # kept, for Rejoin
    pilot.key(pygame.K_ESCAPE)                       # back, before the host starts
    assert app.stack.top is join
    deadline = time.monotonic() + BOUND
    while elsewhere.waiting_for() != [0]:
        assert time.monotonic() < deadline, "the seat stayed taken"
        time.sleep(0.01)
    assert elsewhere.table.session.seats[0].name == "Friend 1"   # not Aiko's any more
    assert app.online_seats.seats() == []            # no seat to rejoin
    again = a_friend(elsewhere, "Botan")              # the next friend takes that seat
    try:
        assert again.seat == 0 and elsewhere.waiting_for() == []
    finally:
        again.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_long_list_of_games_heard_scrolls_by_wheel_and_keys(app, lang):
    i18n.set_language(lang)
    try:
        pilot = Pilot(app)
        pilot.click("online")
        join = app.stack.top
        join.listening.close()
        heard_games = [FoundGame(f"arigato {k}", "192.0.2.1", 40000 + k, "arigato", 3, True, 1,
                                 f"pc{k}") for k in range(5)]     # never connected to

        class Heard:
            def games(self):
                return list(heard_games)

            def close(self):
                pass
        join.listening = Heard()
        until(pilot, lambda: join.found)
        shown = lambda: [w.id for w in join.widgets if w.id.startswith("found")]   # noqa: E731
        assert shown() == ["found0", "found1", "found2"]
        pilot.wheel(-1)                            # down one
        assert shown() == ["found1", "found2", "found3"]
        pilot.wheel(-5)                            # no further than the last
        assert shown() == ["found2", "found3", "found4"]
        with DrawnText(app) as drawn:
            app.frame(1 / 60)
        assert drawn.problems() == []
        assert t("online.found_range", first=3, last=5, n=5) in [w for _, w, _, _ in drawn.texts]
        pilot.key(pygame.K_PAGEUP)
        assert shown() == ["found0", "found1", "found2"]
        pilot.key(pygame.K_PAGEDOWN)
        assert shown() == ["found2", "found3", "found4"]
        pilot.wheel(3)
        join.focus = join.widget("found2")         # the arrows from the last shown scroll on
        pilot.key(pygame.K_DOWN)
        assert shown() == ["found1", "found2", "found3"] and join.focus.id == "found3"
        pilot.click("found3")                      # a game scrolled into sight is picked
        assert join.address == "192.0.2.1:40003"
    finally:
        i18n.set_language("en")


def test_a_game_of_another_version_is_listed_greyed_and_cannot_be_picked(app):
    pilot = Pilot(app)
    pilot.click("online")
    join = app.stack.top
    join.listening.close()

    class Heard:
        def games(self):
            return [FoundGame("arigato on old port 40000", "192.0.2.1", 40000, "arigato", 3,
                              False, 1, "old")]

        def close(self):
            pass
    join.listening = Heard()
    until(pilot, lambda: join.found)
    button = join.widget("found0")
    assert not button.enabled and button.sub == t("online.found_other_version")
    pilot.click("found0")
    assert join.address == ""                # nothing filled in


def test_a_wrong_code_after_picking_a_game_is_said_and_no_seat_is_taken(app, elsewhere):
    pilot = Pilot(app)
    pilot.click("online")
    join = app.stack.top
    pilot.click(heard(pilot, join, elsewhere))
    pilot.type("NOPE")
    press_join(pilot, join)
    assert app.stack.top is join and join.message == t("online.refused.wrong_code")
    assert elsewhere.waiting_for() == [0]


# --- the host's page ------------------------------------------------------------------------------
def host_a_game(app, pilot: Pilot, game: str = "arigato", friends: int = 1):
    """Host a game from the client: `friends` friends online, the rest AI; the page."""
    pilot.click("online")
    pilot.click("host")
    setup = app.stack.top
    pilot.step_to("game", app.spec(game))
    pilot.step_to("players", 1 + max(1, friends) if friends else 2)
    for i in range(1, len(setup.seats)):
        pilot.step_to(f"kind{i}", "remote" if i <= friends else "ai")
    pilot.click("play")
    page = app.stack.top
    assert page.name == "hosting", setup.message
    return page


def a_friend(local: LocalHost, name: str = "Botan") -> RemoteSession:
    client = ThreadedClient(LOOPBACK, local.port, local.code, name=name,
                            fingerprint=local.fingerprint)
    return RemoteSession(client, client.join())


def test_copy_puts_the_address_and_the_code_on_the_clipboard_or_says_there_is_none(
        app, monkeypatch):
    pilot = Pilot(app)
    page = host_a_game(app, pilot)
    pilot.click("copy")
    copied = pygame.scrap.get_text()
    assert f"{page.local.address()}:{page.local.port}" in copied and page.local.code in copied
    assert parse_invite(copied) == page.local.invite() and page.local.fingerprint   # pinned
    assert page.copied == t("online.copied")

    def no_clipboard(text):
        raise pygame.error("no clipboard here")
    monkeypatch.setattr(pygame.scrap, "put_text", no_clipboard)
    pilot.click("copy")
    assert page.copied == t("online.no_clipboard")


def test_the_host_starts_once_every_friend_has_joined_and_every_table_opens(app):
    pilot = Pilot(app)
    page = host_a_game(app, pilot)
    assert not page.widget("start").enabled
    host_colour = page.remote.lobby.seats[0].colour
    friend = a_friend(page.local)
    try:
        until(pilot, lambda: page.widget("start").enabled)
        until(pilot, lambda: page.remote.lobby.seats[1].name == "Botan")
        friend.choose_look(colour=host_colour)           # the host's colour: refused
        until(pilot, lambda: friend.refused is not None, friend.pump_ai)
        assert friend.refused.code == m.COLOUR_TAKEN
        assert page.remote.lobby.seats[1].colour not in page.widget("look_colour").values
        assert page.widget("look_colour").value == host_colour
        pilot.click("look_name")
        pilot.type("ko")                     # a name still being typed as Start is pressed
        name = page.look_name.strip()
        pilot.click("start")
        until(pilot, lambda: app.stack.top is not page)
        assert isinstance(app.stack.top.session, RemoteSession)
        until(pilot, friend.started, friend.pump_ai)
        assert page.local.table.session.seats[0].name == name == friend.seats[0].name
    finally:
        friend.close()


def test_the_hosts_page_shows_a_seat_left_in_the_lobby_open_and_start_disabled(app):
    pilot = Pilot(app)
    page = host_a_game(app, pilot)
    friend = a_friend(page.local)
    until(pilot, lambda: page.widget("start").enabled)
    until(pilot, lambda: page.remote.lobby.seats[1].name == "Botan")
    friend.leave()                                    # Botan goes back before the start
    until(pilot, lambda: not page.remote.lobby.seats[1].joined)
    assert not page.widget("start").enabled and page.local.waiting_for() == [1]
    with DrawnText(app) as drawn:
        app.frame(1 / 60)
    words = [text for _, text, _, _ in drawn.texts]
    assert tn("online.start_waiting", 1) in words
    assert any(t("online.waiting") in text for text in words)
    assert not any("Botan" in text for text in words)
    pilot.click("start")                              # disabled: nothing starts
    pilot.frames(2)
    assert app.stack.top is page and not page.local.table.started


# --- the chat line at the table -------------------------------------------------------------------
def test_a_chat_line_typed_at_the_table_reaches_the_friend_and_theirs_is_shown(app):
    pilot = Pilot(app)
    page = host_a_game(app, pilot, "arigato")
    friend = a_friend(page.local)
    try:
        until(pilot, lambda: page.widget("start").enabled)
        pilot.click("start")
        until(pilot, lambda: app.stack.top is not page)
        table = app.stack.top
        until(pilot, table.my_turn)
        pilot.key(pygame.K_t)
        pilot.type("t")                      # the T's own letter: opens the line, not in it
        pilot.type("good luck")
        assert table.chat.typing.text == "good luck"
        history = len(page.local.table.session.state.history)
        pilot.key(pygame.K_RETURN)           # sends the line; plays nothing
        assert table.chat.typing is None
        until(pilot, lambda: friend.chat, friend.pump_ai)
        assert (friend.chat[0].seat, friend.chat[0].text) == (0, "good luck")
        friend.say("merci, toi aussi")
        until(pilot, lambda: any(line.text == "merci, toi aussi" for line, _ in table.chat.lines))
        assert len(page.local.table.session.state.history) == history
        with DrawnText(app) as drawn:
            app.frame(1 / 60)
        words = [text for _, text, _, _ in drawn.texts]
        assert "merci, toi aussi" in words and drawn.problems() == []
        assert t("chat.open_hint") in words
        # faster than the host allows: the line waits here, the host is never asked
        limit = table.chat.limit
        limit.clock = lambda: limit.at       # no time passes: "good luck" took one of the burst
        for k in range(CHAT_BURST):
            pilot.key(pygame.K_t)
            pilot.type(f"line {k}")
            pilot.key(pygame.K_RETURN)
        last = CHAT_BURST - 1
        assert table.chat.note == t("chat.too_fast") and table.chat.typing.text == f"line {last}"
        until(pilot, lambda: friend.chat[-1].text == f"line {last - 1}", friend.pump_ai)
        pilot.frames(10)
        friend.pump_ai()
        assert [line.text for line in friend.chat if line.seat == 0] == \
            ["good luck"] + [f"line {k}" for k in range(last)]
        assert table.session.refused is None and table.session.chat_refused is None
    finally:
        friend.close()


@pytest.mark.parametrize("game", registry.available())
def test_the_chat_is_never_drawn_over_a_decision(app, game):
    """At the player's decision the chat's panel meets none of the table's buttons; where what
    the player opened lies over its place it is not drawn, and its lines wait."""
    pilot = Pilot(app)
    page = host_a_game(app, pilot, game, friends=0)
    pilot.click("start")
    until(pilot, lambda: app.stack.top is not page)
    table = app.stack.top
    until(pilot, table.my_turn)
    pilot.key(pygame.K_t)
    pilot.type("never mind")
    pilot.key(pygame.K_ESCAPE)               # puts the line away; no pause menu
    assert table.chat.typing is None and app.stack.top is table
    pilot.key(pygame.K_t)
    pilot.type("my move, one moment")
    pilot.key(pygame.K_RETURN)
    until(pilot, lambda: table.chat.lines)
    assert table.chat.shown()
    box = table.chat.box()
    buttons = [w for w in table.widgets if w.visible]
    assert buttons and not [w.id for w in buttons if meets(w.rect, box)]
    assert not [r for r in table.opened() if meets(r, box)]
    left = table.chat.lines[0][1]
    table.opened = lambda: [table.CHAT_AT]   # something the player opened, over its place
    drawn = []
    real = chat_module.panel
    chat_module.panel = lambda *a, **k: drawn.append(a) or real(*a, **k)
    try:
        pilot.frames(30)
    finally:
        chat_module.panel = real
    assert not table.chat.shown() and drawn == [] and table.chat.lines[0][1] == left


# --- every word drawn whole ------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_join_list_the_lobby_and_the_hosts_page_are_drawn_whole(app, elsewhere, lang):
    i18n.set_language(lang)
    try:
        pilot = Pilot(app)
        pilot.click("online")
        join = app.stack.top
        found = heard(pilot, join, elsewhere)
        for scene_check in ("join", "lobby"):
            with DrawnText(app) as drawn:
                app.frame(1 / 60)
            assert drawn.problems() == [], scene_check
            if scene_check == "join":
                pilot.click(found)
                pilot.type(elsewhere.code)
                press_join(pilot, join)
                assert app.stack.top.name == "lobby"
        pilot.click("leave")
        assert app.stack.top is join
        pilot.click("host")
        pilot.click("play")
        page = app.stack.top
        pilot.click("copy")
        with DrawnText(app) as drawn:
            app.frame(1 / 60)
        assert drawn.problems() == []
        words = [text for _, text, _, _ in drawn.texts]
        assert t("online.start") in words and tn("online.start_waiting", 1) in words
        assert page.copied in words
    finally:
        i18n.set_language("en")


def test_a_line_too_many_is_refused_as_the_chats_never_as_a_moves():
    """The host's refusal of a line is marked as the chat's: a move awaiting its answer is
    never taken for refused by it."""
    local = LocalHost(new_table("arigato", ["remote", "remote"], lobby=True), bind=LOOPBACK,
                      announce=False)
    local.host.clock = lambda: 0.0           # no time passes at the host: no line comes back
    session = a_friend(local)
    try:
        local.start_game()
        for k in range(CHAT_BURST + 1):
            session.say(f"line {k}")
        deadline = time.monotonic() + BOUND
        while session.chat_refused is None or len(session.chat) < CHAT_BURST:
            assert time.monotonic() < deadline, "never refused"
            session.pump_ai()
            time.sleep(0.01)
        assert session.chat_refused.code == m.TOO_FAST and session.refused is None
        session.wait_for_ai()
        session.submit(session.legal_actions(session.seat)[0])     # answered, not refused
        answered(session)
        assert not session.returned
        assert len(local.table.session.state.history) == 1
    finally:
        session.close()
        local.close()


def newest_log_line(table) -> str:
    """The log's last line as it is wrapped in its panel (the newest thing that happened)."""
    if table.session.spec.name == "daitoshi":
        from game.ui.tables.daitoshi import layout as DL
        from game.ui.tables.daitoshi import panels as DP
        return DP.log_rows(table.theme, table.log[-1:], DL.LOG[2] - 36)[-1][1]
    from game.ui.tables.arigato import layout as AL
    return table.renderer.log.wrapped(table.context(), AL.LOG_WRAP_W)[-1][1]


def log_rect(table) -> tuple:
    from game.ui.tables.arigato import layout as AL
    from game.ui.tables.daitoshi import layout as DL
    return DL.LOG if table.session.spec.name == "daitoshi" else AL.LOG


def log_full(table) -> bool:
    """The log has more lines than its panel shows: its last line sits at the panel's foot."""
    if table.session.spec.name == "daitoshi":
        from game.ui.tables.daitoshi import layout as DL
        from game.ui.tables.daitoshi import panels as DP
        return len(DP.log_rows(table.theme, table.log, DL.LOG[2] - 36)) * DP.LOG_PITCH > DL.LOG[3]
    from game.ui.tables.arigato import layout as AL
    return len(table.renderer.log.wrapped(table.context(), AL.LOG_WRAP_W)) * AL.LOG_LINE > AL.LOG[3]


@pytest.mark.parametrize("game", registry.available())
def test_the_chat_and_its_prompt_leave_the_logs_last_line_in_view(app, game):
    """"T: say something to the table" and the lines said take their own room at the log's
    foot: the log's last line, the newest thing that happened, is drawn above the chat's panel,
    never under it."""
    pilot = Pilot(app)
    page = host_a_game(app, pilot, game, friends=0)
    pilot.click("start")
    until(pilot, lambda: app.stack.top is not page)
    table = app.stack.top
    for _ in range(400):                      # the human's moves until the log fills its panel
        until(pilot, lambda: (table.my_turn() and table.session.legal_actions(table.viewer))
              or table.session.is_over())
        if log_full(table) or table.session.is_over():
            break
        table.submit(table.session.legal_actions(table.viewer)[0])
    assert log_full(table), "a log longer than its panel (the case tested)"
    pilot.key(pygame.K_t)
    pilot.type("well played")
    pilot.key(pygame.K_RETURN)
    until(pilot, lambda: table.chat.lines)
    assert table.chat.shown()
    app.mouse = (-1, -1)
    with DrawnText(app) as drawn:
        table.renderer.forget()               # the log drawn again, under the eyes of the check,
        table.settle()                        # then the frame that puts the chat over the table
        pilot.frames(1)
    chat = app.theme.rect(*table.chat.box())
    log = app.theme.rect(*log_rect(table))
    first_chat = min(seq for seq, rect, _ in drawn.panels if rect == chat)
    lines = [(ink, text) for seq, text, ink, _ in drawn.texts if seq < first_chat and log.contains(ink)]
    last_ink, last_text = max(lines, key=lambda line: line[0].bottom)
    assert " ".join(last_text.split()) == " ".join(newest_log_line(table).split())
    assert not last_ink.colliderect(chat), (last_text, last_ink, chat)
    assert t("chat.open_hint") in [text for _, text, _, _ in drawn.texts]
    if os.environ.get("ARIGATO_SHOTS"):
        pygame.image.save(app.screen, os.path.join(os.environ["ARIGATO_SHOTS"], f"{game}-chat-log.png"))
