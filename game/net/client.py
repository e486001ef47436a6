"""A seat's end of the connection: the handshake, then the seat's states as real core views.

`Client` is asyncio (`await client.join()`, `await client.next_state()`, `await client.act(a)`);
game/net/threaded.py runs one on its own thread for a caller with a loop of its own.

The client holds only what the host sent: its seat's view, its legal actions, the story as its
seat saw it. It trusts the host (the authority) but still reads every message through the
protocol's schema, so a broken host ends the connection with `ProtocolError`, never a crash.

Given the fingerprint of the host's certificate (from the invite, tls.py), the client speaks TLS
(`wss://`) and joins only the host that shows that certificate: another is refused before the
hello (`Refused` with `WRONG_CERTIFICATE`), so a man in the middle never reads the code, the
token or a hand. Without one it speaks plain `ws://` (a host started with `--no-tls`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import websockets
from websockets.asyncio.client import connect

from game.core import registry
from game.core.engine import Action, State
from game.net import codec, fair
from game.net import messages as m
from game.net.tls import WrongCertificate, pinned_context
from game.net.versions import PROGRAM, PROTOCOL, content_versions, side_in_refusal

OPEN_TIMEOUT = 10.0
WRONG_CERTIFICATE = "wrong_certificate"   # the client's own refusal: not the invite's host
# A host whose computer stops (no process left to close the connection) is heard of only by its
# silence: a ping every few seconds, and one left unanswered this long ends the connection,
# where websockets' defaults (20 s and 20 s) left a table looking live for most of a minute.
PING_EVERY = 5.0
PING_TIMEOUT = 10.0


class Refused(Exception):
    """The host refused the client (or its action): `code` and `params` as the host sent them
    (messages.py codes; `version_mismatch` carries both sides' versions). The client refuses a
    host too, in the same words: `WRONG_CERTIFICATE` (`pinned` and `shown` fingerprints)."""

    def __init__(self, code: str, params: dict) -> None:
        super().__init__(f"refused: {code} {params}")
        self.code, self.params = code, params


class ProtocolError(Exception):
    """The host sent something the protocol does not allow."""


@dataclass(frozen=True)
class StoryEntry:
    """One action as this seat saw it: whose it was, its key (`Action.seen_by`: a secret
    choice shows only what is public of it) and its events as worded for this seat."""
    seat: int
    action: str
    events: tuple


@dataclass(frozen=True)
class SeatsNews:
    """The host's word on the seats between two states: who sits where, who is away."""
    seats: tuple


@dataclass
class SeatState:
    """What the host sent the seat after an action."""
    move: int                     # actions played in the game
    asked: int                    # the seat's decisions so far (an action answers the next)
    seat: int
    view: State                   # the rules' view for this seat
    legal: list[Action]
    turn: list[int]               # the seats with a decision now
    story: list[StoryEntry]       # what happened since the last state
    seats: list[dict] = field(default_factory=list)
    final: dict | None = None     # {"scores": [...], "winners": [...]} once the game is over
    story_from: int = 0           # where `story` goes in the seat's whole story (0: told anew)
    undo: bool = False            # the host's word: the seat may take back an action now

    def my_turn(self) -> bool:
        return self.seat in self.turn and bool(self.legal)

    @property
    def prompt(self):
        """What the seat is asked now (the rules' typed prompt), read from its own view."""
        return self.view.prompt(self.seat)


@dataclass(frozen=True)
class Closing:
    """The host's word that it closes on purpose, and why (messages.py `PAUSED`, `STOPPED`):
    the connection ends just after."""
    reason: str


@dataclass(frozen=True)
class LobbySeat:
    name: str
    colour: int
    kind: str                     # "remote" (a person at some computer) or "ai" (the host's)
    joined: bool                  # a player holds the seat (an AI seat always)


@dataclass(frozen=True)
class Lobby:
    """Who holds which seat, by which name and colour; `started` once the host started."""
    started: bool
    seats: tuple[LobbySeat, ...]

    def open_seats(self) -> int:
        return sum(1 for s in self.seats if not s.joined)


@dataclass(frozen=True)
class ChatLine:
    """A line a seat said at the table, with the seat's name as the host knows it."""
    seat: int
    name: str
    text: str


def uri(address: str, port: int, secure: bool = False) -> str:
    host = f"[{address}]" if ":" in address else address
    return f"{'wss' if secure else 'ws'}://{host}:{port}"


def parse_address(text: str) -> tuple[str, int] | None:
    """ADDRESS:PORT (an IPv6 address in brackets, [::1]:8765) as (address, port), or None: what
    a player types into Join and what `python -m game join` is given."""
    host, sep, port = text.strip().rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    return host, int(port)


def _check_game(game: str, options: dict) -> None:
    """The welcome's game is one of this program's, with options its declaration allows
    (`GameSpec.options`): the same check as the command line's, on what the host says."""
    spec = registry.find(game)
    if spec is None:
        raise ProtocolError(f"the host plays {game!r}, a game this program does not have")
    for name, value in options.items():
        allowed = spec.options.get(name, ())
        if not any(type(value) is type(x) and value == x for x in allowed):
            raise ProtocolError(f"the host's option {name}={value!r} is none {spec.title} allows")


class Client:
    def __init__(self, address: str, port: int, code: str, token: str | None = None,
                 name: str | None = None, watch: bool = False,
                 fingerprint: str | None = None) -> None:
        self.address, self.port = address, port
        self.code = m.join_code(code)       # as the host keeps it, however it was typed
        self.fingerprint = fingerprint      # the host's certificate, pinned (None: plain ws://)
        self._tls = pinned_context(fingerprint) if fingerprint else None
        self.token, self.name = token, name
        self.watch = watch                  # a spectator: no seat, the public view
        self.seats: list[dict] = []         # every seat as the host last told (name, kind, away)
        self.seat: int | None = None
        self.game: str | None = None
        self.options: dict = {}
        self.players = 0
        self.history: list[Action] = []     # the view's history, kept across states
        self.story: list[StoryEntry] = []   # everything this seat has been told
        self.received: list[str] = []       # every frame, when `record` is on (the spy test)
        self.record = False
        self.game_record: dict | None = None  # the finished game, as the host sent it at the end
        self.commitment: str | None = None  # to the deal, as the host first said (game/net/fair.py)
        self.witness = fair.Witness()       # what this seat was sent, to check the deal by
        self.joins = 0                      # connections made: a rejoin is a new one
        self.lobby: Lobby | None = None     # the table's lobby as last told
        self._ws = None

    @property
    def joined(self) -> bool:
        """A connection has been made (it may have dropped since)."""
        return self._ws is not None

    async def join(self) -> dict:
        """Connect and say hello; the welcome (seat, token). `Refused` when the host says no."""
        self.drop()             # a connection before this one is over, whatever state it is in
        try:
            self._ws = await connect(uri(self.address, self.port, self._tls is not None),
                                     proxy=None, ssl=self._tls, max_size=m.HOST_MESSAGE_MAX,
                                     open_timeout=OPEN_TIMEOUT,
                                     ping_interval=PING_EVERY, ping_timeout=PING_TIMEOUT)
        except WrongCertificate as wrong:
            raise Refused(WRONG_CERTIFICATE, {"pinned": wrong.pinned, "shown": wrong.shown}) \
                from None
        hello = {"type": "hello", "protocol": PROTOCOL, "program": PROGRAM,
                 "content": content_versions(), "code": self.code}
        if self.watch:
            hello["watch"] = True
        elif self.token is not None:
            hello["token"] = self.token
        if self.name:
            hello["name"] = self.name
        await self._ws.send(m.dump(hello))
        welcome = await self._read()
        if welcome["type"] != "welcome":
            raise ProtocolError(f"expected a welcome, got {welcome['type']}")
        _check_game(welcome["game"], welcome["options"])
        self.seat, self.token, self.game = welcome["seat"], welcome["token"], welcome["game"]
        self.options, self.players = welcome["options"], welcome["players"]
        self.commitment = self.commitment or welcome.get("commitment")   # a rejoin changes nothing
        self.history = []
        self.joins += 1
        return welcome

    async def _read(self) -> dict:
        frame = await self._ws.recv()
        if self.record:
            self.received.append(frame)
        try:
            message = m.read(frame, m.FROM_HOST, m.HOST_MESSAGE_MAX)
        except m.BadMessage as bad:
            raise ProtocolError(f"{bad.code} {bad.params}") from None
        if message["type"] == "refused":
            params = message["params"]
            if message["code"] == m.VERSION_MISMATCH:   # which side updates, even from an old host
                params = {**params, "update": side_in_refusal(params)}
            raise Refused(message["code"], params)
        return message

    async def next_state(self) -> SeatState:
        """The next state the host sends (a refusal of an action raises `Refused`); the lobby's
        news, the seats' news and chat lines on the way are kept (`lobby`, `seats`) or passed
        over, as is the game's record (`game_record`, see next_news)."""
        while True:
            news = await self.next_news()
            if isinstance(news, SeatState):
                return news

    async def next_news(self) -> "SeatState | Lobby | ChatLine | SeatsNews | Closing":
        """The next thing the host says: a state, the lobby, a chat line, its word on the
        seats between states (one dropped, came back, was given to an AI), kept in `seats`, or
        that it is closing on purpose (`Closing`, the connection's last word). The
        game's record, which comes just ahead of the last state, is kept in `game_record` on the
        way (as sent: game/net/game_record.py checks it before it is filed)."""
        message = await self._read()
        while message["type"] == "record":
            self.game_record = message["entry"]
            message = await self._read()
        if message["type"] == "lobby":
            self.lobby = Lobby(message["started"], tuple(
                LobbySeat(s["name"], s["colour"], s["kind"], s["joined"])
                for s in message["seats"]))
            return self.lobby
        if message["type"] == "chat":
            return ChatLine(message["seat"], message["name"], message["text"])
        if message["type"] == "seats":
            self.seats = message["seats"]
            return SeatsNews(tuple(message["seats"]))
        if message["type"] == "closing":
            return Closing(message["reason"])
        if message["type"] != "state" or message["seat"] != self.seat:
            raise ProtocolError(f"expected this seat's state, got {message['type']}")
        return self._state(message)

    def _state(self, message: dict) -> SeatState:
        start = message["history_from"]
        if start > len(self.history):
            raise ProtocolError("the history skips actions this client never had")
        try:
            new = [codec.action_from_text(t) for t in message["history"]]
            view = codec.decode(message["view"])
            legal = [codec.action_from_text(t) for t in message["legal"]]
            story = [StoryEntry(s["seat"], s["action"], tuple(codec.decode(e) for e in s["events"]))
                     for s in message["story"]]
        except codec.CodecError as exc:
            raise ProtocolError(str(exc)) from None
        if not isinstance(view, State):
            raise ProtocolError("the view is not a state of the game")
        self.history = self.history[:start] + new
        view.history = list(self.history)
        self.witness.saw(message["move"], message["view"])
        if message["story_from"] == 0:
            self.story = []
        if "seats" in message:
            self.seats = message["seats"]
        self.story.extend(story)
        return SeatState(message["move"], message["asked"], self.seat, view, legal,
                         message["turn"], story, message.get("seats", []), message.get("final"),
                         message["story_from"], message["undo"])

    def away(self) -> set[int]:
        """The seats whose player's connection is down, as the host last said."""
        return {i for i, s in enumerate(self.seats) if s.get("away")}

    async def act(self, action: Action, asked: int) -> None:
        await self._ws.send(m.dump({"type": "act", "asked": asked, "action": action.text()}))

    async def undo(self, asked: int) -> None:
        """Ask to take back the seat's last action (`asked`: its decisions so far)."""
        await self._ws.send(m.dump({"type": "undo", "asked": asked}))

    async def seat_look(self, name: str | None = None, colour: int | None = None) -> None:
        """Ask for this name and colour for the seat, in the lobby (the next `lobby` says)."""
        message = {"type": "seat_look"}
        if name is not None:
            message["name"] = name
        if colour is not None:
            message["colour"] = colour
        await self._ws.send(m.dump(message))

    async def chat(self, text: str) -> None:
        await self._ws.send(m.dump({"type": "chat", "text": text}))

    async def send_raw(self, frame) -> None:
        """Send a frame as it is (the fault tests: garbage, wrong seats, old actions)."""
        await self._ws.send(frame)

    async def leave(self) -> None:
        """Go back before the host starts: the seat is given up (open again for another), then
        the connection closes. After the start the host keeps the seat all the same."""
        if self._ws is not None:
            try:
                await self._ws.send(m.dump({"type": "leave"}))
            except (websockets.ConnectionClosed, OSError):
                pass            # already gone: the host has seen the connection close
        await self.close()

    async def close(self) -> None:
        if self._ws is not None:
            await self._ws.close()

    def drop(self) -> None:
        """Cut the connection without a goodbye, as a killed process would."""
        if self._ws is not None:
            self._ws.transport.abort()
