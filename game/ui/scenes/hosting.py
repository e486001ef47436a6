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
the curtain, as at one computer (game/net/hotseat.py)."""

from __future__ import annotations

import pygame

from game.i18n import game_title, is_numbered, is_you, t, tn
from game.net.client import uri
from game.net.hosting import LocalHost
from game.net.hotseat import HotSeats
from game.net.remote import ConnectionLost, RemoteSession
from game.net.table import AI, REMOTE, HostedTable, SeatPlan
from game.net.threaded import ThreadedClient
from game.net.certificate import certificate_in
from game.ui import art, clipboard
from game.ui import theme as th
from game.ui.scene import Input, Scene
from game.ui.scenes.lobby import SeatLooks
from game.ui.scenes.setup import SetupScene
from game.ui.widgets import Button, panel

CARD = (80, 150, 1120, 460)
SEATS_AT = (660, 174)
LOOK_AT = (660, 520)
INVITE_W = 520        # the invite's lines, left of the seats
PORT_DX = 330         # the port beside the address, the code below them
START_WAIT = 2.0      # seconds Start waits at most for the host's own new name to reach the lobby


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
        self.app.stop_hosting()           # one hosted game at a time
        colours = [s.colour for s in self.seats]
        try:
            certificate = certificate_in(self.app.saves.directory.parent)  # made the first time
            local = LocalHost(HostedTable(self.spec.name, plans, options, seed=seed, names=names,
                                          colours=colours, lobby=True),
                              bind=self.app.online_bind, certificate=certificate)
        except (OSError, ValueError) as exc:
            self.message = t("online.host_failed", why=str(exc))
            return
        self.app.hosting = local
        sessions = []
        try:
            for seat in here:             # each person here through a connection of their own
                client = ThreadedClient(local.loopback(), local.port, local.code,
                                        token=local.reserve(seat, names[seat]),
                                        fingerprint=local.fingerprint)
                try:
                    sessions.append(RemoteSession(client, client.join()))
                except BaseException:
                    client.close()
                    raise
        except (OSError, ConnectionLost) as exc:
            for session in sessions:
                session.close()
            self.app.stop_hosting()
            self.message = t("online.host_failed", why=str(exc))
            return
        session = sessions[0] if len(sessions) == 1 else HotSeats(sessions)
        self.app.stack.replace(HostingScene(self.app, local, session))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.message:
            self.theme.text(surface, self.message, "sans", 16, th.VERMILION_DARK, (250, 700))


class HostingScene(SeatLooks, Scene):
    """The host's page while friends join: what to tell them, the lobby, and Start."""
    name = "hosting"

    def __init__(self, app, local: LocalHost, session) -> None:
        super().__init__(app)
        self.local, self.remote = local, session   # not `session`: no table yet
        self.started = False
        self.start_asked = False        # Start pressed: the game starts once the name is in
        self.start_wait = 0.0           # seconds waited for it (a bound, should it never come)
        self.copied = ""                # what Copy did, said beside it
        self.init_looks()

    def layout(self) -> None:
        x, y = CARD[0] + 30, CARD[1] + 24
        self.widgets = [*self.look_widgets(*LOOK_AT),
                        Button("copy", lambda: t("online.copy"), (x, y + 240, 150, 44), self.copy,
                               style="secondary", size=18),
                        Button("cancel", lambda: t("online.cancel"), (60, 640, 260, 48),
                               self.cancel, style="ghost"),
                        Button("start", lambda: t("online.start"), (1010, 628, 210, 60),
                               self.start, size=26,
                               enabled=lambda: not self.local.waiting_for() and not self.start_asked)]

    def place(self) -> str:
        """ADDRESS:PORT as a friend types it into Join (an IPv6 address in brackets)."""
        return uri(self.local.address(), self.local.port).removeprefix("ws://")

    def copy(self) -> None:
        """The invite on the clipboard, in a line to send a friend (Join finds it in the line)."""
        text = t("online.copy_text", game=game_title(self.remote.spec),
                 invite=self.local.invite().text())
        self.copied = t("online.copied") if clipboard.copy(text) else t("online.no_clipboard")

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

    def cancel(self) -> None:
        self.remote.close()
        self.app.stop_hosting()
        self.app.pop_scene()

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
        if self.start_asked and not self.started:
            self.start_wait += dt
            if self.name_settled() or self.start_wait >= START_WAIT:
                self.started = True
                self.local.start_game()
        if self.remote.started():
            self.app.start_session(self.remote)     # to the table, as every friend goes

    def exit(self) -> None:
        pass                               # the session goes on at the table

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(art.paper(surface.get_size()), (0, 0))
        theme.text(surface, t("online.hosting", game=game_title(self.remote.spec)),
                   "serif-bold", 40, th.INK, (80, 40))
        theme.text(surface, t("online.tell"), "sans", 17, th.INK_SOFT, (80, 110))
        panel(surface, theme, CARD, fill=(251, 247, 239))
        x, y = CARD[0] + 30, CARD[1] + 24
        for key, value, (dx, dy) in (("online.address", self.local.address(), (0, 0)),
                                     ("online.port", str(self.local.port), (PORT_DX, 0)),
                                     ("online.code", self.local.code, (0, 84))):
            theme.text(surface, t(key).upper(), "sans-bold", 15, th.INK_SOFT, (x + dx, y + dy))
            size = theme.fit_size(value, "serif-bold", 34, PORT_DX - 20)   # a long name shrinks
            theme.text(surface, value, "serif-bold", size, th.INK, (x + dx, y + 22 + dy))
        theme.text(surface, t("online.invite").upper(), "sans-bold", 15, th.INK_SOFT, (x, y + 168))
        where, _, pin = self.local.invite().text().partition("#")   # two lines: it is long
        for k, line in enumerate([where, f"#{pin}"] if pin else [where]):
            size = theme.fit_size(line, "sans", 15, INVITE_W)
            theme.text(surface, line, "sans", size, th.INK, (x, y + 190 + k * 20))
        if self.copied:
            theme.text(surface, self.copied, "sans", 15, th.INK_SOFT, (x + 166, y + 262), "midleft")
        self.draw_seats(surface, *SEATS_AT)
        self.draw_look_labels(surface, *LOOK_AT)
        waiting = len(self.local.waiting_for())
        if waiting:
            theme.text(surface, tn("online.start_waiting", waiting), "sans", 16, th.INK_SOFT,
                       (990, 658), "midright")
        self.draw_widgets(surface)
