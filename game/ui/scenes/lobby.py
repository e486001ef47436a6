"""The lobby of a game hosted online: who holds which seat, and this seat's own name and colour.

Both ends of Play online show it: a friend who has joined waits here (`LobbyScene`) until the
host starts the game, and the host's page (hosting.py) shows the same list with the host's own
seat. What is drawn is what the host last told this seat (`RemoteSession.lobby`); a name or
colour chosen here is asked of the host (`seat_look`) and shows once the host's next news says
so. A colour another seat holds is not offered. At the host, several people may hold seats
(hot-seat humans at the host, game/net/hotseat.py): the page then asks which of them is choosing
("look_who"), and each name and colour goes through that person's own connection.
"""

from __future__ import annotations

import pygame

from game.i18n import game_title, t
from game.net import messages as m
from game.net.comeback import ENDED, GONE, REFUSED
from game.net.remote import RemoteSession
from game.ui import art
from game.ui import theme as th
from game.ui.icons import draw_seat_token
from game.ui.scene import Input, Scene
from game.ui.scenes.online import refused_words
from game.ui.tables.sent import online_fonts
from game.ui.widgets import Button, Stepper, TextField, panel

NAME_PAUSE = 0.8      # seconds without typing before a new name is sent to the host
NAME_FIELD = 14       # characters of a name typed here, as at the New game screen
ROW = 40              # base units between two seats of the list
WHO_W = 260           # the chooser of whose look it is, left of the name (several people here)


class SeatLooks:
    """For a scene showing the lobby of `self.remote` (a RemoteSession): the seats as told, and
    the widgets for this seat's name and colour. The scene calls `look_widgets`, `update_looks`
    once a frame, and `draw_seats`."""

    remote: RemoteSession

    def init_looks(self) -> None:
        self.look_seat = self.remote.seat         # whose name and colour the widgets choose
        me = self.my_seat()
        self.look_name = me.name if me is not None else ""
        self.look_sent = self.look_name       # the name the host was last asked for
        self.typed_for = 0.0                  # seconds since the name was last typed
        self.told = self.remote.lobby         # the lobby the widgets were laid out for
        self.look_message = ""

    def my_seat(self):
        """This seat as the lobby tells it; None before the lobby's news, and for a spectator,
        who holds no seat (seat -1 would be the last one's)."""
        lobby = self.remote.lobby
        if lobby is None or self.remote.watching:
            return None
        return lobby.seats[self.look_seat]

    def looker(self) -> RemoteSession:
        """The connection that speaks for the seat being chosen for."""
        return self.remote.seat_session(self.look_seat)

    def here(self) -> list[int]:
        """The seats played at this computer (more than one for hot-seat people at the host)."""
        return self.remote.human_seats()

    def free_colours(self) -> list[int]:
        """The colours no other seat holds, this seat's own among them."""
        lobby = self.remote.lobby
        held = {s.colour for i, s in enumerate(lobby.seats) if i != self.look_seat}
        return [c for c in range(len(th.SEAT_COLOURS)) if c not in held]

    def look_widgets(self, x: float, y: float) -> list:
        me = self.my_seat()
        if me is None or self.remote.started():
            return []
        colours = self.free_colours()
        widgets = [TextField("look_name", (x, y, 300, 44), self.look_name, self._typed,
                             max_len=NAME_FIELD),
                   Stepper("look_colour", (x + 316, y, 120, 44), colours,
                           colours.index(me.colour) if me.colour in colours else 0,
                           self._colour_label, self._pick_colour,
                           swatch=lambda c: th.SEAT_COLOURS[c][0])]
        here = self.here()
        if len(here) > 1:             # hot-seat people at the host: whose look is chosen
            widgets.append(Stepper("look_who", (x - WHO_W - 16, y, WHO_W, 44), here,
                                   here.index(self.look_seat), self._seat_name, self._pick_who,
                                   size=18))
        return widgets

    def _seat_name(self, seat: int) -> str:
        lobby = self.remote.lobby
        return lobby.seats[seat].name if lobby is not None else ""

    def _pick_who(self, seat: int) -> None:
        """Another person here chooses: what the last one typed goes first, then the widgets
        show the new one's name and colour."""
        self.send_name()
        self.look_seat = seat
        me = self.my_seat()
        self.look_name = self.look_sent = me.name if me is not None else ""
        self.look_message = ""
        self.layout()
        self.refocus()

    def _colour_label(self, c: int) -> str:
        return th.SEAT_COLOURS[c][2] if self.theme.colour_blind else ""

    def _typed(self, text: str) -> None:
        self.look_name, self.typed_for = text, 0.0

    def _pick_colour(self, colour: int) -> None:
        self.looker().choose_look(colour=colour)

    def send_name(self) -> None:
        """The name typed, to the host (a blank one is not a name: the last stays)."""
        name = self.look_name.strip()
        if name and name != self.look_sent:
            self.look_sent = self.look_name
            self.looker().choose_look(name=name)

    def update_looks(self, dt: float) -> None:
        """Once a frame: the host's news taken in, a name sent once typing pauses, the widgets
        laid out again when the lobby changed (another seat took a colour)."""
        self.remote.pump_ai()
        self.typed_for += dt
        if self.typed_for >= NAME_PAUSE:
            self.send_name()
        looker = self.looker()
        refused = looker.refused if looker is not None else None
        if refused is not None:
            looker.refused = None
            self.look_message = refused_words(refused)
        if self.remote.lobby is not self.told:
            self.told = self.remote.lobby
            self.layout()
            self.refocus()

    def seat_state(self, i: int, seat) -> str:
        if i == self.look_seat and not self.remote.watching:
            return t("online.you")
        if i in self.here():
            return t("online.here")
        if seat.kind == "ai":
            return t("online.ai")
        return t("online.joined") if seat.joined else t("online.waiting")

    def draw_seats(self, surface: pygame.Surface, x: float, y: float) -> None:
        theme = self.theme
        theme.text(surface, t("online.seats").upper(), "sans-bold", 15, th.INK_SOFT, (x, y))
        lobby = self.remote.lobby
        for i, seat in enumerate(lobby.seats if lobby is not None else ()):
            yy = y + 28 + i * ROW
            colour, shape, letter = th.SEAT_COLOURS[seat.colour % len(th.SEAT_COLOURS)]
            draw_seat_token(surface, theme.rect(x, yy, 28, 28), colour, shape, letter,
                            theme.colour_blind)
            waiting = not seat.joined
            theme.text(surface, f"{seat.name} · {self.seat_state(i, seat)}", "sans", 20,
                       th.INK_SOFT if waiting else th.INK, (x + 40, yy + 14), "midleft")

    def draw_look_labels(self, surface: pygame.Surface, x: float, y: float) -> None:
        if not self.look_widgets_shown():
            return
        theme = self.theme
        theme.text(surface, t("online.name").upper(), "sans-bold", 15, th.INK_SOFT, (x, y - 24))
        theme.text(surface, t("online.colour").upper(), "sans-bold", 15, th.INK_SOFT,
                   (x + 316, y - 24))
        if len(self.here()) > 1:
            theme.text(surface, t("online.who_here").upper(), "sans-bold", 15, th.INK_SOFT,
                       (x - WHO_W - 16, y - 24))
        if self.look_message:
            theme.text(surface, self.look_message, "sans", 15, th.VERMILION_DARK, (x, y + 54))

    def look_widgets_shown(self) -> bool:
        return any(w.id == "look_name" for w in self.widgets)


