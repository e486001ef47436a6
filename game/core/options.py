"""A game's options on the command line, read from its declaration (`GameSpec.options`: each
option with the values it allows), so that a game added in its own folders gets its flags in
`simulate`, `tournament` and `host` without a shared file naming them (game/ARCHITECTURE.md,
"Adding a game").

An option whose values are False and True is a switch (`--expert`); one of whole numbers takes a
number among them (`--advisors 5`); any other takes one of its values as text (`--calendar AB`).
Several games may share an option's name: the flag offers what any of them allows, and
`options_for` checks a value against the game asked for. The parser is any object with
argparse's `add_argument`, and what it parsed any namespace: the core imports no command line."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.engine import GameSpec


@dataclass(frozen=True)
class Flag:
    """One option's flag, and the games that declare it with the values each allows."""
    name: str
    allowed: dict[str, tuple]        # game name -> its values

    @property
    def switch(self) -> bool:
        return all(set(v) == {False, True} for v in self.allowed.values())

    @property
    def number(self) -> bool:
        return all(isinstance(x, int) and not isinstance(x, bool)
                   for v in self.allowed.values() for x in v)

    def help(self, titles: dict[str, str]) -> str:
        games = ", ".join(titles[g] for g in self.allowed)
        if self.switch:
            return f"{games}: {self.name.replace('_', ' ')}"
        values = _in_order({x for v in self.allowed.values() for x in v})
        shown = (f"{values[0]} to {values[-1]}" if self.number and len(values) > 3
                 else ", ".join(map(str, values)))
        return f"{games}: {self.name.replace('_', ' ')} ({shown})"


def _in_order(values) -> list:
    """Numbers by size, anything else as text."""
    return sorted(values, key=lambda x: (0, x, "") if isinstance(x, int) else (1, 0, str(x)))


def flags(specs: list[GameSpec]) -> list[Flag]:
    """Each option any of `specs` declares, once."""
    found: dict[str, dict[str, tuple]] = {}
    for spec in specs:
        for name, values in spec.options.items():
            found.setdefault(name, {})[spec.name] = tuple(values)
    return [Flag(name, allowed) for name, allowed in found.items()]


def add_options(parser, specs: list[GameSpec]) -> None:
    """The games' option flags on `parser` (a subcommand's), each defaulting to None: not given."""
    titles = {s.name: s.title for s in specs}
    for flag in flags(specs):
        dest = f"option_{flag.name}"
        if flag.switch:
            parser.add_argument(f"--{flag.name.replace('_', '-')}", dest=dest, action="store_const",
                                const=True, default=None, help=flag.help(titles))
        else:
            parser.add_argument(f"--{flag.name.replace('_', '-')}", dest=dest,
                                type=int if flag.number else str, default=None,
                                metavar=flag.name.upper(), help=flag.help(titles))


def options_for(args, spec: GameSpec) -> dict:
    """The options given on the command line for `spec`'s game, checked against what it allows
    (ValueError naming the flag and what it takes)."""
    out = {}
    for key, value in vars(args).items():
        if not key.startswith("option_") or value is None:
            continue
        name = key[len("option_"):]
        flag = f"--{name.replace('_', '-')}"
        if name not in spec.options:
            raise ValueError(f"{flag}: {spec.title} has no such option")
        allowed = tuple(spec.options[name])
        if value not in allowed:
            shown = ", ".join(map(str, _in_order(allowed)))
            raise ValueError(f"{flag}: {spec.title} takes one of {shown}, not {value}")
        out[name] = value
    return out
