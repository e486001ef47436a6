"""The command line's `host` and `join` (game/net/commands.py runs them): their arguments apart
from the network's code, since the command line builds every parser on each start of the client
and the client's start imports nothing of game.net (start-up time)."""

from __future__ import annotations

from pathlib import Path


def add_parsers(sub) -> dict:
    """`host` and `join` on the command line's subcommands; the parsers by name (the command
    line adds the games' own options to `host`: game/input/options.py)."""
    host = sub.add_parser("host", help="host a game for players on other computers (headless)")
    host.add_argument("--game", default=None, help="a registered game (default: the first, in menu order)")
    host.add_argument("--players", type=int, default=2)
    host.add_argument("--seats", default=None,
                      help="who plays each seat: remote, ai or ai:<level>, comma-separated "
                           "(default: every seat remote)")
    host.add_argument("--seed", type=int, default=None)
    host.add_argument("--bind", default="127.0.0.1",
                      help="the address to listen on (0.0.0.0: every network of this computer)")
    host.add_argument("--port", type=int, default=0, help="0: any free port")
    host.add_argument("--code", default=None,
                      help="the join code: up to 16 letters, digits or hyphens, matched in "
                           "either case (default: a new one)")
    host.add_argument("--saves", type=Path, default=None,
                      help="the folder of the hosted games' saves")
    host.add_argument("--resume", action="store_true",
                      help="carry on the unfinished hosted games in --saves (with --once: the "
                           "latest), on the same --port; refused when there is none")
    host.add_argument("--announce", action="store_true",
                      help="announce the game on the local network (mDNS)")
    host.add_argument("--drop-ai", default=None, metavar="LEVEL",
                      help="seat an AI at this level (random, easy, normal, hard) for a player "
                           "whose connection has been down --drop-after seconds; the player who "
                           "comes back takes the seat back (default: wait for them)")
    host.add_argument("--drop-after", type=float, default=None, metavar="S",
                      help="seconds a dropped player is waited for (default 60)")
    host.add_argument("--certificate", type=Path, default=None, metavar="FILE",
                      help="the host's TLS certificate and key, made there on first use "
                           "(default: host-certificate.pem in the --saves folder)")
    host.add_argument("--no-tls", action="store_true",
                      help="speak plain ws:// without encryption (old clients; the invite then "
                           "has no fingerprint)")
    host.add_argument("--invite-address", default=None, metavar="ADDRESS",
                      help="the address the invite gives players (default: --bind, or this "
                           "computer's address with 0.0.0.0; behind a router: its public one)")
    host.add_argument("--upnp", action="store_true",
                      help="ask the router (UPnP-IGD, then NAT-PMP) to let friends on the internet "
                           "in while hosting: the ready line's invite is then the internet's")
    host.add_argument("--once", action="store_true", help="exit when the game ends")
    host.add_argument("--json", action="store_true")

    join = sub.add_parser("join", help="play one seat of a hosted game with an agent (headless)")
    join.add_argument("address", help="the invite the host gave (arigato://...), or ADDRESS:PORT "
                                      "of a host without TLS")
    join.add_argument("--code", default=None, help="the join code (an invite carries it)")
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
    return {"host": host, "join": join}
