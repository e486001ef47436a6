"""Play online → Host a game: the New game screen's choices, with "a friend online" for a seat
instead of a person here; then a host started in this client (game/net/hosting.py), speaking TLS
with the player's certificate (game/net/certificate.py, made once in the player's data folder),
and a page that shows the address, the port, the code and the invite to give (Copy puts the
invite on the clipboard, in a line to send), and
the lobby: who has joined which seat, by which name and colour (lobby.py), the host's own
among them. The person hosting plays seat 1 through the same client a friend uses (over the
loopback address), so their table sees only their seat; Start opens it for everyone once every
friend has joined. Other people at this computer may take seats too ("Human", hot-seat at the
host): each plays through a connection of their own, and the table passes between them behind
the curtain, as at one computer (game/net/hotseat.py).

The game is kept in the player's saves as it is played (game/net/host_saves.py), from its lobby
on. Continue and Saved games host it again (`resume`): the same code, the same port when it is
still free (else another, said on the page), every seat a friend had taken waiting for them,
and each seat played here joined again with its own token; the page then leads to the table.
Stopping a game in play asks first (stop_hosting.py); a lobby left before its start is not
kept."""

from __future__ import annotations

import pygame

from game.i18n import game_title, is_numbered, is_you, t, tn
from game.input.session import NotReplaying
from game.net.certificate import certificate_in
from game.net.client import Refused, uri
from game.net.host_saves import HostSaves, hosting_of
from game.net.hosting import LocalHost
from game.net.hotseat import HotSeats
from game.net.remote import ConnectionLost, RemoteSession
from game.net.table import AI, REMOTE, HostedTable, SeatPlan
from game.net.threaded import ThreadedClient
from game.persistence.saves import SavedGame
from game.ui import art, clipboard
from game.ui import theme as th
from game.ui.scene import Input, Scene
from game.ui.scenes.lobby import SeatLooks
from game.ui.scenes.online import refused_words
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.stop_hosting import StopHostingScene, end_hosting, in_play, leave_for_menu
from game.ui.tables.sent import online_fonts
from game.ui.widgets import Button, panel

CARD = (80, 150, 1120, 460)
SEATS_AT = (660, 174)
LOOK_AT = (660, 520)
INVITE_W = 520        # the invite's lines, left of the seats
PORT_DX = 330         # the port beside the address, the code below them
INTERNET_AT = 476     # the router's part, under the local network's invite and its Copy
INTERNET_COPY = (110, 542, 150, 44)   # its own Copy, under the internet's invite
MOVED_AT = (660, 430)  # a game hosted again on another port says so under the seats
START_WAIT = 2.0      # seconds Start waits at most for the host's own new name to reach the lobby


def failure_words(exc: Exception) -> str:
    """Why hosting failed, in the player's words where the host refused (a seat's token)."""
    return refused_words(exc) if isinstance(exc, Refused) else str(exc)


def join_here(local: LocalHost, tokens: dict[int, str]):
    """Each seat played at this computer joined through a connection of its own, with its token;
    the session its table plays (one seat's, or the hot seats' at the host). Every connection
    is closed again when one cannot join."""
    sessions = []
    try:
        for seat, token in sorted(tokens.items()):
            client = ThreadedClient(local.loopback(), local.port, local.code, token=token,
                                    fingerprint=local.fingerprint)
            try:
                sessions.append(RemoteSession(client, client.join()))
            except BaseException:
                client.close()
                raise
    except BaseException:
        for session in sessions:
            session.close()
        raise
    return sessions[0] if len(sessions) == 1 else HotSeats(sessions)


