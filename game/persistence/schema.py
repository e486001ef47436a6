"""What each of the player's files must hold, field by field, in one place.

A schema is built from the small checkers below; `check(schema, value)` returns None when the
value fits, else `(where, expected)`: the field's path ("seats[1].colour") and what it should be
("a whole number from 0 to 11"), which the catalogue words for the player (`files.bad_field`).
A bool is never taken for a number, nor a float for a whole number.

(A schema library such as jsonschema would do the same with three more packages in the
executable; these files are small and fixed, so the checkers stay here.)
"""

from __future__ import annotations

import math
from typing import Any, Callable

Checker = Callable[[Any, str], "tuple[str, str] | None"]

NAME_MAX = 40          # a seat's name, in characters
ACTION_MAX = 400       # an action's text form
ACTIONS_MAX = 100_000  # actions in one game (a Daitoshi game takes a few hundred)


def whole(lo: int, hi: int) -> Checker:
    def check(v, where):
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            return where, f"a whole number from {lo} to {hi}"
        return None
    return check


def number(lo: float, hi: float) -> Checker:
    def check(v, where):
        # a whole number is compared as it is: 10**400 is too big for a float (math.isfinite
        # would raise OverflowError), but it is simply out of range
        fits = isinstance(v, int) or (isinstance(v, float) and math.isfinite(v))
        if isinstance(v, bool) or not fits or not lo <= v <= hi:
            return where, f"a number from {lo} to {hi}"
        return None
    return check


def flag(v, where):
    return None if isinstance(v, bool) else (where, "true or false")


def text(max_len: int, printable: bool = True) -> Checker:
    def check(v, where):
        if not isinstance(v, str) or len(v) > max_len:
            return where, f"text of at most {max_len} characters"
        if printable and not v.isprintable():
            return where, "text without control characters"
        return None
    return check


def name(v, where):
    """A seat's name: text a table can draw (no control characters), not blank."""
    found = text(NAME_MAX)(v, where)
    if found is None and not v.strip():
        return where, "a name that is not blank"
    return found


def one_of(*values) -> Checker:
    def check(v, where):
        # same type too: True is not 1, 1.0 is not 1
        if not any(type(v) is type(x) and v == x for x in values):
            return where, "one of " + ", ".join(map(repr, values))
        return None
    return check


def items(each: Checker, lo: int = 0, hi: int = ACTIONS_MAX) -> Checker:
    def check(v, where):
        if not isinstance(v, list) or not lo <= len(v) <= hi:
            return where, f"a list of {lo} to {hi} entries"
        for i, x in enumerate(v):
            found = each(x, f"{where}[{i}]")
            if found:
                return found
        return None
    return check


def record(fields: dict[str, Checker], optional: dict[str, Checker] | None = None,
           closed: bool = False) -> Checker:
    """An object with these fields (others are ignored: a newer client may add some), or, when
    `closed`, with no field but these: what is built from exactly them (a seat) names the one
    that is not its own, which it could not be built with."""
    optional = optional or {}

    def check(v, where):
        if not isinstance(v, dict):
            return where or "the file", "an object with named fields"
        if closed:
            other = next((key for key in v if key not in fields and key not in optional), None)
            if other is not None:
                return _at(where, str(other)), "no such field"
        for key, each in fields.items():
            if key not in v:
                return _at(where, key), "present"
            found = each(v[key], _at(where, key))
            if found:
                return found
        for key, each in optional.items():
            if key in v:
                found = each(v[key], _at(where, key))
                if found:
                    return found
        return None
    check.names = (tuple(fields), tuple(optional))   # what a document can list (PROTOCOL.md)
    return check


def anything(v, where):
    return None


def _at(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def check(schema: Checker, value) -> tuple[str, str] | None:
    """None when `value` fits `schema`, else (where, expected). A value no checker foresaw (one
    that makes a comparison or a conversion raise) does not fit: a player's file can hold
    anything, and reading it may only ever end in "this file is bad"."""
    try:
        return schema(value, "")
    except Exception:  # noqa: BLE001 - any value that breaks a check is a value that does not fit
        return "the file", "values this program writes"
