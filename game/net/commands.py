"""`python -m game host` and `python -m game join`: the dedicated host and the headless player.

The host prints one JSON line when it listens (`address`, `port`, `code`; `invite`, the line to
give players, and `fingerprint`, its certificate's, which the invite carries) and, with `--once`,
one when the game ends (the scores), then exits. Without `--once` it hosts several games at once
on the same port (a lobby of tables): as soon as the last open table is full, another of the same
setup opens with its own code (one more `ready` line), and each table says `over` when it ends.
Its games are saved in their own folder (`--saves`, by default beside the client's saves, in
`hosted/`), after every action; `--resume` carries on the unfinished ones (with `--once` the
latest), with their codes and seat tokens, so their players rejoin, and refuses to start when
there is none (a save it cannot read is named, with why and where it was moved aside).
A join code (`--code`) is one every client can send and every player type (messages.py,
`code_fault`), or the host does not start; it is kept in capitals, and matched in either case.
It speaks TLS with a certificate kept beside those saves (`--certificate`; made on first use, then
the same on every start, so its invites stay good); `--no-tls` speaks plain ws:// (old clients,
a network of one's own). `join` takes that invite whole (or ADDRESS:PORT and `--code` for a host
without TLS) and pins the certificate (game/net/PROTOCOL.md, "Encryption and the invite").
Stopped (Ctrl-C, or `kill`'s SIGTERM), it tells its players first (`closing`, stopped): their
tables say so and wait for it. Operator notices (a seat taken, a version refused, an address barred for its wrong codes) go
to standard error.
"""

from __future__ import annotations

import asyncio
import json
import signal
import sys
from pathlib import Path

from websockets import ConnectionClosed

from game.ai.agents import make_agent
from game.core import registry
from game.core.options import options_for
from game.net import messages as m
from game.net.certificate import FILE_NAME, certificate_in
from game.net.client import WRONG_CERTIFICATE, Refused, parse_address
from game.net.discovery import Announcing, announced_addresses, pinned
from game.net.fair import check_deal
from game.net.game_record import finished_game
from game.net.host import Host
from game.net.hosting import friends_address, friends_addresses
from game.net.invite import Invite, is_invite, parse_invite
from game.net.player import GaveUp, play_seat, watch_game
from game.net.room import DROP_AFTER
from game.net.router import Opened, RouterPort, notice
from game.net.table import AI, HostedTable, SeatPlan
from game.net.versions import WHY
from game.persistence.records import NotKept, RecordBook
from game.persistence.saves import SaveStore, default_dir


def hosted_dir() -> Path:
    return default_dir().parent / "hosted"


def certificate_file(args) -> Path:
    """Where the dedicated host keeps its certificate: `--certificate`, or beside its saves."""
    return args.certificate or (args.saves or hosted_dir()) / FILE_NAME


def _say(line: dict, as_json: bool, stream=None) -> None:
    stream = stream or sys.stdout
    if as_json:
        print(json.dumps(line), file=stream, flush=True)
    else:
        print(" ".join(f"{k}={v}" for k, v in line.items()), file=stream, flush=True)


def _plans(text: str | None, players: int) -> list:
    plans = [SeatPlan.parse(t) for t in text.split(",")] if text else []
    if len(plans) > players:
        raise ValueError(f"--seats names {len(plans)} seats for {players} players")
    return plans + [SeatPlan() for _ in range(players - len(plans))]


