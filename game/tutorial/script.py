"""A tutorial's script as data: `levels/<game>/tutorial.toml`, read and checked on load.

    game = "arigato"
    rulebook = "arigato-rulebook-en.md"   # the rulebook its steps quote (game/ARCHITECTURE.md, "Documents")
    players = 2
    seed = 1207                 # chosen so that the lessons happen (game/tools/tutorial_search.py)
    level = "easy"              # the opponent's level once the lesson is over
    options = { calendar = "AB" }
    opponent = ["assign_roles seat=1 resident=13 slot=0 travelers=14,38", ...]

    [[step]]
    say = { en = "...", fr = "..." }     # what the coach says
    why = { en = "...", fr = "..." }     # (optional) why this move, said after another one
    rule = { section = "EMPTYING A WORKSHOP", quote = "place it under your palace gate" }
    highlight = ["workshop:0", "button:confirm"]   # the table's own names for its parts
    expect = ["prepare_offering slot=0"]           # the player's moves in this step, in order

An expected move is an action's text form without its seat: its kind and the fields that must be
equal (`any` takes any legal move). A step without `expect` waits for the coach's Next. The
opponent's moves are whole action texts, played while each is legal (then its own AI plays).

`rule` is what keeps the sentences honest: the rulebook passage the step teaches, a
short exact quote with the heading of the section it stands under in the rulebook the file names
(`rulebook`; beside the repository: game/ARCHITECTURE.md, "Documents"), or a list of them
when a step teaches more than one. Every step carries one: a sentence is checked against its passage, and
tests/tutorial checks each quote against the rulebook itself. The players never see it.
Every error names the file, the step and what is wrong.
"""

from __future__ import annotations

import dataclasses
import re
import typing
from dataclasses import dataclass
from pathlib import Path

from game.ai.agents import LEVELS
from game.core import registry
from game.core.data_file import read_toml
from game.core.engine import Action, action_kind
from game.resources import resource_path

LANGUAGES = ("en", "fr")
ANY = "any"
QUOTE_MOST = 300      # characters: a quote points at the passage, it does not copy the page

_NAME = re.compile(r"^[a-z_]+(:[A-Za-z0-9_]+)*$")


def elements(game: str) -> tuple[str, ...]:
    """The parts of `game`'s table a step may light, by the table's own names: a kind, then its
    indexes (`workshop:2`, `space:4:1`, `button:end_day`). The game declares them (its
    `GameSpec.parts`); each table finds every kind (a test checks it); which ones exist at a given
    step is checked by playing the lesson through."""
    return registry.spec(game).parts


class TutorialError(ValueError):
    """A tutorial file that cannot be played; the message names the file and the step."""


@dataclass(frozen=True)
class Passage:
    """A passage of the game's rulebook: the heading of its section and a short exact quote."""
    section: str
    quote: str


@dataclass(frozen=True)
class Step:
    number: int                      # 1, 2, ... as the file lists them
    say: dict[str, str]
    why: dict[str, str]
    highlight: tuple[str, ...]
    expect: tuple[str, ...]          # patterns, in order; () waits for Next
    rule: tuple[Passage, ...] = ()   # what the rulebook says of what the step teaches
    # parts lit only while each expected move is awaited (one list per move, beside `highlight`):
    # a step of two moves lights the place of the one it expects now, never both
    by_move: tuple[tuple[str, ...], ...] = ()

    def lit(self, move: int) -> tuple[str, ...]:
        """The parts lit while the step awaits its expected move number `move` (from 0)."""
        return self.highlight + (self.by_move[move] if move < len(self.by_move) else ())

    def words(self, lang: str) -> str:
        return self.say[lang]

    def reason(self, lang: str) -> str:
        return self.why.get(lang) or ""


@dataclass(frozen=True)
class Tutorial:
    game: str
    rulebook: str                  # the file name of the rulebook its steps quote
    path: str
    players: int
    seed: int
    level: str
    options: dict
    steps: tuple[Step, ...]
    opponent: tuple[Action, ...]


