"""A game hosted from the client survives the client's crash: the hosting client runs in a process
of its own (tests/net/hosting_client.py) and is killed with no warning (SIGKILL) after a few
moves; a new client on the same home finds the game under Continue and in Saved games, marked
as hosted, hosts it again with the same code on the same port, the friend comes back to their
seat with its token, and the game goes on from where it stopped (nothing the friend was sent is
lost), to its end: then the record is in the book and the save is gone, as a game at one
computer's is. The kill comes after 8 saved moves, and in the full profile (tests/sweeps.py) at
seeded moments further on too."""

import asyncio
import json
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core.daitoshi import SPEC  # noqa: E402
from game.net.client import Client  # noqa: E402
from game.net.player import GaveUp, play_seat  # noqa: E402
from game.persistence.journal import SUFFIX, replay  # noqa: E402
from game.persistence.saves import SaveStore  # noqa: E402
from game.ui.tables.base import TableScene  # noqa: E402
import sweeps  # noqa: E402
from net_helpers import LOOPBACK, client_app, hang_bound, play_own_seat  # noqa: E402
from ui_pilot import Pilot  # noqa: E402

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
BOUND = 240.0          # seconds: a bound on a hang, never a timed check
PLAYED = 8             # moves in the save before the first kill
KILLS = sweeps.games(full=5, plain=1)   # runs, each killed at a moment of its own


def kill_after(run: int) -> int:
    """The saved moves before run `run`'s kill: PLAYED, then seeded moments up to mid-game."""
    return PLAYED if run == 0 else random.Random(run).randint(3, 40)


def _line(process: subprocess.Popen, bound: float = BOUND) -> dict:
    """The process's next JSON line, read on a thread so that a silent process fails the test
    instead of holding it."""
    got: list = []
    reader = threading.Thread(target=lambda: got.append(process.stdout.readline()), daemon=True)
    reader.start()
    reader.join(bound)
    said = process.stderr.read() if process.poll() is not None else ""
    assert got and got[0], f"no line from the hosting client: {said}"
    return json.loads(got[0])


def _friend(port: int, code: str, results: list, token: str | None = None,
            joined: list | None = None, fingerprint: str | None = None,
            moves: list | None = None) -> threading.Thread:
    """A friend at another computer (a headless random player), on a thread; `joined` gets
    (token, first state's move) once it holds its seat."""
    def seen(client, state):
        if joined is not None and not joined:
            joined.append((client.token, state.move))
        if moves is not None:
            moves.append(state.move)      # every position the friend was sent

    async def seat():
        client = Client(LOOPBACK, port, code, token, "Botan", fingerprint=fingerprint)
        try:
            return await play_seat(LOOPBACK, port, code, "random", rejoin_for=0.0,
                                   on_state=seen, client=client)
        finally:
            await client.close()          # gone as a friend's window closes

    def play():
        try:
            results.append(asyncio.run(seat()))
        except (GaveUp, OSError) as exc:     # the host was killed under it
            results.append(exc)
    thread = threading.Thread(target=play, daemon=True)
    thread.start()
    return thread


def _saved_moves(saves: Path) -> int:
    """The moves on disk: the save's, and those its write-ahead journal holds beyond them
    (game/persistence/journal.py), read without touching either file."""
    for path in saves.glob("game-*.json"):
        try:
            data = json.loads(path.read_text())
            beside = path.with_suffix(SUFFIX)
            data, _ = replay(beside.read_bytes() if beside.exists() else None, data)
            return len(data["actions"])
        except (ValueError, OSError, KeyError):
            return 0                      # caught between two writes: read again
    return 0


@pytest.fixture
def home(tmp_path):
    return tmp_path


@pytest.mark.parametrize("run", range(KILLS))
def test_a_client_hosted_game_killed_is_hosted_again_and_goes_on(home, run):
    kill_at = kill_after(run)
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1",      # its stdout: our lines only
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    hosting = subprocess.Popen([sys.executable, str(HERE / "hosting_client.py"), str(home)],
                               cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
    first: list = []
    joined: list = []
    sent: list = []
    try:
        place = _line(hosting)
        friend = _friend(place["port"], place["code"], first, joined=joined,
                         fingerprint=place["fingerprint"], moves=sent)
        assert _line(hosting) == {"table": True}
        played = 0
        for _ in hang_bound(BOUND):               # until the save holds a few moves
            played = _saved_moves(home / "saves")
            if played >= kill_at:
                break
            time.sleep(0.02)
        hosting.kill()                            # no goodbye: the process is gone
        hosting.communicate(timeout=BOUND)
    finally:
        if hosting.poll() is None:
            hosting.kill()
            hosting.communicate()
    friend.join(BOUND)
    assert played >= kill_at and joined
    assert isinstance(first[0], GaveUp | OSError)        # the friend saw the host go
    token = joined[0][0]
    # the save with its journal's moves, as the next start reads it
    (kept,) = SaveStore(home / "saves", spec_for=lambda name: SPEC).saved_games()
    saved = kept.data
    assert saved["net"]["code"] == place["code"]

    app = client_app(home, [SPEC])
    try:
        app.write_pending_records()
        app.open_menu()
        pilot = Pilot(app)
        pilot.frames(1)
        menu = app.stack.top
        assert menu.widget("continue").enabled and "hosted online" in menu.save_note
        pilot.click("saved")
        assert [s.data["net"]["code"] for s in app.stack.top.games] == [place["code"]]
        pilot.click(f"continue:{app.stack.top.games[0].slot}")
        page = app.stack.top
        assert page.name == "hosting" and page.resumed
        assert (app.hosting.code, app.hosting.port) == (place["code"], place["port"])
        assert app.hosting.fingerprint == place["fingerprint"]   # the friends' invites still hold
        assert page.moved_from is None
        resumed_at = len(app.hosting.table.session.state.history)
        assert resumed_at >= kill_at
        assert resumed_at >= max(sent)             # nothing the friend was sent is lost
        assert [a.text() for a in app.hosting.table.session.state.history] == saved["actions"]
        assert 1 in page.remote.away()              # the friend's seat waits for them

        again: list = []
        back: list = []
        friend = _friend(place["port"], place["code"], again, token=token, joined=back,
                         fingerprint=place["fingerprint"])
        for _ in hang_bound(BOUND):
            pilot.frames(1)
            if back and 1 not in page.remote.away():
                break
            time.sleep(0.005)
        assert back and back[0][0] == token and back[0][1] >= resumed_at   # from where it was
        pilot.click("table")
        table = app.stack.top
        assert isinstance(table, TableScene)
        play_own_seat(pilot, table, random.Random(5), BOUND)     # the host's seat, to the end
        assert app.stack.top.name == "results", app.stack.top.name
        assert len(app.hosting.table.session.state.history) > resumed_at
        friend.join(BOUND)
        assert isinstance(again[0], dict), again      # the friend played on to the end
        assert app.stack.top.session.record_error is None
        assert SaveStore(home / "saves").saved_games() == []     # filed: the save is gone
        book = app.records.entries()
        assert len(book) == 1 and book[0]["humans"] == [True, False]
        assert book[0]["actions"][:resumed_at] == saved["actions"]
    finally:
        app.close()
