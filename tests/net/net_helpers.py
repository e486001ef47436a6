"""Shared pieces of the network tests: a host that remembers what each seat should see after
every action, and a bounded way to run them. Everything listens and connects on 127.0.0.1 only."""

from __future__ import annotations

import asyncio
import pickle
import time

import pytest

from game.core.rng import Rng
from game.net import codec
from game.net.host import Host
from game.net.room import Room
from game.net.player import play_seat
from game.net.table import HostedTable, SeatPlan

LOOPBACK = "127.0.0.1"
BOUND = 240.0        # seconds: a test that hangs fails instead of holding the suite
WAIT_BOUND = 60.0    # seconds for the host's word to reach a window, however busy the machine


def run(coro, bound: float = BOUND):
    async def bounded():
        return await asyncio.wait_for(coro, bound)
    return asyncio.run(bounded())


def until(pilot, done, pump=None, what: str = "the host's word never came") -> None:
    """Frames of the client until `done()` (the network answers on its own threads), `pump`
    called before each (a headless friend taking in the host's news). A bound on a hang, never
    a timed check."""
    deadline = time.monotonic() + WAIT_BOUND
    while not done():
        assert time.monotonic() < deadline, what
        if pump is not None:
            pump()
        pilot.frames(1)
        time.sleep(0.005)


def hang_bound(bound: float = WAIT_BOUND):
    """The turns of a loop of frames that waits on the host's threads: as many as come in `bound`
    seconds, a bound on a hang, never a timed check. A count of frames flaked instead: the
    machine's speed decides how many frames pass while a busy host answers."""
    deadline = time.monotonic() + bound
    while time.monotonic() < deadline:
        yield


def answered(*sessions, frame=None) -> None:
    """Until no word of these sessions (game/net/remote.py) is on its way to the host: each move
    or undo sent is answered, played or put back (`returned`). Each session takes in the host's
    news here, and `frame()` (a window's frame) runs between. A bound on a hang, never a timed
    check: `submit` itself returns at once."""
    def waiting():
        return [s for s in sessions for seat in s.human_seats() if s.sent(seat) is not None]
    for _ in hang_bound():
        if not waiting():
            return
        for session in waiting():
            session.pump_ai()
        if frame is not None:
            frame()
        time.sleep(0.002)
    raise AssertionError("the host never answered a move sent")


def seat_view(state, seat: int) -> dict:
    """What the seat should hold after this action, worked out here from the full state: the
    rules' view, without the seed (no client may have it)."""
    view = state.view(seat)
    view.seed = 0
    return codec.encode(view)


class RecordingSocket:
    """A client's websocket that writes down every frame both ways, as (side, frame): what
    crossed the wire, for the tests that read it whole (test_net_wire.py, fixtures/)."""

    def __init__(self, ws, frames: list) -> None:
        self._ws, self._frames = ws, frames

    async def send(self, frame) -> None:
        self._frames.append(("client", frame))
        await self._ws.send(frame)

    async def recv(self):
        frame = await self._ws.recv()
        self._frames.append(("host", frame))
        return frame

    def __getattr__(self, name):
        return getattr(self._ws, name)


class Kept:
    """A record of every move kept as pickled bytes, each value rebuilt when read. A whole game's
    views kept as objects are up to a million objects the collector walks again and again while
    the game is played (tests/collector.py); bytes it never walks."""

    def __init__(self) -> None:
        self._bytes: dict = {}

    def __setitem__(self, key, value) -> None:
        self._bytes[key] = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)

    def __getitem__(self, key):
        return pickle.loads(self._bytes[key])

    def __contains__(self, key) -> bool:
        return key in self._bytes

    def __iter__(self):
        return iter(self._bytes)

    def __len__(self) -> int:
        return len(self._bytes)


