"""`python -m game host` and `python -m game join`: the dedicated host and the headless player.

The host prints one JSON line when it listens (`address`, `port`, `code`) and, with `--once`,
one when the game ends (the scores), then exits. Without `--once` it hosts several games at once
on the same port (a lobby of tables): as soon as the last open table is full, another of the same
setup opens with its own code (one more `ready` line), and each table says `over` when it ends.
Its games are saved in their own folder (`--saves`, by default beside the client's saves, in
`hosted/`), after every action; `--resume` carries on the unfinished ones (with `--once` the
latest), with their codes and seat tokens, so their players rejoin.
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


def _resumed(store) -> list:
    """Every unfinished hosted game in the folder, the latest first."""
    from game.net.table import HostedTable
    tables = []
    for saved in store.saved_games():
        if "net" in saved.data:
            try:
                tables.append(HostedTable.from_save(saved.data, store, saved.slot))
            except ValueError as exc:
                print(f"host: {saved.path.name} does not resume: {exc}", file=sys.stderr)
    return tables


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
    """Host until the game ends (--once), or without end: a new table of the same setup opens
    as soon as the last open one is full, and each ends on its own."""
    from game.core import registry
    from game.net.host import Host
    from game.net.room import DROP_AFTER
    from game.net.table import AI, HostedTable, SeatPlan

    game = args.game or registry.first()
    done = asyncio.Event()
    announcing = None            # with --announce, once the port is known

    def new_table(code=None):
        table = HostedTable(game, _plans(args.seats, args.players), _options(args),
                            code=code, seed=args.seed, store=store)
        table.save()                 # from now on a restarted host finds it
        return table

    def opened(room) -> None:
        table = room.table
        _say({"event": "ready", "address": args.bind, "port": host.port, "code": table.code,
              "game": table.game, "players": table.players, "commitment": table.commitment,
              "seats": [p.kind if p.kind != AI else f"ai:{p.difficulty}" for p in table.plans]},
             args.json)
        if announcing is not None:
            announcing.open(table)
        asyncio.get_running_loop().create_task(ended(room))

    async def ended(room) -> None:
        await room.finish()
        table = room.table
        if announcing is not None:
            announcing.withdraw(table.code)
        await host.remove(room)          # its last save is on disk once the room is closed
        store.delete(table.slot)
        _say({"event": "over", "code": table.code, "game": table.game, **table.final(),
              "names": [s.name for s in table.session.seats]}, args.json)
        if args.once or not host.rooms:
            done.set()

    def noticed(notice) -> None:
        _say({"notice": notice.code, **notice.params}, args.json, sys.stderr)
        if notice.code in ("seat_taken", "seat_freed"):
            code = notice.params.get("table")
            table = next((r.table for r in host.rooms if r.table.code == code), None)
            if table is not None and announcing is not None:
                announcing.seats(table)
        if notice.code == "seat_taken" and not args.once \
                and not any(r.table.open_seat() is not None for r in host.rooms):
            opened(host.add(new_table()))        # the last open table is full: open the next

    tables = _resumed(store) if args.resume else []
    try:
        if args.drop_ai is not None:
            SeatPlan.parse(f"ai:{args.drop_ai}")         # a known level, or said now
        if args.drop_after is not None and args.drop_after < 0:
            raise ValueError("--drop-after is a number of seconds, 0 or more")
        tables = tables[:1] if args.once else tables
        tables = tables or [new_table(args.code)]
    except (ValueError, KeyError) as exc:
        print(f"host: {exc}", file=sys.stderr)
        return 2
    host = Host(None, bind=args.bind, port=args.port, notice=noticed, drop_ai=args.drop_ai,
                drop_after=DROP_AFTER if args.drop_after is None else args.drop_after)
    rooms = [host.add(t) for t in tables]
    try:
        await host.start()
    except OSError as exc:
        print(f"host: cannot listen on {args.bind}:{args.port}: {exc.strerror or exc}",
              file=sys.stderr)
        return 2
    if args.announce:
        announcing = _announcing(args.bind, host.port)
    try:
        for room in rooms:
            opened(room)
        if not args.once and not any(t.open_seat() is not None for t in tables):
            opened(host.add(new_table()))        # resumed tables are all full: one more to join
        await done.wait()
    finally:
        if announcing is not None:
            await asyncio.get_running_loop().run_in_executor(None, announcing.close)
        await host.close()
    return 0


def _announcing(bind: str, port: int):
    """The dedicated host's announcements (game/net/discovery.py), each table's once it opens;
    a host on loopback is not announced (unless discovery is kept to one interface: tests)."""
    from game.net.discovery import Announcing, announced_addresses, pinned

    def addresses() -> list[str]:
        found = announced_addresses(bind)
        if not pinned() and (not found or all(a.startswith("127.") or a == "::1" for a in found)):
            print("host: --announce needs --bind on a network address (or 0.0.0.0): a game on "
                  "loopback is not announced", file=sys.stderr)
            return []
        return found

    def failed(exc: Exception) -> None:
        print(f"host: announcing failed: {exc}", file=sys.stderr, flush=True)
    return Announcing(port, addresses, failed)


def join_command(args) -> int:
    from game.net.client import Refused, parse_address
    from websockets import ConnectionClosed

    from game.net.player import GaveUp, play_seat, watch_game
    from game.ai.agents import make_agent
    try:
        place = parse_address(args.address)
        if place is None:
            raise ValueError(f"expected ADDRESS:PORT, not {args.address!r}")
        address, port = place
        make_agent(args.agent)
    except ValueError as exc:
        print(f"join: {exc}", file=sys.stderr)
        return 2

    def joined(client, state) -> None:
        joined.client, joined.latest = client, state      # the last one: the end, for --records
        if not getattr(joined, "said", False):
            joined.said = True
            seated = not args.watch       # a spectator has no seat and no token to come back with
            _say({"event": "joined", "seat": client.seat if seated else None,
                  "token": client.token if seated else None}, args.json, sys.stderr)
    try:
        if args.watch:
            final = asyncio.run(watch_game(address, port, args.code, on_state=joined))
        else:
            final = asyncio.run(play_seat(address, port, args.code, args.agent,
                                          token=args.token, name=args.name, seed=args.seed,
                                          on_state=joined))
    except Refused as refusal:
        _say({"event": "refused", "code": refusal.code, **refusal.params}, args.json, sys.stderr)
        return 2
    except (GaveUp, OSError, ConnectionClosed) as exc:
        print(f"join: {exc}", file=sys.stderr)
        return 1
    if args.records:
        final["record"] = _file_record(joined.client, joined.latest, Path(args.records))
    _say({"event": "over", **final, **_deal_checked(joined.client)}, args.json)
    return 0


def _deal_checked(client) -> dict:
    """The host's deal checked against its commitment and what this seat was sent
    (game/net/fair.py): {"deal": "verified"}, or "mismatch" and why."""
    from game.net.fair import check_deal
    return check_deal(client.game_record, client.seat, client.commitment, client.witness).as_line()


def _file_record(client, state, folder: Path) -> str:
    """The finished game into the record book in `folder`, checked as the desktop client checks
    it (game/net/game_record.py): "filed", or why not (a NotKept reason, or the disk's error)."""
    from game.net.game_record import finished_game
    from game.persistence.records import NotKept, RecordBook
    try:
        RecordBook(folder).add(finished_game(client.game_record, client.seat, client.game,
                                             client.players, client.options, state.final,
                                             state.view, client.commitment))
    except NotKept as refused:
        return refused.reason
    except OSError as exc:
        return f"not written: {exc}"
    return "filed"


def add_parsers(sub) -> None:
    host = sub.add_parser("host", help="host a game for players on other computers (headless)")
    host.add_argument("--game", default=None, help="a registered game (default: the first, in menu order)")
    host.add_argument("--players", type=int, default=2)
    host.add_argument("--seats", default=None,
                      help="who plays each seat: remote, ai or ai:<level>, comma-separated "
                           "(default: every seat remote)")
    host.add_argument("--advisors", type=int, default=None,
                      help="Daitoshi solo: the Mayor's Advisors")
    host.add_argument("--expert", action="store_true", help="Daitoshi: the expert variant")
    host.add_argument("--calendar", default=None, help="Arigatō: the calendar's sides (AB, ...)")
    host.add_argument("--seed", type=int, default=None)
    host.add_argument("--bind", default="127.0.0.1",
                      help="the address to listen on (0.0.0.0: every network of this computer)")
    host.add_argument("--port", type=int, default=0, help="0: any free port")
    host.add_argument("--code", default=None, help="the join code (default: a new one)")
    host.add_argument("--saves", type=Path, default=None,
                      help="the folder of the hosted games' saves")
    host.add_argument("--resume", action="store_true",
                      help="carry on the unfinished hosted games in --saves (with --once: the "
                           "latest), on the same --port")
    host.add_argument("--announce", action="store_true",
                      help="announce the game on the local network (mDNS)")
    host.add_argument("--drop-ai", default=None, metavar="LEVEL",
                      help="seat an AI at this level (random, easy, normal, hard) for a player "
                           "whose connection has been down --drop-after seconds; the player who "
                           "comes back takes the seat back (default: wait for them)")
    host.add_argument("--drop-after", type=float, default=None, metavar="S",
                      help="seconds a dropped player is waited for (default 60)")
    host.add_argument("--once", action="store_true", help="exit when the game ends")
    host.add_argument("--json", action="store_true")

    join = sub.add_parser("join", help="play one seat of a hosted game with an agent (headless)")
    join.add_argument("address", help="ADDRESS:PORT of the host")
    join.add_argument("--code", required=True)
    join.add_argument("--agent", default="random", help="random, easy, normal or hard")
    join.add_argument("--name", default=None)
    join.add_argument("--token", default=None, help="the seat's token, to come back to it")
    join.add_argument("--watch", action="store_true",
                      help="look on without a seat (the public view), to the end")
    join.add_argument("--seed", type=int, default=1, help="the agent's own generator")
    join.add_argument("--json", action="store_true")
    join.add_argument("--records", default=None, metavar="DIR",
                      help="file the finished game in the record book in DIR (records.jsonl), "
                           "once it replays to the scores seen")