CARD = (80, 170, 1120)          # x, y, width: as tall as its seats or its own seat's choices
SEATS_AT = (700, 194)
LOOK_AT = (110, 290)


class LobbyScene(SeatLooks, Scene):
    """A friend's seat taken, waiting for the host to start: the seats, this seat's name and
    colour; the table opens once the host starts. A spectator come before the start waits here
    too, told so, with the seats and no name or colour of their own."""
    name = "lobby"

    def __init__(self, app, session: RemoteSession) -> None:
        super().__init__(app)
        self.remote = session           # not `session`: no table yet
        self.leaving = True             # closed on exit unless the table takes it
        self.fonts_ahead = online_fonts()
        self.init_looks()

    def layout(self) -> None:
        self.widgets = [*self.look_widgets(*LOOK_AT),
                        Button("leave", lambda: t("online.leave"), (60, 640, 200, 48),
                               self.app.pop_scene, style="ghost")]

    def update(self, dt: float) -> None:
        self.update_looks(dt)
        away = self.remote.host_away()
        if away is not None:            # said as at the table; cleared once the host is back
            self.look_message = t(f"online.host_away.{away}")
        elif self.look_message in self.host_words():
            self.look_message = ""
        if self.remote.started():
            self.leaving = False
            self.app.start_session(self.remote)
        else:        # waiting for the host: the table's first frames' fonts, one a frame (sent.py)
            th.open_ahead(self.theme, self.fonts_ahead)

    @staticmethod
    def host_words() -> set[str]:
        return {t(f"online.host_away.{word}")
                for word in (GONE, ENDED, REFUSED, m.PAUSED, m.STOPPED)}

    def exit(self) -> None:
        if self.leaving and self.remote.watching:   # no seat to give up: only gone
            self.remote.close()
        elif self.leaving:              # left before the start: the seat is open again
            self.remote.leave()

    def handle(self, inp: Input) -> bool:
        if inp.kind == "confirm":
            self.send_name()
            return True
        return super().handle(inp)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(art.paper(surface.get_size()), (0, 0))
        theme.text(surface, t("online.lobby", game=game_title(self.remote.spec)), "serif-bold",
                   44, th.INK, (80, 40))
        watching = self.remote.watching
        theme.text(surface, t("online.watch_wait" if watching else "online.lobby_wait"), "sans",
                   17, th.INK_SOFT, (80, 118))
        seats = len(self.remote.lobby.seats) if self.remote.lobby is not None else 0
        bottom = max(LOOK_AT[1] + 90, SEATS_AT[1] + 28 + ROW * seats + 16)
        panel(surface, theme, (*CARD, bottom - CARD[1]), fill=(251, 247, 239))
        theme.text(surface, t("online.watching" if watching else "online.your_seat"),
                   "serif-bold", 28, th.INK, (LOOK_AT[0], CARD[1] + 24))
        if watching:
            theme.text(surface, t("online.waiting_start"), "sans", 20, th.INK,
                       (LOOK_AT[0], LOOK_AT[1] - 40))
        self.draw_look_labels(surface, *LOOK_AT)
        self.draw_seats(surface, *SEATS_AT)
        self.draw_widgets(surface)
