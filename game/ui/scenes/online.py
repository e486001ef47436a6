"""Play online: Join a game hosted at another computer (game/net/), by the invite its host gives
(game/net/invite.py: pasted whole into the first field, it fills in the code and pins the host's
certificate), or by the address and the code of a host without TLS; the seat taken waits in the
lobby (lobby.py) until the host starts, then opens at the real table on a `RemoteSession`, which
wears the session's public face, so the table plays it as a game at this computer.

Games hosted on the local network are listed by themselves (game/net/discovery.py, heard on
zeroconf's threads): picking one fills in its address and pins the certificate it announced; the
code is still typed, as the announcement never holds it. A game of another version is listed
greyed.

Joining happens on a thread of its own, so the screen goes on while a far host answers.

A seat taken is remembered with its token (game/persistence/online_seats.py): after the client
was closed, the page offers "Rejoin <game> at <address>" and goes back to the same seat; the
seat is forgotten once its game is over or its host no longer has it (a Rejoin refused for that
says so, once); its return pins the certificate the first join pinned. A table whose host goes
away tries to join again by itself (remote.py); the Rejoin offer is for a client closed
meanwhile. Watch joins the table as a spectator instead (no seat: the public view, no move).
"""

from __future__ import annotations

import threading

import pygame
import websockets

from game.i18n import game_title, t, tn
from game.i18n.catalogue import CATALOGUE
from game.net import messages as m
from game.net.client import ProtocolError, Refused, parse_address, uri
from game.net.discovery import FoundGame, Listening
from game.net.comeback import ENDED_CODES
from game.net.invite import BadInvite, is_invite, parse_invite
from game.net.remote import ConnectionLost, RemoteSession
from game.net.threaded import ThreadedClient
from game.net.versions import side_in_refusal
from game.ui import art
from game.ui import theme as th
from game.ui.scene import Input, Scene
from game.ui.tables.sent import online_fonts
from game.ui.widgets import Button, TextField, panel

CARD = (80, 170, 700, 380)
FIELD_W = 420
FOUND_AT = (860, 360, 360, 64)    # the first game heard on the network; the next ones below
FOUND_SHOWN = 3
FOUND_PAGE = {pygame.K_PAGEUP: -FOUND_SHOWN, pygame.K_PAGEDOWN: FOUND_SHOWN}   # the list scrolls
LISTEN_EVERY = 0.5                # seconds between two looks at what the network said
REJOIN_AT = (560, 240, 200, 60)   # in the card, beside the fields: the games left that go on
REJOIN_SHOWN = 2
ADDRESS_MAX = 200                 # an invite pasted whole, inside the message it came in


WAIT_SAID_MAX = 24 * 3600          # seconds: a host's longer wait is not worth a number


def refused_words(refused: Refused) -> str:
    key = f"online.refused.{refused.code}"
    if refused.code == m.VERSION_MISMATCH:     # the side that must update, in the player's words
        key = f"{key}.{side_in_refusal(refused.params)}"
    wait = refused.params.get("wait")
    if refused.code == m.TOO_MANY_CODES and type(wait) is int and 0 < wait <= WAIT_SAID_MAX:
        return tn(key, wait)            # the host's word for how long: trusted for a number only
    return t(key) if key in CATALOGUE["en"] else t("online.refused.other", code=refused.code)


def found_title(game: FoundGame) -> str:
    """A heard game's first line: which game, on which computer (the name it announced)."""
    title = game_title(game.game)
    return t("online.found_game", game=title, host=game.host) if game.host else title


def found_words(game: FoundGame) -> str:
    """Its second line: players, seats open, or why it cannot be joined from here."""
    if not game.joinable:
        return t("online.found_other_version")
    players = tn("count.players", game.players)
    if game.open is None:
        return players
    if game.open == 0:
        return t("online.found_line", players=players, seats=t("online.found_full"))
    return t("online.found_line", players=players, seats=tn("online.seats_open", game.open))