class WatchedRoom(Room):
    """A room that keeps, after every action, each seat's expected view and legal actions (as
    `Kept` bytes). `when(n)` is set once n actions are played. `TruthRoom` keeps the full state
    too."""
    keeps_full = False

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self.expected = Kept()          # (move, seat) -> (the seat's encoded view, legal texts)
        self.prompts = Kept()           # (move, seat) -> the seat's encoded prompt
        self.full: dict[int, object] = {}
        self.most = 0                   # the most actions played at once so far (an undo goes back)
        self.reached: dict[int, asyncio.Event] = {}
        self._remember()

    def _remember(self) -> None:
        state = self.table.session.state
        move = len(state.history)
        self.most = max(self.most, move)
        if self.keeps_full:
            self.full[move] = state.clone()
        for seat in range(self.table.players):
            legal = state.legal_actions(seat) if seat in state.current_seats() else []
            self.expected[(move, seat)] = (seat_view(state, seat), [a.text() for a in legal])
            self.prompts[(move, seat)] = codec.encode(state.prompt(seat))
        if move in self.reached:
            self.reached[move].set()

    def when(self, move: int) -> asyncio.Event:
        event = self.reached.setdefault(move, asyncio.Event())
        if move <= self.most:
            event.set()
        return event

    def after_action(self) -> None:
        self._remember()
        super().after_action()


class TruthRoom(WatchedRoom):
    """A watched room that keeps the full state after every action too: the spy tests' ground
    truth (the state's objects themselves, to be read field by field)."""
    keeps_full = True


class WatchedHost(Host):
    """A host on 127.0.0.1 whose rooms are watched; the first room's records at hand."""
    room_type = WatchedRoom

    def __init__(self, table: HostedTable, **kw) -> None:
        super().__init__(table, bind=LOOPBACK, **kw)

    @property
    def expected(self):
        return self._first.expected

    @property
    def full(self):
        return self._first.full

    @property
    def prompts(self):
        return self._first.prompts

    def when(self, move: int) -> asyncio.Event:
        return self._first.when(move)


class TruthHost(WatchedHost):
    """A watched host whose rooms keep the full state after every action (`full`)."""
    room_type = TruthRoom


class Checker:
    """Checks, for every state a client receives, that it holds exactly what the host's seat
    should see at that move, and that on one connection the moves come one after another with
    none missed."""

    def __init__(self, host: WatchedHost) -> None:
        self.hosts = [host]                 # a restarted host is added: the latest answers
        self.last: dict[int, int] = {}      # seat -> the last move it was sent
        self.seen: dict[tuple, int] = {}    # connection -> the last move it was sent
        self.checked = 0
        self.prompted = 0                   # states that carried a prompt for their seat

    def __call__(self, client, state) -> None:
        host = next(h for h in reversed(self.hosts) if (state.move, state.seat) in h.expected)
        expected_view, expected_legal = host.expected[(state.move, state.seat)]
        assert codec.encode(state.view) == expected_view, \
            f"seat {state.seat} disagrees with the host at move {state.move}"
        assert [a.text() for a in state.legal] == expected_legal
        assert codec.encode(state.prompt) == host.prompts[(state.move, state.seat)]
        self.prompted += state.prompt is not None
        if state.legal:      # the client's own view offers the seat the same choices
            assert state.view.legal_actions(state.seat) == state.legal
        connection = (state.seat, id(client), client.joins)
        previous = self.seen.get(connection)
        if previous is not None:
            assert state.move == previous + 1, f"seat {state.seat} missed moves after {previous}"
        self.seen[connection] = self.last[state.seat] = state.move
        self.checked += 1


def new_table(game: str, seats: list[str], options: dict | None = None, seed: int = 5,
              **kw) -> HostedTable:
    return HostedTable(game, [SeatPlan.parse(s) for s in seats], options, seed=seed, **kw)


LAST_MOVES = 12      # the moves of a game near its end still to play (near_its_end)


