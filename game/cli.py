"""The command line: `python -m game` opens the client; subcommands are the project's tools."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from game import __version__
from game.cli_network import add_parsers


#: the subcommands that take the games' own options (game/input/options.py)
OPTIONED = ("simulate", "tournament", "host")


def _parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line; the games' own options are added to `command`'s parser only when it is
    the one asked for, so that no other command imports every game's rules to start."""
    frozen = getattr(sys, "frozen", False)  # the built executable is called by its own name
    p = argparse.ArgumentParser(prog=os.path.basename(sys.argv[0]) if frozen else "python -m game",
                                description="Arigatō and Daitoshi. With no command, opens the game.")
    p.add_argument("--version", action="version", version=f"arigato-daitoshi {__version__}")
    p.add_argument("--smoke", metavar="DIR",
                   help="run the client headless through every scene, saving screenshots to DIR")
    sub = p.add_subparsers(dest="command")

    sim = sub.add_parser("simulate", help="play complete games between agents and print results")
    sim.add_argument("--game", default=None, help="a registered game (default: the first, in menu order)")
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--agents", default="random",
                     help="comma-separated agent names, one per seat (the last repeats)")
    sim.add_argument("--json", action="store_true", help="print one JSON object")

    tour = sub.add_parser("tournament",
                          help="agents against each other, seats rotated; win rates with 95%% intervals")
    tour.add_argument("--game", default=None,
                      help="a registered game (default: the first), or 'toy' (the AI's test game)")
    tour.add_argument("--players", type=int, default=2)
    tour.add_argument("--agents", default="hard,greedy",
                      help="comma-separated agent names; the last repeats to fill the seats")
    tour.add_argument("--games", type=int, default=20)
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    tour.add_argument("--time-limit", type=float, default=10.0,
                      help="seconds before a move is given to the fallback agent")
    tour.add_argument("--progress", action="store_true",
                      help="print a line per finished game on standard error")
    tour.add_argument("--record", type=Path, default=None,
                      help="a file with a line per finished game: run again with it to go on "
                           "where a stopped tournament left off")
    tour.add_argument("--json", action="store_true", help="print one JSON object")

    bal = sub.add_parser("balance", help="a game's balance report (game/tools/balance_<game>.py): where its "
                                         "points come from and what of its content the play reaches")
    bal.add_argument("--game", default=None, help="a registered game with a report (default: the first)")
    bal.add_argument("--games", type=int, default=40, help="games per setting")
    bal.add_argument("--seed", type=int, default=1)
    bal.add_argument("--agent", default="policy",
                     help="who plays every seat (policy: instant; normal: stronger, slower)")
    bal.add_argument("--advisors", default="0-10",
                     help="for a report that takes them: solo Advisor counts, e.g. 0-10 or 3,5,7 "
                          "(empty: no solo games)")
    bal.add_argument("--players", default="2,3,4", help="the player counts played (1 is solo)")
    bal.add_argument("--jobs", type=int, default=1,
                     help="for a report that can: games played in parallel processes (the same report)")
    bal.add_argument("--progress", action="store_true",
                     help="for a report that can: print a line per finished game on standard error")
    bal.add_argument("--json", action="store_true", help="print one JSON object")

    bench = sub.add_parser("bench", help="measure the rules' speed, the start-up or the tables' frames "
                                          "(figures, not a test)")
    bench.add_argument("--game", default=None,
                       help="a registered game (default: the first; --frames and --ai: every one)")
    bench.add_argument("--players", type=int, default=4)
    bench.add_argument("--games", type=int, default=40)
    bench.add_argument("--seed", type=int, default=1)
    bench.add_argument("--startup", action="store_true",
                       help="time from start to the first menu frame instead")
    bench.add_argument("--frames", action="store_true",
                       help="time the client's frames on each table in software, at 1280x720 and 1920x1080")
    bench.add_argument("--size", default=None, metavar="WxH",
                       help="--frames: this window size alone (1920x1080: the table as a player "
                            "opens it at that size, with no game at another size before it)")
    bench.add_argument("--ai", action="store_true",
                       help="the search's iterations per second on fixed seeded positions of each "
                            "game (--game to pick one)")
    bench.add_argument("--iterations", type=int, default=300,
                       help="--ai: iterations searched from each position")
    bench.add_argument("--repeats", type=int, default=3,
                       help="--ai: searches of each position (the figure is their median)")
    bench.add_argument("--net", action="store_true",
                       help="network play on this computer: an action's round trip (p50, p95) "
                            "through a host in its own process, the bytes a host sends per game "
                            "by game and player count, and one host process holding 1 to --games "
                            "(default 50) 4-player games at once (p50, p95 at each load)")
    bench.add_argument("--think", type=float, default=None, metavar="S",
                       help="--net: seconds a seat takes to decide, on average, while one host "
                            "holds many games (default 1; 0: every seat answers at once)")
    bench.add_argument("--latency", type=float, default=None, metavar="MS",
                       help="--net: the client's frames at 1920x1080 while it plays an online "
                            "game of each game through a slow line of MS ms (± a third, 2%% of "
                            "pieces 2 s later): worst frame, p95, frames while waiting")
    bench.add_argument("--moves", type=int, default=None,
                       help="--net --latency: moves the client sends in each game (default 40)")
    bench.add_argument("--whole", action="store_true",
                       help="--net --latency: play each game to its end instead")
    bench.add_argument("--review", action="store_true",
                       help="seconds to review a whole 2-player game of each game at the default "
                            "budget (--game to pick one), with the machine's load")
    bench.add_argument("--stability", action="store_true",
                       help="--review: review --games games of each game twice with two sampling "
                            "seeds and say how far the verdicts agree")
    bench.add_argument("--jobs", type=int, default=1,
                       help="--review --stability: games played and reviewed in this many processes")
    bench.add_argument("--agents", default=None,
                       help="--review --stability: the two agents of the games played (default "
                            "hard,normal)")
    bench.add_argument("--games-file", type=Path, default=None,
                       help="--review --stability: keep the games played in this file (JSON lines) "
                            "and review those it holds again instead of playing them")
    bench.add_argument("--compare", metavar="REV", default=None,
                       help="the rules' speed and the tables' frames of this tree beside commit REV's, "
                            "alternately in one run (REV checked out in a temporary git worktree); "
                            "--rounds, --games (random games per rules measure), --frame-count; "
                            "with --ai: the search's iterations a second instead (--iterations)")
    bench.add_argument("--rounds", type=int, default=5, help="--compare: rounds of both trees")
    bench.add_argument("--frame-count", type=int, default=300,
                       help="--compare: frames timed per table and size, after a warm-up")
    bench.add_argument("--clock", choices=("cpu", "wall", "instructions", "callgrind"), default="cpu",
                       help="--compare: time as the measuring thread's CPU time (the default: fair "
                            "on a shared machine), the wall clock, or its instructions retired "
                            "(Linux perf events: the same within 0.1%% whatever the load); callgrind: "
                            "each table's frames counted under valgrind (where perf events are refused; "
                            "frames only, the same count every run, about a hundred times slower)")
    bench.add_argument("--json", action="store_true")

    rev = sub.add_parser("review", help="review a finished game: each decision of the human seats "
                                        "against the best move from that seat's view")
    rev.add_argument("file", type=Path, help="a record book, a save or a tournament record")
    rev.add_argument("--index", type=int, default=None,
                     help="which game of a record book or tournament record (from 0; negative "
                          "from the end; the last by default)")
    rev.add_argument("--seats", default=None,
                     help="'all', or seat numbers such as 0,2 (default: the human seats, or all "
                          "when none is human)")
    rev.add_argument("--worlds", type=int, default=None,
                     help="worlds sampled per decision (default: the game's own, see game/ai/AI.md)")
    rev.add_argument("--seed", type=int, default=None,
                     help="the seed of the review's own sampled worlds (default: a fixed one, so "
                          "the same game gets the same review)")
    rev.add_argument("--progress", action="store_true",
                     help="print a line per reviewed decision on standard error")
    rev.add_argument("--json", action="store_true", help="print one JSON object")

    parsers = {"simulate": sim, "tournament": tour, **add_parsers(sub)}
    if command in OPTIONED:
        # the games' rules, for their options: imported only when a command takes them
        from game.core import registry
        from game.core.options import add_options
        add_options(parsers[command], [registry.spec(name) for name in registry.available()])
    return p


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    args = _parser(_command(argv)).parse_args(argv)
    # each command imports only its own tool, and the client only when it is wanted: `--version`
    # and the tools start without pygame or the tables
    if args.command in ("simulate", "tournament", "balance"):
        from game.tools import game_asked  # start-up time: only the tool asked for
        args.game = game_asked(args.game)
    if args.command == "simulate":
        from game.tools.simulate import simulate  # start-up time: only the tool asked for
        options = _options(args)
        if options is None:
            return 2
        result = simulate(args.game, args.players, args.games, args.seed,
                          args.agents.split(","), options)
        _print(result, args.json)
        ok = result["completed"] == args.games and not result["errors"] \
            and not result["invariant_violations"]
        return 0 if ok else 1
    if args.command == "tournament":
        from game.tools.tournament import tournament  # start-up time: only the tool asked for
        def progress(done, total, game):
            if game is not None:
                print(f"game {done}/{total}: {' '.join(game['seats'])} scored {game['scores']}",
                      file=sys.stderr, flush=True)
        from game.tools.tournament import RecordMismatch  # start-up time: only the tool asked for
        try:
            options = _options(args)
            if options is None:
                return 2
            result = tournament(args.game, args.players, args.agents.split(","), args.games,
                                args.seed, jobs=args.jobs, time_limit=args.time_limit,
                                options=options or None,
                                progress=progress if args.progress else None,
                                record=args.record)
        except RecordMismatch as exc:
            print(f"tournament: {exc}", file=sys.stderr)
            return 2
        _print(result, args.json)
        return 0 if result["completed"] == args.games else 1
    if args.command == "balance":
        from game.tools.balance import (  # start-up time: only the tool asked for
            balance,
            parallel_games,
            takes,
        )
        if (args.jobs != 1 and not takes(args.game, "jobs")) or (args.progress and not takes(args.game, "progress")):
            print(f"balance: --jobs and --progress are for --game {' or '.join(parallel_games())}",
                  file=sys.stderr)
            return 2
        progress = None
        if args.progress:
            def progress(done: int, total: int) -> None:
                print(f"balance: game {done} of {total} done", file=sys.stderr, flush=True)
        _print(balance(args.game, games=args.games, seed=args.seed, agent=args.agent,
                       advisors=_counts(args.advisors), player_counts=_counts(args.players),
                       jobs=args.jobs, progress=progress),
               args.json)
        return 0
    if args.command == "review":
        from game.tools.review import review_command  # start-up time: only the tool asked for
        return review_command(args)
    if args.command == "host":
        from game.net.commands import host_command  # start-up time: only the tool asked for
        return host_command(args)
    if args.command == "join":
        from game.net.commands import join_command  # start-up time: only the tool asked for
        return join_command(args)
    if args.command == "bench":
        from game.tools.bench import bench  # start-up time: only the tool asked for
        from game.tools.compare import Refused  # start-up time: only the tool asked for
        try:
            result = bench(args)
        except Refused as exc:
            print(f"bench --compare: {exc}", file=sys.stderr)
            return 2
        _print(result, args.json)
        return 0
    # the client is only imported when it is wanted; a failure ends in a message window and a log
    from game.launch import launch_client
    return launch_client(smoke_dir=args.smoke)


def _command(argv: list[str]) -> str | None:
    """The subcommand named in `argv` (its first word that is no option), before parsing."""
    return next((word for word in argv if not word.startswith("-")), None)


def _options(args) -> dict | None:
    """The game's own options given on the command line; None, with the reason said, when one is
    not the game's or not a value it allows."""
    from game.core.options import options_for  # the rules, only for the commands that play
    from game.tools.tournament import game_spec  # the AI's test game too (`--game toy`)
    try:
        return options_for(args, game_spec(args.game))
    except ValueError as exc:
        print(f"{args.command}: {exc}", file=sys.stderr)
        return None


def _counts(text: str) -> list[int]:
    """'0-10' or '3,5,7' (or empty) as a list of whole numbers."""
    out: list[int] = []
    for part in filter(None, text.split(",")):
        lo, _, hi = part.partition("-")
        out.extend(range(int(lo), int(hi or lo) + 1))
    return out


def _print(result: dict, as_json: bool) -> None:
    if as_json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")


if __name__ == "__main__":
    sys.exit(main())
