"""What a registered game can say to a player, read off its core: its prompt classes (the game's
`prompts.py`), its action kinds and event classes (every `Action` and `Event` subclass its package
defines), its refusal codes (every `Refusal.of("...")` written in its package or in the engine), and
an instance of each class met in seeded random play, for the words to be asked of."""

from __future__ import annotations

import ast
import dataclasses
import importlib
import sys
from pathlib import Path

from game.core import registry
from game.core.engine import Action, Event
from game.core.rng import Rng

ENGINE = Path(importlib.import_module("game.core.engine").__file__)


def package(game: str):
    return importlib.import_module(registry.GAME_MODULES[game])


def _subclasses(base) -> list[type]:
    out, todo = [], [base]
    while todo:
        for sub in todo.pop().__subclasses__():
            out.append(sub)
            todo.append(sub)
    return out


def _within(game: str, classes) -> set[type]:
    """The classes of the game's package, as its modules name them (a slotted dataclass is made
    twice, and the first, which no module keeps, still counts among the base's subclasses)."""
    name = package(game).__name__
    return {cls for cls in classes if cls.__module__.startswith(name + ".")
            and getattr(sys.modules[cls.__module__], cls.__qualname__, None) is cls}


def prompt_classes(game: str) -> set[type]:
    module = importlib.import_module(package(game).__name__ + ".prompts")
    return {cls for cls in vars(module).values() if isinstance(cls, type)
            and dataclasses.is_dataclass(cls) and cls.__module__ == module.__name__}


def action_classes(game: str) -> set[type]:
    return _within(game, _subclasses(Action))


def event_classes(game: str) -> set[type]:
    return _within(game, _subclasses(Event))


def refusal_codes(game: str) -> set[str]:
    """The codes written as `Refusal.of("code", ...)` in the game's package and the engine."""
    files = list(Path(package(game).__file__).parent.rglob("*.py")) + [ENGINE]
    codes = set()
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr == "of" and isinstance(node.func.value, ast.Name) \
                    and node.func.value.id == "Refusal" and node.args \
                    and isinstance(node.args[0], ast.Constant):
                codes.add(node.args[0].value)
    return codes


def met_in_play(game: str, wanted: set[type], most_games: int = 300) -> dict[type, tuple]:
    """An instance of each wanted class (prompt, action or event) met in seeded random play, with
    the state it was met in: {class: (instance, state before it)}; play stops once all are met.
    Every player count and option value takes its turn."""
    spec = registry.spec(game)
    counts = range(spec.min_players, spec.max_players + 1)
    found: dict[type, tuple] = {}

    def keep(thing, state):
        if type(thing) in wanted and type(thing) not in found:
            found[type(thing)] = (thing, state.clone())

    for n in range(most_games):
        round_ = n // len(counts)      # every option value meets every player count
        options = {name: values[round_ % len(values)] for name, values in spec.options.items()}
        state = spec.new_game(players=counts[n % len(counts)], seed=500 + n, **options)
        rng = Rng(n)
        while not state.is_over():
            for seat in state.current_seats():
                keep(state.prompt(seat), state)
            seat = state.current_seats()[0]
            legal = state.legal_actions(seat)
            for action in legal:
                keep(action, state)
            for event in state.apply(legal[rng.below(len(legal))]):
                keep(event, state)
        if wanted <= set(found):
            break
    return found
