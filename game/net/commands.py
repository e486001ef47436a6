"""`python -m game host` and `python -m game join`: the dedicated host and the headless player.

The host prints one JSON line when it listens (`address`, `port`, `code`) and, with `--once`,
one when the game ends (the scores), then exits; without `--once` it hosts the next game of the
same setup on the same port, one game after another. Its games are saved in their own folder
(`--saves`, by default beside the client's saves, in `hosted/`), after every action; `--resume`
carries on the latest unfinished one, with its code and seat tokens, so its players rejoin.
Operator notices (a seat taken, a version refused) go to standard error.
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

# Only the standard library at the top: the command line builds its parser on every start of
# the client, which must not pay for the network's imports.


def hosted_dir() -> Path:
    from game.persistence.saves import default_dir
    return default_dir().parent / "hosted"


def _say(line: dict, as_json: bool, stream=None) -> None:
    stream = stream or sys.stdout
    if as_json:
        print(json.dumps(line), file=stream, flush=True)
    else:
        print(" ".join(f"{k}={v}" for k, v in line.items()), file=stream, flush=True)


def _plans(text: str | None, players: int) -> list:
    from game.net.table import SeatPlan
    plans = [SeatPlan.parse(t) for t in text.split(",")] if text else []
    if len(plans) > players:
        raise ValueError(f"--seats names {len(plans)} seats for {players} players")
    return plans + [SeatPlan() for _ in range(players - len(plans))]


def _options(args) -> dict:
    options = {}
    if args.advisors is not None:
        options["advisors"] = args.advisors
    if args.expert:
        options["expert"] = True
    if args.calendar:
        options["calendar"] = args.calendar
    return options


def _resumed(store):
    from game.net.table import HostedTable
    for saved in store.saved_games():
        if "net" in saved.data:
            return HostedTable.from_save(saved.data, store, saved.slot)
    return None


def host_command(args) -> int:
    from game.persistence.saves import SaveStore
    store = SaveStore(args.saves or hosted_dir(), spec_for=_spec_or_none)
    try:
        return asyncio.run(_host(args, store))
    except KeyboardInterrupt:
        return 130


def _spec_or_none(name: str):
    from game.core import registry
    try:
        return registry.spec(name)
    except KeyError:
        return None


async def _host(args, store) -> int:
    from game.net.host import Host
    from game.net.table import AI, HostedTable
    port = args.port
    while True:
        table = _resumed(store) if args.resume else None
        if table is None:
            try:
                table = HostedTable(args.game, _plans(args.seats, args.players), _options(args),
                                    code=args.code, seed=args.seed, store=store)
            except (ValueError, KeyError) as exc:
                print(f"host: {exc}", file=sys.stderr)
                return 2
            table.save()        # from now on a restarted host finds it
        host = Host(table, bind=args.bind, port=port,
                    notice=lambda n: _say({"notice": n.code, **n.params}, args.json, sys.stderr))
        try:
            port = await host.start()
        except OSError as exc:
            print(f"host: cannot listen on {args.bind}:{port}: {exc.strerror or exc}", file=sys.stderr)
            return 2
        announcer = _announce(table, args.bind, port) if args.announce else None
        _say({"event": "ready", "address": args.bind, "port": port, "code": table.code,
              "game": table.game, "players": table.players,
              "seats": [p.kind if p.kind != AI else f"ai:{p.difficulty}" for p in table.plans]},
             args.json)
        try:
            await host.finish()
        finally:
            if announcer is not None:
                announcer.close()
            await host.close()
        store.delete(table.slot)
        _say({"event": "over", "game": table.game, **table.final(),
              "names": [s.name for s in table.session.seats]}, args.json)
        if args.once:
            return 0
        args.resume = False


def _announce(table, bind: str, port: int):
    from game.net.discovery import Announcer, announced_addresses
    addresses = announced_addresses(bind)
    if not addresses or all(a.startswith("127.") or a == "::1" for a in addresses):
        print("host: --announce needs --bind on a network address (or 0.0.0.0): a game on "
              "loopback is not announced", file=sys.stderr)
        return None
    return Announcer(table.game, table.players, port, addresses)


def _address(text: str) -> tuple[str, int]:
    """ADDRESS:PORT, or [IPv6]:PORT."""
    host, sep, port = text.rpartition(":")
    if not sep or not port.isdigit():
        raise ValueError(f"expected ADDRESS:PORT, not {text!r}")
    return host.strip("[]"), int(port)


def join_command(args) -> int:
    from game.net.client import Refused
    from game.net.player import GaveUp, play_seat
    try:
        address, port = _address(args.address)
    except ValueError as exc:
        print(f"join: {exc}", file=sys.stderr)
        return 2

    def joined(client, state) -> None:
        if not getattr(joined, "said", False):
            joined.said = True
            _say({"event": "joined", "seat": client.seat, "token": client.token}, args.json,
                 sys.stderr)
    try:
        final = asyncio.run(play_seat(address, port, args.code, args.agent, token=args.token,
                                      name=args.name, seed=args.seed, on_state=joined))
    except Refused as refusal:
        _say({"event": "refused", "code": refusal.code, **refusal.params}, args.json, sys.stderr)
        return 2
    except (GaveUp, OSError) as exc:
        print(f"join: {exc}", file=sys.stderr)
        return 1
    _say({"event": "over", **final}, args.json)
    return 0


def add_parsers(sub) -> None:
    host = sub.add_parser("host", help="host a game for players on other computers (headless)")
    host.add_argument("--game", default="arigato")
    host.add_argument("--players", type=int, default=2)
    host.add_argument("--seats", default=None,
                      help="who plays each seat: remote, ai or ai:<level>, comma-separated "
                           "(default: every seat remote)")
    host.add_argument("--advisors", type=int, default=None, help="Daitoshi solo: the Mayor's Advisors")
    host.add_argument("--expert", action="store_true", help="Daitoshi: the expert variant")
    host.add_argument("--calendar", default=None, help="Arigatō: the calendar's sides (AB, ...)")
    host.add_argument("--seed", type=int, default=None)
    host.add_argument("--bind", default="127.0.0.1",
                      help="the address to listen on (0.0.0.0: every network of this computer)")
    host.add_argument("--port", type=int, default=0, help="0: any free port")
    host.add_argument("--code", default=None, help="the join code (default: a new one)")
    host.add_argument("--saves", type=Path, default=None, help="the folder of the hosted games' saves")
    host.add_argument("--resume", action="store_true",
                      help="carry on the latest unfinished hosted game in --saves")
    host.add_argument("--announce", action="store_true",
                      help="announce the game on the local network (mDNS)")
    host.add_argument("--once", action="store_true", help="exit when the game ends")
    host.add_argument("--json", action="store_true")

    join = sub.add_parser("join", help="play one seat of a hosted game with an agent (headless)")
    join.add_argument("address", help="ADDRESS:PORT of the host")
    join.add_argument("--code", required=True)
    join.add_argument("--agent", default="random", help="random, easy, normal or hard")
    join.add_argument("--name", default=None)
    join.add_argument("--token", default=None, help="the seat's token, to come back to it")
    join.add_argument("--seed", type=int, default=1, help="the agent's own generator")
    join.add_argument("--json", action="store_true")