def resume(app, saved: SavedGame) -> bool:
    """Continue on a game this client hosted (its save, game/net/host_saves.py): hosted again
    with its code, on its port if that is free (else any), the seats played here joined with
    their tokens, and the host's page shown. A game hosted here and still in play stops first,
    once the person says so. True when the page is shown."""
    if in_play(app):
        app.push_scene(StopHostingScene(app, lambda: resume(app, saved), why="another"))
        return False
    end_hosting(app)
    store = HostSaves(app.saves)
    try:
        kept = hosting_of(saved.data)
        table = HostedTable.from_save(saved.data, store, saved.slot)
    except NotReplaying as exc:
        app.saves.set_aside(saved.slot, "does_not_replay", str(exc.move))
        app.open_menu()
        return False
    except ValueError as exc:          # not a save this client wrote for a game it hosts
        app.saves.set_aside(saved.slot, "bad_field", str(exc).rpartition(": ")[2])
        app.open_menu()
        return False
    # a game no one has moved in yet (its lobby, when the client stopped there) opens its lobby
    # again, for its host to start
    table.started = bool(saved.data["actions"])
    # the same certificate as when it was first hosted (kept in the player's data folder), so
    # the friends' pinned invites still hold
    certificate = certificate_in(app.saves.directory.parent)
    try:
        local = LocalHost(table, bind=app.online_bind, port=kept["port"], certificate=certificate)
    except OSError:                    # the port is taken now: any other, said on the page
        try:
            local = LocalHost(table, bind=app.online_bind, certificate=certificate)
        except OSError as exc:
            table.session.close()
            app.open_menu(t("hosted.cannot", why=str(exc)))
            return False
    app.hosting = local
    tokens = {h["seat"]: h["token"] for h in kept["here"]}
    try:
        store.keep(local.port, tokens)
        local.save()                   # the port it listens on now
        session = join_here(local, tokens)
    except (OSError, ConnectionLost, Refused) as exc:
        app.stop_hosting()
        app.open_menu(t("hosted.cannot", why=failure_words(exc)))
        return False
    moved = kept["port"] not in (0, local.port)
    app.open_menu()
    app.push_scene(HostingScene(app, local, session, moved_from=kept["port"] if moved else None,
                                resumed=table.started))
    return True


class HostSetupScene(SetupScene):
    TITLE = "online.host"
    name = "host_setup"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.message = ""
        for i, seat in enumerate(self.seats):
            seat.kind = "human" if i == 0 else REMOTE if seat.is_human else seat.kind
        if len(self.seats) > 1 and all(s.kind == AI for s in self.seats[1:]):
            self.seats[1].kind = REMOTE          # hosting is for playing with a friend

    def kinds(self, seat: int) -> list[str]:
        return ["human"] if seat == 0 else [REMOTE, AI, "human"]

    def _new_seat(self, i: int):
        seat = super()._new_seat(i)
        seat.kind = "human" if i == 0 else seat.kind
        return seat

    def host_name(self) -> str:
        name = self.seats[0].name.strip()
        return t("online.host_name") if not name or is_you(name) or is_numbered(name) else name

    def play(self) -> None:
        """Host this game (a game hosted here and still in play stops first, once the person
        says so)."""
        if in_play(self.app):
            self.app.push_scene(StopHostingScene(self.app, self.host, why="another"))
            return
        self.host()

    def host(self) -> None:
        """Start the host with these seats and join, from here, every seat played here."""
        here = [0] + [i for i, s in enumerate(self.seats[1:], 1) if s.kind == "human"]
        plans = [SeatPlan(AI, s.difficulty) if s.kind == AI else SeatPlan(REMOTE)
                 for s in self.seats]
        names = [self.host_name()] + [s.name.strip() or t("online.friend", n=i + 1)
                                      if s.kind == "human" else
                                      t("online.friend", n=i + 1) if s.kind == REMOTE else
                                      s.name.strip() or t("online.ai")
                                      for i, s in enumerate(self.seats[1:], 1)]
        options = {name: value for name, value in self.options.items() if name in self.offered()}
        seed = int(self.seed_text) if self.seed_text else None
        end_hosting(self.app)             # one hosted game at a time (one over, or stopped)
        colours = [s.colour for s in self.seats]
        store = HostSaves(self.app.saves)   # kept in the player's saves as it is played
        try:
            certificate = certificate_in(self.app.saves.directory.parent)  # made the first time
            local = LocalHost(HostedTable(self.spec.name, plans, options, seed=seed, names=names,
                                          colours=colours, lobby=True, store=store),
                              bind=self.app.online_bind, certificate=certificate)
        except (OSError, ValueError) as exc:
            self.message = t("online.host_failed", why=str(exc))
            return
        self.app.hosting = local
        try:
            tokens = {seat: local.reserve(seat, names[seat]) for seat in here}
            store.keep(local.port, tokens)
            local.save()                  # from now on Continue can host it again
            session = join_here(local, tokens)
        except (OSError, ConnectionLost, Refused) as exc:
            local.retire()                # never begun: nothing to keep
            self.app.stop_hosting()
            self.message = t("online.host_failed", why=failure_words(exc))
            return
        self.app.stack.replace(HostingScene(self.app, local, session))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.message:
            self.theme.text(surface, self.message, "sans", 16, th.VERMILION_DARK, (250, 700))