def _resumed(store, as_json: bool) -> list:
    """Every unfinished hosted game in the folder, the latest first. The operator is told of
    every save passed over: one that does not resume (it stays), and one that cannot be read,
    which the store has moved aside (game/persistence/files.py): which file, why, and where."""
    tables = []
    for saved in store.saved_games():
        if "net" in saved.data:
            try:
                tables.append(HostedTable.from_save(saved.data, store, saved.slot))
            except ValueError as exc:
                _tell({"notice": "save_not_resumed", "file": str(saved.path), "why": str(exc)},
                      f"host: {saved.path} does not resume: {exc}", as_json)
    for bad in store.notices:
        why = ": ".join(x for x in (bad.reason, bad.detail) if x)
        where = (f"it was moved aside to {bad.aside}" if bad.aside is not None
                 else "it could not be moved aside and stays where it is")
        _tell({"notice": "save_set_aside", "file": str(bad.path), "why": why,
               "aside": None if bad.aside is None else str(bad.aside)},
              f"host: {bad.path} cannot be read as a hosted game's save ({why}); {where}, "
              "and is not resumed", as_json)
    return tables


def _tell(line: dict, sentence: str, as_json: bool) -> None:
    """What the operator is to know, on standard error: a JSON line with --json, else a
    sentence."""
    print(json.dumps(line) if as_json else sentence, file=sys.stderr, flush=True)


def host_command(args) -> int:
    store = SaveStore(args.saves or hosted_dir(), spec_for=_spec_or_none)
    try:
        return asyncio.run(_host(args, store))
    except KeyboardInterrupt:
        return 130


def _spec_or_none(name: str):
    try:
        return registry.spec(name)
    except KeyError:
        return None