class JoinScene(Scene):
    name = "join"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.address, self.code = "", ""
        self.fonts_ahead = online_fonts()              # opened while a join is under way (`update`)
        self.picked: FoundGame | None = None           # the game heard whose address is typed
        self.player = ""
        self.message = ""               # why a join failed
        self.note = ""                  # what to do next (a game picked from the list)
        self.pending: threading.Thread | None = None   # a join under way
        self.outcome: RemoteSession | str | None = None
        self.listening: Listening | None = None        # games heard on the local network
        self.found: list[FoundGame] = []
        self.found_top = 0              # the first game of the list shown (it scrolls)
        self.listened = 0.0
        self.kept = app.online_seats.seats()[:REJOIN_SHOWN]   # seats left in games that go on

    def enter(self) -> None:
        self.listening = Listening()
        super().enter()

    def layout(self) -> None:
        x, y = CARD[0] + 30, CARD[1] + 90
        self.widgets = [
            TextField("address", (x, y + 26, FIELD_W, 44), self.address, self.typed_address,
                      max_len=ADDRESS_MAX, placeholder=lambda: t("online.address_hint")),
            TextField("code", (x, y + 116, 200, 44), self.code,
                      lambda s: setattr(self, "code", s), max_len=m.CODE_MAX),
            TextField("name", (x, y + 206, 250, 44), self.player,
                      lambda s: setattr(self, "player", s), max_len=14),
            Button("join", lambda: t("online.connect"), (1010, 628, 210, 60), self.join, size=26),
            Button("host", lambda: t("online.host"), (860, 260, 300, 52), self.app.open_host_setup,
                   style="secondary", size=20),
            Button("back", lambda: t("online.back"), (60, 640, 160, 48), self.app.pop_scene,
                   style="ghost"),
            Button("watch", lambda: t("online.watch"), (790, 628, 200, 60), self.watch,
                   style="secondary", size=24),
        ]
        rx, ry, rw, rh = REJOIN_AT
        for k, seat in enumerate(self.kept):
            y = ry + 46 + k * (rh + 12)
            self.widgets += [
                Button(f"rejoin{k}", lambda seat=seat: self.rejoin_words(seat),
                       (rx, y, rw - 40, rh), lambda seat=seat: self.rejoin(seat),
                       style="secondary", size=17, sub=f"{seat['address']}:{seat['port']}"),
                Button(f"forget{k}", lambda: "×", (rx + rw - 34, y + 13, 34, 34),
                       lambda seat=seat: self.forget(seat), style="ghost", size=20),
            ]
        x, y, w, h = FOUND_AT
        top = self.found_top
        for k, game in enumerate(self.found[top:top + FOUND_SHOWN]):
            self.widgets.append(Button(f"found{top + k}", found_title(game),
                                       (x, y + k * (h + 10), w, h),
                                       lambda game=game: self.pick(game), style="secondary",
                                       size=20, sub=found_words(game), enabled=game.joinable))

    def scroll_found(self, by: int) -> bool:
        """The list of games heard moved `by` games (it shows FOUND_SHOWN at a time); False
        when it was already at that end."""
        top = max(0, min(self.found_top + by, len(self.found) - FOUND_SHOWN))
        if top == self.found_top:
            return False
        self.found_top = top
        self.layout()
        self.refocus()
        return True

    def pick(self, game: FoundGame) -> None:
        """A game heard on the network: its address filled in and its certificate pinned; its
        code is the host's to give."""
        self.address = uri(game.address, game.port).removeprefix("ws://")
        self.picked = game
        self.message, self.note = "", t("online.picked")
        self.layout()
        self.focus = self.widget("code")

    def typed_address(self, text: str) -> None:
        """The first field changed: an invite pasted there fills in the code it carries."""
        self.address = text
        if is_invite(text):
            try:
                invite = parse_invite(text)
            except BadInvite:
                return                  # said when joining, should it stay so
            self.code = invite.code
            self.widget("code").text = invite.code
            self.message, self.note = "", t("online.invite_read")

    def target(self) -> tuple[tuple[str, int], str | None] | None:
        """Where to join and the fingerprint to pin: the invite's, or the address typed (pinned
        to what its host announced when it was picked from the list); None, with the reason in
        `message`, when the field holds neither."""
        if is_invite(self.address):
            try:
                invite = parse_invite(self.address)
            except BadInvite as bad:
                self.message = t(f"online.invite.{bad.reason}")
                return None
            return (invite.address, invite.port), invite.fingerprint
        place = parse_address(self.address)
        if place is None:
            self.message = t("online.bad_address")
            return None
        picked = self.picked
        heard = picked is not None and (picked.address, picked.port) == place
        return place, picked.fingerprint if heard else None

    # --- a seat left in a game that goes on ---------------------------------------------------
    @staticmethod
    def rejoin_words(seat: dict) -> str:
        return t("online.rejoin", game=game_title(seat["game"]))

    def rejoin(self, seat: dict) -> None:
        """Back to the same seat with its token, as after a drop."""
        self._start((seat["address"], seat["port"]), seat["code"], seat["name"], seat["token"],
                    fingerprint=seat.get("fingerprint"))

    def forget(self, seat: dict) -> None:
        _forget_quietly(self.app.online_seats, (seat["address"], seat["port"]), seat["code"],
                        seat["seat"])
        self.kept = self.app.online_seats.seats()[:REJOIN_SHOWN]
        self.layout()

    def watch(self) -> None:
        """Look on at the game of this invite (or address and code), without a seat."""
        target = self.target()
        if target is not None:
            self._start(target[0], self.code, "", watch=True, fingerprint=target[1])

    # --- joining ------------------------------------------------------------------------------
    def join(self) -> None:
        """Connect and take a seat on a thread of its own (a host far away, or none, may take
        seconds to answer); `update` opens the table or says why not."""
        target = self.target()
        if target is not None:
            self._start(target[0], self.code, self.player.strip(), fingerprint=target[1])

    def _start(self, place: tuple[str, int], code: str, name: str, token: str | None = None,
               watch: bool = False, fingerprint: str | None = None) -> None:
        if self.pending is not None:
            return
        code = m.join_code(code)         # kept and compared as the host keeps it
        self.message = t("online.connecting")
        self.outcome = None
        self.pending = threading.Thread(target=self._connect, name="net-join", daemon=True,
                                        args=(place, code, name, token, watch, fingerprint))
        self.pending.start()

    def _connect(self, place: tuple[str, int], code: str, name: str, token: str | None,
                 watch: bool, fingerprint: str | None) -> None:
        client = ThreadedClient(*place, code, token=token, name=name or None, watch=watch,
                                fingerprint=fingerprint)
        try:
            session = RemoteSession(client, client.join())
            if not watch:
                self._keep(session, place, code, name, fingerprint)
            self.outcome = session
            return
        except Refused as refused:
            self.outcome = refused_words(refused)
            if token is not None and refused.code in ENDED_CODES:
                # the game is over, or its host no longer knows it: dropped, and said once
                kept = self._kept_entry(place, code, token)
                _forget_quietly(self.app.online_seats, place, code,
                                kept["seat"] if kept else -1)
                self.kept = None           # the list is read again (update, on this thread)
                if kept is not None:
                    self.outcome = t("online.rejoin_over", place=f"{place[0]}:{place[1]}",
                                     game=game_title(kept["game"]))
        except ConnectionLost:
            self.outcome = t("online.lost")
        except (OSError, TimeoutError, ProtocolError, websockets.InvalidHandshake,
                websockets.ConnectionClosed):
            self.outcome = t("online.unreachable", address=f"{place[0]}:{place[1]}")
        client.close()

    def _keep(self, session: RemoteSession, place: tuple[str, int], code: str, name: str,
              fingerprint: str | None) -> None:
        """Remember the seat, its token and the certificate pinned, and forget them once there
        is nothing to go back to. A seat that cannot be written down is only not offered after a
        restart."""
        seats, client = self.app.online_seats, session.client.client
        try:
            seats.keep(session.spec.name, place[0], place[1], code, session.seat, client.token,
                       name, fingerprint)
        except (OSError, ValueError):
            return
        session.ended = lambda: _forget_quietly(seats, place, code, session.seat)

    def _kept_entry(self, place, code: str, token: str) -> dict | None:
        """The seat kept for this host, code and token (None once it is not)."""
        return next((s for s in self.app.online_seats.seats()
                     if (s["address"], s["port"]) == place and s["code"] == code.upper()
                     and s["token"] == token), None)

    def update(self, dt: float) -> None:
        if self.kept is None:
            self.kept = self.app.online_seats.seats()[:REJOIN_SHOWN]
            self.layout()
        self.listened += dt
        if self.listening is not None and self.listened >= LISTEN_EVERY:
            self.listened = 0.0
            found = self.listening.games()
            if found != self.found:
                self.found = found
                self.found_top = max(0, min(self.found_top, len(found) - FOUND_SHOWN))
                self.layout()
                self.refocus()
        if self.pending is not None and self.pending.is_alive():
            # the frames of "Connecting" draw nothing new: the table's first frames' fonts opened
            # now, one a frame (its chat's hint, the note of its first move sent)
            th.open_ahead(self.theme, self.fonts_ahead)
        if self.pending is None or self.pending.is_alive():
            return
        self.pending, outcome = None, self.outcome
        if isinstance(outcome, RemoteSession):
            if outcome.started():
                self.app.start_session(outcome)
            else:                           # the host has not started: wait in its lobby
                from game.ui.scenes.lobby import LobbyScene   # it imports this module
                self.message = ""
                self.app.push_scene(LobbyScene(self.app, outcome))
        else:
            self.message = outcome or t("online.lost")

    def exit(self) -> None:
        if self.listening is not None:
            self.listening.close()
            self.listening = None
        if self.pending is not None:        # left while joining: the seat is let go
            self.pending.join()
            if isinstance(self.outcome, RemoteSession):
                self.outcome.close()

    def handle(self, inp: Input) -> bool:
        if inp.kind == "confirm" and self.focus is None:
            self.join()
            return True
        if inp.kind == "wheel" and inp.dy:      # the page's one list: the games heard
            self.scroll_found(-inp.dy)
            return True
        if inp.kind == "key" and inp.key in FOUND_PAGE:
            self.scroll_found(FOUND_PAGE[inp.key])
            return True
        if inp.kind == "key" and inp.key in (pygame.K_UP, pygame.K_DOWN) and self.arrow_past(inp.key):
            return True
        return super().handle(inp)

    def arrow_past(self, key: int) -> bool:
        """An arrow key from the first or last game shown to one scrolled out of sight: the
        list scrolls and the focus follows (otherwise arrows move the focus as on any page)."""
        wid = self.focus.id if self.focus is not None else ""
        if not wid.startswith("found"):
            return False
        to = int(wid.removeprefix("found")) + (1 if key == pygame.K_DOWN else -1)
        if not (0 <= to < len(self.found)) or self.found_top <= to < self.found_top + FOUND_SHOWN:
            return False
        self.scroll_found(to - self.found_top if to < self.found_top
                          else to - (self.found_top + FOUND_SHOWN - 1))
        self.focus = self.widget(f"found{to}")
        return True

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(art.paper(surface.get_size()), (0, 0))
        theme.text(surface, t("online.title"), "serif-bold", 44, th.INK, (80, 40))
        theme.text(surface, t("online.join_intro"), "sans", 17, th.INK_SOFT, (80, 118))
        panel(surface, theme, CARD, fill=(251, 247, 239))
        x, y = CARD[0] + 30, CARD[1] + 24
        theme.text(surface, t("online.join"), "serif-bold", 28, th.INK, (x, y))
        label = lambda key, dy: theme.text(surface, t(key).upper(), "sans-bold", 15, th.INK_SOFT,
                                           (x, CARD[1] + 90 + dy))
        for k, line in enumerate(theme.wrap(t("online.host_intro"), "sans", 15, 300)):
            theme.text(surface, line, "sans", 15, th.INK_SOFT, (860, 180 + k * 20))
        label("online.invite_or_address", 0)
        label("online.code", 90)
        label("online.name", 180)
        if self.kept:
            rx, ry, rw, _ = REJOIN_AT
            for k, line in enumerate(theme.wrap(t("online.rejoin_intro").upper(), "sans-bold", 15,
                                                rw)[:2]):
                theme.text(surface, line, "sans-bold", 15, th.INK_SOFT, (rx, ry + k * 19))
        fx, fy = FOUND_AT[:2]
        theme.text(surface, t("online.found").upper(), "sans-bold", 15, th.INK_SOFT, (fx, fy - 26))
        if not self.found:
            for k, line in enumerate(theme.wrap(t("online.found_none"), "sans", 15, FOUND_AT[2])):
                theme.text(surface, line, "sans", 15, th.INK_SOFT, (fx, fy + k * 20))
        elif len(self.found) > FOUND_SHOWN:      # which of them are shown; the rest scroll
            theme.text(surface, t("online.found_range", first=self.found_top + 1,
                                  last=self.found_top + FOUND_SHOWN, n=len(self.found)),
                       "sans", 15, th.INK_SOFT, (FOUND_AT[0] + FOUND_AT[2], fy - 26), "topright")
        said, ink = (self.message, th.VERMILION_DARK) if self.message else (self.note, th.INK_SOFT)
        for k, line in enumerate(theme.wrap(said, "sans", 16, 1100)):
            theme.text(surface, line, "sans", 16, ink, (80, 575 + k * 20))
        self.draw_widgets(surface)


def _forget_quietly(seats, place: tuple[str, int], code: str, seat: int) -> None:
    try:
        seats.forget(place[0], place[1], code, seat)
    except OSError:
        pass                # offered again after a restart, and refused then by the host