def path_of(game: str) -> Path:
    return resource_path("levels", game, "tutorial.toml")


def has_tutorial(game: str) -> bool:
    return path_of(game).is_file()


def load(game: str, path: Path | None = None) -> Tutorial:
    """The tutorial of `game` (from `path` when given), checked; TutorialError if it cannot be
    played."""
    path = Path(path) if path is not None else path_of(game)
    data = read_toml(path, TutorialError)
    return parse(data, str(path), game)


def parse(data: dict, where: str, game: str) -> Tutorial:
    if data.get("game") != game:
        raise TutorialError(f"{where}: 'game' must be {game!r}, not {data.get('game')!r}")
    spec = registry.spec(game)       # the game's actions are registered once its rules load
    rulebook = data.get("rulebook")
    if not isinstance(rulebook, str) or not rulebook.strip() or any(c in rulebook for c in "/\\"):
        raise TutorialError(f"{where}: 'rulebook' must name the rulebook file its steps quote")
    players = data.get("players")
    if type(players) is not int or not spec.min_players <= players <= spec.max_players:
        raise TutorialError(f"{where}: 'players' must be a whole number from {spec.min_players} "
                            f"to {spec.max_players}")
    seed = data.get("seed")
    if type(seed) is not int or seed < 0:
        raise TutorialError(f"{where}: 'seed' must be a whole number >= 0")
    level = data.get("level", "easy")
    if level not in LEVELS:
        raise TutorialError(f"{where}: 'level' must be one of {', '.join(LEVELS)}")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise TutorialError(f"{where}: 'options' must be a table")
    for name, value in options.items():
        if name not in spec.options or value not in spec.options[name]:
            raise TutorialError(f"{where}: option {name} = {value!r} is not one of the game's")
    steps = data.get("step")
    if not isinstance(steps, list) or not steps:
        raise TutorialError(f"{where}: no [[step]]")
    parsed = tuple(_step(s, k + 1, where, game, rulebook) for k, s in enumerate(steps))
    moves = data.get("opponent", [])
    if not isinstance(moves, list):
        raise TutorialError(f"{where}: 'opponent' must be a list of actions")
    opponent = []
    for k, text in enumerate(moves):
        try:
            action = Action.parse(text) if isinstance(text, str) else None
        except (ValueError, TypeError) as exc:
            raise TutorialError(f"{where}: opponent move {k + 1} ({text!r}): {exc}") from None
        if action is None or not 1 <= action.seat < players:
            raise TutorialError(f"{where}: opponent move {k + 1} ({text!r}) must be an action of seat "
                                f"1 to {players - 1}")
        opponent.append(action)
    return Tutorial(game, rulebook, where, players, seed, level, dict(options), parsed, tuple(opponent))


def _words(step: dict, key: str, where: str, required: bool) -> dict[str, str]:
    words = step.get(key)
    if words is None and not required:
        return {}
    if not isinstance(words, dict):
        raise TutorialError(f"{where}: '{key}' must be a table of sentences by language (en, fr)")
    for lang in LANGUAGES:
        if not isinstance(words.get(lang), str) or not words[lang].strip():
            raise TutorialError(f"{where}: '{key}' has no {lang} sentence")
    return {lang: words[lang].strip() for lang in LANGUAGES}


def _step(step, number: int, where: str, game: str, rulebook: str) -> Step:
    here = f"{where}: step {number}"
    if not isinstance(step, dict):
        raise TutorialError(f"{here}: not a table")
    unknown = set(step) - {"say", "why", "rule", "highlight", "highlight_by_move", "expect"}
    if unknown:
        raise TutorialError(f"{here}: unknown key {sorted(unknown)[0]!r}")
    highlight = _parts(step.get("highlight", []), "highlight", here, game)
    expect = step.get("expect", [])
    if isinstance(expect, str):
        expect = [expect]
    if not isinstance(expect, list):
        raise TutorialError(f"{here}: 'expect' must be a list of moves")
    by_move = step.get("highlight_by_move", [])
    if not isinstance(by_move, list) or len(by_move) not in (0, len(expect)):
        raise TutorialError(f"{here}: 'highlight_by_move' must hold one list of parts per expected move")
    by_move = tuple(tuple(_parts(lit, "highlight_by_move", here, game)) for lit in by_move)
    for k, pattern in enumerate(expect):
        why = check_pattern(pattern, game)
        if why:
            raise TutorialError(f"{here}: expected move {k + 1} ({pattern!r}): {why}")
    return Step(number, _words(step, "say", here, True), _words(step, "why", here, False),
                tuple(highlight), tuple(expect), _rule(step.get("rule"), here, rulebook), by_move)


