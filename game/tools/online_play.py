"""`python -m game.tools.online_play`: two copies of the client play a whole game against each
other through Play online, each in a window of its own, driven by
posted pygame events the way the smoke run drives one client (game/ui/smoke.py, `Driver`).

    python -m game.tools.online_play --game arigato --out DIR [--displays :43,:44] [--seed N]

The first copy hosts (Play online, Host a game: the game, two players, a friend online at the
second seat; then its page with the address, the port, the code and the invite), the second
joins (Play online: the invite, which fills in the code, and a name typed into Join a game; in
the lobby, the next free colour); both copies start at once, the second told the host's invite
on its stdin when the first is up (the connection is TLS, pinned to the invite's certificate); once the friend is in the lobby the host presses Start. Each plays its own seat at
the table it sees: the `greedy` agent chooses from that seat's view (the only one the copy has)
and the move goes through the table's own `submit`, the path its buttons take. Each copy takes
pictures at a few moments into DIR (`online-<game>-<host|join>-<moment>.png`: the page before
the game, the friend's lobby, the table at its own turn after MIDGAME moves, the results, the
record book), files the finished game in a record book of its own (a temporary folder, never
the player's) and prints one JSON line; this command then prints one line comparing the two (`agree`: the same
scores, each game filed) and exits non-zero when they do not. `--displays` puts each window on
an X display of its own (under Xvfb); without it both run on SDL's dummy driver. Every socket
is on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

LOOPBACK = "127.0.0.1"
MIDGAME = 30              # moves played before the table's picture
GAME_SECONDS = 900.0      # a bound on a game that hangs, not a measure
VERDICT_STEP = 0.25       # seconds of the table's time a frame covers while a verdict fades
NEWS_BOUND = 0.1          # seconds a still table waits for the host's word before a frame anyway
NAMES = {"host": "Aiko", "join": "Botan"}


def _play_here(args) -> int:
    """One copy of the client: host or join, then play its seat to the end."""
    if not os.environ.get("DISPLAY"):
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    # the client's modules only in the copy that plays, after SDL's drivers are chosen above
    import pygame

    # the client's modules only in the copy that plays (the tool's other commands start copies)
    from game.ai.agents import make_agent
    from game.core.rng import Rng
    from game.ui.app import App
    from game.ui.smoke import Driver
    from game.ui.tables.base import TableScene

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix=f"online-{args.role}-"))
    app = App(size=(1280, 720), settings_path=home / "settings.json", saves_dir=home / "saves")
    app.settings.anim_speed = args.anim
    app.online_bind = LOOPBACK
    d = Driver(app, out)
    prefix = f"online-{args.game}-{args.role}-"

    def shot(moment: str) -> None:
        app.mouse = (-1, -1)              # the mouse away: no hover, no tooltip in the picture
        d.shot(prefix + moment + ".png")

    def field(wid: str, text: str) -> None:
        d.click(wid)
        for _ in range(len(app.stack.top.widget(wid).text)):    # what it held (the host's "You")
            d.key(pygame.K_BACKSPACE)
        d.type(text)

    def wait_for(done, what: str) -> None:
        deadline = time.monotonic() + GAME_SECONDS
        while not done():
            if time.monotonic() > deadline:
                raise RuntimeError(f"{args.role}: no {what} in {GAME_SECONDS:g} s")
            d.frames(1)
            time.sleep(0.01)

    try:
        app.open_menu()
        d.frames(2)
        d.click("online")
        d.expect("join")
        if args.role == "host":
            d.click("host")
            d.expect("host_setup")
            d.set_stepper("game", lambda v: v.name == args.game)
            d.set_stepper("players", lambda v: v == 2)
            d.set_stepper("kind1", lambda v: v == "remote")
            field("name0", NAMES["host"])
            field("seed", str(args.seed))
            d.click("play")
            d.expect("hosting")
            print(json.dumps({"event": "ready", "invite": app.hosting.invite().text()}),
                  flush=True)
            go = threading.Event()     # the friend is in the lobby and pictured: start
            threading.Thread(target=lambda: (sys.stdin.readline(), go.set()), daemon=True).start()
            wait_for(lambda: go.is_set() and app.stack.top.widget("start").enabled, "friend")
            d.frames(30)                   # the friend's name and colour reach the page
            shot("page")
            d.click("start")
        else:
            if args.invite is None:      # started beside the host: its invite comes on stdin
                args.invite = json.loads(sys.stdin.readline())["invite"]
            field("address", args.invite)            # the code filled in from it
            field("name", NAMES["join"])
            shot("page")
            d.click("join")
            wait_for(lambda: app.stack.top.name == "lobby", "lobby")
            x, y, w, h = app.stack.top.widget("look_colour").rect
            d.post_click((x + w - 10, y + h / 2))   # a colour of its own: the next free one
            d.frames(30)
            shot("lobby")
            print(json.dumps({"event": "lobby"}), flush=True)
        wait_for(lambda: isinstance(app.stack.top, TableScene), "table")
        table = app.stack.top
        session = table.session
        agent, rng = make_agent("greedy"), Rng(args.seed + (args.role == "join"))
        pictured, started = False, time.monotonic()
        while app.stack.top is table:
            seen = session.news.count      # before the frame takes the host's word in
            d.frames(1)
            if not pictured and session.moves() >= MIDGAME and table.my_turn():   # its own choices
                # Arigatō's dusk verdict (a few seconds over the scoreboard's legend) gone by: it
                # fades by the frames' time alone, so by a few long frames, none of them pictured
                while getattr(table, "toast", None) is not None:
                    d.frames(1, dt=VERDICT_STEP)
                table.settle()
                shot("table")
                pictured = True
            legal = session.legal_actions(session.seat)
            if table.my_turn() and legal and not session.is_over():
                action = agent.choose(session.view(session.seat), session.seat, legal, rng)
                table.submit(action)          # a refusal (another seat got in first) is shown
            elif _still(table):
                session.news.wait_past(seen, NEWS_BOUND)   # no frame to draw until the host's word
            if time.monotonic() - started > GAME_SECONDS:
                raise RuntimeError(f"{args.role}: the game did not end in {GAME_SECONDS:g} s")
        d.expect("results")
        app.stack.top.grow = 1.0              # the bars at their full length
        shot("results")
        entries = app.records.entries()
        outcome = app.stack.top.outcome
        app.open_menu()
        app.open_records()
        app.stack.top.show("games")
        shot("records")
        print(json.dumps({"event": "over", "role": args.role, "seat": session.seat,
                          "scores": [s.total for s in outcome.scores],
                          "winners": list(outcome.winners), "moves": session.moves(),
                          "filed": len(entries) == 1 and entries[0].get("online", {}).get("seat")
                          == session.seat, "record_error": session.record_error,
                          "shots": d.screens}), flush=True)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
    finally:
        app.close()
    return 0


def _still(table) -> bool:
    """Nothing at the table moves on but by the host's word: no animation, no moment held, the
    game not over (its last frames lead to the results). A verdict shown (Arigatō's dusk) holds
    nothing up: it fades by frames, whenever they come."""
    return not (table.animator.busy() or table.holding() or table.session.is_over())


def _copy(role: str, display: str | None, extra: list[str], args) -> subprocess.Popen:
    env = dict(os.environ)
    if display:
        env["DISPLAY"] = display
        env.pop("SDL_VIDEODRIVER", None)
    else:
        env.pop("DISPLAY", None)
    cmd = [sys.executable, "-m", "game.tools.online_play", "--role", role, "--game", args.game,
           "--out", args.out, "--seed", str(args.seed), "--anim", str(args.anim), *extra]
    return subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            env=env)


def _first_line(proc: subprocess.Popen) -> dict:
    """The first JSON line a copy prints (pygame says hello before it)."""
    for line in proc.stdout:
        if line.startswith("{"):
            return json.loads(line)
    return {"event": "failed", "code": proc.wait()}


def _last_line(proc: subprocess.Popen) -> dict:
    out, _ = proc.communicate(timeout=GAME_SECONDS + 120)
    lines = [line for line in out.splitlines() if line.startswith("{")]
    return json.loads(lines[-1]) if lines else {"event": "failed", "code": proc.returncode}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tools.online_play", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="arigato")
    parser.add_argument("--out", required=True, help="the folder for the pictures")
    parser.add_argument("--displays", default=None,
                        help="two X displays, comma-separated (:43,:44), one per window")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--anim", type=float, default=0.0,
                        help="the animation speed (0: none, 1: the table's pace)")
    parser.add_argument("--role", choices=("host", "join"), help=argparse.SUPPRESS)
    parser.add_argument("--invite", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.role is not None:
        return _play_here(args)
    displays = (args.displays.split(",") + [None])[:2] if args.displays else [None, None]
    if displays[1] is None:
        displays[1] = displays[0]             # one display, two windows
    host = _copy("host", displays[0], [], args)
    join = _copy("join", displays[1], [], args)   # starts beside the host; told its place once it is up
    try:
        ready = _first_line(host)
        if ready.get("event") != "ready":
            print(json.dumps({"agree": False, "host": ready}))
            return 1
        join.stdin.write(json.dumps({"invite": ready["invite"]}) + "\n")
        join.stdin.flush()
        if _first_line(join).get("event") == "lobby":
            host.stdin.write("start\n")      # the friend waits in the lobby: the host starts
            host.stdin.flush()
        ends = {"join": _last_line(join)}
        if ends["join"].get("event") != "over":
            host.kill()                       # no friend is coming: the host would wait in vain
        ends["host"] = _last_line(host)
    finally:
        for proc in (host, join):
            if proc is not None and proc.poll() is None:
                proc.kill()
    agree = (all(e.get("event") == "over" and e.get("filed") for e in ends.values())
             and ends["host"]["scores"] == ends["join"]["scores"]
             and ends["host"]["seat"] != ends["join"]["seat"])
    print(json.dumps({"agree": agree, "game": args.game, **ends}))
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main())
