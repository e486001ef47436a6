"""`python -m game bench --net --latency MS`: the client's frames while it plays online through a
slow line (game/net/latency_link.py: MS ± MS/3 milliseconds each way, and 2 % of the pieces 2 s
later), at 1920x1080 in software (SDL's dummy video driver). The bar of game/ARCHITECTURE.md: no
frame over 16.7 ms; the window never waits on the network (game/ui/CLIENT.md, "Online").

For each registered game, a 2-player game hosted on this computer by the dedicated host
(`python -m game host`, a process of its own, over TLS as it speaks by default, its certificate
pinned; 127.0.0.1 only) is played from the client's table for MOVES moves sent (`--moves`), or
to its end (`--whole`). The default is bounded so that a quiet figure takes a few minutes and
every run counts the same moves (whole games of both took two minutes in one run and over twenty
in another): each row says whether it stopped there, at the end, or at MOVES_BOUND seconds. One
seat is chosen at random from its legal actions through the table's own `submit`, the
other the host's easy AI, with motion on at 1x. A frame is the whole of `App.frame` (input,
update, drawing), with the move's `submit` in the frame that makes it, as a click's would be.
Frames come at most 60 a second, as in the client (its loop waits for the next 60th of a second),
so the client's network thread and the line's (threads of this process) run in what a frame
leaves, as they do for a player (a loop drawing frames back to back kept them waiting:
game/tools/MEASUREMENTS.md, "Where a slow answer's time goes").
Each row gives the frames' p50, p95 and worst after the table's first WARMUP frames (which draw
its pictures once and keep them: their worst is given apart), the worst of the frames that ran
while a move's answer was outstanding and how many did, and the answers' round trip (p50, p95,
worst) through the line, each answer cut into its parts as the line saw them (`answer_parts_ms`,
and `slowest_answer_ms` for the slowest): `client_out` from the table's submit to the move's
first piece read by the line, `line_up` its way to the host, `host` from its arrival there to
the host's next piece toward the client (the move played, on disk, the state built and sent),
`line_down` from that piece to the last one handed to the client before the answering state
was in its inbox, `client_in` from there to the state decoded in the inbox (the client's network
thread: TLS, JSON, the view decoded), `table` from the inbox to the table taking it in. The
rejoins a game needed are counted (`rejoins`): an answer across one is not cut into parts. The
host's waits for its disk of a second or more are listed (`host_slow_disk_s`, its `slow_disk`
notices: no seat is told a move before its journal line is on disk, game/net/room.py `durable`).

Each row names its slowest frames as `bench --frames` does (game/tools/frame_watch.py, shared
with it): `slowest` by time and `slowest_cpu` by CPU time, the first frames among them (their
`frame` under WARMUP), each with what it drew (`did`), what ran since the frame before
(`before`: the network thread's and the line's work, a collector's pass), the collector's
milliseconds, the moves the client learnt of in it (`moves_played`), the pages of memory it
touched for the first time, the CPU time this process's other threads took meanwhile
(`others_cpu_ms`: the client's network thread, the line's) and the time the machine's host took
from its processors (`stolen_ms`, a virtual machine's, in ticks of 10 ms: a frame's CPU time
runs on meanwhile); `counted` sums the counts over the
game and `frame_cpu_worst_ms` is the most CPU time a frame took (`first_frames_cpu_worst_ms`
among the first WARMUP, `frame_cpu_p50_ms` and `frame_cpu_p95_ms` after them: on a machine
others load, the frame thread's CPU time is the steadier figure). A frame slow in time but not
in CPU time waited for a processor (or for Python's lock, if `others_cpu_ms` is large).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from game.core import registry
from game.net.latency_link import DOWN, UP, Delays, LatencyLink
from game.tools.frame_watch import Collections, Frames, Watch
from game.tools.host_process import HostProcess
from game.tools.load import load_1min

SIZE = (1920, 1080)
BUDGET_MS = 1000 / 60           # one frame at 60 a second
FRAME_S = 1 / 60                # the client's frames come at most 60 a second
GAME_BOUND = 3600.0             # seconds: a bound on a game that hangs, not a measure
MOVES_BOUND = 300.0             # seconds of play for MOVES moves at most (a starved run still ends)
LOOPBACK = "127.0.0.1"
WARMUP = 60                     # the table's first frames: its pictures drawn once, then kept
MOVES = 40                      # moves the client sends in each game, unless the whole game is asked


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


PARTS = ("client_out", "line_up", "host", "line_down", "client_in", "table")


def answer_parts(sent_at: float, asked: int, taken_at: float, arrivals: list,
                 trace: list) -> dict | None:
    """One answer's parts in ms (PARTS, as the module says), from the clock's seconds: the move
    sent at `sent_at` answering decision `asked`, taken in at `taken_at`; `arrivals` are (when,
    asked) of each state in the client's inbox, `trace` the line's pieces. None when no state
    answered it (a refusal) or the line carried none of it."""
    arrived = next((when for when, a in arrivals if when >= sent_at and a > asked), None)
    up = next((p for p in trace if p.way == UP and p.read >= sent_at and p.written), None)
    if arrived is None or up is None or arrived > taken_at:
        return None
    down = next((p for p in trace if p.way == DOWN and p.read >= up.written), None)
    last = max((p.written for p in trace if p.way == DOWN and p.written is not None
                and p.written <= arrived), default=None)
    if down is None or last is None or not up.written <= down.read <= last <= arrived:
        return None
    marks = (sent_at, up.read, up.written, down.read, last, arrived, taken_at)
    return {part: round((b - a) * 1000, 1) for part, a, b in zip(PARTS, marks, marks[1:])}


def _parts_summary(parts: list[dict]) -> dict:
    return {part: {"p50": round(statistics.median(p[part] for p in parts), 1),
                   "p95": _percentile([p[part] for p in parts], 0.95),
                   "worst": max(p[part] for p in parts)} for part in PARTS} if parts else {}


def _play(game: str, delays: Delays, seed: int, moves: int | None) -> dict:
    """One game through the slow line, from the table; its frames and answers."""
    # the client's own modules, loaded only for this measure (the rules' bench never loads them)
    from game.net.client import SeatState
    from game.net.remote import RemoteSession
    from game.net.threaded import ThreadedClient
    from game.ui.app import App

    class TimedClient(ThreadedClient):
        """The table's client, noting when each state is in its inbox (decoded)."""
        arrivals: list = []

        def _arrived(self, item) -> None:
            if isinstance(item, SeatState):
                self.arrivals.append((time.monotonic(), item.asked))
            super()._arrived(item)

    rng = random.Random(seed)
    watched = Frames()
    frames, answers, waiting, sent, trace, parts = watched.times, [], [], 0, [], []
    slowest: tuple[float, dict | None] = (0.0, None)
    with tempfile.TemporaryDirectory() as tmp, Collections() as collections:
        hosting = HostProcess(
            [sys.executable, "-m", "game", "host", "--game", game, "--players", "2",
             "--seats", "remote,ai:easy", "--seed", str(seed), "--bind", LOOPBACK, "--port", "0",
             "--saves", str(Path(tmp) / "hosted"), "--once", "--json"])
        ready = hosting.ready()
        link = LatencyLink(ready["port"], delays, seed=seed, lifetime=GAME_BOUND,
                           trace=trace).start()
        app = App(size=SIZE, settings_path=Path(tmp) / "settings.json",
                  saves_dir=Path(tmp) / "saves")
        watch = None
        try:
            app.settings.anim_speed = 1.0
            app.open_menu()
            client = TimedClient(LOOPBACK, link.port, ready["code"], name="Aiko",
                                 fingerprint=ready["fingerprint"])
            client.arrivals = []
            session = RemoteSession(client, client.join())
            app.start_session(session)
            screen = app.stack.top
            deadline = time.monotonic() + (GAME_BOUND if moves is None else MOVES_BOUND)
            sent_at = None
            watch = Watch(collections)
            while not session.is_over() and time.monotonic() < deadline \
                    and (moves is None or sent < moves):
                start, moves_before = time.perf_counter(), session.moves()
                watch.start()
                legal = session.legal_actions(session.seat)
                if app.stack.top is screen and legal and screen.my_turn() and sent_at is None:
                    # (the clock of the line's trace; read before the move can leave)
                    asked, rejoins, sent_at = session.latest.asked, session.rejoins, time.monotonic()
                    screen.submit(rng.choice(legal))
                    sent += 1
                app.frame(1 / 60)
                watched.add(**watch.stop(), moves=session.moves() - moves_before)
                # paced as the client's own loop paces it (game/ui/app.py, `clock.tick(60)`): the
                # rest of the 60th of a second is the network thread's and the line's
                time.sleep(max(0.0, start + FRAME_S - time.perf_counter()))
                if sent_at is not None:
                    if session.sent(session.seat) is None:
                        taken_at = time.monotonic()
                        answers.append((taken_at - sent_at) * 1000)
                        cut = answer_parts(sent_at, asked, taken_at, client.arrivals,
                                           trace) if session.rejoins == rejoins else None
                        sent_at = None
                        if cut is not None:
                            parts.append(cut)
                        if answers[-1] > slowest[0]:
                            slowest = (answers[-1], cut)
                        session.returned.clear()    # (the AI's move came first: chosen again)
                    else:
                        waiting.append(frames[-1])
        finally:
            if watch is not None:
                watch.close()
            app.close()
            link.close()
            slow_disk = [n.get("seconds") for n in hosting.notices() if n["notice"] == "slow_disk"]
            hosting.stop()
    first, rest = frames[:WARMUP], frames[WARMUP:]
    cpu_rest = watched.cpu[WARMUP:]
    return {"game": game, "over": session.is_over(), "moves_sent": sent,
            "stopped": "end" if session.is_over() else "moves" if sent == moves else "time bound",
            "frames": len(frames), "first_frames_worst_ms": round(max(first, default=0.0), 2),
            "frame_p50_ms": round(statistics.median(rest), 2) if rest else 0.0,
            "frame_p95_ms": round(_percentile(rest, 0.95), 2),
            "frame_worst_ms": round(max(rest, default=0.0), 2),
            "frames_over_budget": sum(1 for f in rest if f > BUDGET_MS),
            "frames_over_budget_without_steal": watched.over_without_steal(WARMUP),
            "frames_while_waiting": len(waiting),
            "waiting_frame_worst_ms": round(max(waiting, default=0.0), 2),
            "answer_p50_ms": round(statistics.median(answers), 1) if answers else 0.0,
            "answer_p95_ms": round(_percentile(answers, 0.95), 1),
            "answer_worst_ms": round(max(answers, default=0.0), 1),
            "pieces": link.pieces, "pieces_spiked": link.spiked, "rejoins": session.rejoins,
            "answers_cut": len(parts), "answer_parts_ms": _parts_summary(parts),
            "slowest_answer_ms": slowest[1], "host_slow_disk_s": slow_disk,
            "frame_cpu_worst_ms": round(max(watched.cpu, default=0.0), 2),
            "first_frames_cpu_worst_ms": round(max(watched.cpu[:WARMUP], default=0.0), 2),
            "frame_cpu_p50_ms": round(statistics.median(cpu_rest), 2) if cpu_rest else 0.0,
            "frame_cpu_p95_ms": round(_percentile(cpu_rest, 0.95), 2), **watched.causes()}


def bench_latency(latency: float = 300.0, seed: int = 1, games: list[str] | None = None,
                  moves: int | None = MOVES) -> dict:
    """Every game (or `games`) through a line of `latency` ms ± a third of it, 2 % of pieces 2 s
    later; each stopped after `moves` moves sent (None: played to its end)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    delays = Delays(latency, latency / 3, 0.02, 2000.0)
    rows = [_play(game, delays, seed, moves) for game in (games or registry.available())]
    return {"bench": "net_latency", "size": f"{SIZE[0]}x{SIZE[1]}",
            "video": os.environ.get("SDL_VIDEODRIVER"),
            "line": {"latency_ms": delays.latency, "jitter_ms": delays.jitter,
                     "spike_share": delays.spike_share, "spike_ms": delays.spike},
            "moves": moves if moves is not None else "whole game",
            "budget_ms": round(BUDGET_MS, 1), "load_1min": load_1min(), "games": rows}
