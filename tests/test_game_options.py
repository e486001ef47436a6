"""A game's options come from its declaration alone (`GameSpec.options`; game/core/options.py):
the command line offers them as flags, checks their values against the game asked for, and the
network carries them to every seat (game/ARCHITECTURE.md, "Adding a game"). Lanterns, a game
only the tests declare (tests/ui/declared_game.py), takes `rounds`: no shared file names it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))
sys.path.insert(0, str(Path(__file__).resolve().parent / "net"))

from game.cli import OPTIONED, _parser  # noqa: E402
from game.core import registry  # noqa: E402
from game.core.options import flags, options_for  # noqa: E402


@pytest.fixture
def lanterns(monkeypatch):
    monkeypatch.setitem(registry.GAME_MODULES, "lanterns", "declared_game")
    return registry.spec("lanterns")


def _flags(parser, command: str) -> set[str]:
    sub = next(a for a in parser._actions if a.dest == "command").choices[command]
    return {s for a in sub._actions for s in a.option_strings}


@pytest.mark.parametrize("command", OPTIONED)
def test_a_declared_game_gets_its_options_as_flags(lanterns, command):
    words = [command, "--game", "lanterns", "--rounds", "8"]
    if command == "host":
        words += ["--players", "2"]
    args = _parser(command).parse_args(words)
    assert options_for(args, lanterns) == {"rounds": 8}
    with pytest.raises(ValueError, match=r"--rounds: Lanterns takes one of 2, 4, 8, not 3"):
        options_for(_parser(command).parse_args([command, "--rounds", "3"]), lanterns)


def test_the_flags_are_the_registered_games_options_and_no_others():
    every = {f.name for f in flags([registry.spec(g) for g in registry.available()])}
    assert every == {"calendar", "expert", "advisors"}
    for command in OPTIONED:
        offered = _flags(_parser(command), command)
        assert {f"--{name}" for name in every} <= offered
    # a command that plays no game takes none, and imports no game's rules to start
    assert "--advisors" not in _flags(_parser("review"), "review")


def test_an_option_of_another_game_is_refused_by_name():
    args = _parser("simulate").parse_args(["simulate", "--game", "arigato", "--expert"])
    with pytest.raises(ValueError, match="--expert: Arigatō has no such option"):
        options_for(args, registry.spec("arigato"))
    args = _parser("simulate").parse_args(["simulate", "--game", "daitoshi", "--expert",
                                           "--advisors", "7"])
    assert options_for(args, registry.spec("daitoshi")) == {"expert": True, "advisors": 7}


def test_the_command_refuses_a_value_the_game_does_not_allow(capsys):
    from game.cli import main
    assert main(["simulate", "--game", "daitoshi", "--advisors", "30", "--games", "1"]) == 2
    assert "--advisors: Daitoshi takes one of 0, 1, 2" in capsys.readouterr().err


def test_options_from_the_flags_reach_every_seat_over_the_network():
    """The dedicated host's table made from its flags: each seat is welcomed with the options
    and plays the game they set (Arigatō's calendar on its B sides, not one the seed picks)."""
    from net_helpers import LOOPBACK, WatchedHost, new_table, run

    from game.net.client import Client
    args = _parser("host").parse_args(["host", "--game", "arigato", "--calendar", "BB"])
    options = options_for(args, registry.spec("arigato"))
    table = new_table("arigato", ["remote", "remote"], options)

    async def welcomed():
        host = WatchedHost(table)
        await host.start()
        try:
            client = Client(LOOPBACK, host.port, table.code)
            try:
                welcome = await client.join()
                state = await client.next_state()
            finally:
                await client.close()
            return welcome, state
        finally:
            await host.close()

    welcome, state = run(welcomed())
    assert options == {"calendar": "BB"} and welcome["options"] == options
    assert state.view.calendar == ("B", "B")
