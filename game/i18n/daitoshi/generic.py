"""What has no sentence in any language yet (an action or event added later, the solo Mayor's
events in English) still reads as words: its class name and fields, read aloud in English,
never a raw kind string or `field=value` text.

    ChooseMayorAdvisor(0, "old_banker", 2) -> "Choose mayor advisor: advisor old banker, district the Town Hall"
"""

from __future__ import annotations

import dataclasses
import re

from game.i18n.daitoshi.language import ENGLISH
from game.i18n.daitoshi.names import city_name, district_name, invention_name
from game.i18n.lookup import is_you

# The fields that count from 0 in the rules' data but from 1 on the table.
_FROM_ONE = ("slot", "space", "card", "workshop", "ring")


def _spoken(name: str) -> str:
    """ "ChooseMayorCard" -> "choose mayor card"."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name).lower()


def _value(field: str, value, state) -> str:
    words = ENGLISH
    if isinstance(value, bool):
        return words.say("generic.yes" if value else "generic.no")
    if field == "district" and isinstance(value, int):
        return district_name(state, value, words)
    if field == "city" and isinstance(value, (int, str)):
        return city_name(state, value, words)
    if field == "building" and isinstance(value, int) and 0 <= value < 3:
        return words.say("building", building=words.term("building", value))
    if field == "floor" and isinstance(value, int) and 0 <= value < 3:
        return words.say("generic.floor", floor=words.term("floor", value))
    if field in ("invention", "university") and isinstance(value, str):
        return invention_name(state, value, words)
    if isinstance(value, (tuple, list)):
        return words.join([_value(field, v, state) for v in value]) or words.say("generic.none")
    if isinstance(value, str):
        return value.replace("_", " ")
    if isinstance(value, int) and field in _FROM_ONE:
        return str(value + 1)
    return str(value)


def _fields(obj, state) -> str:
    if not dataclasses.is_dataclass(obj):
        return ""
    return ", ".join(f"{f.name.replace('_', ' ')} {_value(f.name, getattr(obj, f.name), state)}"
                     for f in dataclasses.fields(obj) if f.name != "seat")


def who(seat, names, words=ENGLISH) -> str:
    """A player by name, else by seat; None is the table itself."""
    if seat is None:
        return words.say("who.table")
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return words.say("who.seat", n=seat + 1)


def addressed(seat, names) -> bool:
    """Whether the sentences about `seat` speak to it: a seat named "You" ("Vous"), the person at
    the screen (`game.i18n.is_you`); never the table, nor a seat known by number only."""
    return seat is not None and names is not None and 0 <= seat < len(names) and is_you(names[seat])


def generic_action(action, state=None) -> str:
    head = _spoken(type(action).__name__).capitalize()
    fields = _fields(action, state)
    return ENGLISH.say("generic.action", head=head, fields=fields) if fields else head


def generic_event(event, state=None, names=None) -> str:
    head = _spoken(type(event).__name__)
    fields = _fields(event, state)
    key = "generic.event" if fields else "generic.event.bare"
    return ENGLISH.say(key, who=who(getattr(event, "seat", None), names), head=head, fields=fields)