async def _host(args, store) -> int:
    """Host until the game ends (--once), or without end: a new table of the same setup opens
    as soon as the last open one is full, and each ends on its own."""

    game = args.game or registry.first()
    done = asyncio.Event()
    options: dict = {}           # the game's own options, checked below
    announcing = None            # with --announce, once the port is known
    opened_port = None           # with --upnp, the router's: friends on the internet come in by it

    def new_table(code=None):
        table = HostedTable(game, _plans(args.seats, args.players), options,
                            code=code, seed=args.seed, store=store)
        table.save()     # a restarted host finds it once written: off the loop as its room
        return table     # opens (room.py `keep`), and before any seat is told its token

    def opened(room) -> None:
        table = room.table
        local = [host.invite(a, table.code).text() for a in
                 ([args.invite_address] if args.invite_address else friends_addresses(args.bind))]
        internet = None
        if opened_port is not None:
            internet = Invite(opened_port.external_address, opened_port.external_port,
                              table.code, host.fingerprint).text()
        _say({"event": "ready", "address": args.bind, "port": host.port, "code": table.code,
              "invite": internet or host.invite(invite_address, table.code).text(),
              "invites": {"local": local, "internet": internet},
              "fingerprint": host.fingerprint, "game": table.game, "players": table.players,
              "commitment": table.commitment,
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
        # removed off the loop, as every write of the host is: its other tables play on
        await asyncio.get_running_loop().run_in_executor(None, store.delete, table.slot)
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

    tables = _resumed(store, args.json) if args.resume else []
    try:
        options.update(options_for(args, registry.spec(game)))
        if args.resume and not tables:
            raise ValueError(f"--resume found no unfinished hosted game to resume in "
                             f"{store.directory} (without --resume, a new game is hosted)")
        if args.drop_ai is not None:
            SeatPlan.parse(f"ai:{args.drop_ai}")         # a known level, or said now
        if args.drop_after is not None and args.drop_after < 0:
            raise ValueError("--drop-after is a number of seconds, 0 or more")
        tables = tables[:1] if args.once else tables
        tables = tables or [new_table(args.code)]
    except (ValueError, KeyError) as exc:
        print(f"host: {exc}", file=sys.stderr)
        return 2
    certificate = None
    if not args.no_tls:
        where = certificate_file(args)
        try:
            certificate = certificate_in(where.parent, where.name)
        except OSError as exc:
            print(f"host: cannot keep the certificate at {where}: {exc.strerror or exc}",
                  file=sys.stderr)
            return 2
    invite_address = args.invite_address or friends_address(args.bind)
    host = Host(None, bind=args.bind, port=args.port, notice=noticed, drop_ai=args.drop_ai,
                drop_after=DROP_AFTER if args.drop_after is None else args.drop_after,
                certificate=certificate)
    rooms = [host.add(t) for t in tables]
    try:
        await host.start()
    except OSError as exc:
        print(f"host: cannot listen on {args.bind}:{args.port}: {exc.strerror or exc}",
              file=sys.stderr)
        return 2
    if args.announce:
        announcing = _announcing(args.bind, host.port, host.fingerprint)
    router_port = None
    if args.upnp:
        router_port = RouterPort(host.port)
        outcome = await asyncio.get_running_loop().run_in_executor(None, router_port.open)
        _tell(*notice(outcome, host.port, invite_address), args.json)
        opened_port = outcome if isinstance(outcome, Opened) else None
    try:        # stopped (`kill`, a service manager): closed as on Ctrl-C, its players told so
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, done.set)
    except (NotImplementedError, AttributeError):
        pass    # no such signal or handler here (Windows): a stop is then a crash to its players
    try:
        for room in rooms:
            opened(room)
        if not args.once and not any(t.open_seat() is not None for t in tables):
            opened(host.add(new_table()))        # resumed tables are all full: one more to join
        await done.wait()
    finally:
        if announcing is not None:
            await asyncio.get_running_loop().run_in_executor(None, announcing.close)
        if router_port is not None:       # the mapping taken back (its lease ends it otherwise)
            await asyncio.get_running_loop().run_in_executor(None, router_port.close)
        await host.close()
    return 0


def _announcing(bind: str, port: int, fingerprint: str | None):
    """The dedicated host's announcements (game/net/discovery.py), each table's once it opens;
    a host on loopback is not announced (unless discovery is kept to one interface: tests)."""

    def addresses() -> list[str]:
        found = announced_addresses(bind)
        if not pinned() and (not found or all(a.startswith("127.") or a == "::1" for a in found)):
            print("host: --announce needs --bind on a network address (or 0.0.0.0): a game on "
                  "loopback is not announced", file=sys.stderr)
            return []
        return found

    def failed(exc: Exception) -> None:
        print(f"host: announcing failed: {exc}", file=sys.stderr, flush=True)
    return Announcing(port, addresses, failed, fingerprint)


def join_command(args) -> int:

    try:
        if is_invite(args.address):
            invite = parse_invite(args.address)
            address, port, fingerprint = invite.address, invite.port, invite.fingerprint
            code = args.code or invite.code
        else:
            place = parse_address(args.address)
            if place is None:
                raise ValueError(f"expected an invite (arigato://...) or ADDRESS:PORT, "
                                 f"not {args.address!r}")
            if args.code is None:
                raise ValueError("--code is needed with ADDRESS:PORT (an invite carries it)")
            (address, port), code, fingerprint = place, args.code, None
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
            final = asyncio.run(watch_game(address, port, code, on_state=joined,
                                           fingerprint=fingerprint))
        else:
            final = asyncio.run(play_seat(address, port, code, args.agent,
                                          token=args.token, name=args.name, seed=args.seed,
                                          on_state=joined, fingerprint=fingerprint))
    except Refused as refusal:
        said = {"event": "refused", "code": refusal.code, **refusal.params}
        if refusal.code == m.VERSION_MISMATCH:
            said["why"] = WHY[refusal.params["update"]]
        if refusal.code == WRONG_CERTIFICATE:
            said["why"] = ("the computer at that address is not the host of the invite (its "
                           "certificate differs): not joined")
        _say(said, args.json, sys.stderr)
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
    return check_deal(client.game_record, client.seat, client.commitment, client.witness).as_line()


def _file_record(client, state, folder: Path) -> str:
    """The finished game into the record book in `folder`, checked as the desktop client checks
    it (game/net/game_record.py): "filed", or why not (a NotKept reason, or the disk's error)."""
    try:
        RecordBook(folder).add(finished_game(client.game_record, client.seat, client.game,
                                             client.players, client.options, state.final,
                                             state.view, client.commitment))
    except NotKept as refused:
        return refused.reason
    except OSError as exc:
        return f"not written: {exc}"
    return "filed"

