"""What the game waits for, in words: the decision panel's title and help, why a choice is refused,
and the Magnate's moves as the choice list shows them (under their district, each by its space).
"""

from __future__ import annotations

from game.i18n.daitoshi import facts
from game.i18n.daitoshi.action_words import describe_action, steam
from game.i18n.daitoshi.generic import is_you
from game.i18n.daitoshi.language import ENGLISH, Unsaid, language
from game.i18n.daitoshi.names import district_name, invention_name


def _help(words, state, kind: str, data, help_: str) -> str:
    """The decision's help, told more exactly where the table says more."""
    if kind == "produce" and data and data[0]:
        return words.say("decision.produce.leader", help=help_)
    if kind == "produce":
        return words.say("decision.produce.other", help=help_)
    if kind == "place" and getattr(state, "cur_district", None) is not None:
        colour = facts.district_hires(state, state.cur_district)
        hires = words.say("decision.hires.any") if colour == "any" else \
            words.say("decision.hires", colour=words.term("colour", colour, True))
        return words.say("decision.place", district=district_name(state, state.cur_district, words),
                         hires=hires)
    if kind == "install" and isinstance(data, str):
        return words.say("decision.install", invention=invention_name(state, data, words))
    if kind == "place_hex":
        return words.say("decision.place_hex", help=help_, n=data[2])
    if kind == "progress" and isinstance(data, int):
        return words.say("decision.progress", n=data)
    if kind == "pilgrim" and data:
        return words.say("decision.pilgrim", help=help_, n=data[1])
    return help_


def _decision(words, state, name: str) -> tuple[str, str]:
    pending = state.pending_decision() if hasattr(state, "pending_decision") else None
    if pending is None:
        return (words.say("decision.over"), "") if state.is_over() else ("", "")
    kind, seat, data = pending
    words = words.to_you(is_you(name))
    if kind in words.decisions:
        short, help_ = words.decisions[kind]
        if words.you:   # "You choose a turn"
            short = words.decisions_you.get(kind)
            if short is None:
                raise Unsaid(f"{words.code}: decision {kind} to you")
    else:   # a decision with no words yet: its kind, read aloud
        short = words.say("decision.unknown", kind=kind.replace("_", " "))
        help_ = words.say("decision.unknown.help")
    try:
        help_ = _help(words, state, kind, data, help_)
    except (TypeError, IndexError, AttributeError):
        pass
    return words.say("decision", who=name, short=short), help_


def said_in(words, state, name: str):
    """(title, help) in one language, or None where that language has no words for the decision."""
    try:
        return _decision(words, state, name)
    except Unsaid:
        return None


def describe_decision(state, name: str = "You", lang="en") -> tuple[str, str]:
    """(short title, a sentence of help) for the decision the state waits for; to a seat named
    "You" in the second person ("You choose a turn")."""
    return said_in(language(lang), state, name) or _decision(ENGLISH, state, name)


def describe_refusal(refusal, action, state, lang="en") -> str:
    """Why `action` cannot be taken now, in words (never the action's text form), from the
    rules' or the session's refusal (game.core.engine.Refusal: a code and its values)."""
    words = language(lang)
    if refusal.code == "game_over":
        return words.say("refusal.over")
    if refusal.code in ("nothing_to_decide", "not_your_turn", "not_played_here", "no_such_seat"):
        return words.say("refusal.not_your_turn")
    if refusal.code != "not_this_decision":
        from game.i18n import refusal_words   # the client's catalogue imports this package
        return refusal_words(refusal, lang)
    kind = refusal["decision"]
    short = words.decisions.get(kind, ("", ""))[0]
    doing = words.say("refusal.waits_for", short=short) if short else words.say("refusal.waits")
    return words.say("refusal", action=describe_action(action, state, lang=lang), doing=doing)


def describe_magnate_space(action, state=None, lang="en") -> str:
    """A Magnate move told by its space only, for a list already headed by the district
    (THE CITY DISTRICT TILES, Magnate spaces)."""
    words = language(lang)
    space = action.space
    cost = ""
    try:
        cost = steam(words, facts.magnate_steam(state, action.steps, space))
    except (AttributeError, KeyError, IndexError, TypeError):
        pass
    if 0 <= space < 3:
        return words.say("magnate.space", space=words.term("space", space), cost=cost,
                         tail=words.say(f"magnate.tail.{space}"))
    return words.say("magnate.space_n", n=space + 1, cost=cost, tail=words.say("magnate.tail.other"))


def describe_magnate_district(action, state=None, lang="en") -> str:
    """The heading for the moves that end in the same district."""
    words = language(lang)
    start = facts.magnate_at(state, action.seat)
    where = ""
    if state is not None and start is not None:
        where = words.say("magnate.district.where",
                          district=district_name(state, (start[0] + action.steps) % 5, words))
        extra = max(0, action.steps - state.c.board["free_moves"])
        if extra:
            where += words.say("magnate.district.extra", n=extra)
    return words.say("magnate.district", n=action.steps, where=where)