def _parts(names, key: str, here: str, game: str) -> list[str]:
    """A list of the table's part names, checked."""
    if not isinstance(names, list) or not all(isinstance(h, str) for h in names):
        raise TutorialError(f"{here}: '{key}' must be a list of the table's part names")
    for name in names:
        if not _NAME.match(name) or name.split(":")[0] not in elements(game):
            raise TutorialError(f"{here}: no part of the {game} table is called {name!r} "
                                f"(kinds: {', '.join(elements(game))})")
    return names


def _rule(rule, here: str, rulebook: str) -> tuple[Passage, ...]:
    """The step's rulebook passages, checked for their form (their words: tests/tutorial)."""
    form = 'rule = { section = "...", quote = "..." }, or a list of them'
    if rule is None:
        raise TutorialError(f"{here}: no 'rule': quote the passage of {rulebook} this step "
                            f"teaches ({form})")
    passages = rule if isinstance(rule, list) else [rule]
    if not passages:
        raise TutorialError(f"{here}: 'rule' is empty ({form})")
    out = []
    for k, passage in enumerate(passages):
        at = f"{here}: rule" + (f" {k + 1}" if len(passages) > 1 else "")
        if not isinstance(passage, dict) or set(passage) != {"section", "quote"}:
            raise TutorialError(f"{at}: must be {form}")
        for key in ("section", "quote"):
            if not isinstance(passage[key], str) or not passage[key].strip():
                raise TutorialError(f"{at}: '{key}' must be the rulebook's words, not empty")
        if len(passage["quote"]) > QUOTE_MOST:
            raise TutorialError(f"{at}: the quote is longer than {QUOTE_MOST} characters; "
                                f"quote the sentence the step teaches")
        out.append(Passage(passage["section"].strip(), passage["quote"].strip()))
    return tuple(out)


def check_pattern(pattern, game: str) -> str:
    """Why `pattern` is not an expected move of `game` ("" when it is)."""
    if not isinstance(pattern, str) or not pattern.strip():
        return "not a move"
    if pattern.strip() == ANY:
        return ""
    kind, *pairs = pattern.split()
    cls = action_kind(kind)
    if cls is None or cls.__module__ != f"game.core.{game}.actions":
        return f"no move of {game} is called {kind!r}"
    hints = typing.get_type_hints(cls)
    fields = {f.name for f in dataclasses.fields(cls)} - {"seat"}
    for pair in pairs:
        name, eq, raw = pair.partition("=")
        if not eq or name not in fields:
            return f"{kind} has no field {name!r} (fields: {', '.join(sorted(fields)) or 'none'})"
        if hints[name] is int and not re.fullmatch(r"-?\d+", raw):
            return f"{name} must be a whole number"
        if hints[name] is bool and raw not in ("yes", "no"):
            return f"{name} must be yes or no"
    return ""


def matches(pattern: str, action: Action) -> bool:
    """`action` is a move `pattern` expects: the same kind, each named field equal in its text
    form (the language-free key every save and log uses)."""
    if pattern.strip() == ANY:
        return True
    kind, *pairs = pattern.split()
    if action.kind != kind:
        return False
    have = dict(p.partition("=")[::2] for p in action.text().split()[1:])
    return all(have.get(name) == raw for name, _, raw in (p.partition("=") for p in pairs))