def _played_at_the_host(table: HostedTable, rng: Rng, moves: int | None = None) -> int:
    """Random moves submitted at the host itself (no sockets) for whichever seat may move, until
    the game is over or `moves` are played; how many were."""
    played = 0
    while not table.is_over() and played != moves:
        state = table.session.state
        seat = next(s for s in state.current_seats() if state.legal_actions(s))
        legal = state.legal_actions(seat)
        table.session.submit(legal[rng.below(len(legal))])
        played += 1
    return played


def near_its_end(game: str, seats: list[str], seed: int, left: int = LAST_MOVES) -> HostedTable:
    """A table whose game the host has played itself to `left` moves before its end: the same
    game played once at the host to count its moves, then again on the table that short of
    them. For a test whose point is the game's end (the record sent, the scores every client
    agrees on) or something at any moment of it (a seat told away): the clients join there and
    play the last moves, each client's first state bringing it the game so far, as after a
    rejoin."""
    total = _played_at_the_host(new_table(game, seats, seed=seed), Rng(seed))
    table = new_table(game, seats, seed=seed)
    _played_at_the_host(table, Rng(seed), total - left)
    return table


async def play_all(host: WatchedHost, agents: list[str], checker: Checker | None = None,
                   clients: list | None = None) -> list[dict]:
    """Every remote seat played by a headless player with these agents, to the end; the first
    ones through `clients` when given (already joined: a spy, a client to be killed)."""
    clients = clients or []
    finals = await asyncio.gather(*[
        play_seat(LOOPBACK, host.port, host.table.code, agent, seed=i + 1, on_state=checker,
                  client=clients[i] if i < len(clients) else None)
        for i, agent in enumerate(agents)])
    await host.finish()
    return finals


def client_app(home, games=None):
    """A client on a home of its own, headless, hosting and joining on 127.0.0.1, its
    animations off, on its menu (`games`: the games it offers; every registered one if None)."""
    from game.ui.app import App     # pygame's window only where a test opens one
    app = App(size=(1280, 720), settings_path=home / "settings.json", saves_dir=home / "saves",
              games=games)
    app.settings.anim_speed = 0.0
    app.online_bind = LOOPBACK
    app.open_menu()
    app.frame(1 / 60)
    return app


def client_app_fixture(games=None):
    """A test module's `app` fixture (`app = client_app_fixture([SPEC])`): `client_app` in the
    test's own folder, closed after it."""
    @pytest.fixture
    def app(tmp_path):
        made = client_app(tmp_path, games)
        yield made
        made.close()
    return app


def play_own_seat(pilot, table, rng, bound: float = BOUND) -> None:
    """Frames of a client at its online table, its own seat played by a random choice among its
    legal moves (through the table's own `submit`), until the table is left (the results) or
    `bound` seconds pass."""
    for _ in hang_bound(bound):
        if pilot.app.stack.top is not table:
            return
        pilot.frames(1)
        session = table.session
        legal = session.legal_actions(session.seat)
        if table.my_turn() and legal and not session.is_over():
            table.submit(rng.choice(legal))
        time.sleep(0.002)


def host_for_a_friend(pilot):
    """Play online → Host a game of two seats, the host's and a friend online's: its page."""
    pilot.click("online")
    pilot.click("host")
    pilot.step_to("players", 2)
    pilot.step_to("kind1", "remote")
    pilot.click("play")
    page = pilot.app.stack.top
    assert page.name == "hosting", getattr(page, "message", "")
    return page


def start_once_joined(pilot, bound: float = BOUND):
    """On the host's page: Start once the friend has joined, then frames until the host's table
    opens (a bound on a hang); the table."""
    from game.ui.tables.base import TableScene     # pygame's tables only where a test opens one
    app = pilot.app
    for _ in hang_bound(bound):
        if app.stack.top.widget("start").enabled:
            break
        pilot.frames(1)
        time.sleep(0.005)
    pilot.click("start")
    for _ in hang_bound(bound):
        if isinstance(app.stack.top, TableScene):
            break
        pilot.frames(1)
        time.sleep(0.005)
    assert isinstance(app.stack.top, TableScene), "the host's table never opened"
    return app.stack.top