class HostingScene(SeatLooks, Scene):
    """The host's page while friends join: what to tell them, the lobby, and Start."""
    name = "hosting"

    def __init__(self, app, local: LocalHost, session, resumed: bool = False,
                 moved_from: int | None = None) -> None:
        super().__init__(app)
        self.local, self.remote = local, session   # not `session`: no table yet
        session.save_slot = local.table.slot       # the game's save is on this computer
        self.resumed = resumed          # hosted again from its save: the game has begun
        self.moved_from = moved_from    # the port it listened on before, now taken
        self.started = resumed
        self.start_asked = False        # Start pressed: the game starts once the name is in
        self.start_wait = 0.0           # seconds waited for it (a bound, should it never come)
        self.copied = ""                # what Copy did, said beside it
        self.copied_internet = ""       # the same, for the internet's invite
        self.fonts_ahead = online_fonts()   # the table's first frames' fonts, opened while friends come
        self.init_looks()

    def layout(self) -> None:
        x, y = CARD[0] + 30, CARD[1] + 24
        self.widgets = [*self.look_widgets(*LOOK_AT),
                        Button("copy", lambda: t("online.copy"), (x, y + 240, 150, 44), self.copy,
                               style="secondary", size=18),
                        Button("copy_internet", lambda: t("online.copy"), INTERNET_COPY,
                               self.copy_internet, style="secondary", size=18),
                        Button("cancel", lambda: t("online.cancel"), (60, 640, 260, 48),
                               self.cancel, style="ghost")]
        if self.resumed:
            self.widgets.append(Button("table", lambda: t("hosted.to_table"), (970, 628, 250, 60),
                                       self.to_table, size=24))
        else:
            self.widgets.append(Button("start", lambda: t("online.start"), (1010, 628, 210, 60),
                                       self.start, size=26,
                                       enabled=lambda: not self.local.waiting_for()
                                       and not self.start_asked))

    def place(self) -> str:
        """ADDRESS:PORT as a friend types it into Join (an IPv6 address in brackets)."""
        return uri(self.local.address(), self.local.port).removeprefix("ws://")

    def copy(self) -> None:
        """The invite on the clipboard, in a line to send a friend (Join finds it in the line)."""
        text = t("online.copy_text", game=game_title(self.remote.spec),
                 invite=self.local.invite().text())
        self.copied = t("online.copied") if clipboard.copy(text) else t("online.no_clipboard")

    def copy_internet(self) -> None:
        """The invite for friends on the internet (the router's address) on the clipboard."""
        invite = self.local.internet_invite()
        if invite is None:
            return
        text = t("online.copy_text", game=game_title(self.remote.spec), invite=invite.text())
        self.copied_internet = t("online.copied") if clipboard.copy(text) else t("online.no_clipboard")

    def start(self) -> None:
        """Every friend is here: the game starts for everyone (each table opens on its own),
        once the host's own name just typed has reached the lobby (`update`)."""
        if self.local.waiting_for() or self.started:
            return
        self.send_name()
        self.start_asked = True

    def name_settled(self) -> bool:
        """The lobby shows the name this seat last sent (a start before it would refuse it)."""
        me = self.my_seat()
        return me is None or me.name == self.look_sent.strip()

    def to_table(self) -> None:
        """A game hosted again: to its table, where the friends' seats wait for them."""
        self.app.start_session(self.remote)

    def cancel(self) -> None:
        """Stop hosting: a game begun is asked about first and kept; a lobby left before its
        start is not kept (nothing was played)."""
        if in_play(self.app):
            self.app.push_scene(StopHostingScene(self.app, self.stop))
            return
        self.remote.close()
        end_hosting(self.app)
        self.app.pop_scene()

    def stop(self) -> None:
        self.remote.close()
        leave_for_menu(self.app)

    def seat_state(self, i: int, seat) -> str:
        """A game hosted again: a friend's seat says whether they have come back yet."""
        if self.resumed and i in self.remote.away():
            return t("online.away")
        return super().seat_state(i, seat)

    def handle(self, inp: Input) -> bool:
        if inp.kind == "back":
            self.cancel()
            return True
        if inp.kind == "confirm" and self.focus is not None and self.focus.id == "look_name":
            self.send_name()
            return True
        return super().handle(inp)

    def update(self, dt: float) -> None:
        self.update_looks(dt)
        self.widget("copy_internet").visible = self.local.internet_invite() is not None
        if self.start_asked and not self.started:
            self.start_wait += dt
            if self.name_settled() or self.start_wait >= START_WAIT:
                self.started = True
                self.local.start_game()
        if self.remote.started() and not self.resumed:
            self.app.start_session(self.remote)     # to the table, as every friend goes
        elif not self.remote.started():   # waiting: one font a frame (tables/sent.py `online_fonts`)
            th.open_ahead(self.theme, self.fonts_ahead)

    def exit(self) -> None:
        pass                               # the session goes on at the table

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(art.paper(surface.get_size()), (0, 0))
        theme.text(surface, t("online.hosting", game=game_title(self.remote.spec)),
                   "serif-bold", 40, th.INK, (80, 40))
        tell = t("hosted.again") if self.resumed else t("online.tell")
        lines = theme.wrap(tell, "sans", 17, CARD[2])[:2]
        for k, line in enumerate(lines):      # one line where it always stood, two about it
            y = 110 + (2 * k + 1 - len(lines)) * 11
            theme.text(surface, line, "sans", 17, th.INK_SOFT, (80, y))
        panel(surface, theme, CARD, fill=(251, 247, 239))
        x, y = CARD[0] + 30, CARD[1] + 24
        for key, value, (dx, dy) in (("online.address", self.local.address(), (0, 0)),
                                     ("online.port", str(self.local.port), (PORT_DX, 0)),
                                     ("online.code", self.local.code, (0, 84))):
            theme.text(surface, t(key).upper(), "sans-bold", 15, th.INK_SOFT, (x + dx, y + dy))
            size = theme.fit_size(value, "serif-bold", 34, PORT_DX - 20)   # a long name shrinks
            theme.text(surface, value, "serif-bold", size, th.INK, (x + dx, y + 22 + dy))
        router = self.local.router()
        label = t("online.invite") if router is None else t("online.on_network")
        theme.text(surface, label.upper(), "sans-bold", 15, th.INK_SOFT, (x, y + 168))
        self.draw_invite(surface, self.local.invite(), (x, y + 190))
        if self.copied:
            theme.text(surface, self.copied, "sans", 15, th.INK_SOFT, (x + 166, y + 262), "midleft")
        if router is not None:
            self.draw_internet(surface, router, (x, INTERNET_AT))
        self.draw_seats(surface, *SEATS_AT)
        self.draw_look_labels(surface, *LOOK_AT)
        if self.moved_from is not None:     # hosted again on another port: under the seats
            for k, line in enumerate(theme.wrap(t("hosted.moved", old=self.moved_from,
                                                  port=self.local.port), "sans", 16, 520)[:3]):
                theme.text(surface, line, "sans", 16, th.VERMILION_DARK, (MOVED_AT[0], MOVED_AT[1] + k * 20))
        waiting = len(self.local.waiting_for())
        if waiting and not self.resumed:
            theme.text(surface, tn("online.start_waiting", waiting), "sans", 16, th.INK_SOFT,
                       (990, 658), "midright")
        self.draw_widgets(surface)

    def draw_invite(self, surface: pygame.Surface, invite, at) -> None:
        """An invite in two lines (it is long): where, then the certificate's fingerprint."""
        where, _, pin = invite.text().partition("#")
        for k, line in enumerate([where, f"#{pin}"] if pin else [where]):
            size = self.theme.fit_size(line, "sans", 15, INVITE_W)
            self.theme.text(surface, line, "sans", size, th.INK, (at[0], at[1] + k * 20))

    def draw_internet(self, surface: pygame.Surface, router, at) -> None:
        """What asking the router gave (game/net/router.py): its invite for friends on the
        internet, ready to copy, or a sentence while it is asked or when it did not open."""
        theme, (x, y) = self.theme, at
        theme.text(surface, t("online.on_internet").upper(), "sans-bold", 15, th.INK_SOFT, (x, y))
        invite = self.local.internet_invite()
        if invite is not None:
            self.draw_invite(surface, invite, (x, y + 22))
            note = "" if router.public else t("online.router.private")
            side = self.copied_internet or note
            for k, line in enumerate(theme.wrap(side, "sans", 14, INVITE_W - 166)[:3]):
                theme.text(surface, line, "sans", 14, th.INK_SOFT if self.copied_internet else
                           th.VERMILION_DARK, (x + 166, INTERNET_COPY[1] + 4 + k * 17))
            return
        if router == "asking":
            said, colour = t("online.router.asking"), th.INK_SOFT
        else:
            said, colour = t("online.router.none", port=self.local.port,
                             address=self.local.address()), th.INK
        for k, line in enumerate(theme.wrap(said, "sans", 15, INVITE_W)[:5]):
            theme.text(surface, line, "sans", 15, colour, (x, y + 22 + k * 19))
